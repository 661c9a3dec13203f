import type { mailOutbox as en } from '../en/mail-outbox';
import type { Translation } from '../types';

export const mailOutbox: Translation<typeof en> = {
  title: 'Hộp thư đi',
  detail_title: 'Thư',
  open: 'Mở thư “{{subject}}”',
  load_failed: 'Không tải được hộp thư đi.',
  body: 'Nội dung',
  not_configured_hint: 'Chưa cấu hình máy chủ thư (SMTP_URL): thư này chưa được gửi. Thư được giữ lại ở đây để đọc.',
  columns: {
    created_at: 'Thời điểm tạo',
    recipients: 'Người nhận',
    subject: 'Tiêu đề',
    kind: 'Loại',
    language: 'Ngôn ngữ',
    state: 'Trạng thái',
    attempts: 'Số lần thử',
    last_error: 'Lỗi gần nhất',
    sent_at: 'Thời điểm gửi',
    attachments: 'Tệp đính kèm',
  },
  states: {
    queued: 'Đang chờ',
    sending: 'Đang gửi',
    sent: 'Đã gửi',
    failed: 'Thất bại',
    not_configured: 'Chưa gửi (không có máy chủ thư)',
  },
};
