import type { dashboard as en } from '../en/dashboard';
import type { Translation } from '../types';

export const dashboard: Translation<typeof en> = {
  tabs: { attendance: 'Chấm công' },
  today: 'Hôm nay, {{date}}',
  department: 'Phòng ban',
  no_department: 'Không có phòng ban',
  total: 'Số người',
  buckets: {
    present: 'Có mặt',
    late: 'Đi muộn',
    on_leave: 'Nghỉ phép',
    absent: 'Vắng',
    not_yet: 'Chưa vào',
    off: 'Ngày nghỉ',
  },
  trend: '30 ngày qua',
  trend_label: 'Chấm công 30 ngày qua: số người có mặt, đi muộn, nghỉ phép và vắng mỗi ngày',
  shortcuts: 'Lối tắt',
  links: { timekeeping: 'Chấm công', report: 'Báo cáo', profile: 'Hồ sơ', change_password: 'Đổi mật khẩu' },
};
