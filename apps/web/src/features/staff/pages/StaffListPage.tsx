import { ROLE_IDS, type UserItem } from '@hr/contracts';
import { STAFF_LIST_PAGE_SIZE, WORKING_STATUSES } from '@hr/contracts/staff-constants';
import { App, Button, Card, Flex, Form, Input, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../../lib/router';
import {
  CheckOutlined,
  CloseOutlined,
  clearable,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  UploadOutlined,
} from '../../../components/icons';
import { JobProgress } from '../../../components/JobProgress';
import { lazyPart } from '../../../components/lazy-part';
import { FilterBar, ListTable, useListFilters } from '../../../components/list-page';
import { PageHeading } from '../../../components/PageHeading';
import type { ResponsiveColumn } from '../../../components/responsive-table';
import { RowActions } from '../../../components/RowActions';
import { rowOpens } from '../../../components/row-opens';
import { useTablePaging } from '../../../components/table-paging';
import { genderKey, hasPermission, roleKey } from '../../../lib/access';
import { formatDate, formatMoney, NO_VALUE } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { useDepartmentOptions } from '../../../lib/lookups/department-options';
import { failureText, useGuardedSave } from '../../../lib/save-error';
import { useConfirmDelete } from '../../../lib/use-confirm';
import { MeasuredTitle } from '../components/MeasuredTitle';
import { useDeleteStaff, useSaveStaffRow, useStaffList } from '../api/staff';
import { useExportStaff } from '../api/staff-export';
import type { RowEditor } from '../components/row-editor';
import type { RowValues } from '../lib/staff-form';
import { STATUS_COLORS } from '../lib/staff-status';

const QuickAddModal = lazyPart(() => import('../components/QuickAddModal').then((m) => m.QuickAddModal));
const ImportModal = lazyPart(() => import('../components/ImportModal').then((m) => m.ImportModal));
// The inline row editor's rules (zod), money input and body: loaded when a row's Edit is first pressed.
const loadRowEditor = () => import('../components/row-editor').then((m) => m.rowEditor);

const FILTERS = ['keyword', 'department_id', 'position_id', 'status'] as const;
export const STAFF_LIST_PATH = '/staff';

/**
 * /staff (specification 001 section 2 "Staff list"): filters in the address (name or staff ID, department, position,
 * working status), 20 a page, a status badge per working status, selection with select-all, row click opens the
 * record, view, inline edit and delete; quick add and the full create form. Pay and personal columns the server did
 * not send are not shown.
 */
export default function StaffListPage() {
  const { t } = useTranslation(['staff', 'common', 'messages']);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const guardedSave = useGuardedSave();
  const confirmDelete = useConfirmDelete();
  const { data: me } = useCurrentUser();
  const departments = useDepartmentOptions();
  const { values, page, toPage, filters } = useListFilters(FILTERS);
  const list = useStaffList({
    keyword: values.keyword || undefined,
    department_id: values.department_id ? Number(values.department_id) : undefined,
    position_id: values.position_id ? Number(values.position_id) : undefined,
    status: values.status ? Number(values.status) : undefined,
    page,
    limit: STAFF_LIST_PAGE_SIZE,
  });
  const saveRow = useSaveStaffRow();
  const remove = useDeleteStaff();
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<UserItem>();
  const [editor, setEditor] = useState<RowEditor>();
  const [quickAdd, setQuickAdd] = useState(false);
  const [rowForm] = Form.useForm<RowValues>();
  const canCreate = hasPermission(me, 'staff.create');
  const canEdit = hasPermission(me, 'staff.update');
  const canDelete = hasPermission(me, 'staff.delete');
  const canExport = hasPermission(me, 'staff.export');
  const canImport = hasPermission(me, 'staff.import');
  const exporter = useExportStaff();
  // The export runs on the server as a job (docs/staff-io.md); JobProgress follows it and downloads the file.
  const [exportJob, setExportJob] = useState<string>();
  const [importing, setImporting] = useState(false);
  const paging = useTablePaging(
    t,
    page,
    list.data,
    useCallback((next: number) => toPage(next), [toPage]),
  );
  const items = list.data?.items ?? [];
  const sent = (field: keyof UserItem) => items.some((item) => field in item);

  useEffect(() => {
    if (list.isError) void message.error(t('messages.load_failed'));
  }, [list.isError, message, t]);

  const startEdit = async (user: UserItem) => {
    const loaded = editor ?? (await loadRowEditor());
    setEditor(() => loaded);
    setEditing(user);
    rowForm.setFieldsValue(loaded.rowToValues(user));
  };
  const saveEdit = () =>
    guardedSave(
      async () => {
        if (!editing || !editor) return;
        const body = editor.toRowBody(await rowForm.validateFields(), editing.version);
        await saveRow.mutateAsync({ id: editing.id, body });
        void message.success(t('messages.updated'));
        setEditing(undefined);
      },
      { form: rowForm, fallback: t('messages.save_failed'), invalidToast: t('messages.check_entered') },
    );
  const askDelete = (user: UserItem) =>
    confirmDelete({
      title: t('confirm.delete_title'),
      content: t('confirm.delete_content', { name: user.name, alias: user.alias_id }),
      remove: () => remove.mutateAsync(user.id),
      deleted: t('messages.deleted'),
      failed: t('messages.delete_failed'),
      onDeleted: () => setSelected((ids) => ids.filter((id) => id !== user.id)),
    });

  const askExport = () =>
    modal.confirm({
      title: t('confirm.export_title'),
      content: t('confirm.export_content', { count: selected.length }),
      okText: t('confirm.export_ok'),
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        exporter.mutateAsync(selected).then(setExportJob, (error: unknown) => {
          void message.error(failureText(error, t('messages.export_failed')));
        }),
    });

  const isEditing = (user: UserItem) => editing?.id === user.id;
  /** A cell of the row being edited: its input (named after the column), the row's own check under it. */
  const cell = (field: keyof RowValues, input: React.ReactNode) => (
    <Form.Item name={field} rules={editor && [editor.rule(field, t)]} style={{ margin: 0 }}>
      {input}
    </Form.Item>
  );
  const roleOptions = ROLE_IDS.map((id) => ({ value: id, label: t(`common:${roleKey(id)}`) }));
  const departmentOptions = (departments.data ?? []).map((d) => ({ value: d.id, label: d.name }));
  const genderOptions = [1, 2, 0].map((g) => ({ value: g, label: t(`common:${genderKey(g)}`) }));
  const statusOptions = WORKING_STATUSES.map((s) => ({ value: s, label: t(`messages:staff.statuses.${s}`) }));

  const columns: ResponsiveColumn<UserItem>[] = [
    { title: t('columns.alias_id'), dataIndex: 'alias_id', width: 110, secondary: true },
    {
      title: t('columns.full_name'),
      dataIndex: 'name',
      render: (name: string, user) =>
        isEditing(user) ? (
          cell('full_name', <Input maxLength={128} aria-label={t('columns.full_name')} />)
        ) : (
          <Link to={`${STAFF_LIST_PATH}/${user.id}`} onClick={(e) => e.stopPropagation()}>
            {name}
          </Link>
        ),
    },
    {
      title: t('columns.department'),
      dataIndex: 'department_name',
      secondary: true,
      render: (name: string | null, user) =>
        isEditing(user)
          ? cell(
              'department_id',
              <Select options={departmentOptions} aria-label={t('columns.department')} style={{ minWidth: 140 }} />,
            )
          : (name ?? NO_VALUE),
    },
    {
      title: t('columns.role'),
      dataIndex: 'role_id',
      secondary: true,
      render: (role: number, user) =>
        isEditing(user)
          ? cell('role_id', <Select options={roleOptions} aria-label={t('columns.role')} style={{ minWidth: 130 }} />)
          : t(`common:${roleKey(role)}`),
    },
    ...(sent('gender')
      ? [
          {
            title: t('columns.gender'),
            dataIndex: 'gender',
            secondary: true,
            width: 100,
            render: (gender: number | undefined, user: UserItem) =>
              isEditing(user)
                ? cell(
                    'gender',
                    <Select options={genderOptions} aria-label={t('columns.gender')} style={{ minWidth: 90 }} />,
                  )
                : gender === undefined
                  ? NO_VALUE
                  : t(`common:${genderKey(gender)}`),
          } satisfies ResponsiveColumn<UserItem>,
        ]
      : []),
    ...(sent('basic_salary')
      ? [
          {
            title: t('columns.basic_salary'),
            dataIndex: 'basic_salary',
            secondary: true,
            align: 'right' as const,
            render: (salary: number | null | undefined, user: UserItem) =>
              isEditing(user)
                ? cell('basic_salary', editor && <editor.MoneyInput aria-label={t('columns.basic_salary')} />)
                : (formatMoney(salary) ?? NO_VALUE),
          } satisfies ResponsiveColumn<UserItem>,
        ]
      : []),
    ...(sent('phone_number')
      ? [
          {
            title: t('columns.phone_number'),
            dataIndex: 'phone_number',
            secondary: true,
            render: (phone: string | null | undefined, user: UserItem) =>
              isEditing(user)
                ? cell('phone_number', <Input maxLength={20} aria-label={t('columns.phone_number')} />)
                : (phone ?? NO_VALUE),
          } satisfies ResponsiveColumn<UserItem>,
        ]
      : []),
    ...(sent('date_of_join')
      ? [
          {
            title: t('columns.date_of_join'),
            dataIndex: 'date_of_join',
            secondary: true,
            width: 120,
            render: (day: string | null | undefined) => formatDate(day) ?? NO_VALUE,
          } satisfies ResponsiveColumn<UserItem>,
        ]
      : []),
    {
      title: t('columns.status'),
      dataIndex: 'status',
      width: 130,
      render: (status: number) => (
        <Tag color={STATUS_COLORS[status] ?? 'default'}>{t(`messages:staff.statuses.${status}`)}</Tag>
      ),
    },
    {
      title: t('common:table.action'),
      key: 'action',
      fixed: 'right',
      width: 130,
      render: (_, user) =>
        isEditing(user) ? (
          <Space onClick={(e) => e.stopPropagation()}>
            <Tooltip title={t('actions.save_row')}>
              <Button
                size="small"
                type="primary"
                icon={<CheckOutlined />}
                aria-label={t('actions.save_row')}
                loading={saveRow.isPending}
                onClick={saveEdit}
              />
            </Tooltip>
            <Tooltip title={t('actions.cancel_row')}>
              <Button
                size="small"
                icon={<CloseOutlined />}
                aria-label={t('actions.cancel_row')}
                onClick={() => setEditing(undefined)}
              />
            </Tooltip>
          </Space>
        ) : (
          // biome-ignore lint/a11y/noStaticElementInteractions: only keeps the row's click from also opening the record
          // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside have their own keys
          <span onClick={(e) => e.stopPropagation()}>
            <RowActions onDelete={canDelete ? () => askDelete(user) : undefined}>
              <Tooltip title={t('actions.view', { name: user.name })}>
                <Button
                  size="small"
                  icon={<EyeOutlined />}
                  aria-label={t('actions.view', { name: user.name })}
                  onClick={() => navigate(`${STAFF_LIST_PATH}/${user.id}`)}
                />
              </Tooltip>
              {canEdit && 'basic_salary' in user && 'phone_number' in user && (
                <Tooltip title={t('actions.edit_row', { name: user.name })}>
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t('actions.edit_row', { name: user.name })}
                    onClick={() => void startEdit(user)}
                  />
                </Tooltip>
              )}
            </RowActions>
          </span>
        ),
    },
  ];

  return (
    <Card title={<PageHeading title={t('title')} />}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap style={{ marginBottom: 16 }}>
        <FilterBar name="staff-filters" filters={filters}>
          {/* Narrower than TextFilter's box: label and box fit one line at phone width in every language. */}
          <Form.Item name="keyword" label={t('filters.keyword')} style={{ marginBottom: 0 }}>
            <Input
              allowClear={clearable(t('common:actions.clear_text'))}
              maxLength={128}
              style={{ width: 170, maxWidth: '100%' }}
            />
          </Form.Item>
          <Form.Item name="department_id" label={t('filters.department')} style={{ marginBottom: 0 }}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('filters.all')}
              style={{ width: 160, maxWidth: '100%' }}
              options={departmentOptions.map((o) => ({ ...o, value: String(o.value) }))}
            />
          </Form.Item>
          <Form.Item name="position_id" label={t('filters.role')} style={{ marginBottom: 0 }}>
            <Select
              allowClear
              placeholder={t('filters.all')}
              style={{ width: 160, maxWidth: '100%' }}
              options={roleOptions.map((o) => ({ ...o, value: String(o.value) }))}
            />
          </Form.Item>
          <Form.Item name="status" label={t('filters.status')} style={{ marginBottom: 0 }}>
            <Select
              allowClear
              placeholder={t('filters.all')}
              style={{ width: 160, maxWidth: '100%' }}
              options={statusOptions.map((o) => ({ ...o, value: String(o.value) }))}
            />
          </Form.Item>
        </FilterBar>
        <Space wrap>
          {canExport && (
            <Button
              icon={<DownloadOutlined />}
              disabled={selected.length === 0}
              loading={exporter.isPending}
              onClick={askExport}
            >
              {t('actions.export')}
            </Button>
          )}
          {canImport && (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('actions.import')}
            </Button>
          )}
          {canCreate && (
            <>
              <Button icon={<PlusOutlined />} onClick={() => setQuickAdd(true)}>
                {t('actions.quick_add')}
              </Button>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${STAFF_LIST_PATH}/create`)}>
                {t('actions.add')}
              </Button>
            </>
          )}
        </Space>
      </Flex>
      <JobProgress
        jobId={exportJob}
        title={t('actions.export')}
        onClose={() => setExportJob(undefined)}
        style={{ marginBottom: 16 }}
      />
      {selected.length > 0 && (
        <Typography.Paragraph aria-live="polite">{t('selected', { count: selected.length })}</Typography.Paragraph>
      )}
      <Form form={rowForm} name="staff-row" component={false}>
        <ListTable<UserItem>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={items}
          pagination={paging}
          filtered={filters.filtered}
          scroll={{ x: 1200 }}
          label={t('title')}
          columns={columns}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys as number[]),
            preserveSelectedRowKeys: true,
            columnTitle: (checkbox) => <MeasuredTitle>{checkbox}</MeasuredTitle>,
            getTitleCheckboxProps: () => ({ 'aria-label': t('actions.select_all') }),
            getCheckboxProps: (user) => ({ 'aria-label': t('actions.select_row', { name: user.name }) }),
            renderCell: (_, __, ___, node) => (
              // biome-ignore lint/a11y/noStaticElementInteractions: only keeps the box's click from opening the record
              // biome-ignore lint/a11y/useKeyWithClickEvents: the box has its own keys
              <span onClick={(e) => e.stopPropagation()}>{node}</span>
            ),
          }}
          onRow={(user) => (isEditing(user) ? {} : rowOpens(() => navigate(`${STAFF_LIST_PATH}/${user.id}`)))}
        />
      </Form>
      <QuickAddModal open={quickAdd} onClose={() => setQuickAdd(false)} />
      <ImportModal open={importing} onClose={() => setImporting(false)} />
    </Card>
  );
}
