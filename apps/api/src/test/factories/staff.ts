import { ROLES, type StaffCreateBody } from '@hr/contracts';
import { next, tag } from './sequence';

/**
 * Staff records (`POST /api/users` with `form: 'staff'`): one valid create body, unique in staff ID, phone, e-mail,
 * citizen ID, insurance number and tax code; and the bodies of the tab saves and work histories. Module tests, the
 * write fuzz's valid cases and browser seeding start from these.
 */
export function staffBody(
  refs: { department_id: number },
  overrides: Partial<StaffCreateBody> = {},
): StaffCreateBody & { form: 'staff' } {
  const n = next();
  const code = `S${tag()}`;
  return {
    form: 'staff',
    alias_id: code,
    full_name: `Nguyễn Văn Thử ${letters(n)}`,
    gender: 1,
    dob: '1990-05-17',
    citize_id_card: `079${String(n).padStart(9, '0')}`,
    phone_number: `+849${String(n).padStart(8, '0')}`,
    email: `${code.toLowerCase()}@example.test`,
    educational_level: 'Đại học',
    bank_name: 'Vietcombank',
    bank_account_number: `0071${String(n).padStart(8, '0')}`,
    status: 2,
    department_id: refs.department_id,
    role_id: ROLES.EMPLOYEE,
    probation_start_date: '2024-01-02',
    official_start_date: '2024-03-01',
    termination_date: null,
    marital_status: 1,
    marital_id: null,
    address: '12 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh',
    pay_config: { effective_date: '2024-01-02', basic_salary: 12_000_000, salary_rate: 100 },
    allowances: [{ allowances_code: 'meal', quantity: 500_000 }],
    personal_income_tax: {
      insurance_status: 1,
      insurance_number: `79${String(n).padStart(8, '0')}`,
      insurance_contribution_salary: 12_000_000,
      applicable_tax_type: 2,
      personal_tax_code: `83${String(n).padStart(8, '0')}`,
      personal_deduction: 15_500_000,
      union_member: false,
      hazardous_work: 0,
      tax_resident: true,
    },
    dependents: [],
    ...overrides,
  } as StaffCreateBody & { form: 'staff' };
}

/** The general information tab of a person made from `body`, with the version the save starts from. */
export function staffBaseBody(body: StaffCreateBody, version: number, overrides: Record<string, unknown> = {}) {
  const { form: _form, pay_config: _pay, allowances: _a, personal_income_tax: _tax, dependents: _d, ...base } = body;
  return { ...base, version, ...overrides };
}

/** A work history body for a person. */
export function workHistoryBody(userId: number, overrides: Record<string, unknown> = {}) {
  return {
    user_id: userId,
    title: `Kỹ sư ${letters(next())}`,
    start_date: '2024-03-01',
    end_date: null,
    note: null,
    ...overrides,
  };
}

/** A number written in letters a-j (names may hold letters only). */
function letters(n: number): string {
  return String(n)
    .split('')
    .map((digit) => String.fromCharCode(97 + Number(digit)))
    .join('');
}
