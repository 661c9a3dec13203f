import type { WorkHistoryItem } from '@hr/contracts';
import { Button, Flex, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../lib/router';
import { EyeOutlined, PlusOutlined } from '../../../components/icons';
import { lazyPart } from '../../../components/lazy-part';
import { useResponsiveColumns } from '../../../components/responsive-table';
import { RowActions } from '../../../components/RowActions';
import { formatDate, isoDayFromToday, NO_VALUE } from '../../../lib/format';
import { useConfirmDelete } from '../../../lib/use-confirm';
import { useWorkHistories, useWorkHistoryMutations } from '../api/histories';
import { historyEditable, newHistoryValues } from '../lib/staff-form';

const HistoryFormModal = lazyPart(() => import('./HistoryFormModal').then((m) => m.HistoryFormModal));

/**
 * The work histories tab (edit mode only; specification 001 sections 2 and 4): the list, add (the first one prefilled
 * "joined the company" on the official start date), quick edit and delete for active entries only, the detail route.
 */
export function HistoriesTab({
  userId,
  officialStart,
  canChange,
}: {
  userId: number;
  officialStart: string | null | undefined;
  canChange: boolean;
}) {
  const { t } = useTranslation(['staff', 'common', 'messages']);
  const navigate = useNavigate();
  const confirmDelete = useConfirmDelete();
  const histories = useWorkHistories(userId);
  const { remove } = useWorkHistoryMutations();
  const [editing, setEditing] = useState<{ entry?: WorkHistoryItem } | null>(null);
  const today = isoDayFromToday();
  const rows = histories.data ?? [];

  const askDelete = (entry: WorkHistoryItem) =>
    confirmDelete({
      title: t('confirm.history_delete_title'),
      content: t('confirm.history_delete_content', { title: entry.title }),
      remove: () => remove.mutateAsync(entry.id),
      deleted: t('messages.history_deleted'),
      failed: t('messages.history_delete_failed'),
    });

  const table = useResponsiveColumns<WorkHistoryItem>([
    { title: t('fields.title'), dataIndex: 'title' },
    { title: t('fields.start_date'), dataIndex: 'start_date', secondary: true, render: (d: string) => formatDate(d) },
    {
      title: t('fields.end_date'),
      dataIndex: 'end_date',
      secondary: true,
      render: (d: string | null) => formatDate(d) ?? NO_VALUE,
    },
    { title: t('fields.note'), dataIndex: 'note', secondary: true, render: (v: string | null) => v ?? NO_VALUE },
    {
      title: t('columns.status'),
      key: 'active',
      render: (_, entry) =>
        historyEditable(entry, today) ? (
          <Tag color="green">{t('detail.active')}</Tag>
        ) : (
          <Tag>{t('detail.view_only')}</Tag>
        ),
    },
    {
      title: t('common:table.action'),
      key: 'action',
      width: 130,
      render: (_, entry) => {
        const editable = canChange && historyEditable(entry, today);
        return (
          <RowActions
            onEdit={editable ? () => setEditing({ entry }) : undefined}
            onDelete={editable ? () => askDelete(entry) : undefined}
          >
            <Tooltip title={t('actions.open_history', { title: entry.title })}>
              <Button
                size="small"
                icon={<EyeOutlined />}
                aria-label={t('actions.open_history', { title: entry.title })}
                onClick={() => navigate(`/staff/${userId}/history/${entry.id}`, { state: { mode: 'history', entry } })}
              />
            </Tooltip>
          </RowActions>
        );
      },
    },
  ]);

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <h2 style={{ fontSize: 16, margin: 0 }}>{t('tabs.histories')}</h2>
        {canChange && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('actions.add_history')}
          </Button>
        )}
      </Flex>
      <Table<WorkHistoryItem>
        rowKey="id"
        size="small"
        pagination={false}
        loading={histories.isLoading}
        dataSource={rows}
        locale={{ emptyText: t('detail.no_histories') }}
        aria-label={t('tabs.histories')}
        {...table}
      />
      <HistoryFormModal
        open={editing !== null}
        userId={userId}
        entry={editing?.entry}
        prefill={newHistoryValues(rows, officialStart, t('messages:staff.first_history_title'))}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
