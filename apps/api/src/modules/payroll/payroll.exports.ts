import { can, type Language, PAYROLL_EXPORT_FILES, readScopeOf, translate } from '@hr/contracts';
import { z } from 'zod';
import { forbidden } from '../../lib/errors';
import { type Column, type SheetSource, streamSheets, XLSX_TYPE } from '../../lib/excel';
import { defineJob, type JobContext, JobFailure, type Jobs } from '../../lib/jobs/index';
import type { Actor } from '../../types';
import type { Executor } from '../../db/client';
import { staffApi } from '../staff/staff.api';
import { payrollRepository } from './payroll.repository';
import { assertMonthRun } from './payroll.service';

/** Rows read per query while the file is written (keyset batches: memory stays flat for 100,000 people). */
const BATCH = 2000;
const WRITING = 'jobs.payroll_export.writing';

const PAYROLL_COLUMNS = [
  'base_pay',
  'untaken_leave_pay',
  'allowances',
  'overtime_pay',
  'bonuses',
  'gross',
  'social_insurance',
  'health_insurance',
  'unemployment_insurance',
  'employee_insurance',
  'union_dues',
  'taxable_income',
  'income_tax',
  'deductions',
  'net',
  'employer_total',
] as const;
const TOTAL_COLUMNS = ['gross', 'employee_insurance', 'income_tax', 'net', 'employer_total'] as const;

type File = (typeof PAYROLL_EXPORT_FILES)[number];
type Repo = ReturnType<typeof payrollRepository>;
type ExportRow = Awaited<ReturnType<Repo['exportBatch']>>[number];

/** Every current result of the month, by staff ID, a batch at a time. */
async function* resultsOf(repo: Repo, month: string): AsyncGenerator<ExportRow[]> {
  let after: { staff_id: string; user_id: number } | null = null;
  for (;;) {
    const batch = await repo.exportBatch(month, after, BATCH);
    if (batch.length === 0) return;
    yield batch;
    const last = batch.at(-1)!;
    after = { staff_id: last.staff_id, user_id: last.user_id };
  }
}

/**
 * Writes the month's payroll (every person's figures, then the totals by department) or the bank transfer sheet
 * (name, bank, account, net) on behalf of the person who started the job, as they are when it runs: the files hold
 * everyone's pay (and, for the transfer, bank data), so the starter must still hold `payroll.export` and read pay
 * (and personal data) company-wide.
 */
async function writeExport(month: string, file: File, context: JobContext) {
  const { db, lang } = context;
  const repo = payrollRepository(db);
  const person = context.startedBy === null ? null : await repo.starter(context.startedBy);
  if (!person) throw new JobFailure('jobs.errors.owner_gone');
  if (!mayExport(person.role_id, file)) throw forbidden();
  const totals = await repo.totals(month);
  const total = totals.reduce((sum, t) => sum + t.people, 0);
  const label = (key: string) => translate(lang, `payroll_export.${key}`);
  const column = (key: string, width = 16): Column => ({ header: label(key), key, width });
  await context.progress(0, WRITING, { done: 0, total });

  const departmentOf = (r: { department_name: string | null }) => r.department_name ?? label('no_department');
  // The bank data of a batch in one query (staff records belong to staff: read through its api).
  const shapeBatch = async (batch: ExportRow[], before: number): Promise<Record<string, unknown>[]> => {
    if (file === 'payroll') return batch.map((r, i) => ({ ...r, no: before + i + 1, department: departmentOf(r) }));
    const banks = new Map(
      (await staffApi(db).payrollNames(batch.map((r) => r.user_id))).map((b) => [b.user_id, b] as const),
    );
    return batch.map((r, i) => ({
      no: before + i + 1,
      staff_id: r.staff_id,
      name: r.name,
      bank_name: banks.get(r.user_id)?.bank_name ?? null,
      bank_account_number: banks.get(r.user_id)?.bank_account_number ?? null,
      net: r.net,
    }));
  };

  async function* rows() {
    let done = 0;
    for await (const batch of resultsOf(repo, month)) {
      for (const out of await shapeBatch(batch, done)) yield out;
      done += batch.length;
      // Up to 99: the last percent is the file being finished.
      await context.progress((done / Math.max(total, 1)) * 99, WRITING, { done, total });
    }
  }

  const sheets: SheetSource[] =
    file === 'payroll'
      ? [
          {
            name: label('payroll_sheet'),
            columns: [
              column('no', 8),
              column('staff_id'),
              column('name', 28),
              column('department', 22),
              ...PAYROLL_COLUMNS.map((k) => column(k)),
            ],
            rows,
          },
          {
            name: label('totals_sheet'),
            columns: [column('department', 28), column('people', 10), ...TOTAL_COLUMNS.map((k) => column(k))],
            rows: async function* () {
              for (const t of totals) yield { ...t, department: departmentOf(t) };
              const sum = (key: (typeof TOTAL_COLUMNS)[number]) => totals.reduce((s, t) => s + t[key], 0);
              yield {
                department: label('total'),
                people: total,
                ...Object.fromEntries(TOTAL_COLUMNS.map((k) => [k, sum(k)])),
              };
            },
          },
        ]
      : [
          {
            name: label('bank_sheet'),
            columns: [
              column('no', 8),
              column('staff_id'),
              column('name', 28),
              column('bank_name', 24),
              column('bank_account_number', 20),
              column('net'),
            ],
            rows,
          },
        ];
  const name = `${file === 'payroll' ? 'Payroll' : 'Bank_Transfer'}_${month.slice(0, 7)}.xlsx`;
  await context.resultFile(
    name,
    XLSX_TYPE,
    streamSheets(sheets, () => undefined),
  );
}

/** The files hold everyone's pay; the transfer sheet also bank data (personal): company-wide readers only. */
function mayExport(roleId: number, file: File): boolean {
  if (!can(roleId, 'payroll.export') || readScopeOf(roleId, 'pay') !== 'company') return false;
  return file === 'payroll' || readScopeOf(roleId, 'personal') === 'company';
}

export const payrollExportJob = defineJob({
  kind: 'payroll-export',
  input: z.object({ month: z.string(), file: z.enum(PAYROLL_EXPORT_FILES) }),
  expireInSeconds: 600,
  handler: ({ month, file }, context) => writeExport(month, file, context),
});

/** Starts an export as a job; a reader who may not have the file is refused now (403), not by a failed job. */
export function payrollExportStarter(db: Executor, jobs: Jobs) {
  return async (actor: Actor, body: { month: string; file: File }, lang: Language) => {
    if (!mayExport(actor.role_id, body.file)) throw forbidden();
    await assertMonthRun(db, body.month);
    return jobs.send(payrollExportJob, body, { startedBy: actor, lang });
  };
}
export type PayrollExportStarter = ReturnType<typeof payrollExportStarter>;
