import type { Same } from './compose';

/**
 * Server messages of departments' work plans.
 * Hooked into en.ts, ja.ts and vi.ts by one line each; ja and vi have exactly the English keys (the type says so).
 */
export const workingPlansEn = {
  validation: {
    plan_date_required: 'Date has not been entered',
    plan_date_format: 'Date must be a date like 2025/01/31',
    plan_date_past: 'The date has already passed: plans can be made for today or later',
    plan_shift_required: 'Shift has not been entered',
    plan_shift_not_in_department: "This shift is not one of the department's shift groups",
    plan_users_required: 'Choose at least one person',
    plan_users_not_in_department: 'Some of the chosen people are not in this department or no longer active',
    plan_exists: 'This department already has a plan for this shift on this date',
    plan_users_busy: 'Some of the chosen people are already in another plan on this date',
  },
  errors: {
    plan_is_history: "This work plan's date has passed: it is kept as history and can no longer be changed.",
    plan_users_not_in_department_one: '{{count}} of the chosen people is not in this department or no longer active.',
    plan_users_not_in_department_other:
      '{{count}} of the chosen people are not in this department or no longer active.',
    plan_users_busy: 'Already in another plan on this date: {{names}}',
  },
  fields: {
    from: 'From',
    to: 'To',
    planId: 'Work plan',
  },
};

export const workingPlansJa: Same<typeof workingPlansEn> = {
  validation: {
    plan_date_required: '日付が入力されていません',
    plan_date_format: '日付は 2025/01/31 の形式で入力してください',
    plan_date_past: '過去の日付です。計画は本日以降の日付で作成してください',
    plan_shift_required: 'シフトが入力されていません',
    plan_shift_not_in_department: 'このシフトはこの部署のシフトグループではありません',
    plan_users_required: '社員を1人以上選択してください',
    plan_users_not_in_department: 'この部署に所属していない、または無効な社員が含まれています',
    plan_exists: 'この日付・シフトの計画はこの部署に既に存在します',
    plan_users_busy: 'この日付の別の計画に既に入っている社員が含まれています',
  },
  errors: {
    plan_is_history: 'この勤務計画の日付は過ぎています。履歴として保存されており、変更できません。',
    plan_users_not_in_department_other:
      '選択した社員のうち{{count}}人は、この部署に所属していないか無効になっています。',
    plan_users_busy: 'この日付の別の計画に既に入っている社員です：{{names}}',
  },
  fields: {
    from: '開始日',
    to: '終了日',
    planId: '勤務計画',
  },
};

export const workingPlansVi: Same<typeof workingPlansEn> = {
  validation: {
    plan_date_required: 'Chưa nhập ngày',
    plan_date_format: 'Ngày phải có dạng 2025/01/31',
    plan_date_past: 'Ngày này đã qua: chỉ có thể lập kế hoạch từ hôm nay trở đi',
    plan_shift_required: 'Chưa chọn ca',
    plan_shift_not_in_department: 'Ca này không thuộc các nhóm ca của phòng ban',
    plan_users_required: 'Hãy chọn ít nhất một nhân viên',
    plan_users_not_in_department: 'Có nhân viên đã chọn không thuộc phòng ban này hoặc không còn hoạt động',
    plan_exists: 'Phòng ban đã có kế hoạch cho ca này vào ngày này',
    plan_users_busy: 'Có nhân viên đã chọn đã nằm trong kế hoạch khác của ngày này',
  },
  errors: {
    plan_is_history: 'Ngày của kế hoạch làm việc này đã qua: kế hoạch được lưu làm lịch sử và không thể thay đổi.',
    plan_users_not_in_department_other:
      'Có {{count}} nhân viên đã chọn không thuộc phòng ban này hoặc không còn hoạt động.',
    plan_users_busy: 'Đã có trong kế hoạch khác của ngày này: {{names}}',
  },
  fields: {
    from: 'Từ ngày',
    to: 'Đến ngày',
    planId: 'Kế hoạch làm việc',
  },
};
