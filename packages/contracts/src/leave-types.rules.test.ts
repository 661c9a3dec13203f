import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import { leaveReasonCreateBody, leaveTypeCreateBody } from './leave-types';

/**
 * Every rule of the leave type and leave reason forms (specification 002 section 5) with its message in two
 * languages, checked on the schemas the server validates with and turned into field messages exactly as the server
 * answers them (field-errors.ts). The API tests keep two of each through HTTP.
 */
const body = (over: Record<string, unknown> = {}) => ({
  leave_code: 'RULE',
  leave_name_vie: 'Nghỉ ốm đau',
  leave_name_jp: '病気休暇',
  description_vie: 'Nghỉ khi ốm',
  description_jp: '病気のとき',
  salary_rate: 75,
  is_deduct_leave: 0,
  is_deduct_attendance: 1,
  ...over,
});
const reason = (over: Record<string, unknown> = {}) => ({
  reason_name_vie: 'Nghỉ ốm',
  reason_name_jp: '病気休暇',
  description_vie: null,
  description_jp: null,
  max_absent_days: 30,
  management_leave_type_id: 1,
  ...over,
});

describe('leave type rules', () => {
  it('accepts the base body', () => {
    expect(leaveTypeCreateBody.safeParse(body()).success).toBe(true);
  });
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    [
      'leave_name_vie required',
      { leave_name_vie: '   ' },
      'leave_name_vie',
      'Leave name (Vietnamese) has not been entered',
      '休暇名（ベトナム語）が入力されていません',
    ],
    [
      'leave_name_vie min 3',
      { leave_name_vie: 'Ab' },
      'leave_name_vie',
      'Leave name (Vietnamese) must be at least 3 characters',
      '休暇名（ベトナム語）は3文字以上で入力してください',
    ],
    [
      'leave_name_vie max 128',
      { leave_name_vie: 'a'.repeat(129) },
      'leave_name_vie',
      'Leave name (Vietnamese) must be at most 128 characters',
      '休暇名（ベトナム語）は128文字以内で入力してください',
    ],
    [
      'leave_name_vie letters only',
      { leave_name_vie: 'Nghỉ 2' },
      'leave_name_vie',
      'Leave name (Vietnamese) may contain only letters and single spaces between words',
      '休暇名（ベトナム語）は文字と単語間の半角スペースのみで入力してください',
    ],
    [
      'leave_name_jp required',
      { leave_name_jp: undefined },
      'leave_name_jp',
      'Leave name (Japanese) has not been entered',
      '休暇名（日本語）が入力されていません',
    ],
    [
      'leave_name_jp Japanese only',
      { leave_name_jp: 'Sick leave' },
      'leave_name_jp',
      'Leave name (Japanese) may contain only Japanese characters (hiragana, katakana, kanji)',
      '休暇名（日本語）は日本語（ひらがな・カタカナ・漢字）のみで入力してください',
    ],
    [
      'leave_name_jp min 3',
      { leave_name_jp: '休暇' },
      'leave_name_jp',
      'Leave name (Japanese) must be at least 3 characters',
      '休暇名（日本語）は3文字以上で入力してください',
    ],
    [
      'leave_code required',
      { leave_code: '' },
      'leave_code',
      'Leave code has not been entered',
      '休暇コードが入力されていません',
    ],
    [
      'leave_code min 3',
      { leave_code: 'AB' },
      'leave_code',
      'Leave code must be at least 3 characters',
      '休暇コードは3文字以上で入力してください',
    ],
    [
      'leave_code max 16',
      { leave_code: 'A'.repeat(17) },
      'leave_code',
      'Leave code must be at most 16 characters',
      '休暇コードは16文字以内で入力してください',
    ],
    [
      'leave_code alphanumeric',
      { leave_code: 'AB-1' },
      'leave_code',
      'Leave code may contain only letters A-Z, a-z and digits 0-9',
      '休暇コードは半角英数字（A-Z、a-z、0-9）のみで入力してください',
    ],
    [
      'description max 256',
      { description_jp: 'あ'.repeat(257) },
      'description_jp',
      'Description (Japanese) must be at most 256 characters',
      '説明（日本語）は256文字以内で入力してください',
    ],
    [
      'salary_rate required',
      { salary_rate: undefined },
      'salary_rate',
      'Salary rate has not been entered',
      '給与支給率が入力されていません',
    ],
    [
      'salary_rate max 100',
      { salary_rate: 100.5 },
      'salary_rate',
      'Salary rate must be at most 100',
      '給与支給率は100以下にしてください',
    ],
    [
      'salary_rate min 0',
      { salary_rate: -1 },
      'salary_rate',
      'Salary rate must be at least 0',
      '給与支給率は0以上にしてください',
    ],
    [
      'is_deduct_leave required',
      { is_deduct_leave: undefined },
      'is_deduct_leave',
      'Deduct from leave has not been entered',
      '休暇日数から差し引くが入力されていません',
    ],
    [
      'is_deduct_attendance required',
      { is_deduct_attendance: undefined },
      'is_deduct_attendance',
      'Deduct from attendance has not been entered',
      '出勤日数から差し引くが入力されていません',
    ],
  ];
  it.each(cases)('refuses %s, localized', (_name, over, field, en, ja) => {
    const result = leaveTypeCreateBody.safeParse(body(over));
    expect(fieldErrorsOf('en', result)[field]).toEqual([en]);
    expect(fieldErrorsOf('ja', result)[field]).toEqual([ja]);
  });
});

describe('leave reason rules', () => {
  it('accepts the base body', () => {
    expect(leaveReasonCreateBody.safeParse(reason()).success).toBe(true);
  });
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    [
      'reason_name_vie required',
      { reason_name_vie: '' },
      'reason_name_vie',
      'Reason name (Vietnamese) has not been entered',
      'Tên lý do (tiếng Việt) chưa được nhập',
    ],
    [
      'reason_name_jp min 3',
      { reason_name_jp: '病気' },
      'reason_name_jp',
      'Reason name (Japanese) must be at least 3 characters',
      'Tên lý do (tiếng Nhật) tối thiểu 3 ký tự',
    ],
    [
      'reason_name_vie max 128',
      { reason_name_vie: 'a'.repeat(129) },
      'reason_name_vie',
      'Reason name (Vietnamese) must be at most 128 characters',
      'Tên lý do (tiếng Việt) tối đa 128 ký tự',
    ],
    [
      'description_vie max 256',
      { description_vie: 'a'.repeat(257) },
      'description_vie',
      'Description (Vietnamese) must be at most 256 characters',
      'Mô tả (tiếng Việt) tối đa 256 ký tự',
    ],
    [
      'max_absent_days required',
      { max_absent_days: undefined },
      'max_absent_days',
      'Maximum days absent has not been entered',
      'Số ngày nghỉ tối đa chưa được nhập',
    ],
    [
      'max_absent_days integer',
      { max_absent_days: 1.5 },
      'max_absent_days',
      'Maximum days absent must be a whole number',
      'Số ngày nghỉ tối đa phải là số nguyên',
    ],
    [
      'max_absent_days max 366',
      { max_absent_days: 367 },
      'max_absent_days',
      'Maximum days absent must be at most 366',
      'Số ngày nghỉ tối đa tối đa là 366',
    ],
    [
      'max_absent_days min 0',
      { max_absent_days: -1 },
      'max_absent_days',
      'Maximum days absent must be at least 0',
      'Số ngày nghỉ tối đa tối thiểu là 0',
    ],
  ];
  it.each(cases)('refuses %s, localized', (_name, over, field, en, vi) => {
    const result = leaveReasonCreateBody.safeParse(reason(over));
    expect(fieldErrorsOf('en', result)[field]).toEqual([en]);
    expect(fieldErrorsOf('vi', result)[field]).toEqual([vi]);
  });
});
