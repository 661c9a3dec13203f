import { clearable, PlusOutlined } from '../../../components/icons';
import {
  MEMBER_SHIFT_DEFAULT_RANGE_DAYS,
  MEMBER_SHIFT_FILTER_DEBOUNCE_MS,
  MEMBER_SHIFT_PAGE_SIZE,
  type MemberShiftRow,
  memberShiftListQuery,
} from '@hr/contracts';
import { KeyboardScroll } from '../../../components/KeyboardScroll';
import { App, Button, DatePicker, Flex, Form, Input, Select, Table, Tag } from 'antd';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datePickerProps, formatPeriod, fromIsoDate, isoDayFromToday, toIsoDate } from '../../../lib/format';
import { useConfirmDelete } from '../../../lib/use-confirm';
import { useListParams } from '../../../lib/use-list-params';
import { problemsText } from '../../../lib/zod-form';
import { useDeleteAssignment } from '../api/delete-member-shift';
import { useDepartmentShifts } from '../../../lib/lookups/department-shifts';
import { useGroups } from '../api/list-groups';
import { useMemberShifts } from '../api/list-member-shifts';
import { lazyPart } from '../../../components/lazy-part';
import { useResponsiveColumns } from '../../../components/responsive-table';
import { RowActions } from '../../../components/RowActions';
import { useTablePaging } from '../../../components/table-paging';

// Its form, rules and pickers load when the dialog first opens (components/lazy-part.tsx).
const AssignShiftModal = lazyPart(() => import('./AssignShiftModal').then((m) => m.AssignShiftModal));

const FILTERS = ['start_date', 'end_date', 'group_id', 'shift_id', 'full_name', 'alias_id'] as const;
const optionalNumber = (value: string) => (value ? Number(value) : undefined);

/** Waits until the person stops typing for `delay` ms. */
function useDebounced(value: string, delay: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Shift assignment of one department: filters in the address (date range, default the last 30 days, at most 365;
 * group; shift; name and staff code, debounced), the table, assigning, editing (only before the start) and deleting.
 */
export function ShiftAssignmentTab({ departmentId, canAssign }: { departmentId: number; canAssign: boolean }) {
  const { t } = useTranslation(['groups', 'common']);
  const { message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const { values, page, set } = useListParams(FILTERS);
  const groups = useGroups(departmentId);
  const shifts = useDepartmentShifts(departmentId);
  const remove = useDeleteAssignment();
  const ids = useId();
  const [editing, setEditing] = useState<{ row?: MemberShiftRow } | null>(null);
  const [name, setName] = useState(values.full_name);
  const [code, setCode] = useState(values.alias_id);
  const settledName = useDebounced(name, MEMBER_SHIFT_FILTER_DEBOUNCE_MS);
  const settledCode = useDebounced(code, MEMBER_SHIFT_FILTER_DEBOUNCE_MS);

  useEffect(() => {
    if (settledName.trim() !== values.full_name || settledCode.trim() !== values.alias_id)
      set({ full_name: settledName.trim(), alias_id: settledCode.trim() });
  }, [settledName, settledCode, values.full_name, values.alias_id, set]);

  const query = useMemo(
    () => ({
      start_date: values.start_date || isoDayFromToday(-MEMBER_SHIFT_DEFAULT_RANGE_DAYS),
      end_date: values.end_date || isoDayFromToday(),
      group_id: optionalNumber(values.group_id),
      shift_id: optionalNumber(values.shift_id),
      full_name: values.full_name || undefined,
      alias_id: values.alias_id || undefined,
      page,
      limit: MEMBER_SHIFT_PAGE_SIZE,
    }),
    [values, page],
  );
  // The server's own rule for the search range, checked before asking it.
  const rangeError = problemsText(memberShiftListQuery, query, t);
  const list = useMemberShifts(departmentId, query, rangeError === undefined);

  useEffect(() => {
    if (list.isError) void message.error(t('shifts.messages.load_failed'));
  }, [list.isError, message, t]);

  const periodText = (row: MemberShiftRow) =>
    row.start_date ? formatPeriod(row.start_date, row.end_date) : t('common:empty');

  const askDelete = (row: MemberShiftRow) =>
    confirmDelete({
      title: t('shifts.delete_confirm.title'),
      content: t('shifts.delete_confirm.content', {
        name: row.full_name,
        shift: row.shift_name,
        period: periodText(row),
      }),
      remove: () => remove.mutateAsync(row.id ?? 0),
      deleted: t('shifts.messages.deleted'),
      failed: t('shifts.messages.delete_failed'),
    });

  const toPage = useCallback((next: number) => set({ page: next }), [set]);
  const paging = useTablePaging(
    t,
    page,
    rangeError === undefined ? list.data : undefined,
    toPage,
    MEMBER_SHIFT_PAGE_SIZE,
  );
  const table = useResponsiveColumns<MemberShiftRow>(
    [
      { title: t('shifts.columns.code'), dataIndex: 'alias_id', secondary: true, width: 120 },
      { title: t('shifts.columns.name'), dataIndex: 'full_name' },
      {
        title: t('shifts.columns.group'),
        secondary: true,
        dataIndex: 'group_name',
        render: (group: string | null) => group ?? t('common:empty'),
      },
      { title: t('shifts.columns.period'), key: 'period', secondary: true, render: (_, row) => periodText(row) },
      {
        title: t('shifts.columns.shift'),
        dataIndex: 'shift_name',
        render: (shift: string | null) => shift ?? t('common:empty'),
      },
      {
        title: t('shifts.columns.status'),
        secondary: true,
        dataIndex: 'status',
        width: 170,
        render: (status: MemberShiftRow['status']) => (
          <Tag color={status === 'assigned' ? 'green' : 'orange'}>{t(`shifts.status.${status}`)}</Tag>
        ),
      },
      {
        title: t('common:table.action'),
        key: 'action',
        width: 110,
        render: (_, row) =>
          canAssign && row.status === 'assigned' ? (
            <RowActions onEdit={row.can_edit ? () => setEditing({ row }) : undefined} onDelete={() => askDelete(row)} />
          ) : null,
      },
    ],
    { scroll: { x: 900 } },
  );
  return (
    <>
      <Form name="shift-assignment-filters" layout="vertical">
        <Flex gap={12} wrap align="flex-start">
          <Form.Item
            label={t('shifts.filter.range')}
            htmlFor={`${ids}-range`}
            validateStatus={rangeError ? 'error' : undefined}
            help={rangeError}
            style={{ marginBottom: 8 }}
          >
            <DatePicker.RangePicker
              id={{ start: `${ids}-range` }}
              {...datePickerProps}
              allowClear={false}
              value={[fromIsoDate(query.start_date), fromIsoDate(query.end_date)]}
              onChange={(range) => set({ start_date: toIsoDate(range?.[0]), end_date: toIsoDate(range?.[1]) })}
            />
          </Form.Item>
          <Form.Item
            label={t('shifts.filter.group')}
            htmlFor={`${ids}-group`}
            style={{ marginBottom: 8, minWidth: 160 }}
          >
            <Select
              id={`${ids}-group`}
              allowClear
              value={query.group_id}
              onChange={(group) => set({ group_id: group })}
              options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.group_name }))}
            />
          </Form.Item>
          <Form.Item
            label={t('shifts.filter.shift')}
            htmlFor={`${ids}-shift`}
            style={{ marginBottom: 8, minWidth: 160 }}
          >
            <Select
              id={`${ids}-shift`}
              allowClear
              value={query.shift_id}
              onChange={(shift) => set({ shift_id: shift })}
              options={(shifts.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            />
          </Form.Item>
          <Form.Item label={t('shifts.filter.name')} htmlFor={`${ids}-name`} style={{ marginBottom: 8 }}>
            <Input
              id={`${ids}-name`}
              allowClear={clearable(t('common:actions.clear_text'))}
              value={name}
              maxLength={128}
              onChange={(e) => setName(e.target.value)}
            />
          </Form.Item>
          <Form.Item label={t('shifts.filter.code')} htmlFor={`${ids}-code`} style={{ marginBottom: 8 }}>
            <Input
              id={`${ids}-code`}
              allowClear={clearable(t('common:actions.clear_text'))}
              value={code}
              maxLength={16}
              onChange={(e) => setCode(e.target.value)}
            />
          </Form.Item>
          {/* An empty label keeps the button on the line of the inputs, whatever the messages under them. */}
          <Form.Item label=" " colon={false} style={{ marginBottom: 8, marginLeft: 'auto' }}>
            {canAssign && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                {t('shifts.assign')}
              </Button>
            )}
          </Form.Item>
        </Flex>
      </Form>
      <KeyboardScroll label={t('page.tab_shifts')}>
        <Table<MemberShiftRow>
          style={{ marginTop: 8 }}
          rowKey={(row) => (row.id === null ? `waiting-${row.user_id}` : `assigned-${row.id}`)}
          loading={list.isFetching}
          dataSource={rangeError === undefined ? list.data?.data : []}
          pagination={paging}
          {...table}
        />
      </KeyboardScroll>
      <AssignShiftModal
        departmentId={departmentId}
        open={editing !== null}
        row={editing?.row}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
