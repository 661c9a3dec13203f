import {
  INSURANCE_STATUS,
  MARITAL_STATUS,
  staffBaseBody,
  staffCreateBody,
  staffIncomeTaxBody,
  staffRowBody,
  staffSalaryBody,
  type StaffRecord,
  type UserItem,
  type WorkHistoryItem,
} from '@hr/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  allowanceFromCode,
  formPathOf,
  historyEditable,
  NEW_GENERAL,
  NEW_SALARY,
  NEW_TAX,
  newHistoryValues,
  recordToGeneral,
  recordToSalary,
  recordToTax,
  rowToValues,
  seesPay,
  tabOfError,
  tabOfPath,
  toCreateBody,
  toGeneralBody,
  toGeneralEdit,
  PAY_CLASS_GENERAL,
  toRowBody,
  toSalaryBody,
  toTaxBody,
} from './staff-form';

const general = {
  ...NEW_GENERAL,
  alias_id: 'NV001',
  full_name: 'Nguyễn Văn An',
  dob: dayjs('1990-05-17'),
  citize_id_card: '012345678901',
  phone_number: '+84901234567',
  status: 2,
  department_id: 3,
  role_id: 9,
  probation_start_date: dayjs('2024-01-02'),
  official_start_date: dayjs('2024-03-01'),
};
const salary = {
  ...NEW_SALARY,
  effective_date: dayjs('2024-01-02'),
  basic_salary: 12_000_000,
  allowances: [{ allowances_code: 'meal', allowances_name: 'Meal allowance', quantity: 500_000, allowance_method: 2 }],
};
const tax = {
  ...NEW_TAX,
  insurance_number: 'BH123',
  dependents: [{ full_name: 'Nguyễn Thị Hoa', relationship: 'Con gái', birth_date: dayjs('2015-06-01') }],
};

describe('staff form to bodies', () => {
  it('a new staff with the defaults is a body the server accepts (male, single, join, progressive, rate 100)', () => {
    const body = toCreateBody(general, salary, tax);
    const parsed = staffCreateBody.parse(body);
    expect(parsed).toMatchObject({
      form: 'staff',
      gender: 1,
      marital_status: MARITAL_STATUS.single,
      marital_id: null,
      dob: '1990-05-17',
      pay_config: { effective_date: '2024-01-02', basic_salary: 12_000_000, salary_rate: 100 },
      personal_income_tax: { insurance_status: 1, applicable_tax_type: 2, insurance_number: 'BH123' },
      dependents: [{ full_name: 'Nguyễn Thị Hoa', birth_date: '2015-06-01', profession: null }],
    });
  });

  it('sends the spouse only when married', () => {
    expect(toGeneralBody({ ...general, marital_id: 7 }).marital_id).toBeNull();
    expect(toGeneralBody({ ...general, marital_status: MARITAL_STATUS.married, marital_id: 7 }).marital_id).toBe(7);
  });

  it('not joining insurance sends no number nor contribution salary', () => {
    const body = toTaxBody({ ...tax, insurance_status: INSURANCE_STATUS.not_join, insurance_contribution_salary: 5 });
    expect(body.personal_income_tax).toMatchObject({ insurance_number: null, insurance_contribution_salary: null });
    expect(staffIncomeTaxBody.safeParse({ ...body, version: 1 }).success).toBe(true);
  });

  it('a rate typed with a decimal comma reaches the server as the contract reads it', () => {
    const body = toSalaryBody({ ...salary, salary_rate: '99,5' });
    expect(staffSalaryBody.parse({ ...body, version: 1 }).pay_config.salary_rate).toBe(99.5);
  });

  it('the general tab of a saved record goes back unchanged (with its version)', () => {
    const record = {
      id: 5,
      alias_id: 'NV001',
      full_name: 'Nguyễn Văn An',
      gender: 1,
      dob: '1990-05-17',
      citize_id_card: '012345678901',
      phone_number: '+84901234567',
      email: null,
      status: 2,
      department_id: 3,
      role_id: 9,
      marital_status: 2,
      marital_id: 8,
      official_start_date: '2024-03-01',
      probation_start_date: null,
      termination_date: null,
      bank_name: null,
      bank_account_number: null,
      version: 4,
    } as unknown as StaffRecord;
    const body = { ...toGeneralBody(recordToGeneral(record)), version: record.version };
    expect(staffBaseBody.parse(body)).toMatchObject({ marital_id: 8, official_start_date: '2024-03-01', version: 4 });
  });

  it('keeps pay-class fields absent when the server did not send them', () => {
    const record = { id: 5, alias_id: 'X', full_name: 'Ab Cd', status: 1, department_id: 1, role_id: 9 } as StaffRecord;
    const values = recordToGeneral(record);
    expect('citize_id_card' in values).toBe(false);
    expect('bank_name' in values).toBe(false);
    expect(seesPay(record)).toBe(false);
    expect(seesPay({ ...record, pay_config: null, personal_income_tax: null })).toBe(true);
    // The save of such a reader sends none of them (the server keeps the stored ones) and still parses.
    const edit = { ...toGeneralEdit(values, false), version: 3 };
    expect(Object.keys(edit).filter((key) => PAY_CLASS_GENERAL.includes(key as never))).toEqual([]);
    expect(staffBaseBody.safeParse({ ...edit, dob: '1990-01-01', phone_number: '0901234567' }).success).toBe(true);
    expect(toGeneralEdit(values, true)).toHaveProperty('citize_id_card', '');
  });

  it('a saved pay configuration and tax profile fill their tabs; the next save applies from today', () => {
    const today = dayjs('2026-11-26');
    const record = {
      pay_config: { effective_date: '2024-01-02', basic_salary: 9, salary_rate: 90.5, allowances: salary.allowances },
      personal_income_tax: {
        insurance_status: 0,
        insurance_number: null,
        dependents: [{ ...tax.dependents[0], birth_date: '2015-06-01' }],
      },
    } as unknown as StaffRecord;
    expect(recordToSalary(record, today)).toMatchObject({ effective_date: today, basic_salary: 9, salary_rate: 90.5 });
    const taxValues = recordToTax(record, today);
    expect(taxValues.insurance_status).toBe(0);
    expect(taxValues.dependents?.[0]?.birth_date?.format('YYYY-MM-DD')).toBe('2015-06-01');
  });

  it('the inline row edit sends the written required fields', () => {
    const user = {
      id: 1,
      name: 'Lê Văn Bình',
      department_id: 2,
      role_id: 9,
      gender: 1,
      basic_salary: 8_000_000,
      phone_number: '0901',
      version: 3,
    } as UserItem;
    expect(staffRowBody.parse(toRowBody(rowToValues(user), user.version))).toMatchObject({
      form: 'staff',
      full_name: 'Lê Văn Bình',
      basic_salary: 8_000_000,
      version: 3,
    });
    expect(staffRowBody.safeParse(toRowBody({ ...rowToValues(user), full_name: 'A1' }, 3)).success).toBe(false);
  });

  it('a predefined allowance code fills name, amount and method', () => {
    expect(allowanceFromCode('nc', (code) => `name of ${code}`)).toEqual({
      allowances_code: 'nc',
      allowances_name: 'name of nc',
      quantity: 150_000,
      allowance_method: 1,
    });
    expect(allowanceFromCode('nope', String)).toBeUndefined();
  });
});

describe('which tab an error belongs to', () => {
  it('each duplicate code switches to its tab', () => {
    expect(tabOfError('duplicate_alias_id', ['alias_id'])).toBe('general');
    expect(tabOfError('duplicate_citize_id_card', ['citize_id_card'])).toBe('general');
    expect(tabOfError('duplicate_phone_number', [])).toBe('general');
    expect(tabOfError('duplicate_email', [])).toBe('general');
    expect(tabOfError('duplicate_insurance_number', [])).toBe('tax');
    expect(tabOfError('duplicate_personal_tax_code', [])).toBe('tax');
  });

  it('other errors go to the tab of their first field', () => {
    expect(tabOfError('invalid_input', ['pay_config.effective_date', 'dob'])).toBe('salary');
    expect(tabOfPath('allowances.0.quantity')).toBe('salary');
    expect(tabOfPath('dependents.1.full_name')).toBe('tax');
    expect(tabOfPath('personal_income_tax.insurance_number')).toBe('tax');
    expect(tabOfPath('termination_date')).toBe('general');
    expect(tabOfError('stale_version', ['version'])).toBeUndefined();
  });

  it('server paths become the tab form names', () => {
    expect(formPathOf('personal_income_tax.insurance_number')).toEqual(['insurance_number']);
    expect(formPathOf('pay_config.basic_salary')).toEqual(['basic_salary']);
    expect(formPathOf('allowances.2.quantity')).toEqual(['allowances', 2, 'quantity']);
    expect(formPathOf('alias_id')).toEqual(['alias_id']);
  });
});

describe('work histories', () => {
  const today = '2026-11-26';
  const entry = (start_date: string, end_date: string | null) => ({ start_date, end_date });

  it('active: starts in the future, has no end, or ends today or later; past ones are view-only', () => {
    expect(historyEditable(entry('2027-01-01', '2027-02-01'), today)).toBe(true);
    expect(historyEditable(entry('2020-01-01', null), today)).toBe(true);
    expect(historyEditable(entry('2020-01-01', today), today)).toBe(true);
    expect(historyEditable(entry('2020-01-01', '2026-11-25'), today)).toBe(false);
  });

  it('the first history is prefilled "joined the company" on the official start date; later ones start empty', () => {
    const first = newHistoryValues([], '2024-03-01', 'Joined the company');
    expect(first.title).toBe('Joined the company');
    expect(first.start_date?.format('YYYY-MM-DD')).toBe('2024-03-01');
    expect(newHistoryValues([{ id: 1 } as WorkHistoryItem], '2024-03-01', 'Joined')).toEqual({});
  });
});
