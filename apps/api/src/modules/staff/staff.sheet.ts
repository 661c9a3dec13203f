import {
  type FieldClass,
  type Language,
  LANGUAGES,
  readScopeOf,
  ROLE_IDS,
  translate,
  WORKING_STATUSES,
} from '@hr/contracts';
import type { CellValue } from '../../lib/xlsx-reader';
import type { SheetRow } from './staff.repository';

/**
 * The staff sheet: the one layout of the staff export (Employee_List.xlsx) and the staff import (its template), so a
 * file exported can be edited and imported back. Headers in the reader's language (the import takes any of the
 * three); a choice is written "code - label" and read by its code; a department by its code ("PRD - Production").
 * Dates are YYYY-MM-DD texts, amounts whole VND. docs/staff-io.md.
 */

type Choice = { codes: readonly number[]; label: (lang: Language, code: number) => string };
const CHOICES = {
  gender: { codes: [0, 1, 2], label: (lang, code) => translate(lang, `users.genders.${code}`) },
  position: { codes: ROLE_IDS, label: (lang, code) => translate(lang, `users.roles.${code}`) },
  status: { codes: WORKING_STATUSES, label: (lang, code) => translate(lang, `staff.statuses.${code}`) },
  marital: { codes: [1, 2], label: (lang, code) => translate(lang, `staff.values.marital.${code}`) },
  insurance: { codes: [0, 1], label: (lang, code) => translate(lang, `staff.values.insurance.${code}`) },
  tax: { codes: [1, 2, 3, 4], label: (lang, code) => translate(lang, `staff.values.tax_types.${code}`) },
  yes_no: { codes: [0, 1], label: (lang, code) => translate(lang, `staff.values.yes_no.${code}`) },
} satisfies Record<string, Choice>;

type Kind = 'text' | 'date' | 'money' | 'rate' | 'department' | keyof typeof CHOICES;
export type SheetColumn = { key: string; fieldClass: FieldClass; kind: Kind; width: number };

const column = (key: string, fieldClass: FieldClass, kind: Kind = 'text', width = 18): SheetColumn => ({
  key,
  fieldClass,
  kind,
  width,
});

/** The columns in order (after "No."). Their classes are the record's (permissions.ts `STAFF_FIELD_CLASSES`). */
export const SHEET_COLUMNS: readonly SheetColumn[] = [
  column('alias_id', 'directory', 'text', 14),
  column('full_name', 'directory', 'text', 28),
  column('gender', 'personal', 'gender', 12),
  column('dob', 'personal', 'date', 14),
  column('phone_number', 'personal', 'text', 16),
  column('email', 'directory', 'text', 30),
  column('department', 'directory', 'department', 24),
  column('position', 'directory', 'position'),
  column('status', 'directory', 'status'),
  column('marital_status', 'personal', 'marital', 14),
  column('address', 'personal', 'text', 36),
  column('educational_level', 'personal'),
  column('probation_start_date', 'personal', 'date', 14),
  column('official_start_date', 'personal', 'date', 14),
  column('termination_date', 'personal', 'date', 14),
  column('citize_id_card', 'pay', 'text', 16),
  column('bank_name', 'pay'),
  column('bank_account_number', 'pay'),
  column('effective_date', 'pay', 'date', 14),
  column('basic_salary', 'pay', 'money', 16),
  column('salary_rate', 'pay', 'rate', 12),
  column('insurance_status', 'pay', 'insurance', 14),
  column('insurance_number', 'pay'),
  column('insurance_contribution_salary', 'pay', 'money', 16),
  column('applicable_tax_type', 'pay', 'tax'),
  column('personal_tax_code', 'pay'),
  column('personal_deduction', 'pay', 'money', 16),
  column('union_member', 'pay', 'yes_no', 12),
];

export const headerOf = (lang: Language, key: string) => translate(lang, `staff.sheet.${key}`);

/** The columns a reader's file holds: the classes they read about anyone but themselves (pay only for pay readers). */
export function columnsFor(roleId: number): SheetColumn[] {
  return SHEET_COLUMNS.filter((c) => {
    const scope = readScopeOf(roleId, c.fieldClass);
    return scope !== undefined && scope !== 'self';
  });
}

/** "code - label" texts, made once each: an export of 100,000 people writes six of them a row. */
const choiceTexts = new Map<string, string>();
function choiceText(lang: Language, kind: keyof typeof CHOICES, code: number | null | undefined): string | null {
  if (code === null || code === undefined) return null;
  const key = `${lang}:${kind}:${code}`;
  let text = choiceTexts.get(key);
  if (text === undefined) {
    text = `${code} - ${CHOICES[kind].label(lang, code)}`;
    choiceTexts.set(key, text);
  }
  return text;
}

/** The cells of one person (every column; the caller leaves out what the reader may not read). */
export function sheetCells(row: SheetRow, lang: Language): Record<string, string | number | null> {
  const department = row.department_code ? `${row.department_code} - ${row.department_name ?? ''}` : null;
  return {
    alias_id: row.alias_id,
    full_name: row.full_name,
    gender: choiceText(lang, 'gender', row.gender),
    dob: row.dob,
    phone_number: row.phone_number,
    email: row.email,
    department,
    position: choiceText(lang, 'position', row.role_id),
    status: choiceText(lang, 'status', row.status),
    marital_status: choiceText(lang, 'marital', row.marital_status),
    address: row.address,
    educational_level: row.educational_level,
    probation_start_date: row.probation_start_date,
    official_start_date: row.official_start_date,
    termination_date: row.termination_date,
    citize_id_card: row.citize_id_card,
    bank_name: row.bank_name,
    bank_account_number: row.bank_account_number,
    effective_date: row.effective_date,
    basic_salary: row.basic_salary,
    salary_rate: row.salary_rate,
    insurance_status: choiceText(lang, 'insurance', row.insurance_status),
    insurance_number: row.insurance_number,
    insurance_contribution_salary: row.insurance_contribution_salary,
    applicable_tax_type: choiceText(lang, 'tax', row.applicable_tax_type),
    personal_tax_code: row.personal_tax_code,
    personal_deduction: row.personal_deduction,
    union_member: row.union_member === null ? null : choiceText(lang, 'yes_no', row.union_member ? 1 : 0),
  };
}

/* ---------------------------------------------------------------- reading a file back */

/** Every header text of every column in the three languages (lower case, trimmed) -> the column. */
const BY_HEADER = new Map<string, SheetColumn | 'no'>();
for (const lang of LANGUAGES) {
  BY_HEADER.set(headerOf(lang, 'no').trim().toLowerCase(), 'no');
  for (const c of SHEET_COLUMNS) BY_HEADER.set(headerOf(lang, c.key).trim().toLowerCase(), c);
}
export const columnOfHeader = (header: string) => BY_HEADER.get(header.trim().toLowerCase());

const V = 'validation.staff.';
export type Parsed = { value: unknown } | { error: string };

const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * One cell for its column: the value the staff bodies take, or the message key of why not. Departments by code
 * (`departments`: lower-case code -> id).
 */
export function parseCell(c: SheetColumn, value: CellValue, departments: Map<string, number>): Parsed {
  if (value === undefined) return { value: undefined };
  if (typeof value === 'object' && 'formula' in value) return { error: `${V}import_formula` };
  switch (c.kind) {
    case 'text':
      return { value: value instanceof Date ? isoOf(value) : String(value) };
    case 'date': {
      if (value instanceof Date) return { value: isoOf(value) };
      const text = String(value);
      const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
      if (dmy) return { value: `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}` };
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? { value: text } : { error: `${V}import_date` };
    }
    case 'money': {
      const number = typeof value === 'number' ? value : Number(String(value).replace(/[\s.,]/g, ''));
      return Number.isSafeInteger(number) ? { value: number } : { error: `${V}import_number` };
    }
    case 'rate':
      // The body's rule reads "99,5" and 99.5 alike.
      return { value: typeof value === 'number' ? value : String(value) };
    case 'department': {
      const code = String(value).split(' - ')[0]!.trim().toLowerCase();
      const id = departments.get(code);
      return id === undefined ? { error: `${V}import_department` } : { value: id };
    }
    default: {
      const match = /^\s*(\d+)/.exec(String(typeof value === 'boolean' ? Number(value) : value));
      const code = match ? Number(match[1]) : Number.NaN;
      if (!(CHOICES[c.kind].codes as readonly number[]).includes(code)) return { error: `${V}import_choice` };
      return { value: c.kind === 'yes_no' ? code === 1 : code };
    }
  }
}
