import type { common as en } from '../en/common';
import type { Translation } from '../types';

export const common: Translation<typeof en> = {
  app_name: 'HR Office',
  language: { en: 'ENG', ja: 'JP', vi: 'VI', label: '言語' },
  menu: {
    home: 'ホーム',
    profile: 'プロフィール',
    change_password: 'パスワード変更',
    logout: 'ログアウト',
    organisation: '組織',
    shifts: 'シフトグループ',
    main: 'メインメニュー',
  },
  logout_confirm: { title: 'ログアウト', content: 'ログアウトしますか？', ok: 'ログアウト', cancel: 'キャンセル' },
  actions: { back_home: 'ホームに戻る', back: '戻る', save: '保存', cancel: 'キャンセル', retry: '再試行', go_login: 'ログイン画面へ', new: '新規', edit: '編集', delete: '削除', search: '検索', detail: '詳細', reset: 'リセット' },
  pages: {
    not_found_title: 'ページが見つかりません',
    not_found_text: 'ページ {{url}} は存在しません。',
    no_permission_title: '権限がありません',
    no_permission_text: 'このページを表示する権限がありません。',
    error400_title: 'アクセスできません',
    error400_text: 'あなたの役割ではこのページを利用できません。',
    load_failed: 'ページを読み込めませんでした。',
  },
  home: {
    welcome: 'ようこそ、{{name}}さん',
    subtitle: '{{role}} · {{department}}',
    shortcuts: 'ショートカット',
    profile_text: '会社に登録されているあなたの情報です。',
    change_password_text: 'ログイン用の新しいパスワードを設定します。',
  },
  roles: {
    ict: 'ICT',
    hr: '人事',
    director: '取締役',
    head_of_factory: '工場長',
    manager: 'マネージャー',
    sub_manager: 'サブマネージャー',
    leader: 'リーダー',
    sub_leader: 'サブリーダー',
    employee: '従業員',
  },
  genders: { '0': '不明', '1': '男性', '2': '女性' },
  table: { no: 'No', action: '操作', total: '全{{total}}件' },
  empty: '—',
};
