import type { CandidateDetail } from '@hr/contracts';
import { Alert, Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

const COLORS: Record<string, string> = {
  queued: 'default',
  sending: 'processing',
  sent: 'success',
  failed: 'error',
  not_configured: 'warning',
};

/** The candidate's mails and the state of each (queued, sending, sent, failed with its reason, not delivered). */
export function MailStates({ mails, mailServer }: { mails: CandidateDetail['mails']; mailServer: boolean }) {
  const { t } = useTranslation('recruitment');
  // Worded by the server's state now (a mail kept as not_configured may be older than the mail server), naming the
  // mails that were not sent.
  const undelivered = mails.filter((mail) => mail.state === 'not_configured');
  return (
    <Card size="small" title={t('mails.title')} style={{ marginBottom: 16 }}>
      {undelivered.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t(mailServer ? 'mails.kept_before_server' : 'mails.not_configured')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {undelivered.map((mail) => (
                <li key={mail.id}>
                  {t(`mails.kinds.${mail.kind}`, { defaultValue: mail.kind })}: {mail.subject} (
                  {formatDateTime(mail.created_at)})
                </li>
              ))}
            </ul>
          }
          style={{ marginBottom: 8 }}
        />
      )}
      {mails.length === 0 ? (
        <Typography.Text type="secondary">{t('mails.none')}</Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {mails.map((mail) => (
            <li key={mail.id} style={{ padding: '4px 0' }}>
              <Space wrap>
                <Tag color={COLORS[mail.state]}>{t(`mails.states.${mail.state}`)}</Tag>
                <span>{t(`mails.kinds.${mail.kind}`, { defaultValue: mail.kind })}</span>
                <span>{mail.subject}</span>
                <Typography.Text type="secondary">{formatDateTime(mail.sent_at ?? mail.created_at)}</Typography.Text>
                {mail.attempts > 0 && (
                  <Typography.Text type="secondary">{t('mails.attempts', { count: mail.attempts })}</Typography.Text>
                )}
                {mail.last_error && <Typography.Text type="danger">{mail.last_error}</Typography.Text>}
              </Space>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
