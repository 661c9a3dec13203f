import type { Same } from './compose';

/**
 * Server messages of leave types and their reasons.
 * Hooked into en.ts, ja.ts and vi.ts by one line each; ja and vi have exactly the English keys (the type says so).
 */
export const leaveTypesEn = {
  errors: {
    leave_code_exists: 'This leave code is already used by another leave type.',
  },
  fields: {
    leave_code: 'Leave code',
    leave_name_vie: 'Leave name (Vietnamese)',
    leave_name_jp: 'Leave name (Japanese)',
    salary_rate: 'Salary rate',
    is_deduct_leave: 'Deduct from leave',
    is_deduct_attendance: 'Deduct from attendance',
    reason_name_vie: 'Reason name (Vietnamese)',
    reason_name_jp: 'Reason name (Japanese)',
    max_absent_days: 'Maximum days absent',
    management_leave_type_id: 'Leave type',
    leave_type_items: 'Leave reasons',
    keyword: 'Keyword',
  },
};

export const leaveTypesJa: Same<typeof leaveTypesEn> = {
  errors: {
    leave_code_exists: 'この休暇コードは他の休暇種別で使われています。',
  },
  fields: {
    leave_code: '休暇コード',
    leave_name_vie: '休暇名（ベトナム語）',
    leave_name_jp: '休暇名（日本語）',
    salary_rate: '給与支給率',
    is_deduct_leave: '休暇日数から差し引く',
    is_deduct_attendance: '出勤日数から差し引く',
    reason_name_vie: '理由名（ベトナム語）',
    reason_name_jp: '理由名（日本語）',
    max_absent_days: '最大休暇日数',
    management_leave_type_id: '休暇種別',
    leave_type_items: '休暇理由',
    keyword: 'キーワード',
  },
};

export const leaveTypesVi: Same<typeof leaveTypesEn> = {
  errors: {
    leave_code_exists: 'Mã nghỉ phép này đã được dùng cho loại nghỉ phép khác.',
  },
  fields: {
    leave_code: 'Mã nghỉ phép',
    leave_name_vie: 'Tên loại nghỉ (tiếng Việt)',
    leave_name_jp: 'Tên loại nghỉ (tiếng Nhật)',
    salary_rate: 'Tỷ lệ hưởng lương',
    is_deduct_leave: 'Trừ vào ngày phép',
    is_deduct_attendance: 'Trừ vào ngày công',
    reason_name_vie: 'Tên lý do (tiếng Việt)',
    reason_name_jp: 'Tên lý do (tiếng Nhật)',
    max_absent_days: 'Số ngày nghỉ tối đa',
    management_leave_type_id: 'Loại nghỉ phép',
    leave_type_items: 'Lý do nghỉ',
    keyword: 'Từ khóa',
  },
};
