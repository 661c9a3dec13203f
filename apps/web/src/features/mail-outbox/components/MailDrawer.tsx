import type { MailState } from '@hr/contracts/mail-constants';
import { Alert, Descriptions, Drawer, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, NO_VALUE } from '../../../lib/format';
import { useMail } from '../api/mail-outbox';

/** A mail of the outbox with its body (MailOutboxPage), in a drawer; loaded when a mail is first opened. */
export function MailDrawer({
  id,
  onClose,
  stateTag,
}: {
  id: number | undefined;
  onClose: () => void;
  stateTag: (state: MailState) => ReactNode;
}) {
  const { t } = useTranslation(['mailOutbox', 'common']);
  const mail = useMail(id);
  const data = mail.data;
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      title={data?.subject ?? t('detail_title')}
      // Full width on a phone.
      size="min(720px, 100vw)"
    >
      {mail.isLoading && <Spin />}
      {mail.isError && <Alert type="error" showIcon title={t('load_failed')} />}
      {data && (
        // Focusable, so that a long mail (a phone, Vietnamese) scrolls with the keyboard too (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
        <section tabIndex={0} aria-label={data.subject}>
          {data.state === 'not_configured' && (
            <Alert type="warning" showIcon title={t('not_configured_hint')} style={{ marginBottom: 16 }} />
          )}
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('columns.recipients')}>
              <span style={{ overflowWrap: 'anywhere' }}>{data.recipients.join(', ')}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.kind')}>{data.kind}</Descriptions.Item>
            <Descriptions.Item label={t('columns.language')}>{data.language}</Descriptions.Item>
            <Descriptions.Item label={t('columns.state')}>{stateTag(data.state)}</Descriptions.Item>
            <Descriptions.Item label={t('columns.attempts')}>{data.attempts}</Descriptions.Item>
            <Descriptions.Item label={t('columns.last_error')}>{data.last_error ?? NO_VALUE}</Descriptions.Item>
            <Descriptions.Item label={t('columns.created_at')}>{formatDateTime(data.created_at)}</Descriptions.Item>
            <Descriptions.Item label={t('columns.sent_at')}>
              {formatDateTime(data.sent_at) ?? NO_VALUE}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.attachments')}>
              {data.attachments.length === 0 ? NO_VALUE : data.attachments.map((file) => file.filename).join(', ')}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
            {t('body')}
          </Typography.Title>
          <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', margin: 0 }}>
            {data.text_body}
          </pre>
        </section>
      )}
    </Drawer>
  );
}
