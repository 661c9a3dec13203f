import type { kiosk as en } from '../en/kiosk';
import type { Translation } from '../types';

export const kiosk: Translation<typeof en> = {
  title: 'Chấm công vào / ra',
  hint: 'Đưa mã QR trên thẻ nhân viên vào camera, hoặc nhập mã nhân viên.',
  staff_id: 'Mã nhân viên',
  submit: 'Chấm công',
  camera_start: 'Dùng camera',
  camera_stop: 'Tắt camera',
  camera_failed: 'Không dùng được camera: hãy nhập mã nhân viên.',
  checked_in: 'Đã vào',
  checked_out: 'Đã ra',
  repeated: 'Đã ghi nhận lúc nãy',
  failed: 'Chấm công thất bại',
};
