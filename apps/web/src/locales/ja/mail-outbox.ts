import type { mailOutbox as en } from '../en/mail-outbox';
import type { Translation } from '../types';

export const mailOutbox: Translation<typeof en> = {
  title: 'メール送信記録',
  detail_title: 'メール',
  open: 'メール「{{subject}}」を開く',
  load_failed: '送信記録を読み込めませんでした。',
  body: '本文',
  not_configured_hint:
    'メールサーバー（SMTP_URL）が設定されていないため、このメールは送信されていません。内容はここで確認できます。',
  columns: {
    created_at: '登録日時',
    recipients: '宛先',
    subject: '件名',
    kind: '種類',
    language: '言語',
    state: '状態',
    attempts: '試行回数',
    last_error: '最後のエラー',
    sent_at: '送信日時',
    attachments: '添付ファイル',
  },
  states: {
    queued: '送信待ち',
    sending: '送信中',
    sent: '送信済み',
    failed: '失敗',
    not_configured: '未送信（メールサーバーなし）',
  },
};
