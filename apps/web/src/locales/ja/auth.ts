import type { auth as en } from '../en/auth';
import type { Translation } from '../types';

export const auth: Translation<typeof en> = {
  login: {
    title: 'ログイン',
    subtitle: '人事・給与・勤怠管理',
    username: 'ユーザー名',
    username_placeholder: 'ユーザー名、社員番号またはメールアドレス',
    password: 'パスワード',
    remember_me: 'ログインしたままにする',
    forgot: 'パスワードをお忘れですか？',
    submit: 'ログイン',
    failed: 'ログイン情報が正しくありません',
  },
  forgot: {
    title: 'パスワードをお忘れですか？',
    text: 'ユーザー名、社員番号またはメールアドレスを入力してください。アカウントにメールアドレスがあれば、新しいパスワードを設定するリンクをそのアドレスに送ります。',
    name: 'ユーザー名、社員番号またはメールアドレス',
    submit: 'リンクを送信',
    sent: 'この名前が有効でメールアドレスのあるアカウントのものであれば、新しいパスワードを設定するリンクをそのアドレスに送信しました。リンクの有効期限は30分です。',
    failed: '依頼を送信できませんでした。もう一度お試しください。',
    no_address:
      'アカウントにメールアドレスがない場合は、人事またはICT管理者がパスワードを再設定します。社員番号を添えて連絡してください。',
  },
  reset: {
    title: 'パスワードの再設定',
    text: 'パスワードの再設定は会社の人事またはICT管理者が行います。社員番号を添えて連絡してください。新しいパスワードが設定されますので、ログイン後に変更できます。',
    back: 'ログイン画面に戻る',
    by_mail: 'メールでリンクを受け取る',
    submit: '新しいパスワードを設定',
    done: '新しいパスワードを設定しました。新しいパスワードでサインインしてください。',
    failed: 'パスワードを設定できませんでした。もう一度お試しください。',
    new_link: '新しいリンクを依頼する',
  },
  change_password: {
    title: 'パスワード変更',
    current: '現在のパスワード',
    new: '新しいパスワード',
    confirmation: '確認用パスワード',
    submit: 'パスワードを変更',
    success: 'パスワードを変更しました',
    failed: 'パスワードの変更に失敗しました',
    hint: '他の端末でのログインは終了されます。',
  },
  profile: {
    title: 'プロフィール',
    name: '氏名',
    staff_id: '社員番号',
    username: 'ユーザー名',
    email: 'メールアドレス',
    department: '部署',
    role: '役割',
    gender: '性別',
    dob: '生年月日',
    date_of_join: '入社日',
    load_failed: 'プロフィールを読み込めませんでした。',
  },
};
