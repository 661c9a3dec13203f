import { DEFAULT_PAGE_SIZE, type DepartmentItem } from '@hr/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../../lib/router';
import { FilterBar, ListPage, TextFilter, useListFilters } from '../../../components/list-page';
import { RowActions } from '../../../components/RowActions';
import { rowNumberColumn, useTablePaging } from '../../../components/table-paging';
import { hasPermission } from '../../../lib/access';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { useDepartmentList } from '../api/list-departments';
import { lazyPart } from '../../../components/lazy-part';
import { useDeleteDepartmentConfirm } from '../components/use-delete-department';

// Its form, rules and pickers load when the dialog first opens (components/lazy-part.tsx).
const DepartmentFormModal = lazyPart(() =>
  import('../components/DepartmentFormModal').then((m) => m.DepartmentFormModal),
);

const FILTERS = ['department_id', 'department_name'] as const;

/**
 * /department and /settings/departments: departments filtered by ID and name (in the address), 20 a page.
 * Detail leads to /department/{id} from the first and to /settings/departments/{id} from the settings list.
 */
export default function DepartmentListPage() {
  const { t } = useTranslation(['departments', 'common']);
  const { pathname } = useLocation();
  const base = pathname.startsWith('/settings') ? '/settings/departments' : '/department';
  const { data: user } = useCurrentUser();
  const { values, page, toPage, filters } = useListFilters(FILTERS);
  const [editing, setEditing] = useState<{ department?: DepartmentItem } | null>(null);
  const list = useDepartmentList({
    department_id: values.department_id || undefined,
    department_name: values.department_name || undefined,
    page,
    limit: DEFAULT_PAGE_SIZE,
  });
  const askDelete = useDeleteDepartmentConfirm();
  const can = (action: 'create' | 'update' | 'delete') => hasPermission(user, `department.${action}`);
  const paging = useTablePaging(t, page, list.data, toPage);

  return (
    <ListPage<DepartmentItem>
      title={t('title')}
      filterBar={
        <FilterBar name="department-filters" filters={filters}>
          <TextFilter name="department_id" label={t('filters.department_id')} maxLength={32} />
          <TextFilter name="department_name" label={t('filters.department_name')} />
        </FilterBar>
      }
      onNew={can('create') ? () => setEditing({}) : undefined}
      table={{
        rowKey: 'id',
        loading: list.isFetching,
        dataSource: list.data?.items,
        pagination: paging,
        filtered: filters.filtered,
        // At phone width the ID and head count move into the expanded row; name and actions stay in view.
        columns: [
          { ...rowNumberColumn(t, page), secondary: true },
          { title: t('columns.name'), dataIndex: 'name' },
          { title: t('columns.department_id'), dataIndex: 'department_id', secondary: true },
          {
            title: t('columns.employees'),
            dataIndex: 'number_of_employees',
            align: 'right',
            width: 180,
            secondary: true,
          },
          {
            title: t('common:table.action'),
            key: 'action',
            width: 180,
            render: (_, department) => (
              <RowActions
                onEdit={can('update') ? () => setEditing({ department }) : undefined}
                onDelete={can('delete') ? () => askDelete(department) : undefined}
              >
                <Link to={`${base}/${department.id}`}>{t('common:actions.detail')}</Link>
              </RowActions>
            ),
          },
        ],
      }}
    >
      <DepartmentFormModal open={editing !== null} department={editing?.department} onClose={() => setEditing(null)} />
    </ListPage>
  );
}
