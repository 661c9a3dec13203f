import { Readable } from 'node:stream';
import { deserialize, serialize } from 'node:v8';
import {
  can,
  companyToday,
  fieldLabel,
  type FieldIssue,
  issueText,
  type Language,
  MARITAL_STATUS,
  payConfigBody,
  STAFF_IMPORT_MAX_ROWS,
  type StaffImportError,
  type StaffImportReport,
  type StaffBaseBody,
  staffBaseBody,
  staffCreateBody,
  taxProfileBody,
  translate,
} from '@hr/contracts';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { AppError, forbidden } from '../../lib/errors';
import { readFirstSheet } from '../../lib/excel';
import type { CellValue } from '../../lib/xlsx-reader';
import { type FileStorage, fileStorage } from '../../lib/files';
import { defineJob, type JobContext, JobFailure, type Jobs } from '../../lib/jobs/index';
import type { Actor } from '../../types';
import { nextTurn, ROWS_A_TURN, type RowPlan, saveStaffRows } from './staff.batch';
import { type SheetRow, staffRepository } from './staff.repository';
import { columnOfHeader, headerOf, parseCell, type SheetColumn } from './staff.sheet';

/**
 * The staff import (docs/staff-io.md): an .xlsx in the staff sheet's layout (the export's), checked row by row with
 * the staff forms' own rules and applied all or nothing. The route refuses what it can see at once (type by
 * content, size, foreign or missing columns, no rows, too many); the job checks every row with the forms' schemas,
 * then saves them all in one transaction with the forms' rules over all rows at once (staff.batch.ts: the same
 * refusals, duplicate checks, versions and audit rows in a few statements), and on any refused row writes nothing.
 * Its result file is the report the import screen shows.
 */

export const REPORT_FILE = 'staff_import_result.json';
/** Columns a file must have (the rest may be left out: a new person's pay columns are then reported per row). */
const REQUIRED = ['alias_id', 'full_name', 'gender', 'dob', 'phone_number', 'department', 'position', 'status'];
const CHECKING = 'staff.jobs.import_checking';

const fileError = (status: number, code: string, params: Record<string, unknown> = {}) =>
  new AppError(status, code, `errors.${code}`, params);

export type Sheet = { columns: (SheetColumn | 'no' | undefined)[]; rows: { row: number; cells: CellValue[] }[] };

/**
 * The first sheet: its columns by header and its non-empty rows. Refuses a file that is not such a sheet. Read once,
 * by the route, in the workbook thread (lib/excel.ts `readFirstSheet`): the job reads what this returns.
 */
export async function readSheet(bytes: Buffer, lang: Language): Promise<Sheet> {
  // An .xlsx is a zip: "PK\3\4" first, whatever its name says.
  if (bytes.subarray(0, 4).toString('latin1') !== 'PK\u0003\u0004') throw fileError(422, 'import_file_type');
  const sheet = await readFirstSheet(bytes);
  if (!sheet) throw fileError(422, 'import_file_type');
  const header = sheet.rows[0]?.row === 1 ? sheet.rows[0].cells : [];
  const columns: Sheet['columns'] = [];
  const foreign: string[] = [];
  for (let i = 1; i <= sheet.columnCount; i += 1) {
    const text = header[i];
    const found = typeof text === 'string' ? columnOfHeader(text) : undefined;
    if (text !== undefined && !found) foreign.push(String(typeof text === 'object' ? '=' : text));
    columns[i] = found;
  }
  if (foreign.length > 0) throw fileError(422, 'import_foreign_columns', { columns: foreign.join(', ') });
  const keys = new Set(columns.map((c) => (c && c !== 'no' ? c.key : undefined)));
  const missing = REQUIRED.filter((key) => !keys.has(key));
  if (missing.length > 0)
    throw fileError(422, 'import_missing_columns', { columns: missing.map((k) => headerOf(lang, k)).join(', ') });
  const rows = sheet.rows.filter((r) => r.row > 1);
  if (rows.length > STAFF_IMPORT_MAX_ROWS) throw fileError(422, 'import_too_many_rows', { max: STAFF_IMPORT_MAX_ROWS });
  if (rows.length === 0) throw fileError(422, 'import_empty');
  return { columns, rows };
}

/** The sheet column a body field is written in (for the error list). */
function columnKeyOf(path: readonly PropertyKey[]): string {
  const nested = path[0] === 'pay_config' || path[0] === 'personal_income_tax';
  const field = String((nested ? path[1] : path[0]) ?? '');
  return field === 'department_id' ? 'department' : field === 'role_id' ? 'position' : field;
}

const defined = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/** Checks every row against the staff forms' rules: a plan per good row, the errors of the bad ones. */
async function planRows(db: Executor, sheet: Sheet, lang: Language, progress: (done: number) => Promise<void>) {
  const repo = staffRepository(db);
  const departments = await repo.departmentsByCode();
  const aliasColumn = sheet.columns.findIndex((c) => c !== undefined && c !== 'no' && c.key === 'alias_id');
  const aliases = sheet.rows.map((r) => r.cells[aliasColumn]).filter((a): a is string => typeof a === 'string');
  const existing = await repo.peopleByAlias(aliases);
  const stored = new Map<number, SheetRow>();
  const ids = [...existing.values()].map((p) => p.id);
  for (let start = 0; start < ids.length; start += 1_000)
    for (const row of await repo.sheetRows(ids.slice(start, start + 1_000), companyToday())) stored.set(row.id, row);
  const plans: RowPlan[] = [];
  const errors: StaffImportError[] = [];
  const seen = new Set<string>();
  const headerText = (key: string) => (key ? headerOf(lang, key) : '');
  for (const [index, { row, cells }] of sheet.rows.entries()) {
    if (index % ROWS_A_TURN === 0) {
      await nextTurn();
      await progress(index);
    }
    const rowErrors: StaffImportError[] = [];
    const v: Record<string, unknown> = {};
    sheet.columns.forEach((c, i) => {
      if (!c || c === 'no') return;
      const parsed = parseCell(c, cells[i], departments);
      if ('error' in parsed)
        rowErrors.push({
          row,
          column: headerText(c.key),
          message: translate(lang, parsed.error, { field: fieldLabel(lang, c.key) }),
        });
      else v[c.key] = parsed.value;
    });
    const alias = typeof v.alias_id === 'string' ? v.alias_id.toLowerCase() : undefined;
    if (alias && seen.has(alias))
      rowErrors.push({
        row,
        column: headerText('alias_id'),
        message: translate(lang, 'validation.staff.import_duplicate_row'),
      });
    if (alias) seen.add(alias);
    const general = defined({
      alias_id: v.alias_id,
      full_name: v.full_name,
      gender: v.gender,
      dob: v.dob,
      citize_id_card: v.citize_id_card,
      phone_number: v.phone_number,
      email: v.email ?? null,
      educational_level: v.educational_level ?? null,
      bank_name: v.bank_name ?? null,
      bank_account_number: v.bank_account_number ?? null,
      status: v.status,
      department_id: v.department,
      role_id: v.position,
      probation_start_date: v.probation_start_date ?? null,
      official_start_date: v.official_start_date ?? null,
      termination_date: v.termination_date ?? null,
      marital_status: v.marital_status,
      address: v.address ?? null,
    });
    const pay = defined({ effective_date: v.effective_date, basic_salary: v.basic_salary, salary_rate: v.salary_rate });
    const tax = defined({
      insurance_status: v.insurance_status,
      insurance_number: v.insurance_number ?? null,
      insurance_contribution_salary: v.insurance_contribution_salary ?? null,
      applicable_tax_type: v.applicable_tax_type,
      personal_tax_code: v.personal_tax_code ?? null,
      personal_deduction: v.personal_deduction ?? 0,
      union_member: v.union_member,
    });
    const issues: FieldIssue[] = [];
    const check = <T>(schema: z.ZodType<T>, input: unknown, prefix?: string): T | undefined => {
      const result = schema.safeParse(input);
      if (result.success) return result.data;
      for (const issue of result.error.issues)
        issues.push({ ...(issue as FieldIssue), path: prefix ? [prefix, ...issue.path] : issue.path });
      return undefined;
    };
    const person = alias ? existing.get(alias) : undefined;
    let plan: RowPlan | undefined;
    if (!person) {
      const body = check(staffCreateBody, {
        form: 'staff',
        ...general,
        marital_id: null,
        pay_config: pay,
        personal_income_tax: tax,
      });
      if (body) plan = { kind: 'create', row, body };
    } else {
      // A spouse is not in the sheet: a married person keeps theirs.
      const spouse = v.marital_status === MARITAL_STATUS.married ? person.marital_id : null;
      const base = check(staffBaseBody, { ...general, marital_id: spouse, version: person.version });
      const payBody = Object.keys(pay).length > 0 ? check(payConfigBody, pay, 'pay_config') : undefined;
      const taxBody = v.insurance_status !== undefined ? check(taxProfileBody, tax, 'personal_income_tax') : undefined;
      if (base) {
        const unchanged = sameGeneral(base, stored.get(person.id));
        plan = { kind: 'update', row, id: person.id, base: unchanged ? undefined : base, version: person.version };
        if (payBody) plan.pay = payBody;
        if (taxBody) plan.tax = taxBody;
      }
    }
    // A cell already refused by its own check is not reported again as missing.
    const refusedColumns = new Set(rowErrors.map((e) => e.column));
    for (const issue of issues) {
      const column = headerText(columnKeyOf(issue.path));
      if (refusedColumns.has(column)) continue;
      rowErrors.push({ row, column, message: issueText(lang, issue, issue.path.map(String).join('.')) });
    }
    if (rowErrors.length > 0) errors.push(...rowErrors);
    else if (plan) plans.push(plan);
  }
  return { plans, errors };
}

/** An AppError of one row as report lines: each field error under its column, else the message alone. */
function rowRefusal(error: AppError, row: number, lang: Language): StaffImportError[] {
  const fields = Object.entries(error.fieldErrors ?? {});
  if (fields.length === 0) return [{ row, column: '', message: translate(lang, error.messageKey, error.params) }];
  return fields.flatMap(([field, keys]) => {
    const key = columnKeyOf(field.split('.'));
    return keys.map((messageKey) => ({
      row,
      column: headerOf(lang, key),
      message: translate(lang, messageKey, { field: fieldLabel(lang, field) }),
    }));
  });
}

class RolledBack extends Error {}

/**
 * Saves every plan in one transaction (staff.batch.ts: the forms' rules over all rows at once, so the rules needing
 * the database, duplicates also between rows of the file, are checked too); any refused row, or rows already refused
 * by their own checks (`refused`), write nothing.
 */
async function applyPlans(db: Db, actor: Actor, plans: RowPlan[], lang: Language, today: string, refused: boolean) {
  let errors: StaffImportError[] = [];
  try {
    return await db.transaction(async (tx) => {
      // Rows already refused: the others are only checked (their errors are reported too), not written.
      const saved = await saveStaffRows(tx, actor, plans, today, { write: !refused });
      errors = saved.refused.flatMap(({ row, error }) => rowRefusal(error, row, lang));
      if (refused || errors.length > 0) throw new RolledBack();
      return { created: saved.created, updated: saved.updated, errors };
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
    return { created: 0, updated: 0, errors };
  }
}

/** Whether a row's general information is what is stored (a row exported and imported back unchanged). */
function sameGeneral(base: StaffBaseBody, row: SheetRow | undefined): boolean {
  if (!row) return false;
  const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);
  const payFields = ['citize_id_card', 'bank_name', 'bank_account_number'] as const;
  return (
    same(base.alias_id, row.alias_id) &&
    same(base.full_name.trim().replace(/\s+/g, ' '), row.full_name) &&
    same(base.gender, row.gender) &&
    same(base.dob, row.dob) &&
    same(base.phone_number, row.phone_number) &&
    same(base.email, row.email) &&
    same(base.role_id, row.role_id) &&
    same(base.status, row.status) &&
    same(base.department_id, row.department_id) &&
    same(base.marital_status, row.marital_status) &&
    same(base.address, row.address) &&
    same(base.educational_level, row.educational_level) &&
    same(base.probation_start_date, row.probation_start_date) &&
    same(base.official_start_date, row.official_start_date) &&
    same(base.termination_date, row.termination_date) &&
    payFields.every((field) => base[field] === undefined || same(base[field], row[field]))
  );
}

async function runImport(file: string, context: JobContext) {
  const { db, lang } = context;
  const storage = fileStorage(context.config.dataDir);
  try {
    const person = context.startedBy === null ? undefined : await staffRepository(db).person(context.startedBy);
    if (!person || person.deleted_at) throw new JobFailure('jobs.errors.owner_gone');
    if (!can(person.role_id, 'staff.import')) throw forbidden();
    // The services act for the person who started the import, with their flags and scope as they are now.
    const actor: Actor = {
      id: person.id,
      role_id: person.role_id,
      department_id: person.department_id,
      tokenHash: '',
      session_id: 0,
    };
    const bytes = await storage.read('staff-imports', file);
    if (!bytes) throw new JobFailure('jobs.errors.failed');
    const sheet = deserialize(bytes) as Sheet;
    const total = sheet.rows.length;
    const today = companyToday(context.config.COMPANY_TIME_ZONE);
    const checked = await planRows(db, sheet, lang, (done) =>
      context.progress((done / total) * 50, CHECKING, { done, total }),
    );
    await context.progress(50, CHECKING, { done: total, total });
    const refused = checked.errors.length > 0;
    const applied = await applyPlans(db, actor, checked.plans, lang, today, refused);
    const errors = [...checked.errors, ...applied.errors].sort((x, y) => x.row - y.row);
    const report: StaffImportReport = {
      applied: errors.length === 0,
      created: errors.length === 0 ? applied.created : 0,
      updated: errors.length === 0 ? applied.updated : 0,
      errors,
    };
    await context.resultFile(REPORT_FILE, 'application/json', Readable.from([JSON.stringify(report)]));
  } finally {
    await storage.remove('staff-imports', file);
  }
}

export const staffImportJob = defineJob({
  kind: 'staff-import',
  input: z.object({ file: z.string().regex(/^[a-f0-9]{32}\.sheet$/) }),
  expireInSeconds: 600,
  handler: ({ file }, context) => runImport(file, context),
});

/**
 * Reads the file at once (refusals are 4xx now, not failed jobs), keeps the sheet read for the job (node:v8's
 * serialization: dates stay dates) and starts it.
 */
export function staffImportStarter(files: FileStorage, jobs: Jobs) {
  return async (actor: Actor, bytes: Buffer, lang: Language) => {
    const sheet = await readSheet(bytes, lang);
    const file = await files.save('staff-imports', serialize(sheet), 'sheet');
    return jobs.send(staffImportJob, { file }, { startedBy: actor, lang });
  };
}
export type StaffImportStarter = ReturnType<typeof staffImportStarter>;
