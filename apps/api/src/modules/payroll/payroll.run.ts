import type { PayConfigItem, TaxProfileItem, WorkingDayItem } from '@hr/contracts';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { defineJob, type JobContext } from '../../lib/jobs/index';
import { attendanceApi } from '../attendance/attendance.api';
import { type MonthOrder, payrollDataApi } from '../payroll-data/payroll-data.api';
import { settingsRules } from '../settings/settings.api';
import type { AllowanceComponent } from '../salary-components/salary-components.api';
import { staffApi } from '../staff/staff.api';
import { lastOfMonth } from './engine/calendar';
import { computeMonth } from './engine/month';
import type { DayInput, MonthRules, PayResult, PersonMonthInput } from './engine/types';
import { allowanceComponents, allowanceInput } from './payroll.allowances';
import { type LeavePay, monthLeave } from './payroll.leave';
import { payrollRepository, type ResultValues } from './payroll.repository';

/** People read and computed per batch: a handful of queries per batch, never one per person. */
const BATCH = 2000;
const COMPUTING = 'jobs.payroll_run.computing';
const WRITING = 'jobs.payroll_run.writing';

/** Attendance's stored day as the engine counts it; a leave day at its leave type's rate (payroll.leave.ts). */
function dayOf(d: WorkingDayItem, leave: LeavePay | undefined): DayInput {
  const overtime: DayInput['overtime'] = {};
  for (const [type, minutes] of Object.entries(d.overtime)) if (minutes > 0) overtime[Number(type) as 1] = minutes;
  const kind: DayInput['kind'] =
    d.status === 'absent'
      ? 'unpaid'
      : d.status === 'leave'
        ? 'leave'
        : d.status === 'holiday'
          ? 'holiday'
          : d.status === 'rest_day'
            ? 'rest'
            : 'work';
  return { date: d.work_date, kind, leave_rate: 100, ...leave, late_minutes: d.late_minutes, overtime };
}

const payPeriod = (p: PayConfigItem, components: Map<string, AllowanceComponent>) => ({
  effective_date: p.effective_date,
  basic_salary: p.basic_salary,
  salary_rate: p.salary_rate,
  allowances: p.allowances.map((a) => allowanceInput(a, components)),
});

const profileOf = (t: TaxProfileItem | undefined, married: boolean): PersonMonthInput['profile'] => ({
  insured: t ? t.insurance_status === 1 : false,
  contribution_salary: t?.insurance_contribution_salary ?? null,
  tax_type: (t?.applicable_tax_type ?? 2) as 1 | 2 | 3 | 4,
  dependants: t?.dependents.length ?? 0,
  union_member: t?.union_member ?? false,
  resident: t?.tax_resident ?? true,
  married,
});

export type RunInput = { month: string; department_ids: number[] | null };
type Computed = { rows: ResultValues[]; rules: MonthRules };

/**
 * Computes a month for everyone the run covers: the settings versions of the month once, then per batch of people
 * their pay configurations, profiles, stored days and orders in a few set-based reads, and the engine for each.
 */
export async function computeRun(
  db: Executor,
  input: RunInput,
  options: { timeZone: string; progress?: (done: number, total: number) => Promise<void> },
): Promise<Computed> {
  const from = input.month;
  const to = lastOfMonth(input.month);
  const rulesApi = settingsRules(db);
  const rules: MonthRules = await rulesApi.inForce(from);
  const holidays = (await rulesApi.holidaysBetween(from, to)).flatMap((h) =>
    [h.date, h.day_off_in_lieu].filter((d): d is string => d !== null && d >= from && d <= to),
  );
  const staff = staffApi(db);
  const people = await staff.payrollPeople(from, to, input.department_ids);
  const regions = new Map<number | null, 1 | 2 | 3 | 4>();
  for (const id of new Set(people.map((p) => p.department_id))) regions.set(id, await rulesApi.regionFor(id, from));
  const components = await allowanceComponents(db);
  const leave = await monthLeave(db, from, to, { timeZone: options.timeZone, schedule: rules.work_schedule.data });
  const rows: ResultValues[] = [];
  for (let i = 0; i < people.length; i += BATCH) {
    const batch = people.slice(i, i + BATCH);
    const ids = batch.map((p) => p.user_id);
    const [pay, tax, days, orders, leaveDays] = await Promise.all([
      staff.payWithinMany(ids, from, to),
      staff.taxInForceMany(ids, to),
      attendanceApi(db, { timeZone: options.timeZone }).days(ids, from, to),
      payrollDataApi(db).ordersOfMonth(from, ids),
      leave.ofBatch(ids),
    ]);
    const daysOf = new Map<number, WorkingDayItem[]>();
    for (const d of days) daysOf.set(d.user_id, [...(daysOf.get(d.user_id) ?? []), d]);
    const untaken = await leave.untakenOf(batch, (id) => tax.get(id)?.hazardous_work ?? 0);
    const ordersOf = new Map<number, MonthOrder[]>();
    for (const o of orders) ordersOf.set(o.user_id, [...(ordersOf.get(o.user_id) ?? []), o]);
    for (const person of batch) {
      const stored = daysOf.get(person.user_id);
      const input_: PersonMonthInput = {
        month: from,
        rules,
        holidays,
        pay: (pay.get(person.user_id) ?? []).map((p) => payPeriod(p, components)),
        start_date: person.start_date,
        end_date: person.end_date,
        days: stored ? stored.map((d) => dayOf(d, leaveDays.get(`${d.user_id} ${d.work_date}`))) : null,
        untaken_leave_days: untaken.get(person.user_id)?.days ?? 0,
        untaken_leave: untaken.get(person.user_id),
        profile: profileOf(tax.get(person.user_id), person.marital_status === 2),
        region: regions.get(person.department_id) ?? rules.tax_insurance.data.company_region,
        orders: ordersOf.get(person.user_id) ?? [],
      };
      const result: PayResult = computeMonth(input_);
      rows.push({
        month: from,
        user_id: person.user_id,
        department_id: person.department_id,
        base_pay: result.base_pay,
        allowances: result.allowances,
        overtime_pay: result.overtime_pay,
        bonuses: result.bonuses,
        gross: result.gross,
        employee_insurance: result.employee_insurance,
        union_dues: result.union_dues,
        taxable_income: result.taxable_income,
        income_tax: result.income_tax,
        deductions: result.deductions,
        net: result.net,
        employer_total: result.employer.total,
        result,
        // The snapshot explains a figure later, whatever changes in the settings or the records.
        inputs: {
          pay: input_.pay,
          profile: input_.profile,
          region: input_.region,
          start_date: input_.start_date,
          end_date: input_.end_date,
          days: stored ? stored.length : null,
          holidays,
          orders: input_.orders,
        },
      });
    }
    await options.progress?.(Math.min(people.length, i + BATCH), people.length);
  }
  return { rows, rules };
}

const ref = (v: { id: number | null; effective_from: string }) => ({ id: v.id, effective_from: v.effective_from });

/**
 * Writes a computed run in one transaction, refused when the month is locked meanwhile: the run and all its results,
 * or nothing (a failure at the last row leaves the previous state).
 */
export async function writeRun(db: Db, input: RunInput, computed: Computed, startedBy: number | null) {
  return db.transaction(async (tx) => {
    await settingsRules(tx).assertMonthOpen(input.month);
    const sum = (key: 'gross' | 'net' | 'employer_total') => computed.rows.reduce((s, r) => s + r[key], 0);
    const id = await payrollRepository(tx).writeRun(
      {
        month: input.month,
        department_ids: input.department_ids,
        started_by: startedBy,
        people: computed.rows.length,
        gross: sum('gross'),
        net: sum('net'),
        employer_total: sum('employer_total'),
        settings: {
          tax_insurance: ref(computed.rules.tax_insurance),
          default_salary: ref(computed.rules.default_salary),
          work_schedule: ref(computed.rules.work_schedule),
        },
      },
      computed.rows,
    );
    await audit(tx, {
      actorId: startedBy,
      action: 'payroll.run',
      entity: 'payroll_run',
      entityId: id,
      after: { month: input.month, department_ids: input.department_ids, people: computed.rows.length },
    });
    return id;
  });
}

export const payrollRunJob = defineJob({
  kind: 'payroll-run',
  input: z.object({ month: z.string(), department_ids: z.array(z.number().int()).nullable(), timeZone: z.string() }),
  // 100,000 people take under a minute; a run still going after 15 minutes belongs to a crashed instance.
  expireInSeconds: 900,
  async handler({ month, department_ids, timeZone }, context: JobContext) {
    const input = { month, department_ids };
    await settingsRules(context.db).assertMonthOpen(month);
    await context.progress(0, COMPUTING, { done: 0, total: 0 });
    const computed = await computeRun(context.db, input, {
      timeZone,
      progress: (done, total) => context.progress((done / Math.max(total, 1)) * 90, COMPUTING, { done, total }),
    });
    await context.progress(90, WRITING, { done: computed.rows.length, total: computed.rows.length });
    await writeRun(context.db, input, computed, context.startedBy);
    await context.progress(100, WRITING, { done: computed.rows.length, total: computed.rows.length });
  },
});
