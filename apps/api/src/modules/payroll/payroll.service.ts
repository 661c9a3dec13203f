import {
  companyToday,
  formatApiMonth,
  type Language,
  type PayrollListQuery,
  type PayrollPerson,
  type PayslipMonths,
} from '@hr/contracts';
import type { Db, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { Jobs } from '../../lib/jobs/index';
import { pageOf, pagedResult } from '../../lib/paging';
import type { Actor } from '../../types';
import { settingsRules } from '../settings/settings.api';
import { payrollRepository } from './payroll.repository';
import { assertRulesCover } from './payroll.rules';
import { payrollRunJob } from './payroll.run';
import { type Legend, readStored } from './payroll.stored';
import { payslipFileName, payslipPdf } from './payslip-pdf';

type SettingsRef = { id: number | null; effective_from: string };

/** Scalars of the inputs snapshot, for the person's detail (lists become counts). */
function inputFigures(inputs: object): Record<string, number | string | boolean | null> {
  const out: Record<string, number | string | boolean | null> = {};
  for (const [key, value] of Object.entries(inputs)) {
    if (Array.isArray(value)) out[`${key}_count`] = value.length;
    else if (value !== null && typeof value === 'object')
      for (const [k, v] of Object.entries(value as Record<string, unknown>))
        out[`${key}.${k}`] =
          typeof v === 'object' && v !== null ? JSON.stringify(v) : (v as number | string | boolean | null);
    else out[key] = value as number | string | boolean | null;
  }
  return out;
}

/** Refuses (422 `payroll_not_run`) a month that was never run: nothing to lock or export. */
export async function assertMonthRun(db: Executor, month: string) {
  if (!(await payrollRepository(db).hasRun(month)))
    throw new AppError(422, 'payroll_not_run', 'errors.payroll_not_run', { month: formatApiMonth(month) });
}

/** The monthly run, its results and the month's lock (docs/payroll.md "The run"). */
export function payrollService(db: Db, jobs: Jobs, timeZone: string) {
  const repo = payrollRepository(db);
  const assertRun = (month: string) => assertMonthRun(db, month);
  return {
    /** Starts a run as a job (202); a locked month is refused now, and again when the run writes. */
    async start(actor: Actor, body: { month: string; department_ids?: number[] | null }, lang: Language) {
      // The current month may be run (a preview); a month not begun has nothing to pay yet.
      if (body.month.slice(0, 7) > companyToday(timeZone).slice(0, 7))
        throw new AppError(422, 'payroll_month_future', 'errors.payroll_month_future', {
          month: formatApiMonth(body.month),
        });
      await settingsRules(db).assertMonthOpen(body.month);
      assertRulesCover(await settingsRules(db).inForce(body.month), body.month);
      return jobs.send(
        payrollRunJob,
        { month: body.month, department_ids: body.department_ids ?? null, timeZone },
        { startedBy: actor, lang },
      );
    },

    async month(q: PayrollListQuery) {
      const query = { ...q, month: q.month ?? `${companyToday(timeZone).slice(0, 7)}-01` };
      const page = pageOf(query);
      const [locked, runs, totals, list] = await Promise.all([
        settingsRules(db).isLocked(query.month),
        repo.runsOf(query.month),
        repo.totals(query.month),
        repo.page(query.month, { departmentId: query.department_id, keyword: query.keyword }, page.limit, page.offset),
      ]);
      return {
        month: query.month,
        locked,
        runs: runs.map((r) => ({
          id: r.id,
          month: r.month,
          department_ids: r.department_ids,
          people: r.people,
          gross: r.gross,
          net: r.net,
          employer_total: r.employer_total,
          created_at: r.created_at.toISOString(),
        })),
        totals,
        list: pagedResult(list.items, list.total, page),
      };
    },

    async person(month: string, userId: number): Promise<PayrollPerson> {
      const row = await repo.person(month, userId);
      if (!row) throw notFound();
      const { result, inputs } = readStored(row.legend as Legend | null, month, row.result, row.inputs);
      const settings = row.settings as {
        tax_insurance: SettingsRef;
        default_salary: SettingsRef;
        work_schedule: SettingsRef;
      };
      return {
        month,
        run_id: row.run_id,
        user_id: row.user_id,
        staff_id: row.staff_id,
        name: row.name,
        department_name: row.department_name,
        base_pay: row.base_pay,
        allowances: row.allowances,
        overtime_pay: row.overtime_pay,
        bonuses: row.bonuses,
        gross: row.gross,
        employee_insurance: row.employee_insurance,
        union_dues: row.union_dues,
        taxable_income: row.taxable_income,
        income_tax: row.income_tax,
        deductions: row.deductions,
        net: row.net,
        employer_total: row.employer_total,
        employer: result.employer,
        lines: result.lines.map((l) => ({ ...l, settings: l.settings ?? null })),
        inputs: inputFigures(inputs),
        settings,
      };
    },

    /** One's own payslip: the person's current result of a locked month; nothing before the month is locked. */
    /** The months of which one has a payslip: locked, and one's result in them (the payslip page offers only these). */
    async ownPayslipMonths(actor: Actor): Promise<PayslipMonths> {
      const locked = await settingsRules(db).lockedMonths();
      return { months: await repo.monthsWithResult(actor.id, locked) };
    },

    async ownPayslip(actor: Actor, month: string): Promise<PayrollPerson> {
      const unavailable = () =>
        new AppError(404, 'payslip_not_available', 'errors.payslip_not_available', { month: formatApiMonth(month) });
      if (!(await settingsRules(db).isLocked(month))) throw unavailable();
      return this.person(month, actor.id).catch((error: unknown) => {
        throw error instanceof AppError && error.statusCode === 404 ? unavailable() : error;
      });
    },

    /** One's own payslip as a PDF (refusals first: the stream starts only with a payslip to print). */
    async ownPayslipPdf(actor: Actor, month: string, lang: Language, onError: (error: unknown) => void) {
      const person = await this.ownPayslip(actor, month);
      return { stream: payslipPdf(person, lang, onError), name: payslipFileName(person) };
    },

    /** HR prints anyone's payslip of a month that was run, locked or not. */
    async personPayslipPdf(month: string, userId: number, lang: Language, onError: (error: unknown) => void) {
      const person = await this.person(month, userId);
      return { stream: payslipPdf(person, lang, onError), name: payslipFileName(person) };
    },

    /** Locks a month: no re-run, and attendance, orders and pay records of the month refuse changes. */
    async lock(actor: Actor, month: string) {
      // A lock refuses the month's check-ins and corrections: the month must be over (the kiosk would refuse people).
      if (month.slice(0, 7) >= companyToday(timeZone).slice(0, 7))
        throw new AppError(422, 'payroll_month_not_ended', 'errors.payroll_month_not_ended', {
          month: formatApiMonth(month),
        });
      // A month never run has no payroll to keep: locking it would only refuse its data and promise payslips.
      await assertRun(month);
      await db.transaction(async (tx) => {
        if (!(await settingsRules(tx).lockMonth(month, actor.id)))
          throw new AppError(409, 'payroll_already_locked', 'errors.payroll_already_locked', {
            month: formatApiMonth(month),
          });
        await audit(tx, {
          actorId: actor.id,
          action: 'payroll.lock',
          entity: 'payroll_lock',
          entityId: null,
          after: { month },
        });
      });
      return { month, locked: true };
    },

    async unlock(actor: Actor, month: string) {
      await db.transaction(async (tx) => {
        if (!(await settingsRules(tx).unlockMonth(month)))
          throw new AppError(409, 'payroll_not_locked', 'errors.payroll_not_locked', { month: formatApiMonth(month) });
        await audit(tx, {
          actorId: actor.id,
          action: 'payroll.unlock',
          entity: 'payroll_lock',
          entityId: null,
          before: { month },
        });
      });
      return { month, locked: false };
    },
  };
}
export type PayrollService = ReturnType<typeof payrollService>;
