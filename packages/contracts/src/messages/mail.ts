import type { Same } from './compose';

/**
 * Messages of the mail piece (the outbox and its first user, "forgot password"), kept apart from the main catalogs
 * in the shape of the other area parts (messages/compose.ts): `mail.errors.*`, `mail.success.*`, and the labels
 * of its fields in `fields.*`.
 */
export const mailEn = {
  mail: {
    errors: {
      reset_link_invalid:
        'This link no longer works: it was already used, is older than 30 minutes, or the password was changed since. Ask for a new link.',
      delivery_failed: 'The mail could not be delivered; the outbox shows why.',
      delivery_retry: 'The mail server did not take the mail; it is tried again later.',
      too_many_reset_requests_one:
        'Too many requests for a new password from here. Please try again in {{count}} minute.',
      too_many_reset_requests_other:
        'Too many requests for a new password from here. Please try again in {{count}} minutes.',
      not_configured:
        'This server has no mail server set up, so no link can be sent. Ask your HR or ICT administrators to set a new password for you.',
    },
    success: {
      reset_link_sent:
        'If this name belongs to an active account with an e-mail address, a link to choose a new password is on its way there. It works for 30 minutes.',
      password_reset: 'Your new password is set. Sign in with it.',
    },
  },
  /** Labels of the fields of this piece's inputs (the outbox filter, the reset link). */
  fields: { state: 'State', token: 'Reset link' },
};

export const mailJa: Same<typeof mailEn> = {
  mail: {
    errors: {
      reset_link_invalid:
        'このリンクは使用できません（使用済み、発行から30分以上経過、またはその後パスワードが変更されています）。新しいリンクを依頼してください。',
      delivery_failed: 'メールを配信できませんでした。理由は送信記録で確認できます。',
      delivery_retry: 'メールサーバーがメールを受け付けませんでした。後でもう一度送信します。',
      too_many_reset_requests_other: 'パスワード再設定の依頼が多すぎます。{{count}}分後にもう一度お試しください。',
      not_configured:
        'このサーバーにはメールサーバーが設定されていないため、リンクを送信できません。人事またはICTの管理者に新しいパスワードの設定を依頼してください。',
    },
    success: {
      reset_link_sent:
        'この名前が有効でメールアドレスのあるアカウントのものであれば、新しいパスワードを設定するリンクをそのアドレスに送信しました。リンクの有効期限は30分です。',
      password_reset: '新しいパスワードを設定しました。新しいパスワードでサインインしてください。',
    },
  },
  /** Labels of the fields of this piece's inputs (the outbox filter, the reset link). */
  fields: { state: '状態', token: '再設定リンク' },
};

export const mailVi: Same<typeof mailEn> = {
  mail: {
    errors: {
      reset_link_invalid:
        'Liên kết này không còn dùng được: đã được sử dụng, đã quá 30 phút, hoặc mật khẩu đã được đổi sau đó. Hãy yêu cầu liên kết mới.',
      delivery_failed: 'Không gửi được thư; xem lý do trong hộp thư đi.',
      delivery_retry: 'Máy chủ thư chưa nhận thư; hệ thống sẽ gửi lại sau.',
      too_many_reset_requests_other:
        'Có quá nhiều yêu cầu đặt lại mật khẩu từ đây. Vui lòng thử lại sau {{count}} phút.',
      not_configured:
        'Máy chủ này chưa được cấu hình máy chủ thư nên không thể gửi liên kết. Hãy nhờ quản trị viên nhân sự hoặc ICT đặt mật khẩu mới cho bạn.',
    },
    success: {
      reset_link_sent:
        'Nếu tên này thuộc về một tài khoản đang hoạt động có địa chỉ email, một liên kết để đặt mật khẩu mới đang được gửi đến địa chỉ đó. Liên kết có hiệu lực trong 30 phút.',
      password_reset: 'Đã đặt mật khẩu mới. Hãy đăng nhập bằng mật khẩu mới.',
    },
  },
  /** Labels of the fields of this piece's inputs (the outbox filter, the reset link). */
  fields: { state: 'Trạng thái', token: 'Liên kết đặt lại' },
};
