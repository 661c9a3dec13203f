import type { ChangeLogEntry } from '@hr/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResponsiveColumns } from '../../../components/responsive-table';
import { formatDateTime, NO_VALUE } from '../../../lib/format';
import { useChangeLog } from '../api/staff';
import { actionLabel, changeLines } from '../lib/change-log';

/** HR reads a person's change log (issue 27 "Who sees what"): who changed which field, when, before and after. */
export function ChangeLogTab({ userId }: { userId: number }) {
  const { t } = useTranslation(['staff', 'common', 'messages']);
  const log = useChangeLog(userId, true);
  const table = useResponsiveColumns<ChangeLogEntry>([
    { title: t('fields.at'), dataIndex: 'at', width: 180, render: (v: string) => formatDateTime(v) },
    {
      title: t('fields.actor_name'),
      dataIndex: 'actor_name',
      secondary: true,
      render: (v: string | null) => v ?? NO_VALUE,
    },
    {
      title: t('fields.action'),
      key: 'action',
      secondary: true,
      render: (_, e) => actionLabel(t, e.action),
    },
    {
      title: t('fields.changes'),
      key: 'changes',
      render: (_, entry) => (
        <ul style={{ margin: 0, paddingInlineStart: 16 }}>
          {changeLines(t, entry).map((line) => (
            <li key={line.key}>{line.text}</li>
          ))}
        </ul>
      ),
    },
  ]);
  return (
    <>
      <h2 style={{ fontSize: 16, marginTop: 0 }}>{t('tabs.changes')}</h2>
      <Table<ChangeLogEntry>
        rowKey="id"
        size="small"
        loading={log.isLoading}
        dataSource={log.data}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        locale={{ emptyText: t('detail.no_changes') }}
        aria-label={t('tabs.changes')}
        {...table}
      />
    </>
  );
}
