export const mailOutbox = {
  title: 'Mail outbox',
  detail_title: 'Mail',
  open: 'Open the mail “{{subject}}”',
  load_failed: 'The outbox could not be loaded.',
  body: 'Text',
  not_configured_hint:
    'No mail server is set (SMTP_URL): this mail was not sent. It stays here so that it can be read.',
  columns: {
    created_at: 'Queued at',
    recipients: 'To',
    subject: 'Subject',
    kind: 'Kind',
    language: 'Language',
    state: 'State',
    attempts: 'Tries',
    last_error: 'Last error',
    sent_at: 'Sent at',
    attachments: 'Attachments',
  },
  states: {
    queued: 'Queued',
    sending: 'Sending',
    sent: 'Sent',
    failed: 'Failed',
    not_configured: 'Not sent (no mail server)',
  },
};
