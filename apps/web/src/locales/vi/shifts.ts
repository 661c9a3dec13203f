import type { shifts as en } from '../en/shifts';
import type { Translation } from '../types';

export const shifts: Translation<typeof en> = {
  title: 'Nhóm ca',
  search_placeholder: 'Tên nhóm ca',
  columns: { name: 'Tên nhóm ca', time: 'Thời gian', description: 'Mô tả' },
  overnight: 'Ca đêm',
  overnight_hint: 'Giờ ra sớm hơn giờ vào: ca kết thúc vào ngày hôm sau.',
  form: {
    create_title: 'Thêm nhóm ca',
    edit_title: 'Sửa nhóm ca',
  },
  fields: {
    name: 'Tên nhóm ca',
    normal_checkin_time: 'Giờ vào',
    normal_checkout_time: 'Giờ ra',
    description: 'Mô tả',
  },
  messages: {
    created: 'Tạo nhóm ca thành công',
    updated: 'Cập nhật nhóm ca thành công',
    deleted: 'Xóa nhóm ca thành công',
    create_failed: 'Tạo nhóm ca thất bại',
    update_failed: 'Cập nhật nhóm ca thất bại',
    delete_failed: 'Xóa nhóm ca thất bại',
  },
  delete_confirm: { title: 'Xóa nhóm ca', content: 'Xóa nhóm ca "{{name}}"? Thao tác này không thể hoàn tác.' },
};
