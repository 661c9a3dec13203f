import type { StaffCreateBody, StaffRecord } from '@hr/contracts';
import { staffBody } from '../../apps/api/src/test/factories/staff';
import { adminApi, runTag } from '../support/antd';

/** A number written in letters a-j (names take letters only). */
const letters = (digits: string) => [...digits].map((digit) => String.fromCharCode(97 + Number(digit))).join('');

/** Nine digits no other seed of this run got (from a random tag: test files run in processes of their own). */
export function uniqueDigits(): string {
  return String(Number.parseInt(runTag(4), 16))
    .padStart(10, '0')
    .slice(-9);
}

/** The id of a demo department by its name. */
export async function departmentId(name: string): Promise<number> {
  const departments = await adminApi<{ id: number; name: string }[]>('GET', 'get-departments');
  const found = departments.find((department) => department.name === name);
  if (!found) throw new Error(`the demo department "${name}" is missing`);
  return found.id;
}

/**
 * A staff member made through the API (the factory's valid body), unique across test files: staff ID, name, phone,
 * e-mail, citizen ID, bank account, insurance number and tax code from one random tag.
 */
export async function seedStaff(
  overrides: Partial<StaffCreateBody> = {},
): Promise<StaffRecord & { body: StaffCreateBody }> {
  const digits = uniqueDigits();
  const alias = `ST${digits}`;
  const base = staffBody({ department_id: await departmentId('Production Line A') });
  const body = {
    ...base,
    alias_id: alias,
    full_name: `Trần Thị ${letters(digits)}`,
    citize_id_card: `079${digits}`,
    phone_number: `+849${digits.slice(1)}`,
    email: `${alias.toLowerCase()}@e2e.example`,
    bank_account_number: `0071${digits}`,
    personal_income_tax: {
      ...base.personal_income_tax,
      insurance_number: `79${digits}`,
      personal_tax_code: `83${digits}`,
    },
    ...overrides,
  } as StaffCreateBody;
  const record = await adminApi<StaffRecord>('POST', 'users', body);
  return { ...record, body };
}
