import { PlusOutlined } from '@ant-design/icons';
import type { ShiftItem } from '@hr/contracts';
import { DEFAULT_PAGE_SIZE } from '@hr/contracts';
import { Button, Card, Flex, Input, Space, Table, Tag, Tooltip } from 'antd';
import { useState, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { hasPermission } from '../../../lib/access';
import { useConfirmDelete } from '../../../lib/use-confirm';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteShift } from '../api/delete-shift';
import { useShiftList } from '../api/list-shifts';
import { ShiftFormModal } from '../components/ShiftFormModal';
import { RowActions } from '../../../components/RowActions';
import { useTablePaging, rowNumberColumn } from '../../../components/table-paging';
import { useResponsiveColumns } from '../../../components/responsive-table';
import { PageHeading } from '../../../components/PageHeading';

const FILTERS = ['name'] as const;

/** /shift: shift groups searchable by name, paged; New, Edit and Delete per shift.create / update / delete. */
export default function ShiftListPage() {
  const { t } = useTranslation(['shifts', 'common']);
  const confirmDelete = useConfirmDelete();
  const { data: user } = useCurrentUser();
  const { values, page, set } = useListParams(FILTERS);
  const [search, setSearch] = useState(values.name);
  const [editing, setEditing] = useState<{ shift?: ShiftItem } | null>(null);
  const list = useShiftList({ name: values.name || undefined, page, limit: DEFAULT_PAGE_SIZE });
  const remove = useDeleteShift();
  const can = (action: 'create' | 'update' | 'delete') => hasPermission(user, `shift.${action}`);

  const askDelete = (shift: ShiftItem) =>
    confirmDelete({
      title: t('delete_confirm.title'),
      content: t('delete_confirm.content', { name: shift.name }),
      remove: () => remove.mutateAsync(shift.id),
      deleted: t('messages.deleted'),
      failed: t('messages.delete_failed'),
    });

  const toPage = useCallback((next: number) => set({ page: next }), [set]);
  const paging = useTablePaging(t, page, list.data, toPage);
  const table = useResponsiveColumns<ShiftItem>([
    { ...rowNumberColumn(t, page), secondary: true },
    { title: t('columns.name'), dataIndex: 'name' },
    {
      title: t('columns.time'),
      key: 'time',
      render: (_, shift) => (
        <Space wrap size={4}>
          {shift.working_time}
          {shift.overnight && (
            <Tooltip title={t('overnight_hint')}>
              <Tag color="geekblue">{t('overnight')}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { title: t('columns.description'), dataIndex: 'description', secondary: true, ellipsis: true },
    {
      title: t('common:table.action'),
      key: 'action',
      width: 120,
      render: (_, shift) => (
        <RowActions
          onEdit={can('update') ? () => setEditing({ shift }) : undefined}
          onDelete={can('delete') ? () => askDelete(shift) : undefined}
        />
      ),
    },
  ]);
  return (
    <Card title={<PageHeading title={t('title')} />}>
      <Flex justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
        <Space.Compact style={{ maxWidth: 420, width: '100%' }}>
          <Input
            allowClear
            value={search}
            placeholder={t('search_placeholder')}
            aria-label={t('search_placeholder')}
            onChange={(event) => setSearch(event.target.value)}
            onPressEnter={() => set({ name: search.trim() })}
          />
          <Button type="primary" onClick={() => set({ name: search.trim() })}>
            {t('common:actions.search')}
          </Button>
        </Space.Compact>
        {can('create') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('common:actions.new')}
          </Button>
        )}
      </Flex>
      <Table<ShiftItem>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={paging}
        {...table}
      />
      <ShiftFormModal open={editing !== null} shift={editing?.shift} onClose={() => setEditing(null)} />
    </Card>
  );
}
