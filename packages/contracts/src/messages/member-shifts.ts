import type { Same } from './compose';

/**
 * Server messages of people's shift assignments.
 * Hooked into en.ts, ja.ts and vi.ts by one line each; ja and vi have exactly the English keys (the type says so).
 */
export const memberShiftsEn = {
  validation: {
    member_shift_date_format: '{{field}} must be a date like 2025-01-31',
    member_shift_end_before_start: 'The end date must be on or after the start date',
    member_shift_start_after_end: 'The start date must not be after the end date',
    member_shift_range_max: 'The search range can be at most 365 days',
    member_shift_users_required: 'Please choose at least one staff member',
    member_shift_start_future: 'The start date must be after today',
  },
  errors: {
    member_shift_overlap: 'Already assigned a shift overlapping {{start}} to {{end}}: {{names}}',
    member_shift_started: 'This shift assignment has already started and can no longer be edited.',
    member_shift_not_in_department: "This shift is not one of the department's shift groups.",
    member_shift_users_not_in_department: 'Not active staff of this department: {{names}}',
    member_shift_ambiguous_one:
      'This person has {{count}} assignment of this shift group ({{periods}}). Give dates that fall within it.',
    member_shift_ambiguous_other:
      'This person has {{count}} assignments of this shift group ({{periods}}). Give dates that fall in exactly one of them.',
  },
  fields: {
    full_name: 'Full name',
    userId: 'Staff',
    shiftId: 'Shift group',
  },
};

export const memberShiftsJa: Same<typeof memberShiftsEn> = {
  validation: {
    member_shift_date_format: '{{field}}は 2025-01-31 の形式の日付で入力してください',
    member_shift_end_before_start: '終了日は開始日以降の日付にしてください',
    member_shift_start_after_end: '開始日は終了日より後にできません',
    member_shift_range_max: '検索期間は最大 365 日です',
    member_shift_users_required: '少なくとも 1 人の従業員を選択してください',
    member_shift_start_future: '開始日は明日以降の日付にしてください',
  },
  errors: {
    member_shift_overlap: '{{start}}〜{{end}} と重なるシフトが既に割り当てられています：{{names}}',
    member_shift_started: 'このシフト割り当ては既に開始しているため、編集できません。',
    member_shift_not_in_department: 'このシフトは部署のシフトグループに含まれていません。',
    member_shift_users_not_in_department: 'この部署の在籍者ではありません：{{names}}',
    member_shift_ambiguous_other:
      'この従業員にはこのシフトグループの割り当てが{{count}}件あります（{{periods}}）。いずれか1件だけに含まれる日付を指定してください。',
  },
  fields: {
    full_name: '氏名',
    userId: '従業員',
    shiftId: 'シフトグループ',
  },
};

export const memberShiftsVi: Same<typeof memberShiftsEn> = {
  validation: {
    member_shift_date_format: '{{field}} phải là ngày có dạng 2025-01-31',
    member_shift_end_before_start: 'Ngày kết thúc phải bằng hoặc sau ngày bắt đầu',
    member_shift_start_after_end: 'Ngày bắt đầu không được sau ngày kết thúc',
    member_shift_range_max: 'Khoảng thời gian tìm kiếm tối đa là 365 ngày',
    member_shift_users_required: 'Vui lòng chọn ít nhất một nhân viên',
    member_shift_start_future: 'Ngày bắt đầu phải sau ngày hôm nay',
  },
  errors: {
    member_shift_overlap: 'Đã được phân ca trùng với khoảng {{start}} đến {{end}}: {{names}}',
    member_shift_started: 'Phân ca này đã bắt đầu nên không thể chỉnh sửa.',
    member_shift_not_in_department: 'Ca này không thuộc các nhóm ca của phòng ban.',
    member_shift_users_not_in_department: 'Không phải nhân viên đang làm việc của phòng ban này: {{names}}',
    member_shift_ambiguous_other:
      'Nhân viên này có {{count}} lần phân ca của ca này ({{periods}}). Hãy chọn ngày nằm trong đúng một lần phân ca.',
  },
  fields: {
    full_name: 'Họ và tên',
    userId: 'Nhân viên',
    shiftId: 'Ca làm việc',
  },
};
