import type { Messages, enShared } from './en';
import { attendanceJa } from './attendance';
import { attendanceReportsJa } from './attendance-reports';
import { attendanceRegistrationJa } from './attendance-registration';
import { payrollJa } from './payroll';
import { compose, type Same } from './compose';
import { authJa } from './auth';
import { departmentGroupsJa } from './department-groups';
import { departmentsJa } from './departments';
import { holidaysJa } from './holidays';
import { jobsJa } from './jobs';
import { leaveTypesJa } from './leave-types';
import { mailJa } from './mail';
import { memberShiftsJa } from './member-shifts';
import { recruitmentJa } from './recruitment';
import { salaryComponentsJa } from './salary-components';
import { settingsJa } from './settings';
import { shiftsJa } from './shifts';
import { staffJa } from './staff';
import { usersJa } from './users';
import { workingPlansJa } from './working-plans';
import { payrollDataJa } from './payroll-data';

export const jaShared: Same<typeof enShared> = {
  validation: {
    filter_not_allowed: 'この項目では検索できません（全員分を閲覧する権限がありません）',
    hidden_characters: '{{field}}に不可視文字または文字方向の制御文字が含まれています',
    control_characters: '使用できない文字（制御文字または不正なUnicode）が含まれています',
    date_out_of_range: '{{field}}は受け付けられる日付の範囲外です',
    time_format: '{{field}}は 08:00 または 08:00:00 の形式で入力してください',
    required: '{{field}}が入力されていません',
    version_required: '編集したデータのバージョンがありません。再読み込みしてからもう一度お試しください。',
    invalid: '{{field}}が正しくありません',
    too_long_other: '{{field}}は{{count}}文字以内で入力してください',
    too_short_other: '{{field}}は{{count}}文字以上で入力してください',
    too_big: '{{field}}は{{max}}以下にしてください',
    too_small: '{{field}}は{{min}}以上にしてください',
    between: '{{field}}は{{min}}から{{max}}の範囲で入力してください',
    unknown_field: 'この項目は受け付けられません',
    date_format: '{{field}}は 2024/01/31 の形式で入力してください',
    letters_only: '{{field}}は文字と単語間の半角スペースのみで入力してください',
    japanese_only: '{{field}}は日本語（ひらがな・カタカナ・漢字）のみで入力してください',
    alphanumeric: '{{field}}は半角英数字（A-Z、a-z、0-9）のみで入力してください',
    integer: '{{field}}は整数で入力してください',
    iso_date: '{{field}}は 2026-01-31 の形式の日付で入力してください',
    end_after_start: '終了日は開始日より後の日付にしてください',
    id_on_create: '新規作成ではIDを指定できません（null にするか省略してください）',
  },
  errors: {
    filter_not_allowed: '全員分を閲覧できない項目では検索できません。',
    invalid_input: '入力内容に誤りがあります。',
    unauthenticated: 'セッションが終了しました。もう一度ログインしてください。',
    forbidden: 'この操作を行う権限がありません。',
    not_found: '指定されたデータが見つかりません。',
    route_not_found: 'このアドレスは存在しません。',
    too_many_requests: 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
    stale_version: 'このデータは開いた後に他の人が変更しました。再読み込みしてからもう一度お試しください。',
    overloaded: 'ただいまサーバーが混み合っています。しばらくしてからもう一度お試しください。',
    shutting_down: 'サーバーを再起動しています。しばらくしてからもう一度お試しください。',
    database_unavailable: '現在データベースに接続できません。しばらくしてからもう一度お試しください。',
    record_referenced: '他の記録（履歴）がまだこのデータを参照しているため、変更できませんでした。',
    payload_too_large: '送信されたデータが大きすぎます。',
    internal: 'サーバーでエラーが発生しました。もう一度お試しください。',
    update_failed: '更新に失敗しました',
    delete_failed: 'レコードの削除に失敗しました。',
  },
  success: {
    created: '作成しました',
    updated: '更新しました',
    deleted: '削除しました',
    ok: '完了しました',
  },
  fields: {
    query_name: '氏名',
    // A path's part named like a form's field: `name` in a path is a file's name.
    param_name: 'ファイル名',
    // Fields two areas name alike (staff records, candidates): their label lives here, once.
    address: '住所',
    note: '備考',
    date: '日付',
    name: 'シフトグループ名',
    description: '説明',
    email: 'ユーザー名',
    password: 'パスワード',
    password_confirmation: '確認用パスワード',
    alias_id: '社員ID',
    department_id: '部署',
    shift_id: 'シフトグループ',
    start_date: '開始日',
    end_date: '終了日',
    user_ids: '従業員',
    description_vie: '説明（ベトナム語）',
    description_jp: '説明（日本語）',
    status: 'ステータス',
    _value: 'この値',
    id: 'ID',
    version: 'バージョン',
    page: 'ページ',
    limit: '表示件数',
    key_word: 'キーワード',
    group_id: 'グループ',
    per_page: '表示件数',
  },
};

/** Each area's messages (messages/<area>.ts), one line each. */
export const jaAreas = [
  attendanceJa,
  attendanceReportsJa,
  attendanceRegistrationJa,
  payrollJa,
  authJa,
  departmentGroupsJa,
  departmentsJa,
  holidaysJa,
  { jobs: jobsJa },
  leaveTypesJa,
  mailJa,
  memberShiftsJa,
  recruitmentJa,
  salaryComponentsJa,
  settingsJa,
  shiftsJa,
  staffJa,
  usersJa,
  workingPlansJa,
  payrollDataJa,
] as const;

export const ja: Messages = compose(jaShared, ...jaAreas);
