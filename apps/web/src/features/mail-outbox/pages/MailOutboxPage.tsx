import type { MailOutboxItem } from '@hr/contracts';
import { MAIL_STATES, type MailState } from '@hr/contracts/mail-constants';
import { Alert, Button, Form, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeOutlined } from '../../../components/icons';
import { FilterBar, ListPage, useListFilters } from '../../../components/list-page';
import type { ResponsiveColumn } from '../../../components/responsive-table';
import { useTablePaging } from '../../../components/table-paging';
import { lazyPart } from '../../../components/lazy-part';
import { formatDateTime, NO_VALUE } from '../../../lib/format';
import { useMailOutbox } from '../api/mail-outbox';

// The mail's drawer (antd's Drawer, Descriptions, Spin) loads when a mail is first opened, not with the list.
const MailDrawer = lazyPart(
  () => import('../components/MailDrawer').then((m) => m.MailDrawer),
  (props: { id: number | undefined }) => props.id !== undefined,
);

const FILTERS = ['state'] as const;
const STATE_COLORS: Record<MailState, string> = {
  queued: 'blue',
  sending: 'processing',
  sent: 'success',
  failed: 'error',
  not_configured: 'default',
};
const isState = (value: string): value is MailState => (MAIL_STATES as readonly string[]).includes(value);

/**
 * /settings/mail-outbox (ICT, `mail.view`): every mail the product queued, newest first, filtered by state; a row
 * opens the mail with its body in a drawer. `not_configured` says plainly that no SMTP server was set.
 */
export default function MailOutboxPage() {
  const { t } = useTranslation(['mailOutbox', 'common']);
  const { values, page, toPage, filters } = useListFilters(FILTERS);
  const state = isState(values.state) ? values.state : undefined;
  const list = useMailOutbox(state, page);
  const paging = useTablePaging(t, page, list.data, toPage);
  const [open, setOpen] = useState<number>();

  // The tag wraps: "not sent (no mail server)" is long in Vietnamese and Japanese at phone width.
  const stateTag = (value: MailState) => (
    <Tag color={STATE_COLORS[value]} style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>
      {t(`states.${value}`)}
    </Tag>
  );
  const columns: ResponsiveColumn<MailOutboxItem>[] = [
    {
      key: 'created_at',
      title: t('columns.created_at'),
      render: (_, row) => formatDateTime(row.created_at),
      secondary: true,
    },
    {
      key: 'recipients',
      title: t('columns.recipients'),
      render: (_, row) => <span style={{ overflowWrap: 'anywhere' }}>{row.recipients.join(', ')}</span>,
    },
    { key: 'subject', title: t('columns.subject'), dataIndex: 'subject', secondary: true },
    { key: 'kind', title: t('columns.kind'), dataIndex: 'kind', secondary: true },
    { key: 'state', title: t('columns.state'), render: (_, row) => stateTag(row.state) },
    { key: 'attempts', title: t('columns.attempts'), dataIndex: 'attempts', secondary: true },
    {
      key: 'last_error',
      title: t('columns.last_error'),
      render: (_, row) => row.last_error ?? NO_VALUE,
      secondary: true,
    },
    {
      key: 'sent_at',
      title: t('columns.sent_at'),
      render: (_, row) => formatDateTime(row.sent_at) ?? NO_VALUE,
      secondary: true,
    },
    {
      key: 'actions',
      title: t('common:table.action'),
      render: (_, row) => (
        <Button
          type="text"
          icon={<EyeOutlined />}
          aria-label={t('open', { subject: row.subject })}
          onClick={() => setOpen(row.id)}
        />
      ),
    },
  ];

  return (
    <ListPage<MailOutboxItem>
      title={t('title')}
      filterBar={
        <FilterBar name="mail-filters" filters={filters}>
          <Form.Item name="state" label={t('columns.state')} style={{ marginBottom: 0 }}>
            <Select
              allowClear
              style={{ width: 200, maxWidth: '100%' }}
              options={MAIL_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
            />
          </Form.Item>
        </FilterBar>
      }
      table={{
        rowKey: 'id',
        loading: list.isFetching,
        dataSource: list.data?.items,
        pagination: paging,
        filtered: filters.filtered,
        columns,
      }}
    >
      {list.isError && <Alert type="error" showIcon title={t('load_failed')} style={{ marginTop: 16 }} />}
      <MailDrawer id={open} onClose={() => setOpen(undefined)} stateTag={stateTag} />
    </ListPage>
  );
}
