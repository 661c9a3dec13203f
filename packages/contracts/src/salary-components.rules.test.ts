import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import { salaryComponentCreateBody } from './salary-components';

/**
 * Every rule of the salary component form (specification 002 section 5) with its message in two languages, checked
 * on the schema the server validates with and turned into field messages exactly as the server answers them
 * (field-errors.ts). The API tests keep two of them through HTTP.
 */
const base = (over: Record<string, unknown> = {}) => ({
  salary_component_type: 'bonus',
  salary_component_name_vie: 'Thưởng Tết',
  salary_component_name_jp: 'テト賞与',
  description_vie: null,
  description_jp: null,
  application_method: 1,
  apply_by_formula: 'month',
  fix_money: 2_000_000,
  tax_calculation: 1,
  attendance_condition: 0,
  overtime_condition: 0,
  scope_of_application: 1,
  ...over,
});
const dated = { scope_of_application: 2, start_date: '2026-01-01', end_date: '2026-12-31' };

describe('salary component rules', () => {
  it('accepts the base body', () => {
    expect(salaryComponentCreateBody.safeParse(base()).success).toBe(true);
  });

  const cases: [string, Record<string, unknown>, string, string, string][] = [
    [
      'name required',
      { salary_component_name_vie: ' ' },
      'salary_component_name_vie',
      'Name (Vietnamese) has not been entered',
      '名称（ベトナム語）が入力されていません',
    ],
    [
      'name max 256',
      { salary_component_name_jp: 'あ'.repeat(257) },
      'salary_component_name_jp',
      'Name (Japanese) must be at most 256 characters',
      '名称（日本語）は256文字以内で入力してください',
    ],
    [
      'description max 256',
      { description_vie: 'a'.repeat(257) },
      'description_vie',
      'Description (Vietnamese) must be at most 256 characters',
      '説明（ベトナム語）は256文字以内で入力してください',
    ],
    [
      'application_method required',
      { application_method: undefined },
      'application_method',
      'Application method has not been entered',
      '適用方法が入力されていません',
    ],
    [
      'fix_money required for fixed',
      { fix_money: null },
      'fix_money',
      'Fixed amount has not been entered',
      '固定金額が入力されていません',
    ],
    [
      'fix_money at least 0',
      { fix_money: -1 },
      'fix_money',
      'Fixed amount must be at least 0',
      '固定金額は0以上にしてください',
    ],
    [
      'fix_money integer',
      { fix_money: 10.5 },
      'fix_money',
      'Fixed amount must be a whole number',
      '固定金額は整数で入力してください',
    ],
    [
      'coefficient required for formula',
      { application_method: 2 },
      'coefficient',
      'Coefficient has not been entered',
      '係数が入力されていません',
    ],
    [
      'coefficient at least 0',
      { application_method: 2, coefficient: -0.5 },
      'coefficient',
      'Coefficient must be at least 0',
      '係数は0以上にしてください',
    ],
    [
      'tax_calculation required',
      { tax_calculation: undefined },
      'tax_calculation',
      'Tax calculation has not been entered',
      '課税区分が入力されていません',
    ],
    [
      'tax_free_amount required when partially taxable',
      { tax_calculation: 2 },
      'tax_free_amount',
      'Tax-free amount has not been entered',
      '非課税額が入力されていません',
    ],
    [
      'tax_free_amount at least 0',
      { tax_calculation: 2, tax_free_amount: -5 },
      'tax_free_amount',
      'Tax-free amount must be at least 0',
      '非課税額は0以上にしてください',
    ],
    [
      'attendance_condition required',
      { attendance_condition: undefined },
      'attendance_condition',
      'Attendance condition has not been entered',
      '出勤条件が入力されていません',
    ],
    [
      'overtime_condition required',
      { overtime_condition: undefined },
      'overtime_condition',
      'Overtime condition has not been entered',
      '残業条件が入力されていません',
    ],
    [
      'minimum_number_days required with overtime',
      { overtime_condition: 1 },
      'minimum_number_days',
      'Minimum overtime days has not been entered',
      '最低残業日数が入力されていません',
    ],
    [
      'minimum_number_days at least 1',
      { overtime_condition: 1, minimum_number_days: 0 },
      'minimum_number_days',
      'Minimum overtime days must be at least 1',
      '最低残業日数は1以上にしてください',
    ],
    [
      'is_spouse required for an allowance',
      { salary_component_type: 'allowance', add_leave_days: 0 },
      'is_spouse',
      'For spouse has not been entered',
      '配偶者向けが入力されていません',
    ],
    [
      'add_leave_days required for an allowance',
      { salary_component_type: 'allowance', is_spouse: 0 },
      'add_leave_days',
      'Additional leave days has not been entered',
      '追加休暇日数が入力されていません',
    ],
    [
      'add_leave_days integer',
      { salary_component_type: 'allowance', is_spouse: 0, add_leave_days: 1.5 },
      'add_leave_days',
      'Additional leave days must be a whole number',
      '追加休暇日数は整数で入力してください',
    ],
    [
      'scope_of_application required',
      { scope_of_application: undefined },
      'scope_of_application',
      'Scope of application has not been entered',
      '適用範囲が入力されていません',
    ],
    [
      'start_date required unless no auto apply',
      { ...dated, start_date: undefined },
      'start_date',
      'Start date has not been entered',
      '開始日が入力されていません',
    ],
    [
      'end_date required unless no auto apply',
      { ...dated, end_date: null },
      'end_date',
      'End date has not been entered',
      '終了日が入力されていません',
    ],
    [
      'end_date not before start_date',
      { ...dated, end_date: '2025-12-31' },
      'end_date',
      'End date must be greater than Start date',
      '終了日は開始日より後の日付にしてください',
    ],
    [
      'department required when its criterion is on',
      { ...dated, scope_of_application: 3, is_department: 1 },
      'department_id',
      'Department has not been entered',
      '部署が入力されていません',
    ],
    [
      'position required when its criterion is on',
      { ...dated, scope_of_application: 3, is_position: 1 },
      'position_id',
      'Position has not been entered',
      '役職が入力されていません',
    ],
    [
      'position is a role 1 to 9',
      { ...dated, scope_of_application: 3, is_position: 1, position_id: 12 },
      'position_id',
      'Position is not valid',
      '役職が正しくありません',
    ],
    [
      'sex required when its criterion is on',
      { ...dated, scope_of_application: 3, is_sex: 1 },
      'sex',
      'Sex has not been entered',
      '性別が入力されていません',
    ],
    [
      'specific conditions need a criterion',
      { ...dated, scope_of_application: 3 },
      'scope_of_application',
      'Switch on at least one condition: department, position or sex',
      '部署・役職・性別の条件を少なくとも 1 つ有効にしてください',
    ],
  ];

  it.each(cases)('refuses %s, localized', (_name, over, field, en, ja) => {
    const result = salaryComponentCreateBody.safeParse(base(over));
    expect(fieldErrorsOf('en', result)[field]).toEqual([en]);
    expect(fieldErrorsOf('ja', result)[field]).toEqual([ja]);
  });
});
