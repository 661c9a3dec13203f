import type { PayConfigItem, TaxProfileItem } from '@hr/contracts';
import type { Worker } from 'node:worker_threads';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { defineJob, type JobContext } from '../../lib/jobs/index';
import { startThread } from '../../lib/threads';
import { attendanceApi, type PayrollDay } from '../attendance/attendance.api';
import { type MonthOrder, payrollDataApi } from '../payroll-data/payroll-data.api';
import type { AllowanceComponent } from '../salary-components/salary-components.api';
import { settingsRules } from '../settings/settings.api';
import { staffApi } from '../staff/staff.api';
import { lastOfMonth } from './engine/calendar';
import { computeMonth } from './engine/month';
import type { DayInput, MonthRules, PayResult, PersonMonthInput } from './engine/types';
import { allowanceComponents, allowanceInput } from './payroll.allowances';
import { type LeavePay, monthLeave } from './payroll.leave';
import { payrollRepository, type ResultValues } from './payroll.repository';
import { assertRulesCover } from './payroll.rules';
import { resultWriter, type Snapshot } from './payroll.stored';

/** People read, computed and written per chunk: a few reads and one insert a chunk, never a query per person. */
const CHUNK = 1000;
/** People computed between two turns of the event loop, so the API keeps answering during a run. */
const SLICE = 50;
const COMPUTING = 'jobs.payroll_run.computing';
const WRITING = 'jobs.payroll_run.writing';

const KINDS: Partial<Record<PayrollDay['status'], DayInput['kind']>> = {
  absent: 'unpaid',
  leave: 'leave',
  holiday: 'holiday',
  rest_day: 'rest',
};
const NO_OVERTIME: DayInput['overtime'] = Object.freeze({});

/**
 * Attendance's stored day as the engine counts it; a leave day at its leave type's rate (payroll.leave.ts), looked up
 * only for days with leave (the rate pays nothing else). A day partly on leave (worked or absent for the rest) has
 * its share: the leave minutes over the standard working day (`dayMinutes`), as untaken leave counts them. A run
 * makes one a person and stored day (220,000 at 10,000 people): no key built for the other days, no object copied.
 */
function dayOf(d: PayrollDay, leaveOf: (date: string) => LeavePay | undefined, dayMinutes: number): DayInput {
  let overtime: DayInput['overtime'] | undefined;
  for (const type in d.overtime) {
    const minutes = d.overtime[type as '1']!;
    if (minutes > 0) {
      overtime ??= {};
      overtime[Number(type) as 1] = minutes;
    }
  }
  const kind = KINDS[d.status] ?? 'work';
  const partly = (kind === 'work' || kind === 'unpaid') && d.leave_minutes > 0;
  const leave = kind === 'leave' || partly ? leaveOf(d.work_date) : undefined;
  // Minutes excused by a business trip (no leave item on the day) are no leave: only a leave item gives a share.
  const share = partly && leave && dayMinutes > 0 ? Math.min(1, d.leave_minutes / dayMinutes) : 0;
  return {
    date: d.work_date,
    kind,
    leave_rate: leave?.leave_rate ?? 100,
    ...(share > 0 ? { leave_share: share } : {}),
    ...(leave?.leave_type ? { leave_type: leave.leave_type } : {}),
    late_minutes: d.late_minutes,
    overtime: overtime ?? NO_OVERTIME,
  };
}

const payPeriod = (p: PayConfigItem, components: Map<string, AllowanceComponent>, person: Person) => ({
  effective_date: p.effective_date,
  basic_salary: p.basic_salary,
  salary_rate: p.salary_rate,
  allowances: p.allowances.flatMap((a) => allowanceInput(a, components, person) ?? []),
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
type Person = Awaited<ReturnType<ReturnType<typeof staffApi>['payrollPeople']>>[number];
type MonthLeave = Awaited<ReturnType<typeof monthLeave>>;
/**
 * What every person of the month shares: the settings versions, the holidays, the regions of the departments, the
 * allowance components' rules.
 */
type MonthContext = {
  from: string;
  rules: MonthRules;
  holidays: string[];
  regions: Map<number | null, 1 | 2 | 3 | 4>;
  components: Map<string, AllowanceComponent>;
  /** Writes each result in the stored shape (payroll.stored.ts), keeping what they share for the run's legend. */
  writer: ReturnType<typeof resultWriter>;
};
export type RunOptions = {
  timeZone: string;
  startedBy: number | null;
  /** People per chunk (default CHUNK). */
  chunk?: number;
  /** Called after each chunk is computed and handed to the database. */
  progress?: (done: number, total: number) => Promise<void>;
};

/** A promise awaited later: its failure is not reported as unhandled meanwhile (the await still throws it). */
function later<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * The inputs of a chunk of people in a few set-based reads: pay, profiles, stored days, orders, leave days with their
 * types' rates, and the untaken leave of those leaving this month.
 */
async function readChunk(
  db: Executor,
  timeZone: string,
  from: string,
  to: string,
  people: Person[],
  leave: MonthLeave,
) {
  const staff = staffApi(db);
  const ids = people.map((p) => p.user_id);
  const [pay, tax, days, orders, leaveDays] = await Promise.all([
    staff.payWithinMany(ids, from, to),
    staff.taxInForceMany(ids, to),
    attendanceApi(db, { timeZone }).payrollDays(ids, from, to),
    payrollDataApi(db).ordersOfMonth(from, ids),
    leave.ofBatch(ids),
  ]);
  const untaken = await leave.untakenOf(people, (id) => tax.get(id)?.hazardous_work ?? 0);
  const ordersOf = new Map<number, MonthOrder[]>();
  for (const o of orders) {
    const list = ordersOf.get(o.user_id);
    if (list) list.push(o);
    else ordersOf.set(o.user_id, [o]);
  }
  return { pay, tax, days, ordersOf, leaveDays, untaken };
}

/** The engine for each person of a chunk, giving the event loop a turn every SLICE people. */
async function computeChunk(
  month: MonthContext,
  people: Person[],
  read: Awaited<ReturnType<typeof readChunk>>,
): Promise<ResultValues[]> {
  const { from, rules, holidays, regions, components, writer } = month;
  const dayMinutes = rules.work_schedule.data.standard_working_time.normal_working_hours * 60;
  const rows: ResultValues[] = [];
  for (const [n, person] of people.entries()) {
    if (n > 0 && n % SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    const stored = read.days.get(person.user_id);
    const input_: PersonMonthInput = {
      month: from,
      rules,
      holidays,
      pay: (read.pay.get(person.user_id) ?? []).map((p) => payPeriod(p, components, person)),
      start_date: person.start_date,
      end_date: person.end_date,
      days: stored
        ? stored.map((d) => dayOf(d, (date) => read.leaveDays.get(`${person.user_id} ${date}`), dayMinutes))
        : null,
      untaken_leave_days: read.untaken.get(person.user_id)?.days ?? 0,
      untaken_leave: read.untaken.get(person.user_id),
      profile: profileOf(read.tax.get(person.user_id), person.marital_status === 2),
      region: regions.get(person.department_id) ?? rules.tax_insurance.data.company_region,
      orders: read.ordersOf.get(person.user_id) ?? [],
    };
    const result: PayResult = computeMonth(input_);
    // The snapshot explains a figure later, whatever changes in the settings or the records.
    const snapshot: Snapshot = {
      pay: input_.pay,
      profile: input_.profile,
      region: input_.region,
      start_date: input_.start_date,
      end_date: input_.end_date,
      days: stored ? stored.length : null,
      holidays,
      orders: input_.orders,
    };
    rows.push({
      user_id: person.user_id,
      department_id: person.department_id,
      base_pay: result.base_pay,
      allowances: result.allowances,
      overtime_pay: result.overtime_pay,
      bonuses: result.bonuses,
      gross: result.gross,
      employee_insurance: result.employee_insurance,
      social_insurance: result.social_insurance,
      health_insurance: result.health_insurance,
      unemployment_insurance: result.unemployment_insurance,
      union_dues: result.union_dues,
      taxable_income: result.taxable_income,
      income_tax: result.income_tax,
      deductions: result.deductions,
      net: result.net,
      employer_total: result.employer.total,
      result: writer.result(result),
      inputs: writer.inputs(snapshot),
    });
  }
  return rows;
}

const ref = (v: { id: number | null; effective_from: string }) => ({ id: v.id, effective_from: v.effective_from });

/**
 * Runs a month for everyone it covers, all or nothing: the settings versions of the month once, then chunk by chunk
 * the people's inputs in a few set-based reads, the engine, and one insert of the chunk's results, all inside one
 * transaction (refused when the month is locked, at its start and again before it commits). The next chunk is read
 * while this one is computed and the previous one written, so only a few chunks are ever in memory.
 */
export async function runMonth(db: Db, input: RunInput, options: RunOptions): Promise<number> {
  const from = input.month;
  const to = lastOfMonth(input.month);
  const chunk = options.chunk ?? CHUNK;
  const rulesApi = settingsRules(db);
  const rules: MonthRules = await rulesApi.inForce(from);
  assertRulesCover(rules, from);
  const holidays = (await rulesApi.holidaysBetween(from, to)).flatMap((h) =>
    [h.date, h.day_off_in_lieu].filter((d): d is string => d !== null && d >= from && d <= to),
  );
  const people = await staffApi(db).payrollPeople(from, to, input.department_ids);
  const regions = new Map<number | null, 1 | 2 | 3 | 4>();
  for (const id of new Set(people.map((p) => p.department_id))) regions.set(id, await rulesApi.regionFor(id, from));
  const components = await allowanceComponents(db);
  const leave = await monthLeave(db, from, to, { timeZone: options.timeZone, schedule: rules.work_schedule.data });
  const writer = resultWriter(holidays);
  const month: MonthContext = { from, rules, holidays, regions, components, writer };
  const read = (i: number) => later(readChunk(db, options.timeZone, from, to, people.slice(i, i + chunk), leave));

  return db.transaction(async (tx) => {
    await settingsRules(tx).assertMonthOpen(input.month);
    const repo = payrollRepository(tx);
    const totals = { people: people.length, gross: 0, net: 0, employer_total: 0 };
    const runId = await repo.insertRun({
      month: input.month,
      department_ids: input.department_ids,
      started_by: options.startedBy,
      ...totals,
      settings: {
        tax_insurance: ref(rules.tax_insurance),
        default_salary: ref(rules.default_salary),
        work_schedule: ref(rules.work_schedule),
      },
    });
    let writing: Promise<void> = Promise.resolve();
    let next = people.length > 0 ? read(0) : null;
    for (let i = 0; next; i += chunk) {
      const inputs = await next;
      next = i + chunk < people.length ? read(i + chunk) : null;
      const rows = await computeChunk(month, people.slice(i, i + chunk), inputs);
      for (const r of rows) {
        totals.gross += r.gross;
        totals.net += r.net;
        totals.employer_total += r.employer_total;
      }
      await writing;
      writing = later(repo.insertResults(runId, from, rows));
      await options.progress?.(Math.min(people.length, i + chunk), people.length);
    }
    await writing;
    await settingsRules(tx).assertMonthOpen(input.month);
    await repo.finishRun(runId, totals, writer.legend());
    await audit(tx, {
      actorId: options.startedBy,
      action: 'payroll.run',
      entity: 'payroll_run',
      entityId: runId,
      after: { month: input.month, department_ids: input.department_ids, people: people.length },
    });
    return runId;
  });
}

/**
 * Connections of the run's thread: its transaction and the five reads of the next chunk at once (with 4 the reads
 * waited: docs/benchmarks.md section 15). The server's pool is left alone.
 */
export const RUN_CONNECTIONS = 6;
/** What the run's thread (payroll-run.worker.ts) is started with and what it answers. */
export type RunThreadInput = { url: string; input: RunInput; timeZone: string; startedBy: number | null };
export type RunThreadAnswer =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; runId: number }
  | { type: 'refused'; statusCode: number; code: string; messageKey: string; params: Record<string, unknown> }
  | { type: 'failed'; message: string };

/** The run's thread between two runs: its modules loaded and the engine compiled (a new thread costs about 0.5 s). */
let idle: Worker | undefined;

/**
 * The thread's young generation: a chunk's inputs and results live across many turns, and with V8's default size each
 * young collection copied them again (docs/benchmarks.md section 15, "The run in a thread of its own").
 */
const YOUNG_GENERATION_MB = 96;

/** A new run thread, forgotten as the idle one when it ends. */
function startRunThread(): Worker {
  const started = startThread('payroll-run.worker', new URL('./payroll-run.worker.ts', import.meta.url), {
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  started.once('exit', () => {
    if (idle === started) idle = undefined;
  });
  return started;
}

/** Starts the run's thread now (server.ts, a moment after start): its modules load (about 0.5 s) while nobody waits. */
export function preloadRunThread() {
  if (idle) return;
  idle = startRunThread();
  idle.unref();
}

/**
 * `runMonth` in a thread of its own (payroll-run.worker.ts), so that `/api/health` and every other request keep their
 * event loop during a run: neither the engine nor the garbage collections of its chunks pause it. A refusal (the
 * month locked meanwhile) comes back as the AppError it was. When `progress` throws (the instance is stopping) the
 * thread is ended, its connections close and PostgreSQL rolls the run back. One thread is kept for the next run.
 */
function runInThread(run: RunThreadInput, progress: (done: number, total: number) => Promise<void>): Promise<number> {
  const thread = idle ?? startRunThread();
  idle = undefined;
  thread.ref();
  return new Promise<number>((resolve, reject) => {
    let failure: unknown;
    // Progress is written in the order it comes, and all of it before the run is reported done.
    let written = Promise.resolve();
    const settle = (answer: Exclude<RunThreadAnswer, { type: 'progress' }>) => {
      thread.off('message', onMessage).off('error', onError).off('exit', onExit);
      thread.unref();
      if (idle) void thread.terminate();
      else idle = thread;
      if (answer.type === 'refused')
        failure ??= new AppError(answer.statusCode, answer.code, answer.messageKey, answer.params);
      else if (answer.type === 'failed') failure ??= new Error(`the payroll run failed: ${answer.message}`);
      if (failure) reject(failure);
      else resolve((answer as { runId: number }).runId);
    };
    const onMessage = (answer: RunThreadAnswer) => {
      if (answer.type !== 'progress') {
        void written.then(() => settle(answer));
        return;
      }
      written = written
        .then(() => progress(answer.done, answer.total))
        .catch((error: unknown) => {
          failure ??= error;
          void thread.terminate();
        });
    };
    const onError = (error: Error) => {
      failure ??= error;
    };
    const onExit = (code: number) => {
      reject(failure ?? new Error(`the payroll run's thread stopped (exit code ${code})`));
    };
    thread.on('message', onMessage).on('error', onError).on('exit', onExit);
    thread.postMessage(run);
  });
}

export const payrollRunJob = defineJob({
  kind: 'payroll-run',
  input: z.object({ month: z.string(), department_ids: z.array(z.number().int()).nullable(), timeZone: z.string() }),
  // 100,000 people took about two minutes on a busy shared machine (docs/benchmarks.md section 15); a run still going
  // after 15 minutes belongs to a crashed instance.
  expireInSeconds: 900,
  async handler({ month, department_ids, timeZone }, context: JobContext) {
    await settingsRules(context.db).assertMonthOpen(month);
    let counts = { done: 0, total: 0 };
    await context.progress(0, COMPUTING, counts);
    await runInThread(
      { url: context.databaseUrl, input: { month, department_ids }, timeZone, startedBy: context.startedBy },
      // Once everyone is computed, what remains is the last insert and the commit.
      (done, total) => {
        counts = { done, total };
        return context.progress((done / total) * 99, done < total ? COMPUTING : WRITING, counts);
      },
    );
    await context.progress(100, WRITING, counts);
  },
});
