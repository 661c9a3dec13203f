import type { kiosk as en } from '../en/kiosk';
import type { Translation } from '../types';

export const kiosk: Translation<typeof en> = {
  title: '出勤・退勤',
  hint: '社員証のQRコードをカメラに向けるか、社員IDを入力してください。',
  staff_id: '社員ID',
  submit: '打刻',
  camera_start: 'カメラを使う',
  camera_stop: 'カメラを止める',
  camera_failed: 'カメラを使えません。社員IDを入力してください。',
  checked_in: '出勤しました',
  checked_out: '退勤しました',
  repeated: '先ほど記録済みです',
  failed: '打刻に失敗しました',
};
