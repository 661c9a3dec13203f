import {
  companyToday,
  formatApiMonth,
  type JobStarted,
  type PayrollPerson,
  type PayslipMonths,
  ROLES,
  translate,
} from '@hr/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payrollResults, payrollRuns } from '../../db/schema/index';
import { staffBody } from '../../test/factories/staff';
import { createTestApp, type TestApp } from '../../test/harness';
import { waitForJob } from '../../test/jobs';
import { runMonth } from './payroll.run';

let t: TestApp;
let production: number;
let office: number;
let a: number;
let b: number;
const MONTH = '2026-10';
const hr = () => t.as(ROLES.HR);

type MonthAnswer = {
  locked: boolean;
  runs: { id: number; people: number }[];
  totals: { department_id: number | null; people: number; gross: number; net: number }[];
  list: {
    items: {
      user_id: number;
      staff_id: string;
      name: string;
      run_id: number;
      gross: number;
      net: number;
      income_tax: number;
    }[];
    total: number;
  };
};

async function run(body: Record<string, unknown>) {
  const started = (await hr().post<JobStarted>('/api/payroll/runs', body)).ok(202);
  return waitForJob(t.as(ROLES.HR), started.job_id, 30_000);
}
const month = async (query = '') => (await hr().get<MonthAnswer>(`/api/payroll?month=${MONTH}${query}`)).ok();
const mine = (m: MonthAnswer, id: number) => m.list.items.find((r) => r.user_id === id)!;

beforeAll(async () => {
  t = await createTestApp();
  const org = await t.seedOrganisation();
  production = org.departments.production;
  office = org.departments.hr;
  const create = async (body: ReturnType<typeof staffBody>) =>
    (await hr().post<{ id: number; version: number }>('/api/users', body)).ok();
  ({ id: a } = await create(
    staffBody(
      { department_id: production },
      {
        pay_config: { effective_date: '2025-01-01', basic_salary: 20_000_000, salary_rate: 100 },
        allowances: [],
        personal_income_tax: {
          ...staffBody({ department_id: production }).personal_income_tax!,
          insurance_contribution_salary: 20_000_000,
        },
      },
    ),
  ));
  const bBody = staffBody({ department_id: office });
  b = (
    await create({
      ...bBody,
      personal_income_tax: { ...bBody.personal_income_tax!, union_member: true },
    })
  ).id;
  // A kiosk account with a staff record in production: a tablet, never paid (production's total stays one person).
  await create(staffBody({ department_id: production }, { role_id: ROLES.KIOSK }));
});
afterAll(() => t?.close());

describe('the monthly payroll run', () => {
  it('runs a month as a job with progress, and answers every person with totals and the lines of each figure', async () => {
    const job = await run({ month: MONTH });
    expect(job).toMatchObject({ state: 'done', progress: 100 });
    const m = await month('&limit=100');
    // A: 20,000,000 for a whole month without attendance (paid by the schedule): the published example.
    expect(mine(m, a)).toMatchObject({ gross: 20_000_000, income_tax: 120_000, net: 17_780_000 });
    // B: 12,000,000 + meal 500,000 (exempt up to 1,200,000 from July 2026), insured on 12,000,000, union member
    // (60,000), no tax: 12,500,000 - 1,260,000 - 60,000.
    expect(mine(m, b)).toMatchObject({ gross: 12_500_000, income_tax: 0, net: 11_180_000 });
    expect(m.totals.find((x) => x.department_id === production)).toMatchObject({ people: 1, gross: 20_000_000 });
    expect(m.runs).toHaveLength(1);

    const detail = (await t.as(ROLES.DIRECTOR).get<PayrollPerson>(`/api/payroll/people/${a}?month=${MONTH}`)).ok();
    expect(detail.settings.tax_insurance.effective_from).toBe('2026-07-01');
    expect(detail.lines.find((l) => l.key === 'income_tax')?.settings).toMatch(/^tax_insurance#\d+@2026-07-01$/);
    expect(detail.lines.find((l) => l.key === 'base_pay')?.figures).toMatchObject({ basic_salary: 20_000_000 });
    expect(detail.inputs).toMatchObject({ 'profile.tax_type': 2, days: null, region: 1 });
    expect(detail.employer.social).toBe(3_500_000);
  });

  it('re-runs some departments: their people get the new run, the others keep theirs; the snapshot stays', async () => {
    const before = await month('&limit=100');
    // The pay changes after the first run; the first run's result keeps the salary it used.
    (
      await hr().put(`/api/user/information/salary_config/${a}`, {
        pay_config: { effective_date: '2026-10-01', basic_salary: 25_000_000, salary_rate: 100 },
        allowances: [],
        version: (await hr().get<{ version: number }>(`/api/users/${a}`)).ok().version,
      })
    ).ok();
    const firstRun = await t.db.select().from(payrollResults).where(eq(payrollResults.user_id, a));
    expect((firstRun[0]!.inputs as { pay: { basic_salary: number }[] }).pay.at(-1)?.basic_salary).toBe(20_000_000);

    await run({ month: MONTH, department_ids: [production] });
    const after = await month('&limit=100');
    expect(after.runs).toHaveLength(2);
    expect(mine(after, a).run_id).toBe(after.runs[0]!.id);
    expect(mine(after, a).gross).toBe(25_000_000);
    expect(mine(after, b)).toEqual(mine(before, b));
    expect((await month(`&department_id=${office}`)).list.items.map((r) => r.user_id)).toContain(b);
  });

  it("filters the people by staff ID or name (without accents) and department; the totals stay the month's", async () => {
    const all = await month('&limit=100');
    const rowA = mine(all, a);
    const ids = async (query: string) => (await month(query)).list.items.map((r) => r.user_id);
    expect(await ids(`&keyword=${rowA.staff_id.toLowerCase()}`)).toEqual([a]);
    const folded = rowA.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/gi, 'd');
    expect(await ids(`&keyword=${encodeURIComponent(folded.split(' ').at(-1)!)}`)).toContain(a);
    expect(await ids(`&keyword=${rowA.staff_id}&department_id=${office}`)).toEqual([]);
    const filtered = await month(`&keyword=${rowA.staff_id}`);
    expect([filtered.list.total, filtered.totals]).toEqual([1, all.totals]);
    expect((await hr().get(`/api/payroll?month=${MONTH}&keyword=${'x'.repeat(129)}`)).status).toBe(400);
  });

  it("reads a person's stored days: an unpaid absence, overtime and late minutes, as the snapshot counts them", async () => {
    const body = staffBody(
      { department_id: office },
      { pay_config: { effective_date: '2025-01-01', basic_salary: 20_000_000, salary_rate: 100 }, allowances: [] },
    );
    const c = (await hr().post<{ id: number }>('/api/users', body)).ok().id;
    // Every weekday of October 2026 (22) present, except Thursday the 15th absent; an hour of overtime type 1 on
    // the 1st; 10 minutes late on the 2nd.
    await t.db.execute(sql`
      insert into attendance_days (user_id, work_date, shift_source, late_minutes, early_leave_minutes, break_minutes,
        worked_minutes, normal_minutes, overtime_1, overtime_2, overtime_3, overtime_4, overtime_5, overtime_6,
        overtime_7, night_minutes, leave_minutes, absence_types, holiday, rest_day, status, settings_effective_from)
      select ${c}, d::date, 'default', case when d = '2026-10-02' then 10 else 0 end, 0, 60, 480, 480,
        case when d = '2026-10-01' then 60 else 0 end, 0, 0, 0, 0, 0, 0, 0, 0, '{}', false, false,
        case when d = '2026-10-15' then 'absent' else 'present' end, '2026-01-01'
      from generate_series('2026-10-01'::date, '2026-10-31'::date, interval '1 day') d
      where extract(isodow from d) < 6`);
    await run({ month: MONTH, department_ids: [office] });
    const detail = (await hr().get<PayrollPerson>(`/api/payroll/people/${c}?month=${MONTH}`)).ok();
    const line = (key: string) => detail.lines.find((l) => l.key === key);
    // Daily wage 20,000,000 / 24 standard days = 833,333.33; hourly wage / 8 = 104,166.67.
    expect(line('unpaid_absence')).toMatchObject({ amount: -833_333, figures: { days: 1 } });
    expect(detail.overtime_pay).toBe(156_250); // 1 hour x 104,166.67 x 150 %
    expect(line('late_deduction')?.amount).toBe(-17_361); // 10 minutes x 833,333.33 / 8 / 60
    expect(detail.inputs.days).toBe(22);
  });

  it('locks a month: no re-run, the lock twice refused, unlocked again; messages in the asked language', async () => {
    (await hr().post('/api/payroll/locks', { month: MONTH })).ok();
    expect((await month()).locked).toBe(true);
    const refused = (await hr().in('vi').post('/api/payroll/runs', { month: MONTH })).refused(
      422,
      'payroll_month_locked',
    );
    expect(refused.message).toBe(translate('vi', 'errors.payroll_month_locked', { month: formatApiMonth(MONTH) }));
    (await hr().post('/api/payroll/locks', { month: MONTH })).refused(409, 'payroll_already_locked');
    (await hr().delete(`/api/payroll/locks/${MONTH}`)).ok();
    (await hr().delete(`/api/payroll/locks/${MONTH}`)).refused(409, 'payroll_not_locked');
    expect((await month()).locked).toBe(false);
  });

  it('refuses to run a month not begun and to lock a month not ended, in the asked language; nothing changes', async () => {
    const today = companyToday();
    const thisMonth = today.slice(0, 7);
    const [year, monthNumber] = thisMonth.split('-').map(Number) as [number, number];
    const nextMonth = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
    const runsBefore = (await t.db.select().from(payrollRuns)).length;
    const future = (await hr().in('vi').post('/api/payroll/runs', { month: nextMonth })).refused(
      422,
      'payroll_month_future',
    );
    expect(future.message).toBe(translate('vi', 'errors.payroll_month_future', { month: formatApiMonth(nextMonth) }));
    for (const month of [thisMonth, nextMonth]) {
      const early = (await hr().in('ja').post('/api/payroll/locks', { month })).refused(422, 'payroll_month_not_ended');
      expect(early.message).toBe(translate('ja', 'errors.payroll_month_not_ended', { month: formatApiMonth(month) }));
    }
    expect((await hr().get<MonthAnswer>(`/api/payroll?month=${thisMonth}`)).ok().locked).toBe(false);
    // A month before the first settings version (the base salary was 1,490,000 until 30 June 2023, not the
    // 1,800,000 of the first version): refused when asked, and by the run itself.
    const early = (await hr().in('ja').post('/api/payroll/runs', { month: '2023-06' })).refused(
      422,
      'payroll_month_before_settings',
    );
    expect(early.message).toBe(
      translate('ja', 'errors.payroll_month_before_settings', { month: '2023/06', date: '2023-07-01' }),
    );
    await expect(
      runMonth(t.db, { month: '2023-06-01', department_ids: null }, { timeZone: 'Asia/Ho_Chi_Minh', startedBy: null }),
    ).rejects.toMatchObject({ statusCode: 422, code: 'payroll_month_before_settings' });
    expect((await t.db.select().from(payrollRuns)).length).toBe(runsBefore);
    // This month may be run (a preview).
    expect((await run({ month: thisMonth })).state).toBe('done');
  });

  it('writes a run all or nothing: a failure at the last person leaves the previous state', async () => {
    const runs = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(payrollRuns))[0]!.n;
    const results = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(payrollResults))[0]!.n;
    const [runsBefore, resultsBefore] = [await runs(), await results()];
    const [{ people }] = (
      await t.db.execute(sql`select people from payroll_runs where department_ids is null order by id desc limit 1`)
    ).rows as [{ people: number }];
    expect(people).toBeGreaterThanOrEqual(2);
    // The database refuses the last person's row, after every other row was inserted (one person a chunk): the
    // sequence is outside the transaction, so it tells afterwards how many rows were tried.
    await t.db.execute(
      sql.raw(`
      create sequence payroll_rows_tried;
      create function fail_last_person() returns trigger language plpgsql as $$
      begin
        if nextval('payroll_rows_tried') = ${people} then raise exception 'the last person fails on purpose'; end if;
        return new;
      end $$;
      create trigger fail_last_person before insert on payroll_results
        for each row execute function fail_last_person();`),
    );
    try {
      const input = { month: `${MONTH}-01`, department_ids: null };
      await expect(
        runMonth(t.db, input, { timeZone: 'Asia/Ho_Chi_Minh', startedBy: null, chunk: 1 }),
      ).rejects.toThrow();
      const tried = (await t.db.execute(sql`select last_value from payroll_rows_tried`)).rows[0] as {
        last_value: string;
      };
      expect(Number(tried.last_value)).toBe(people);
      expect([await runs(), await results()]).toEqual([runsBefore, resultsBefore]);
    } finally {
      await t.db.execute(
        sql.raw(
          'drop trigger fail_last_person on payroll_results; drop function fail_last_person(); drop sequence payroll_rows_tried;',
        ),
      );
    }
  });

  it('refuses what the roles may not do and bad months', async () => {
    (await t.as(ROLES.DIRECTOR).post('/api/payroll/runs', { month: MONTH })).refused(403, 'forbidden');
    (await t.as(ROLES.EMPLOYEE).get(`/api/payroll?month=${MONTH}`)).refused(403, 'forbidden');
    (await t.as(ROLES.DIRECTOR).post('/api/payroll/locks', { month: MONTH })).refused(403, 'forbidden');
    const bad = (await hr().in('ja').post('/api/payroll/runs', { month: '2026-13' })).refused(400, 'invalid_input');
    expect(bad.errors?.month?.[0]).toContain('YYYY-MM');
    (await hr().get(`/api/payroll/people/${a}?month=2020-01`)).refused(404, 'not_found');
    // A month never run: nothing to lock (its data would be refused, payslips promised) and nothing to export.
    const never = (await hr().in('vi').post('/api/payroll/locks', { month: '2020-01' })).refused(
      422,
      'payroll_not_run',
    );
    expect(never.message).toBe(translate('vi', 'errors.payroll_not_run', { month: '2020/01' }));
    expect((await hr().get<{ locked: boolean }>('/api/payroll?month=2020-01')).ok().locked).toBe(false);
    (await hr().post('/api/payroll/exports', { month: '2020-01', file: 'bank' })).refused(422, 'payroll_not_run');
  });
});

describe("one's own payslip", () => {
  it('is shown to the person once the month is locked, only their own', async () => {
    const asA = t.withToken(await t.mintToken(a));
    const asB = t.withToken(await t.mintToken(b));
    const notYet = (await asA.in('vi').get(`/api/payroll/payslips/${MONTH}`)).refused(404, 'payslip_not_available');
    expect(notYet.message).toContain('2026/10');
    // The months offered: none before the lock, then the locked month of one's own result only.
    expect((await asA.get<PayslipMonths>('/api/payroll/payslips')).ok().months).toEqual([]);
    (await hr().post('/api/payroll/locks', { month: MONTH })).ok();
    expect((await asA.get<PayslipMonths>('/api/payroll/payslips')).ok().months).toEqual([`${MONTH}-01`]);
    expect((await hr().get<PayslipMonths>('/api/payroll/payslips')).ok().months).toEqual([]);
    const own = (await asA.get<PayrollPerson>(`/api/payroll/payslips/${MONTH}`)).ok();
    expect([own.user_id, own.lines.some((l) => l.key === 'net')]).toEqual([a, true]);
    expect((await asB.get<PayrollPerson>(`/api/payroll/payslips/${MONTH}`)).ok().user_id).toBe(b);
    // Someone without a result of the month gets nothing, whoever they are.
    (await hr().get(`/api/payroll/payslips/${MONTH}`)).refused(404, 'payslip_not_available');
    (await hr().delete(`/api/payroll/locks/${MONTH}`)).ok();
  });
});
