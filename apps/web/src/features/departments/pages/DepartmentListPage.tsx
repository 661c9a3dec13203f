import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, type DepartmentItem } from '@hr/contracts';
import { Button, Card, Flex, Form, Input, Table } from 'antd';
import { useEffect, useState, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { hasPermission } from '../../../lib/access';
import { useListParams } from '../../../lib/use-list-params';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { useDepartmentList } from '../api/list-departments';
import { DepartmentFormModal } from '../components/DepartmentFormModal';
import { useDeleteDepartmentConfirm } from '../components/use-delete-department';
import { useTablePaging, rowNumberColumn } from '../../../components/table-paging';
import { RowActions } from '../../../components/RowActions';
import { PageHeading } from '../../../components/PageHeading';
import { useResponsiveColumns } from '../../../components/responsive-table';

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
  const { values, page, set } = useListParams(FILTERS);
  const [search, setSearch] = useState(values);
  const [editing, setEditing] = useState<{ department?: DepartmentItem } | null>(null);
  const list = useDepartmentList({
    department_id: values.department_id || undefined,
    department_name: values.department_name || undefined,
    page,
    limit: DEFAULT_PAGE_SIZE,
  });
  const askDelete = useDeleteDepartmentConfirm();
  const can = (action: 'create' | 'update' | 'delete') => hasPermission(user, `department.${action}`);

  // The boxes follow the address when it changes (back and forward).
  useEffect(() => setSearch(values), [values]);
  const apply = () =>
    set({ department_id: search.department_id.trim(), department_name: search.department_name.trim() });

  const toPage = useCallback((next: number) => set({ page: next }), [set]);
  const paging = useTablePaging(t, page, list.data, toPage);
  // At phone width the ID and head count move into the expanded row; name and actions stay in view.
  const responsive = useResponsiveColumns<DepartmentItem>([
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
  ]);

  return (
    <Card title={<PageHeading title={t('title')} />}>
      <Flex justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
        <Form layout="inline" onFinish={apply} style={{ rowGap: 8 }}>
          <Form.Item label={t('filters.department_id')}>
            <Input
              allowClear
              value={search.department_id}
              aria-label={t('filters.department_id')}
              onChange={(event) => setSearch((current) => ({ ...current, department_id: event.target.value }))}
              onPressEnter={apply}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Form.Item label={t('filters.department_name')}>
            <Input
              allowClear
              value={search.department_name}
              aria-label={t('filters.department_name')}
              onChange={(event) => setSearch((current) => ({ ...current, department_name: event.target.value }))}
              onPressEnter={apply}
              style={{ width: 220 }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('common:actions.search')}
          </Button>
        </Form>
        {can('create') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('common:actions.new')}
          </Button>
        )}
      </Flex>
      <Table<DepartmentItem>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={paging}
        {...responsive}
      />
      <DepartmentFormModal open={editing !== null} department={editing?.department} onClose={() => setEditing(null)} />
    </Card>
  );
}
