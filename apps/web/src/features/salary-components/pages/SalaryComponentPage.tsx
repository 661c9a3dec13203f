import { clearable, PlusOutlined } from '../../../components/icons';
import type { SalaryComponent } from '@hr/contracts';
import {
  SALARY_COMPONENT_PAGE_SIZE,
  SALARY_COMPONENT_TYPES,
  type SalaryComponentType,
} from '@hr/contracts/salary-components-constants';
import { App, Button, Card, Col, Flex, Form, Input, Row, Select, Space, Table, Tabs, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading';
import { useResponsiveColumns } from '../../../components/responsive-table';
import { RowActions } from '../../../components/RowActions';
import { useTablePaging } from '../../../components/table-paging';
import { hasPermission } from '../../../lib/access';
import { ApiError } from '../../../lib/api-client';
import { formatDecimal, formatMoney, formatPeriod } from '../../../lib/format';
import { useConfirm } from '../../../lib/use-confirm';
import { useListParams } from '../../../lib/use-list-params';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { useDeleteSalaryComponent } from '../api/delete-salary-component';
import { useSalaryComponentList } from '../api/list-salary-components';
import { lazyPart } from '../../../components/lazy-part';

// Its form, rules and pickers load when the dialog first opens (components/lazy-part.tsx).
const ComponentFormModal = lazyPart(() => import('../components/ComponentFormModal').then((m) => m.ComponentFormModal));

const FILTERS = ['tab', 'name', 'scope', 'status'] as const;
const codes = (text: string, allowed: number[]) =>
  text
    .split(',')
    .map(Number)
    .filter((n) => allowed.includes(n) && text !== '');

/**
 * /settings/salary-component: allowance, bonus and deduction tabs, each with a filter card (name, scope and status
 * lists, search and clear), a table paged 10 at a time, and the add/edit dialog; filters live in the address.
 */
export default function SalaryComponentPage() {
  const { t, i18n } = useTranslation(['salaryComponents', 'common']);
  const { message } = App.useApp();
  const confirm = useConfirm();
  const { data: user } = useCurrentUser();
  const { values, page, set } = useListParams(FILTERS);
  const type: SalaryComponentType = (SALARY_COMPONENT_TYPES as readonly string[]).includes(values.tab)
    ? (values.tab as SalaryComponentType)
    : 'allowance';
  const scopes = codes(values.scope, [1, 2, 3]);
  const statuses = codes(values.status, [0, 1]);
  const [name, setName] = useState(values.name);
  const [scopeDraft, setScopeDraft] = useState<number[]>(scopes);
  const [statusDraft, setStatusDraft] = useState<number[]>(statuses);
  const [editing, setEditing] = useState<{ component?: SalaryComponent } | null>(null);
  const list = useSalaryComponentList({
    component_type: type,
    salary_component_name: values.name || undefined,
    scope_of_application: scopes,
    status: statuses,
    page,
    per_page: SALARY_COMPONENT_PAGE_SIZE,
  });
  const remove = useDeleteSalaryComponent();
  const can = (action: 'create' | 'update' | 'delete') => hasPermission(user, `salary_component.${action}`);

  // The drafts follow the address when it changes (tab switch, back button).
  useEffect(() => {
    setName(values.name);
    setScopeDraft(codes(values.scope, [1, 2, 3]));
    setStatusDraft(codes(values.status, [0, 1]));
  }, [values.name, values.scope, values.status]);

  const search = () => set({ name: name.trim(), scope: scopeDraft.join(','), status: statusDraft.join(',') });
  const clear = () => set({ name: '', scope: '', status: '' });

  const askDelete = (component: SalaryComponent) =>
    confirm({
      title: t('delete_confirm.title'),
      content: t('delete_confirm.content', { name: component.salary_component_name_vie }),
      onOk: () =>
        remove.mutateAsync(component.id).then(
          () => void message.success(t('messages.deleted')),
          (error: unknown) =>
            void message.error(
              t('messages.delete_failed', { error: error instanceof ApiError ? error.message : String(error) }),
            ),
        ),
    });

  const amount = (c: SalaryComponent) => {
    const per = c.apply_by_formula ? ` ${t(`per.${c.apply_by_formula}`)}` : '';
    if (c.application_method === 1 && c.fix_money !== null) return `${formatMoney(c.fix_money)}${per}`;
    if (c.application_method === 2)
      return `${formatDecimal(c.coefficient) ?? ''} × ${c.standard_amount ? t(`standard.${c.standard_amount}`) : ''}${per}`;
    return t('common:empty');
  };

  const toPage = useCallback((next: number) => set({ page: next }), [set]);
  const paging = useTablePaging(t, page, list.data, toPage, SALARY_COMPONENT_PAGE_SIZE);
  // At phone width the name, the status and the actions stay in the row; the rest moves into its expanded part.
  const table = useResponsiveColumns<SalaryComponent>([
    {
      title: t('common:table.no'),
      key: 'no',
      width: 60,
      secondary: true,
      render: (_, __, index) => (page - 1) * SALARY_COMPONENT_PAGE_SIZE + index + 1,
    },
    {
      title: i18n.language === 'ja' ? t('columns.name_jp') : t('columns.name_vie'),
      key: 'name',
      render: (_, c) => (i18n.language === 'ja' ? c.salary_component_name_jp : c.salary_component_name_vie),
    },
    {
      title: t('columns.method'),
      key: 'method',
      secondary: true,
      render: (_, c) => t(`method.${c.application_method}`),
    },
    { title: t('columns.amount'), key: 'amount', secondary: true, render: (_, c) => amount(c) },
    {
      title: t('columns.tax'),
      key: 'tax',
      secondary: true,
      render: (_, c) =>
        c.tax_calculation === 2 && c.tax_free_amount !== null
          ? `${t('tax.2')} (${formatMoney(c.tax_free_amount)})`
          : t(`tax.${c.tax_calculation}`),
    },
    {
      title: t('columns.scope'),
      key: 'scope',
      secondary: true,
      render: (_, c) => t(`scope.${c.scope_of_application}`),
    },
    {
      title: t('columns.validity'),
      key: 'validity',
      secondary: true,
      render: (_, c) => (c.start_date ? formatPeriod(c.start_date, c.end_date) : t('common:empty')),
    },
    {
      title: t('columns.status'),
      key: 'status',
      render: (_, c) => <Tag color={c.status === 1 ? 'success' : 'default'}>{t(`status.${c.status}`)}</Tag>,
    },
    {
      title: t('common:table.action'),
      key: 'action',
      width: 110,
      render: (_, c) => (
        <RowActions
          onEdit={can('update') ? () => setEditing({ component: c }) : undefined}
          onDelete={can('delete') ? () => askDelete(c) : undefined}
        />
      ),
    },
  ]);

  const scopeOptions = [1, 2, 3].map((n) => ({ value: n, label: t(`scope.${n}`) }));
  const statusOptions = [1, 0].map((n) => ({ value: n, label: t(`status.${n}`) }));

  const content = (
    <>
      <Card size="small" title={t('filter.title')} style={{ marginBottom: 16 }}>
        <Form name="salary-component-filters" layout="vertical" onFinish={search}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item label={t('filter.name')} htmlFor="component-filter-name">
                <Input
                  id="component-filter-name"
                  allowClear={clearable(t('common:actions.clear_text'))}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('filter.scope')} htmlFor="component-filter-scope">
                <Select
                  id="component-filter-scope"
                  mode="multiple"
                  allowClear
                  value={scopeDraft}
                  onChange={setScopeDraft}
                  options={scopeOptions}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('filter.status')} htmlFor="component-filter-status">
                <Select
                  id="component-filter-status"
                  mode="multiple"
                  allowClear
                  value={statusDraft}
                  onChange={setStatusDraft}
                  options={statusOptions}
                />
              </Form.Item>
            </Col>
          </Row>
          <Space wrap>
            <Button type="primary" htmlType="submit">
              {t('filter.search')}
            </Button>
            <Button onClick={clear}>{t('filter.clear')}</Button>
          </Space>
        </Form>
      </Card>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        {can('create') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t(`add.${type}`)}
          </Button>
        )}
      </Flex>
      <Table<SalaryComponent>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={paging}
        aria-label={t(`tabs.${type}`)}
        {...table}
      />
    </>
  );

  return (
    <Card title={<PageHeading title={t('title')} />}>
      <Tabs
        activeKey={type}
        onChange={(key) => set({ tab: key === 'allowance' ? '' : key, name: '', scope: '', status: '' })}
        items={SALARY_COMPONENT_TYPES.map((key) => ({
          key,
          label: t(`tabs.${key}`),
          children: key === type ? content : null,
        }))}
      />
      <ComponentFormModal
        open={editing !== null}
        type={type}
        component={editing?.component}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
