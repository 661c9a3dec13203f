import type { ShiftItem } from '@hr/contracts';
import { DEFAULT_PAGE_SIZE } from '@hr/contracts';
import { Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, ListPage, TextFilter, useListFilters } from '../../../components/list-page';
import { RowActions } from '../../../components/RowActions';
import { rowNumberColumn, useTablePaging } from '../../../components/table-paging';
import { hasPermission } from '../../../lib/access';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { useConfirmDelete } from '../../../lib/use-confirm';
import { useDeleteShift } from '../api/delete-shift';
import { useShiftList } from '../api/list-shifts';
import { lazyPart } from '../../../components/lazy-part';

// Its form, rules and pickers load when the dialog first opens (components/lazy-part.tsx).
const ShiftFormModal = lazyPart(() => import('../components/ShiftFormModal').then((m) => m.ShiftFormModal));

const FILTERS = ['name'] as const;

/** /shift: shift groups searchable by name, paged; New, Edit and Delete per shift.create / update / delete. */
export default function ShiftListPage() {
  const { t } = useTranslation(['shifts', 'common']);
  const confirmDelete = useConfirmDelete();
  const { data: user } = useCurrentUser();
  const { values, page, toPage, filters } = useListFilters(FILTERS);
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

  const paging = useTablePaging(t, page, list.data, toPage);
  return (
    <ListPage<ShiftItem>
      title={t('title')}
      filterBar={
        <FilterBar name="shift-filters" filters={filters}>
          <TextFilter name="name" label={t('search_placeholder')} />
        </FilterBar>
      }
      onNew={can('create') ? () => setEditing({}) : undefined}
      table={{
        rowKey: 'id',
        // Fixed at every width (antd fixes it on a desktop anyway, for the description's ellipsis): at phone width,
        // laid out automatically, the columns widened when the rows arrived and the header grew by a line (a layout
        // shift of 0.028 in Lighthouse).
        tableLayout: 'fixed',
        loading: list.isFetching,
        dataSource: list.data?.items,
        pagination: paging,
        filtered: filters.filtered,
        columns: [
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
        ],
      }}
    >
      <ShiftFormModal open={editing !== null} shift={editing?.shift} onClose={() => setEditing(null)} />
    </ListPage>
  );
}
