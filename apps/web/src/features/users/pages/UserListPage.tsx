import { clearable, DownloadOutlined, LockOutlined, PlusOutlined } from '../../../components/icons';
import { DEFAULT_PAGE_SIZE, ROLE_IDS, type UserItem } from '@hr/contracts';
import { App, Button, Card, Flex, Input, Select } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { genderKey, hasPermission, roleKey } from '../../../lib/access';
import { failureText } from '../../../lib/save-error';
import { useListParams } from '../../../lib/use-list-params';
import { useExportUsers } from '../api/export-users';
import { useBadgePrinting } from '../components/BadgePrinting';
import { useUserList } from '../api/list-users';
import { useTablePaging, rowNumberColumn } from '../../../components/table-paging';
import { ListTable } from '../../../components/list-page';
import type { ResponsiveColumn } from '../../../components/responsive-table';
import { PageHeading } from '../../../components/PageHeading';
import { JobProgress } from '../../../components/JobProgress';
import { useOnce } from '../../../lib/use-once';

// The dialogs (forms, date pickers, upload) load when first opened, not with the list (Lighthouse: less JavaScript
// to parse before the list is usable on a phone).
const UserDetailModal = lazy(() =>
  import('../components/UserDetailModal').then((m) => ({ default: m.UserDetailModal })),
);
const UserFormModal = lazy(() => import('../components/UserFormModal').then((m) => ({ default: m.UserFormModal })));
const ResetPasswordModal = lazy(() =>
  import('../components/ResetPasswordModal').then((m) => ({ default: m.ResetPasswordModal })),
);
const LoginBlocksModal = lazy(() =>
  import('../components/LoginBlocksModal').then((m) => ({ default: m.LoginBlocksModal })),
);

const FILTERS = ['staff_id', 'name', 'role_id'] as const;

/** /user: people filtered by staff ID, name and role (in the address), 20 a page; detail, create, edit, export. */
export default function UserListPage() {
  const { t } = useTranslation(['users', 'common']);
  const { message } = App.useApp();
  const { data: me } = useCurrentUser();
  const { values, page, set } = useListParams(FILTERS);
  const [draft, setDraft] = useState(values);
  useEffect(() => setDraft(values), [values]);
  const filters = {
    staff_id: values.staff_id || undefined,
    name: values.name || undefined,
    role_id: values.role_id ? Number(values.role_id) : undefined,
  };
  const list = useUserList({ ...filters, page, limit: DEFAULT_PAGE_SIZE });
  const exporter = useExportUsers();
  // The export runs on the server as a job (docs/jobs.md); JobProgress follows it and downloads the file.
  const [exportJob, setExportJob] = useState<string>();
  const badges = useBadgePrinting();
  const [detailId, setDetailId] = useState<number>();
  const [editing, setEditing] = useState<{ user?: UserItem } | null>(null);
  const [resetting, setResetting] = useState<UserItem>();
  const [blocksOpen, setBlocksOpen] = useState(false);
  const empty = t('common:empty');
  // The API leaves out fields the reader may not see (personal fields outside their scope): a column that no row
  // of the page carries is not shown at all.
  const items = list.data?.items ?? [];
  const sent = (field: keyof UserItem) => items.some((item) => field in item);
  const detailNeeded = useOnce(detailId !== undefined);
  const formNeeded = useOnce(editing !== null);
  const resetNeeded = useOnce(resetting !== undefined);
  const blocksNeeded = useOnce(blocksOpen);

  const search = () => set({ staff_id: draft.staff_id.trim(), name: draft.name.trim(), role_id: draft.role_id });
  const exportFile = () =>
    exporter.mutate(filters, {
      onSuccess: setExportJob,
      onError: (error) => void message.error(failureText(error, t('messages.export_failed'))),
    });

  const toPage = useCallback((next: number) => set({ page: next }), [set]);
  const paging = useTablePaging(t, page, list.data, toPage);
  const columns: ResponsiveColumn<UserItem>[] = [
    { ...rowNumberColumn(t, page, 60), secondary: true },
    { title: t('messages:users.export.name'), dataIndex: 'name' },
    { title: t('messages:users.export.staff_id'), dataIndex: 'staff_id', secondary: true, width: 110 },
    {
      title: t('messages:users.export.department'),
      secondary: true,
      dataIndex: 'department_name',
      render: (v: string | null) => v ?? empty,
    },
    // Role and gender from their codes in the interface language: a language switch re-renders them at once.
    {
      title: t('messages:users.export.role'),
      secondary: true,
      dataIndex: 'role_id',
      width: 130,
      render: (role: number) => t(`common:${roleKey(role)}`),
    },
    // Columns of fields the server did not send (outside the reader's scope) are not shown at all.
    ...(sent('gender')
      ? [
          {
            title: t('messages:users.export.gender'),
            secondary: true,
            dataIndex: 'gender',
            width: 90,
            render: (gender?: number) => (gender === undefined ? empty : t(`common:${genderKey(gender)}`)),
          },
        ]
      : []),
    {
      title: t('messages:users.export.email'),
      secondary: true,
      dataIndex: 'email',
      ellipsis: true,
      render: (v: string | null) => v ?? empty,
    },
    ...(sent('phone_number')
      ? [
          {
            title: t('messages:users.export.phone_number'),
            secondary: true,
            dataIndex: 'phone_number',
            width: 130,
            render: (v?: string | null) => v ?? empty,
          },
        ]
      : []),
    {
      title: t('messages:users.export.shift'),
      secondary: true,
      dataIndex: 'shift_name',
      render: (v: string | null) => v ?? empty,
    },
    {
      title: t('common:table.action'),
      key: 'action',
      width: 100,
      fixed: 'right',
      render: (_, user) => (
        <Button size="small" onClick={() => setDetailId(user.id)}>
          {t('common:actions.detail')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={<PageHeading title={t('title')} />}>
      <Flex justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
        <Flex gap={8} wrap>
          <Input
            allowClear={clearable(t('common:actions.clear_text'))}
            style={{ width: 180 }}
            value={draft.staff_id}
            placeholder={t('filters.staff_id')}
            aria-label={t('filters.staff_id')}
            onChange={(e) => setDraft({ ...draft, staff_id: e.target.value })}
            onPressEnter={search}
          />
          <Input
            allowClear={clearable(t('common:actions.clear_text'))}
            style={{ width: 220 }}
            value={draft.name}
            placeholder={t('filters.name')}
            aria-label={t('filters.name')}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            onPressEnter={search}
          />
          <Select
            allowClear
            style={{ width: 180 }}
            value={draft.role_id ? Number(draft.role_id) : undefined}
            placeholder={t('filters.role_all')}
            aria-label={t('filters.role')}
            options={ROLE_IDS.map((id) => ({ value: id, label: t(`common:${roleKey(id)}`) }))}
            onChange={(value?: number) => setDraft({ ...draft, role_id: value ? String(value) : '' })}
          />
          <Button type="primary" onClick={search}>
            {t('common:actions.search')}
          </Button>
        </Flex>
        {/* Wraps at phone width: New, Sign-in blocks and Export never push the page sideways. */}
        <Flex gap={8} wrap>
          {hasPermission(me, 'user.create') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('common:actions.new')}
            </Button>
          )}
          {hasPermission(me, 'login_block.manage') && (
            <Button icon={<LockOutlined />} onClick={() => setBlocksOpen(true)}>
              {t('login_blocks.open')}
            </Button>
          )}
          <Button icon={<DownloadOutlined />} loading={exporter.isPending} onClick={exportFile}>
            {t('actions.export')}
          </Button>
          {badges.button}
        </Flex>
      </Flex>
      <JobProgress
        jobId={exportJob}
        title={t('actions.export')}
        onClose={() => setExportJob(undefined)}
        style={{ marginBottom: 16 }}
      />
      {/* The list scaffold's table (its rows render in a transition); no `label`: no keyboard scroll region here. */}
      <ListTable<UserItem>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={paging}
        rowSelection={badges.rowSelection}
        columns={columns}
        scroll={{ x: 1100 }}
        filtered={Boolean(filters.staff_id || filters.name || filters.role_id)}
      />
      {/* One boundary per dialog: one loading must not hide another that is open. */}
      {detailNeeded && (
        <Suspense fallback={null}>
          <UserDetailModal
            id={detailId}
            onClose={() => setDetailId(undefined)}
            onEdit={(user) => setEditing({ user })}
            onResetPassword={(user) => setResetting(user)}
          />
        </Suspense>
      )}
      {formNeeded && (
        <Suspense fallback={null}>
          <UserFormModal open={editing !== null} user={editing?.user} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {resetNeeded && (
        <Suspense fallback={null}>
          <ResetPasswordModal user={resetting} onClose={() => setResetting(undefined)} />
        </Suspense>
      )}
      {blocksNeeded && (
        <Suspense fallback={null}>
          <LoginBlocksModal open={blocksOpen} onClose={() => setBlocksOpen(false)} />
        </Suspense>
      )}
    </Card>
  );
}
