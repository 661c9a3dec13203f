import { defineMailTemplate } from '../mail/mail.api';

type Params = { name: string; url: string; minutes: number };

/** The "forgot password" mail in the three languages (sent in the language of the request that asked for it). */
export const passwordResetMail = defineMailTemplate<Params>({
  en: ({ name, url, minutes }) => ({
    subject: 'Choose a new password',
    paragraphs: [
      `Hello ${name},`,
      `Someone (hopefully you) asked for a new password for your HR Office account. The link below works once, for ${minutes} minutes.`,
      'If you did not ask for it, ignore this mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url },
  }),
  ja: ({ name, url, minutes }) => ({
    subject: '新しいパスワードの設定',
    paragraphs: [
      `${name} 様`,
      `HR Office のアカウントについて、パスワードの再設定が依頼されました。下のリンクは${minutes}分間、1回だけ使えます。`,
      'お心当たりがない場合は、このメールを無視してください。パスワードは変わりません。',
    ],
    action: { label: '新しいパスワードを設定する', url },
  }),
  vi: ({ name, url, minutes }) => ({
    subject: 'Đặt mật khẩu mới',
    paragraphs: [
      `Xin chào ${name},`,
      `Có người (hy vọng là bạn) đã yêu cầu mật khẩu mới cho tài khoản HR Office của bạn. Liên kết dưới đây chỉ dùng được một lần, trong ${minutes} phút.`,
      'Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.',
    ],
    action: { label: 'Đặt mật khẩu mới', url },
  }),
});
