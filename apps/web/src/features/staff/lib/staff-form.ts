import {
  type AllowanceBody,
  type AllowanceItem,
  type DependentBody,
  type DependentItem,
  INSURANCE_STATUS,
  isHistoryActive,
  MARITAL_STATUS,
  PREDEFINED_ALLOWANCES,
  STAFF_DEFAULTS,
  STAFF_SAVE_CODES,
  type StaffRecord,
  type StaffRowBody,
  type UserItem,
  type WorkHistoryItem,
} from '@hr/contracts';
import type { Dayjs } from 'dayjs';
import { fromIsoDate, toIsoDate } from '../../../lib/format';

/**
 * The staff form's values and the bodies the API takes (specification 001 sections 3 and 5; contracts staff.ts).
 * The form is one antd form per tab: general information, current salary, insurance and tax. Dates are pickers'
 * days in the form and ISO days in the bodies; a pay-class field the server did not send stays absent.
 */

/** The record's tabs: the contracts' (insurance and tax is 'tax' here, after its form) and the change log. */
export type StaffTab = 'general' | 'salary' | 'tax' | 'histories' | 'changes';

type Day = Dayjs | null | undefined;
type Text = string | null | undefined;

export type GeneralValues = {
  alias_id?: string;
  full_name?: string;
  gender?: number;
  dob?: Day;
  citize_id_card?: Text;
  phone_number?: Text;
  email?: Text;
  educational_level?: Text;
  bank_name?: Text;
  bank_account_number?: Text;
  status?: number;
  department_id?: number | null;
  role_id?: number;
  probation_start_date?: Day;
  official_start_date?: Day;
  termination_date?: Day;
  marital_status?: number;
  marital_id?: number | null;
  address?: Text;
};

export type AllowanceRow = {
  allowances_code?: string;
  allowances_name?: Text;
  quantity?: number | null;
  allowance_method?: number;
  note?: Text;
};

export type SalaryValues = {
  effective_date?: Day;
  basic_salary?: number | null;
  /** A number, or the text typed ("99,5"): the contract reads the comma. */
  salary_rate?: number | string | null;
  allowances?: AllowanceRow[];
};

export type DependentRow = { full_name?: string; relationship?: string; birth_date?: Day; profession?: Text };

export type TaxValues = {
  effective_date?: Day;
  insurance_status?: number;
  insurance_number?: Text;
  insurance_contribution_salary?: number | null;
  applicable_tax_type?: number;
  personal_tax_code?: Text;
  personal_deduction?: number | null;
  union_member?: boolean;
  hazardous_work?: number;
  tax_resident?: boolean;
  dependents?: DependentRow[];
};

/** Defaults of a new staff (specification 001 section 3): male, single. */
export const NEW_GENERAL: GeneralValues = {
  gender: STAFF_DEFAULTS.gender,
  marital_status: STAFF_DEFAULTS.marital_status,
};
/** A new pay configuration: rate 100 %, no allowances. */
export const NEW_SALARY: SalaryValues = { salary_rate: STAFF_DEFAULTS.salary_rate, allowances: [] };
/** A new insurance and tax profile: joining insurance, progressive tax, resident, no dependents. */
export const NEW_TAX: TaxValues = {
  insurance_status: STAFF_DEFAULTS.insurance_status,
  applicable_tax_type: STAFF_DEFAULTS.applicable_tax_type,
  personal_deduction: 0,
  union_member: false,
  hazardous_work: 0,
  tax_resident: true,
  dependents: [],
};

const text = (value: Text): string | null => (value === undefined || value === null ? null : value);
const date = (value: Day): string | null => toIsoDate(value ?? undefined) ?? null;

/** The general information tab as the API takes it (without `version`); the spouse only when married. */
export function toGeneralBody(values: GeneralValues) {
  return {
    alias_id: values.alias_id ?? '',
    full_name: values.full_name ?? '',
    gender: values.gender as 0 | 1 | 2,
    dob: date(values.dob) ?? '',
    citize_id_card: values.citize_id_card ?? '',
    phone_number: values.phone_number ?? '',
    email: text(values.email),
    educational_level: text(values.educational_level),
    bank_name: text(values.bank_name),
    bank_account_number: text(values.bank_account_number),
    status: values.status as number,
    department_id: values.department_id as number,
    role_id: values.role_id as number,
    probation_start_date: date(values.probation_start_date),
    official_start_date: date(values.official_start_date),
    termination_date: date(values.termination_date),
    marital_status: values.marital_status as number,
    marital_id: values.marital_status === MARITAL_STATUS.married ? (values.marital_id ?? null) : null,
    address: text(values.address),
  };
}

/**
 * A saved record's general tab: citizen ID and bank only for a reader who sees the person's pay class; anyone else
 * never got them, sends none, and the server keeps the stored ones.
 */
export function toGeneralEdit(values: GeneralValues, withPay: boolean) {
  const body = toGeneralBody(values);
  if (withPay) return body;
  const { citize_id_card: _id, bank_name: _bank, bank_account_number: _account, ...withoutPay } = body;
  return withoutPay;
}

const allowanceBody = (row: AllowanceRow): AllowanceBody => ({
  allowances_code: row.allowances_code ?? '',
  allowances_name: text(row.allowances_name),
  quantity: row.quantity as number,
  allowance_method: row.allowance_method,
  note: text(row.note),
});

/** The salary tab as the API takes it: the pay configuration and its allowances. */
export function toSalaryBody(values: SalaryValues) {
  return {
    pay_config: {
      effective_date: date(values.effective_date) ?? '',
      basic_salary: values.basic_salary as number,
      salary_rate: (values.salary_rate ?? STAFF_DEFAULTS.salary_rate) as number,
    },
    allowances: (values.allowances ?? []).map(allowanceBody),
  };
}

const dependentBody = (row: DependentRow): DependentBody => ({
  full_name: row.full_name ?? '',
  relationship: row.relationship ?? '',
  birth_date: date(row.birth_date) ?? '',
  profession: text(row.profession),
});

/** The insurance and tax tab as the API takes it; not joining sends no insurance number nor contribution salary. */
export function toTaxBody(values: TaxValues) {
  const joining = values.insurance_status !== INSURANCE_STATUS.not_join;
  return {
    personal_income_tax: {
      effective_date: date(values.effective_date),
      insurance_status: (values.insurance_status ?? STAFF_DEFAULTS.insurance_status) as 0 | 1,
      insurance_number: joining ? text(values.insurance_number) : null,
      insurance_contribution_salary: joining ? (values.insurance_contribution_salary ?? null) : null,
      applicable_tax_type: (values.applicable_tax_type ?? STAFF_DEFAULTS.applicable_tax_type) as 1 | 2 | 3 | 4,
      personal_tax_code: text(values.personal_tax_code),
      personal_deduction: values.personal_deduction as number,
      union_member: values.union_member ?? false,
      hazardous_work: (values.hazardous_work ?? 0) as 0 | 1 | 2,
      tax_resident: values.tax_resident ?? true,
    },
    dependents: (values.dependents ?? []).map(dependentBody),
  };
}

/** `POST /users` with the staff form: every tab in one body. */
export function toCreateBody(general: GeneralValues, salary: SalaryValues, tax: TaxValues) {
  return { form: 'staff' as const, ...toGeneralBody(general), ...toSalaryBody(salary), ...toTaxBody(tax) };
}

/** What the general tab shows of a saved record; pay-class fields the reader may not see stay absent. */
export function recordToGeneral(record: StaffRecord): GeneralValues {
  const values: GeneralValues = {
    alias_id: record.alias_id,
    full_name: record.full_name ?? record.name,
    gender: record.gender,
    dob: fromIsoDate(record.dob),
    phone_number: record.phone_number ?? undefined,
    email: record.email ?? undefined,
    educational_level: record.educational_level ?? undefined,
    status: record.status,
    department_id: record.department_id,
    role_id: record.role_id,
    probation_start_date: fromIsoDate(record.probation_start_date),
    official_start_date: fromIsoDate(record.official_start_date),
    termination_date: fromIsoDate(record.termination_date),
    marital_status: record.marital_status ?? STAFF_DEFAULTS.marital_status,
    marital_id: record.marital_id ?? null,
    address: record.address ?? undefined,
  };
  for (const field of PAY_CLASS_GENERAL)
    if (field in record) values[field] = (record[field] as string | null | undefined) ?? undefined;
  return values;
}

/** Fields of the general tab in the pay class: absent for readers without the pay-view flag. */
export const PAY_CLASS_GENERAL = ['citize_id_card', 'bank_name', 'bank_account_number'] as const;

/** Whether the server sent the record's pay class (salary, allowances, insurance and tax). */
export const seesPay = (record: StaffRecord | undefined): boolean =>
  record !== undefined && 'pay_config' in record && 'personal_income_tax' in record;

const allowanceRow = (item: AllowanceItem): AllowanceRow => ({ ...item });

/**
 * The salary tab of a saved record: the configuration in force, its effective date replaced by today for the next
 * save (a save appends a new configuration; the history keeps the old one).
 */
export function recordToSalary(record: StaffRecord, today: Day): SalaryValues {
  const config = record.pay_config;
  if (!config) return { ...NEW_SALARY, effective_date: today };
  return {
    effective_date: today,
    basic_salary: config.basic_salary,
    salary_rate: config.salary_rate,
    allowances: (config.allowances ?? record.allowances ?? []).map(allowanceRow),
  };
}

const dependentRow = (item: DependentItem): DependentRow => ({ ...item, birth_date: fromIsoDate(item.birth_date) });

/** The insurance and tax tab of a saved record (the profile in force; the next save applies from today). */
export function recordToTax(record: StaffRecord, today: Day): TaxValues {
  const profile = record.personal_income_tax;
  if (!profile) return { ...NEW_TAX, effective_date: today };
  return {
    effective_date: today,
    insurance_status: profile.insurance_status,
    insurance_number: profile.insurance_number ?? undefined,
    insurance_contribution_salary: profile.insurance_contribution_salary,
    applicable_tax_type: profile.applicable_tax_type,
    personal_tax_code: profile.personal_tax_code ?? undefined,
    personal_deduction: profile.personal_deduction,
    union_member: profile.union_member,
    hazardous_work: profile.hazardous_work,
    tax_resident: profile.tax_resident,
    dependents: (profile.dependents ?? record.dependents ?? []).map(dependentRow),
  };
}

/** A predefined allowance picked by its code: its amount and method, and its name in the reader's language. */
export function allowanceFromCode(code: string, name: (code: string) => string): AllowanceRow | undefined {
  const found = PREDEFINED_ALLOWANCES.find((allowance) => allowance.code === code);
  if (!found) return undefined;
  return { allowances_code: code, allowances_name: name(code), quantity: found.amount, allowance_method: found.method };
}

const GENERAL_FIELDS = new Set([
  'alias_id',
  'full_name',
  'gender',
  'dob',
  'citize_id_card',
  'phone_number',
  'email',
  'educational_level',
  'bank_name',
  'bank_account_number',
  'status',
  'department_id',
  'role_id',
  'probation_start_date',
  'official_start_date',
  'termination_date',
  'marital_status',
  'marital_id',
  'address',
  'username',
]);

/**
 * The tab of each save code (specification 001 section 8: the field error, this tab, a toast), from the contracts'
 * table; `duplicate_username` (the user form's) lands on the staff ID like `duplicate_alias_id`.
 */
const CODE_TABS: Record<string, StaffTab> = {
  duplicate_username: 'general',
  ...Object.fromEntries(
    Object.entries(STAFF_SAVE_CODES).map(([code, { tab }]) => [code, tab === 'insurance_tax' ? 'tax' : tab]),
  ),
};

/** The tab a server field path ('pay_config.effective_date', 'dependents.0.full_name') belongs to. */
export function tabOfPath(path: string): StaffTab | undefined {
  const [head] = path.split('.');
  if (head === undefined) return undefined;
  if (GENERAL_FIELDS.has(head)) return 'general';
  if (head === 'pay_config' || head === 'allowances') return 'salary';
  if (head === 'personal_income_tax' || head === 'dependents') return 'tax';
  return undefined;
}

/** The tab an error code or, failing that, its first field error points to. */
export function tabOfError(code: string | undefined, paths: string[]): StaffTab | undefined {
  if (code && CODE_TABS[code]) return CODE_TABS[code];
  for (const path of paths) {
    const tab = tabOfPath(path);
    if (tab) return tab;
  }
  return undefined;
}

/**
 * A server field path as its tab's form names it: the tax profile's and the pay configuration's fields stand at the
 * top of their tab's form ('personal_income_tax.insurance_number' is 'insurance_number'); list rows keep their index.
 */
export function formPathOf(path: string): (string | number)[] {
  const parts = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return parts[0] === 'pay_config' || parts[0] === 'personal_income_tax' ? parts.slice(1) : parts;
}

/** The staff list's inline row edit: the values the row starts from. */
export type RowValues = {
  full_name?: string;
  department_id?: number | null;
  role_id?: number;
  gender?: number;
  basic_salary?: number | null;
  phone_number?: Text;
};

export const rowToValues = (user: UserItem): RowValues => ({
  full_name: user.name,
  department_id: user.department_id,
  role_id: user.role_id,
  gender: user.gender,
  basic_salary: user.basic_salary ?? null,
  phone_number: user.phone_number ?? undefined,
});

/** `PUT /users/{id}` with the staff form: the row edit's body. */
export const toRowBody = (values: RowValues, version: number): StaffRowBody => ({
  form: 'staff',
  full_name: values.full_name ?? '',
  department_id: values.department_id as number,
  role_id: values.role_id as number,
  gender: values.gender as 0 | 1 | 2,
  basic_salary: values.basic_salary as number,
  phone_number: values.phone_number ?? '',
  version,
});

/** Specification 001 section 4: quick edit and delete only for an active history (the server says the same). */
export const historyEditable = (entry: Pick<WorkHistoryItem, 'start_date' | 'end_date'>, today: string): boolean =>
  isHistoryActive(entry, today);

/** The first history of a person is prefilled: the title "joined the company" and the official start date. */
export function newHistoryValues(
  histories: readonly WorkHistoryItem[],
  officialStart: string | null | undefined,
  joinedTitle: string,
): { title?: string; start_date?: Day } {
  if (histories.length > 0) return {};
  return { title: joinedTitle, start_date: fromIsoDate(officialStart) };
}

export { STATUS_COLORS } from './staff-status';

/** A work history's form (title, start, end, note). */
export type HistoryValues = { title?: string; start_date?: Day; end_date?: Day; note?: Text };

export const historyToValues = (entry: WorkHistoryItem): HistoryValues => ({
  title: entry.title,
  start_date: fromIsoDate(entry.start_date),
  end_date: fromIsoDate(entry.end_date),
  note: entry.note ?? undefined,
});

/** `POST /user/history` (with the person) or `PUT /user/history/{id}` (with the version) without those. */
export const toHistoryFields = (values: HistoryValues) => ({
  title: values.title ?? '',
  start_date: date(values.start_date) ?? '',
  end_date: date(values.end_date),
  note: text(values.note),
});
