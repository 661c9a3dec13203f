import type { Same } from './compose';

/**
 * Server messages of payroll data: bonus and deduction orders, shift-change requests.
 * Hooked into en.ts, ja.ts and vi.ts by one line each; ja and vi have exactly the English keys (the type says so).
 */
export const payrollDataEn = {
  validation: {
    recipients_required: 'Please choose at least one employee',
    order_value_required: 'Enter the value: this component has a flexible amount',
    order_value_fixed: 'This component has a fixed amount: leave the value empty or send its own fixed amount',
    order_value_formula: 'This component computes the amount of each employee by its formula: leave the value empty',
    shift_change_end_after_start: 'End date must be after start date',
    date_change_future: 'The change date must be a date in the future',
  },
  errors: {
    component_not_bonus: 'This salary component is not a bonus component.',
    component_not_deduction: 'This salary component is not a deduction component.',
    component_inactive: 'This salary component is not in use.',
    no_recipients_bonus: 'No employee matches: the bonus cannot be applied.',
    no_recipients_deduction: 'No employee matches: the deduction cannot be applied.',
    has_user_id_exits: 'Already given this month: {{names}} already have this component in the month of this date.',
    no_base_salary: 'No basic salary on this date for {{names}}: a formula amount cannot be computed.',
    exits_shift_change_request: 'This employee already has a shift-change request for this day.',
    current_shift_changed: 'The shift of this employee on this day has changed. Check it again and retry.',
    same_shift: 'The desired shift is the shift already planned for that day.',
    person_without_department: 'This employee belongs to no department: a shift cannot be planned for them.',
    shift_change_past: 'This shift change is for a past day and can no longer change.',
  },
  success: {
    order_created: 'Created successfully.',
  },
  fields: {
    salary_component_id: 'Component',
    value: 'Value',
    bonus_name: 'Bonus name',
    deduction_name: 'Deduction name',
    created_date: 'Created date',
    shift_id_change: 'Desired shift',
    date_change: 'Change date',
    'department_id[]': 'Departments',
    'position_id[]': 'Positions',
  },
  payroll_data: {
    /** The planned "shift" of a person with none: the settings' standard working time. */
    standard_working_time: 'Standard working time',
  },
};

export const payrollDataJa: Same<typeof payrollDataEn> = {
  validation: {
    recipients_required: '少なくとも1人の社員を選択してください',
    order_value_required: 'この給与項目は金額が変動するため、金額を入力してください',
    order_value_fixed: 'この給与項目は固定金額のため、金額は空欄にするか項目の固定金額を指定してください',
    order_value_formula: 'この給与項目は計算式で社員ごとに金額を算出するため、金額は空欄にしてください',
    shift_change_end_after_start: '終了日は開始日より後にしてください',
    date_change_future: 'シフト変更日は未来の日付にしてください',
  },
  errors: {
    component_not_bonus: 'この給与項目は賞与の項目ではありません。',
    component_not_deduction: 'この給与項目は控除の項目ではありません。',
    component_inactive: 'この給与項目は使用されていません。',
    no_recipients_bonus: '該当する社員がいないため、賞与を適用できません。',
    no_recipients_deduction: '該当する社員がいないため、控除を適用できません。',
    has_user_id_exits: '既に登録済みです：{{names}} はこの日付の月に同じ項目を既に受けています。',
    no_base_salary: '{{names}} はこの日付の基本給がないため、計算式の金額を算出できません。',
    exits_shift_change_request: 'この社員には既にこの日のシフト変更申請があります。',
    current_shift_changed: 'この社員のこの日のシフトが変更されました。確認してからもう一度お試しください。',
    same_shift: '希望シフトはその日に既に予定されているシフトです。',
    person_without_department: 'この社員はどの部署にも所属していないため、シフトを計画できません。',
    shift_change_past: 'このシフト変更は過去の日付のため、変更できません。',
  },
  success: {
    order_created: '作成しました。',
  },
  fields: {
    salary_component_id: '項目',
    value: '金額',
    bonus_name: '賞与名',
    deduction_name: '控除名',
    created_date: '作成日',
    shift_id_change: '希望シフト',
    date_change: '変更日',
    'department_id[]': '部署',
    'position_id[]': '役職',
  },
  payroll_data: {
    /** The planned "shift" of a person with none: the settings' standard working time. */
    standard_working_time: '標準勤務時間',
  },
};

export const payrollDataVi: Same<typeof payrollDataEn> = {
  validation: {
    recipients_required: 'Vui lòng chọn ít nhất một nhân viên',
    order_value_required: 'Vui lòng nhập giá trị: khoản này có số tiền linh hoạt',
    order_value_fixed: 'Khoản này có số tiền cố định: hãy để trống giá trị hoặc nhập đúng số tiền cố định của khoản',
    order_value_formula: 'Khoản này tính số tiền của từng nhân viên theo công thức: hãy để trống giá trị',
    shift_change_end_after_start: 'Ngày kết thúc phải sau ngày bắt đầu',
    date_change_future: 'Ngày đổi ca phải là ngày trong tương lai',
  },
  errors: {
    component_not_bonus: 'Khoản lương này không phải là khoản thưởng.',
    component_not_deduction: 'Khoản lương này không phải là khoản khấu trừ.',
    component_inactive: 'Khoản lương này không còn được sử dụng.',
    no_recipients_bonus: 'Không có nhân viên nào phù hợp để áp dụng thưởng.',
    no_recipients_deduction: 'Không có nhân viên nào phù hợp để áp dụng khấu trừ.',
    has_user_id_exits: 'Đã tồn tại: {{names}} đã có khoản này trong tháng của ngày đã chọn.',
    no_base_salary: 'Không có lương cơ bản vào ngày này cho {{names}}: không thể tính số tiền theo công thức.',
    exits_shift_change_request: 'Nhân viên này đã có yêu cầu đổi ca cho ngày này.',
    current_shift_changed: 'Ca của nhân viên này vào ngày này đã thay đổi. Vui lòng kiểm tra lại và thử lại.',
    same_shift: 'Ca mong muốn trùng với ca đã được xếp cho ngày đó.',
    person_without_department: 'Nhân viên này không thuộc phòng ban nào: không thể xếp ca.',
    shift_change_past: 'Yêu cầu đổi ca này thuộc về ngày đã qua nên không thể thay đổi.',
  },
  success: {
    order_created: 'Tạo mới thành công.',
  },
  fields: {
    salary_component_id: 'Khoản',
    value: 'Giá trị',
    bonus_name: 'Tên thưởng',
    deduction_name: 'Tên khấu trừ',
    created_date: 'Ngày tạo',
    shift_id_change: 'Ca mong muốn',
    date_change: 'Ngày đổi ca',
    'department_id[]': 'Phòng ban',
    'position_id[]': 'Chức vụ',
  },
  payroll_data: {
    /** The planned "shift" of a person with none: the settings' standard working time. */
    standard_working_time: 'Giờ làm việc tiêu chuẩn',
  },
};
