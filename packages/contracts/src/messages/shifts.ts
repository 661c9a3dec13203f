import type { Same } from './compose';

/**
 * Server messages of shift groups.
 * Hooked into en.ts, ja.ts and vi.ts by one line each; ja and vi have exactly the English keys (the type says so).
 */
export const shiftsEn = {
  validation: {
    shift_times_equal: 'Check-out time must differ from check-in time',
    shift_times_used: 'Another shift group already has these working hours',
    shift_name_taken: 'A shift group with this name already exists',
  },
  errors: {
    shift_in_use_one: 'This shift group is still used by {{count}} department or person.',
    shift_in_use_other: 'This shift group is still used by {{count}} departments or people.',
    shift_has_history_one:
      'This shift group is kept in {{count}} shift assignment or work plan (history), so it cannot be deleted.',
    shift_has_history_other:
      'This shift group is kept in {{count}} shift assignments or work plans (history), so it cannot be deleted.',
    has_conflict_time_shift: 'These working hours are already those of the shift group {{name}}.',
    shift_name_exists: 'A shift group with this name already exists.',
  },
  fields: {
    normal_checkin_time: 'Check-in time',
    normal_checkout_time: 'Check-out time',
  },
};

export const shiftsJa: Same<typeof shiftsEn> = {
  validation: {
    shift_times_equal: '退勤時刻は出勤時刻と異なる時刻にしてください',
    shift_times_used: 'この勤務時間は既に別のシフトグループで使われています',
    shift_name_taken: 'この名前のシフトグループは既に存在します',
  },
  errors: {
    shift_in_use_other: 'このシフトグループはまだ{{count}}件の部署または社員に使われています。',
    shift_has_history_other:
      'このシフトグループは{{count}}件のシフト割り当てまたは勤務計画（履歴）に残っているため、削除できません。',
    has_conflict_time_shift: 'この勤務時間は既にシフトグループ「{{name}}」に割り当てられています。',
    shift_name_exists: 'この名前のシフトグループは既に存在します。',
  },
  fields: {
    normal_checkin_time: '出勤時刻',
    normal_checkout_time: '退勤時刻',
  },
};

export const shiftsVi: Same<typeof shiftsEn> = {
  validation: {
    shift_times_equal: 'Giờ ra phải khác giờ vào',
    shift_times_used: 'Khung giờ làm việc này đã thuộc về một ca khác',
    shift_name_taken: 'Tên ca này đã tồn tại',
  },
  errors: {
    shift_in_use_other: 'Nhóm ca này vẫn đang được {{count}} phòng ban hoặc nhân viên sử dụng.',
    shift_has_history_other:
      'Nhóm ca này vẫn có trong {{count}} phân ca hoặc kế hoạch làm việc (lịch sử) nên không thể xóa.',
    has_conflict_time_shift: 'Thời gian làm việc này đã được gán cho ca {{name}}.',
    shift_name_exists: 'Tên ca này đã tồn tại.',
  },
  fields: {
    normal_checkin_time: 'Giờ vào',
    normal_checkout_time: 'Giờ ra',
  },
};
