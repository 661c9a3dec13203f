import { PlusOutlined } from '../../../components/icons';
import { DEFAULT_PAGE_SIZE, type WorkingPlanItem } from '@hr/contracts';
import { Button, DatePicker, Flex, Form, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { datePickerProps, formatDate, fromIsoDate, toIsoDate, toSlashDate } from '../../../lib/format';
import { useConfirmDelete } from '../../../lib/use-confirm';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteWorkingPlan } from '../api/delete-working-plan';
import { useWorkingPlans } from '../api/list-working-plans';
import { lazyPart } from '../../../components/lazy-part';
import { useTablePaging, rowNumberColumn } from '../../../components/table-paging';
import { RowActions } from '../../../components/RowActions';
import { useResponsiveColumns } from '../../../components/responsive-table';

// Its form, rules and pickers load when the dialog first opens (components/lazy-part.tsx).
const WorkingPlanFormModal = lazyPart(() => import('./WorkingPlanFormModal').then((m) => m.WorkingPlanFormModal));

const FILTERS = ['from', 'to'] as const;

/** A department's work plans with from/to filters; New, edit and delete only with working_plan_action. */
export function WorkingPlanTable({ departmentId, canPlan }: { departmentId: number; canPlan: boolean }) {
  const { t } = useTranslation(['departments', 'common']);
  const confirmDelete = useConfirmDelete();
  const { values, page, set } = useListParams(FILTERS);
  const [range, setRange] = useState<{ from: Dayjs | null; to: Dayjs | null }>({
    from: fromIsoDate(values.from),
    to: fromIsoDate(values.to),
  });
  const [editing, setEditing] = useState<{ plan?: WorkingPlanItem } | null>(null);
  const remove = useDeleteWorkingPlan(departmentId);
  const list = useWorkingPlans(departmentId, {
    // The address keeps YYYY-MM-DD; the API is sent YYYY/MM/DD like the form.
    from: toSlashDate(fromIsoDate(values.from)),
    to: toSlashDate(fromIsoDate(values.to)),
    page,
    limit: DEFAULT_PAGE_SIZE,
  });

  useEffect(() => setRange({ from: fromIsoDate(values.from), to: fromIsoDate(values.to) }), [values]);
  const apply = () => set({ from: toIsoDate(range.from), to: toIsoDate(range.to) });

  const askDelete = (plan: WorkingPlanItem) =>
    confirmDelete({
      title: t('plans.delete_confirm.title'),
      content: t('plans.delete_confirm.content', { date: formatDate(plan.date), shift: plan.shift_info.name }),
      remove: () => remove.mutateAsync(plan.id),
      deleted: t('plans.messages.deleted'),
      failed: t('plans.messages.delete_failed'),
    });

  const toPage = useCallback((next: number) => set({ page: next }), [set]);
  const paging = useTablePaging(t, page, list.data, toPage);
  // At phone width the row number and the head count move into the expanded row; date, shift and actions stay.
  const responsive = useResponsiveColumns<WorkingPlanItem>([
    { ...rowNumberColumn(t, page), secondary: true },
    { title: t('plans.columns.date'), dataIndex: 'date', render: (date: string) => formatDate(date) },
    {
      title: t('plans.columns.shift'),
      key: 'shift',
      render: (_, plan) => `${plan.shift_info.name} (${plan.shift_info.working_time})`,
    },
    { title: t('plans.columns.users'), dataIndex: 'number_of_users', align: 'right', width: 180, secondary: true },
    {
      title: t('common:table.action'),
      key: 'action',
      width: 120,
      render: (_, plan) =>
        canPlan && plan.can_edit ? (
          <RowActions onEdit={() => setEditing({ plan })} onDelete={() => askDelete(plan)} />
        ) : null,
    },
  ]);
  return (
    <>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('plans.title')}
        </Typography.Title>
        {canPlan && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('common:actions.new')}
          </Button>
        )}
      </Flex>
      <Form name="working-plan-filters" layout="inline" onFinish={apply} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label={t('plans.filters.from')}>
          <DatePicker
            {...datePickerProps}
            value={range.from}
            onChange={(from) => setRange((current) => ({ ...current, from }))}
            disabledDate={(day) => Boolean(range.to && day.isAfter(range.to, 'day'))}
          />
        </Form.Item>
        <Form.Item label={t('plans.filters.to')}>
          <DatePicker
            {...datePickerProps}
            value={range.to}
            onChange={(to) => setRange((current) => ({ ...current, to }))}
            disabledDate={(day) => Boolean(range.from && day.isBefore(range.from, 'day'))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common:actions.search')}
        </Button>
      </Form>
      <Table<WorkingPlanItem>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={paging}
        {...responsive}
      />
      <WorkingPlanFormModal
        open={editing !== null}
        departmentId={departmentId}
        plan={editing?.plan}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
