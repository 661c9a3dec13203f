import type { OrderEntry, OrderKind } from '@hr/contracts';
import { APPLICATION_METHOD } from '@hr/contracts/salary-components-constants';
import { App, Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../lib/router';
import { EyeOutlined } from '../../../components/icons';
import { FilterBar, ListPage, TextFilter, useListFilters } from '../../../components/list-page';
import { RowActions } from '../../../components/RowActions';
import { rowNumberColumn, useTablePaging } from '../../../components/table-paging';
import { hasPermission } from '../../../lib/access';
import { formatDate, formatMoney } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { useConfirm } from '../../../lib/use-confirm';
import { deleteOrder } from '../api/delete-order';
import { useOrderList } from '../api/list-orders';
import { rowOpens } from '../../../components/row-opens';
import { ALPHANUMERIC, DateFilter, DIGITS, LETTERS, PatternFilter } from './filter-fields';

const FILTERS = ['alias_id', 'full_name', 'name', 'value', 'date', 'created_date'] as const;

/** The value badge: a deduction's is the primary colour for fixed or flexible amounts, danger for a formula. */
function valueColor(kind: OrderKind, method: number) {
  // 'success' rather than 'green': the preset green's background fails 4.5:1 (app/theme/accessibility.css).
  if (kind === 'bonus') return 'success';
  return method === APPLICATION_METHOD.FORMULA ? 'red' : 'blue';
}

/**
 * /payroll-data/bonus-list and /deduction-list: one row per person's entry, filtered by the written filters, 20 a
 * page; a row opens its detail; the selected rows are deleted one call each after a confirmation, naming any that
 * failed.
 */
export function OrderList({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation(['payrollData', 'common']);
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const { values, page, toPage, filters } = useListFilters(FILTERS);
  const list = useOrderList(kind, {
    alias_id: values.alias_id || undefined,
    full_name: values.full_name || undefined,
    [`${kind}_name`]: values.name || undefined,
    value: values.value || undefined,
    date: values.date || undefined,
    created_date: values.created_date || undefined,
    page,
  });
  const [selected, setSelected] = useState<OrderEntry[]>([]);
  const canDelete = hasPermission(user, 'payroll_order.delete');
  const base = `/payroll-data/${kind}`;

  const removeAll = (rows: OrderEntry[]) =>
    confirm({
      title: t('delete_confirm.title'),
      content:
        rows.length === 1
          ? t('delete_confirm.one', { name: rows[0]!.user.full_name })
          : t('delete_confirm.many', { count: rows.length }),
      onOk: async () => {
        const failed: string[] = [];
        for (const row of rows) {
          try {
            await deleteOrder(kind, row.id);
          } catch {
            failed.push(`${row.user.alias_id} - ${row.user.full_name}`);
          }
        }
        setSelected([]);
        await list.refetch();
        if (failed.length === 0) void message.success(t(`messages.deleted_${kind}`));
        else
          void message.error(
            `${t(`messages.delete_failed_${kind}`)}. ${t('messages.some_failed', { names: failed.join(', ') })}`,
          );
      },
    });

  const paging = useTablePaging(t, page, list.data, toPage);
  return (
    <ListPage<OrderEntry>
      title={t(`list.title_${kind}`)}
      filterBar={
        <FilterBar name={`${kind}-filters`} filters={filters}>
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
          <TextFilter name="name" label={t(`filters.name_${kind}`)} />
          <PatternFilter
            name="value"
            label={t('filters.value')}
            pattern={DIGITS}
            message={t('filters.value_invalid')}
          />
          <DateFilter name="date" label={t('filters.date')} />
          <DateFilter name="created_date" label={t('filters.created_date')} />
        </FilterBar>
      }
      onNew={hasPermission(user, 'payroll_order.create') ? () => navigate(`${base}/create`) : undefined}
      table={{
        rowKey: 'id',
        loading: list.isFetching,
        dataSource: list.data?.items,
        pagination: paging,
        filtered: filters.filtered,
        title: canDelete
          ? () => (
              <Button danger disabled={selected.length === 0} onClick={() => removeAll(selected)}>
                {t('list.delete_selected', { count: selected.length })}
              </Button>
            )
          : undefined,
        rowSelection: canDelete
          ? { selectedRowKeys: selected.map((r) => r.id), onChange: (_, rows) => setSelected(rows) }
          : undefined,
        onRow: (row) => rowOpens(() => navigate(`${base}/${row.id}`)),
        columns: [
          { ...rowNumberColumn(t, page), secondary: true },
          { title: t('columns.alias_id'), key: 'alias', secondary: true, render: (_, row) => row.user.alias_id },
          { title: t('columns.full_name'), key: 'name', render: (_, row) => row.user.full_name },
          {
            title: t(`columns.name_${kind}`),
            key: 'component',
            secondary: true,
            render: (_, row) => row.salary_component.salary_component_name_vie,
          },
          {
            title: t('columns.value'),
            key: 'value',
            nowrap: true,
            render: (_, row) =>
              row.value === undefined ? null : (
                <Tag color={valueColor(kind, row.salary_component.application_method)}>{formatMoney(row.value)}</Tag>
              ),
          },
          { title: t('columns.date'), key: 'date', secondary: true, render: (_, row) => formatDate(row.date) },
          {
            title: t('columns.created_at'),
            key: 'created',
            secondary: true,
            render: (_, row) => formatDate(row.created_at.slice(0, 10)),
          },
          {
            title: t('common:table.action'),
            key: 'action',
            width: 110,
            render: (_, row) => (
              <RowActions onDelete={canDelete ? () => removeAll([row]) : undefined}>
                <Button
                  size="small"
                  icon={<EyeOutlined />}
                  aria-label={t('list.view')}
                  onClick={() => navigate(`${base}/${row.id}`)}
                />
              </RowActions>
            ),
          },
        ],
      }}
    />
  );
}
