import type { shifts as en } from '../en/shifts';
import type { Translation } from '../types';

export const shifts: Translation<typeof en> = {
  title: 'シフトグループ',
  search_placeholder: 'シフトグループ名',
  columns: { name: 'シフトグループ名', time: '時間', description: '説明' },
  overnight: '夜勤',
  overnight_hint: '退勤時刻が出勤時刻より早いため、翌日に終わるシフトです。',
  form: {
    create_title: 'シフトグループの新規作成',
    edit_title: 'シフトグループの編集',
  },
  fields: {
    name: 'シフトグループ名',
    normal_checkin_time: '出勤時刻',
    normal_checkout_time: '退勤時刻',
    description: '説明',
  },
  messages: {
    created: 'シフトグループを作成しました',
    updated: 'シフトグループを更新しました',
    deleted: 'シフトグループを削除しました',
    create_failed: 'シフトグループの作成に失敗しました',
    update_failed: 'シフトグループの更新に失敗しました',
    delete_failed: 'シフトグループの削除に失敗しました',
  },
  delete_confirm: {
    title: 'シフトグループの削除',
    content: 'シフトグループ「{{name}}」を削除しますか？元に戻すことはできません。',
  },
};
