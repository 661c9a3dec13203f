import type { ShiftChangeItem } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../lib/router';
import { FilterBar, ListPage, useListFilters } from '../../../components/list-page';
import { RowActions } from '../../../components/RowActions';
import { rowNumberColumn, useTablePaging } from '../../../components/table-paging';
import { hasPermission } from '../../../lib/access';
import { formatDate } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { useConfirmDelete } from '../../../lib/use-confirm';
import { useDeleteShiftChange } from '../api/delete-shift-change';
import { useShiftChangeList } from '../api/list-shift-changes';
import { rowOpens } from '../../../components/row-opens';
import { ALPHANUMERIC, DateFilter, LETTERS, PatternFilter } from '../components/filter-fields';

const FILTERS = ['alias_id', 'full_name', 'start_date', 'end_date'] as const;
const BASE = '/payroll-data/shift-change';

/**
 * /payroll-data/shift-change: requests filtered by staff code, name and a date range (end not before start), 20 a
 * page; a row opens its detail; Edit and Delete per shift_change.update / delete.
 */
export default function ShiftChangeListPage() {
  const { t } = useTranslation(['payrollData', 'common']);
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();
  const { data: user } = useCurrentUser();
  const { values, page, toPage, filters } = useListFilters(FILTERS);
  const list = useShiftChangeList({
    alias_id: values.alias_id || undefined,
    full_name: values.full_name || undefined,
    start_date: values.start_date || undefined,
    end_date: values.end_date || undefined,
    page,
  });
  const remove = useDeleteShiftChange();
  const can = (action: 'create' | 'update' | 'delete') => hasPermission(user, `shift_change.${action}`);

  const askDelete = (row: ShiftChangeItem) =>
    confirmDelete({
      title: t('delete_confirm.title'),
      content: t('delete_confirm.one', { name: row.user.full_name }),
      remove: () => remove.mutateAsync(row.id),
      deleted: t('messages.deleted_shift'),
      failed: t('messages.delete_failed_shift'),
    });

  const paging = useTablePaging(t, page, list.data, toPage);
  return (
    <ListPage<ShiftChangeItem>
      title={t('shift.title')}
      filterBar={
        <FilterBar name="shift-change-filters" filters={filters}>
          <PatternFilter
            name="alias_id"
            label={t('filters.alias_id')}
            pattern={ALPHANUMERIC}
            message={t('filters.alias_invalid')}
          />
          <PatternFilter
            name="full_name"
            label={t('filters.full_name')}
            pattern={LETTERS}
            message={t('filters.name_invalid')}
          />
          <DateFilter name="start_date" label={t('filters.start_date')} />
          <DateFilter
            name="end_date"
            label={t('filters.end_date')}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value?: string) => {
                  const start = getFieldValue('start_date') as string | undefined;
                  return !value || !start || value >= start
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('filters.end_before_start')));
                },
              }),
            ]}
          />
        </FilterBar>
      }
      onNew={can('create') ? () => navigate(`${BASE}/create`) : undefined}
      table={{
        rowKey: 'id',
        loading: list.isFetching,
        dataSource: list.data?.items,
        pagination: paging,
        filtered: filters.filtered,
        onRow: (row) => rowOpens(() => navigate(`${BASE}/${row.id}`)),
        columns: [
          { ...rowNumberColumn(t, page), secondary: true },
          { title: t('columns.alias_id'), key: 'alias', secondary: true, render: (_, row) => row.user.alias_id },
          { title: t('columns.full_name'), key: 'name', render: (_, row) => row.user.full_name },
          { title: t('columns.date_change'), key: 'date', render: (_, row) => formatDate(row.date_change) },
          {
            title: t('columns.current_shift'),
            key: 'current',
            secondary: true,
            render: (_, row) => row.original_shift.name,
          },
          { title: t('columns.new_shift'), key: 'new', secondary: true, render: (_, row) => row.changed_shift.name },
          {
            title: t('columns.created_at'),
            key: 'created',
            secondary: true,
            render: (_, row) => formatDate(row.created_at.slice(0, 10)),
          },
          { title: t('columns.reason'), dataIndex: 'reason', secondary: true, ellipsis: true },
          {
            title: t('common:table.action'),
            key: 'action',
            width: 110,
            render: (_, row) => (
              <RowActions
                onEdit={can('update') ? () => navigate(`${BASE}/${row.id}`) : undefined}
                onDelete={can('delete') ? () => askDelete(row) : undefined}
              />
            ),
          },
        ],
      }}
    />
  );
}
