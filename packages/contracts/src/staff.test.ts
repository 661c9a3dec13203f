import { describe, expect, it } from 'vitest';
import { addYears, companyToday } from './dates';
import { fieldErrorsOf } from './field-errors';
import {
  dependentBody,
  effectiveDateProblem,
  isHistoryActive,
  personCreateBody,
  STAFF_SAVE_CODES,
  splitFullName,
  staffCreateBody,
  staffIncomeTaxBody,
  staffRowBody,
  staffSalaryBody,
  workHistoryCreateBody,
} from './staff';

/**
 * Every rule of the staff forms (specification 001 section 5) with its message, checked on the schemas the server
 * validates with and turned into field messages exactly as the server answers them. The API tests keep a few through
 * HTTP (apps/api/src/modules/staff/staff.test.ts).
 */
const base = (over: Record<string, unknown> = {}) => ({
  form: 'staff',
  alias_id: 'NV001',
  full_name: 'Nguyễn Văn An',
  dob: '1990-01-31',
  citize_id_card: '079090000001',
  phone_number: '0901234567',
  status: 1,
  department_id: 1,
  role_id: 9,
  probation_start_date: '2024-01-02',
  official_start_date: '2024-03-01',
  pay_config: { effective_date: '2024-01-02', basic_salary: 10_000_000 },
  personal_income_tax: { insurance_number: 'BH123', personal_deduction: 0 },
  ...over,
});
const tomorrow = addYears(companyToday(), 0, 1);
const en = (schema: { safeParse: (v: unknown) => never }, value: unknown) =>
  fieldErrorsOf('en', schema.safeParse(value));
const vi = (schema: { safeParse: (v: unknown) => never }, value: unknown) =>
  fieldErrorsOf('vi', schema.safeParse(value));

describe('staff create form', () => {
  it('accepts the base body and fills the defaults of a new staff', () => {
    const parsed = staffCreateBody.parse(base());
    expect(parsed).toMatchObject({
      gender: 1,
      marital_status: 1,
      pay_config: { salary_rate: 100 },
      personal_income_tax: { insurance_status: 1, applicable_tax_type: 2, union_member: false, tax_resident: true },
      allowances: [],
      dependents: [],
    });
  });

  it.each([
    ['alias_id', { alias_id: 'NV-1' }, 'Staff ID contains only letters and digits'],
    ['alias_id', { alias_id: 'A'.repeat(17) }, 'Staff ID must be at most 16 characters'],
    ['full_name', { full_name: 'An' }, 'Full name must be at least 3 characters'],
    ['full_name', { full_name: 'Nguyễn V4n' }, 'Full name may contain only letters and single spaces between words'],
    ['full_name', { full_name: 'Nguyễn' }, 'Enter the full name in at least two words (family name and given name)'],
    ['dob', { dob: tomorrow }, 'Date of birth must not be in the future'],
    [
      'citize_id_card',
      { citize_id_card: '079-09' },
      'Citizen ID card may contain only letters A-Z, a-z and digits 0-9',
    ],
    ['citize_id_card', { citize_id_card: '1'.repeat(17) }, 'Citizen ID card must be at most 16 characters'],
    ['phone_number', { phone_number: '+84 90' }, 'Phone number may contain only digits, with an optional + in front'],
    ['email', { email: 'nope' }, 'Incorrect email format'],
    ['bank_name', { bank_name: 'VCB 1' }, 'Bank name may contain only letters and single spaces between words'],
    [
      'bank_account_number',
      { bank_account_number: '1'.repeat(17) },
      'Bank account number must be at most 16 characters',
    ],
    ['address', { address: 'x'.repeat(257) }, 'Address must be at most 256 characters'],
    ['status', { status: 7 }, 'Status is not valid'],
    [
      'official_start_date',
      { official_start_date: '2024-01-02' },
      'Official start date must be after the probation start date',
    ],
    [
      'termination_date',
      { termination_date: '2024-02-29' },
      'Termination date must be on or after the official start date',
    ],
  ])('%s: %j is refused', (field, over, message) => {
    expect(en(staffCreateBody as never, base(over))[field]).toEqual([message]);
  });

  it('requires the effective date within the employment period, in two languages', () => {
    const early = base({ pay_config: { effective_date: '2024-01-01', basic_salary: 1 } });
    expect(en(staffCreateBody as never, early)['pay_config.effective_date']).toEqual([
      'The effective date must be at least the probation start date',
    ]);
    expect(vi(staffCreateBody as never, early)['pay_config.effective_date']).toEqual([
      'Ngày hiệu lực phải lớn hơn hoặc bằng ngày bắt đầu thử việc',
    ]);
    expect(effectiveDateProblem('2024-02-01', { official_start_date: '2024-03-01' })).toBe(
      'validation.staff.effective_before_start',
    );
    expect(
      effectiveDateProblem('2024-05-01', { probation_start_date: '2024-01-01', termination_date: '2024-04-30' }),
    ).toBe('validation.staff.effective_after_termination');
    expect(
      effectiveDateProblem('2024-04-30', { probation_start_date: '2024-01-01', termination_date: '2024-04-30' }),
    ).toBe(undefined);
  });

  it('requires the insurance number when joining, not when not joining', () => {
    const joins = base({ personal_income_tax: { insurance_status: 1, personal_deduction: 0 } });
    expect(vi(staffCreateBody as never, joins)['personal_income_tax.insurance_number']).toEqual([
      'Vui lòng nhập số bảo hiểm khi tham gia bảo hiểm',
    ]);
    expect(
      staffCreateBody.safeParse(base({ personal_income_tax: { insurance_status: 0, personal_deduction: 0 } })).success,
    ).toBe(true);
  });

  it('reads the salary rate 0 to 100 with a decimal comma and at most two decimals', () => {
    const rate = (salary_rate: unknown) =>
      staffSalaryBody.safeParse({
        pay_config: { effective_date: '2024-01-02', basic_salary: 1, salary_rate },
        allowances: [],
        version: 1,
      });
    expect(rate('99,5').data?.pay_config.salary_rate).toBe(99.5);
    expect(rate(0).success).toBe(true);
    expect(rate(100.01).success).toBe(false);
    expect(rate(-1).success).toBe(false);
    expect(fieldErrorsOf('en', rate(10.123))['pay_config.salary_rate']).toEqual([
      'Salary rate may have at most two decimals',
    ]);
  });

  it('checks allowances and dependents', () => {
    const allowance = (a: Record<string, unknown>) =>
      en(staffSalaryBody as never, {
        pay_config: { effective_date: '2024-01-02', basic_salary: 1 },
        allowances: [a],
        version: 1,
      });
    expect(allowance({ allowances_code: 'meal', quantity: -1 })['allowances.0.quantity']).toEqual([
      'Amount must be at least 0',
    ]);
    expect(allowance({ allowances_code: 'meal', quantity: 1, note: 'x'.repeat(1001) })['allowances.0.note']).toEqual([
      'Note must be at most 1000 characters',
    ]);
    expect(allowance({ quantity: 1 })['allowances.0.allowances_code']).toEqual(['Allowance code has not been entered']);
    const dependent = (d: Record<string, unknown>) => en(dependentBody as never, d);
    expect(dependent({ full_name: 'Bé', relationship: 'Co', birth_date: tomorrow })).toEqual({
      full_name: ['Full name must be at least 3 characters'],
      relationship: ['Relationship must be at least 3 characters'],
      birth_date: ['Date of birth must not be in the future'],
    });
    expect(
      en(staffIncomeTaxBody as never, { personal_income_tax: { insurance_status: 0 }, version: 1 })[
        'personal_income_tax.personal_deduction'
      ],
    ).toEqual(['Personal deduction has not been entered']);
  });

  it('splits the full name on the first space', () => {
    expect(splitFullName('Nguyễn Văn An')).toEqual({ first_name: 'Nguyễn', last_name: 'Văn An' });
    expect(splitFullName('  Trần   Thị  Bình ')).toEqual({ first_name: 'Trần', last_name: 'Thị Bình' });
    expect(splitFullName('Madonna')).toEqual({ first_name: 'Madonna', last_name: '' });
  });

  it('tells the staff form from the user form on POST /users by `form`', () => {
    expect(personCreateBody.safeParse(base()).success).toBe(true);
    const user = personCreateBody.safeParse({
      alias_id: 'U1',
      first_name: 'Lê',
      last_name: 'Hoa',
      role_id: 9,
      department_id: 1,
      shift_id: 1,
      avatar: `/api/files/avatars/${'c'.repeat(32)}.png`,
    });
    expect(user.success).toBe(true);
    expect(
      staffRowBody.safeParse({
        form: 'staff',
        full_name: 'Lê Hoa',
        department_id: 1,
        role_id: 9,
        gender: 2,
        basic_salary: 1,
        phone_number: '09',
        version: 1,
      }).success,
    ).toBe(true);
  });
});

describe('work histories', () => {
  it('ends on or after the start', () => {
    expect(
      en(workHistoryCreateBody as never, {
        user_id: 1,
        title: 'Kỹ sư',
        start_date: '2024-03-01',
        end_date: '2024-02-01',
      }).end_date,
    ).toEqual(['End date must be greater than Start date']);
    expect(en(workHistoryCreateBody as never, { user_id: 1, start_date: '2024-03-01' }).title).toEqual([
      'Title has not been entered',
    ]);
  });

  it('is active when it starts in the future, has no end, or ends today or later (section 4)', () => {
    const today = '2026-05-10';
    expect(isHistoryActive({ start_date: '2026-06-01', end_date: '2026-06-30' }, today)).toBe(true);
    expect(isHistoryActive({ start_date: '2020-01-01', end_date: null }, today)).toBe(true);
    expect(isHistoryActive({ start_date: '2020-01-01', end_date: today }, today)).toBe(true);
    expect(isHistoryActive({ start_date: '2020-01-01', end_date: '2026-05-09' }, today)).toBe(false);
  });
});

describe('save codes for the screens', () => {
  it('name a field each body has, on its tab', () => {
    const shape = staffCreateBody.safeParse(
      base({
        email: 'an@example.test',
        personal_income_tax: { insurance_number: 'BH1', personal_tax_code: 'MST1', personal_deduction: 0 },
      }),
    );
    expect(shape.success).toBe(true);
    for (const [code, { field }] of Object.entries(STAFF_SAVE_CODES)) {
      const [head, tail] = field.split('.') as [string, string | undefined];
      const value = (shape.data as unknown as Record<string, Record<string, unknown>>)[head];
      expect(value, code).toBeDefined();
      if (tail) expect(tail in value!, code).toBe(true);
    }
  });
});
