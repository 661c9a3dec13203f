import { ALLOWANCE_COMPONENT_NAMES, companyToday, type JobStarted, type PayrollPerson, ROLES } from '@hr/contracts';
import { and, between, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceDays, managementLeaveTypes, salaryComponents } from '../../db/schema/index';
import { planEntry, wholeDayEntry } from '../../test/factories/attendance-registration';
import { insertRow } from '../../test/factories/rows';
import { staffBody } from '../../test/factories/staff';
import { createTestApp, type TestApp } from '../../test/harness';
import { waitForJob } from '../../test/jobs';

/** Leave paid at its leave type's salary rate in force for the month (docs/payroll.md "Leave"). */
let t: TestApp;
let production: number;
let person: number;
let half: { id: number; version: number };
const MONTH = '2026-10';
const hr = () => t.as(ROLES.HR);

/** October 2026's working days, Monday to Friday (no public holiday). */
const workdays = Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`).filter(
  (d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()),
);

const typeBody = (salary_rate: number, over: Record<string, unknown> = {}) => ({
  leave_code: 'HALF',
  leave_name_vie: 'Nghỉ nửa lương',
  leave_name_jp: '半額休暇',
  description_vie: null,
  description_jp: null,
  salary_rate,
  is_deduct_leave: 0,
  is_deduct_attendance: 1,
  ...over,
});

async function runMonth() {
  const started = (await hr().post<JobStarted>('/api/payroll/runs', { month: MONTH })).ok(202);
  expect((await waitForJob(hr(), started.job_id, 30_000)).state).toBe('done');
  return (await hr().get<PayrollPerson>(`/api/payroll/people/${person}?month=${MONTH}`)).ok();
}

beforeAll(async () => {
  t = await createTestApp();
  production = (await t.seedOrganisation()).departments.production;
  const body = staffBody(
    { department_id: production },
    {
      pay_config: { effective_date: '2025-01-01', basic_salary: 24_000_000, salary_rate: 100 },
      allowances: [],
    },
  );
  person = (await hr().post<{ id: number }>('/api/users', body)).ok().id;
  half = (await hr().post<{ id: number; version: number }>('/api/config/management_leave_type', typeBody(50))).ok();
  // Two days of the 50 % type, as HR registers them: the days are computed again as leave days. The default shift
  // is the settings' 22:00 to 06:00, so the absence runs to 06:00 on the 7th.
  const leave = {
    ...planEntry({ working_plan_type_id: 6, start_time: '00:00', end_time: '06:00' }),
    start_date: '2026-10-05',
    end_date: '2026-10-07',
    leave_type_id: half.id,
  };
  (
    await hr().post('/api/staff-working-plan-store', { user_id: person, working_plans: [leave], date: '2026-10-01' })
  ).ok();
  const stored = await t.db
    .select({ date: attendanceDays.work_date, status: attendanceDays.status })
    .from(attendanceDays)
    .where(and(eq(attendanceDays.user_id, person), between(attendanceDays.work_date, '2026-10-01', '2026-10-31')));
  expect(stored.filter((d) => d.status === 'leave').map((d) => d.date)).toEqual(['2026-10-05', '2026-10-06']);
  // Every other working day worked (seeded rows: the check-ins are not what this test is about).
  await t.db.delete(attendanceDays).where(and(eq(attendanceDays.user_id, person), ne(attendanceDays.status, 'leave')));
  for (const date of workdays.filter((d) => d !== '2026-10-05' && d !== '2026-10-06')) await storeDay(person, date);
});
afterAll(() => t?.close());

/** The seeded ANNUAL leave type (100 %, deducts from the leave balance). */
async function annualType() {
  const [annual] = await t.db
    .select({ id: managementLeaveTypes.id })
    .from(managementLeaveTypes)
    .where(eq(managementLeaveTypes.leave_code, 'ANNUAL'));
  return annual!;
}

/** A stored working day (seeded rows: the check-ins are not what these tests are about): worked unless `over` says. */
async function storeDay(user: number, date: string, over: Record<string, unknown> = {}) {
  await insertRow(t.pool, 'attendance_days', {
    user_id: user,
    work_date: date,
    shift_source: 'default',
    late_minutes: 0,
    early_leave_minutes: 0,
    break_minutes: 0,
    worked_minutes: 480,
    normal_minutes: 480,
    overtime_1: 0,
    overtime_2: 0,
    overtime_3: 0,
    overtime_4: 0,
    overtime_5: 0,
    overtime_6: 0,
    overtime_7: 0,
    night_minutes: 0,
    leave_minutes: 0,
    absence_types: '{}',
    holiday: false,
    rest_day: false,
    status: 'present',
    settings_effective_from: '2026-01-01',
    ...over,
  });
}

describe('leave paid at its leave type salary rate', () => {
  it('pays two days of a 50 % leave type at half the daily wage, the line naming the type and its rate', async () => {
    const detail = await runMonth();
    // 24,000,000 / 24 standard days = 1,000,000 a day; 2 days x 50 % unpaid: 1,000,000.
    const line = detail.lines.find((l) => l.key === 'leave_reduction')!;
    expect([line.amount, line.figures.leave_type, line.figures.salary_rate, line.figures.days]).toEqual([
      -1_000_000,
      'HALF',
      50,
      2,
    ]);
    expect(line.settings).toContain(`leave_type#${half.id}@1970-01-01`);
    // 23,000,000 - insurance 1,260,000 (10.5 % of the contribution salary 12,000,000) - tax 5 % of
    // (23,000,000 - 1,260,000 - 15,500,000 = 6,240,000) = 312,000.
    expect([detail.base_pay, detail.income_tax, detail.net]).toEqual([23_000_000, 312_000, 21_428_000]);
  });

  it('a new rate pays from this month on: October keeps the 50 % it was paid at; a type in use is not deleted', async () => {
    const changed = (
      await hr().put<{ version: number }>(`/api/config/management_leave_type/${half.id}`, {
        ...typeBody(80),
        version: half.version,
      })
    ).ok();
    expect(changed.version).toBe(half.version + 1);
    const detail = await runMonth();
    expect(detail.lines.find((l) => l.key === 'leave_reduction')?.amount).toBe(-1_000_000);
    (await hr().delete(`/api/config/management_leave_type/${half.id}`)).refused(409, 'referenced');
    // While this month is locked its rate stays: a change of the rate is refused, a change of the name is not. (The
    // lock route refuses a month not ended; a lock of this month still arrives from a restored backup: stored here.)
    const month = companyToday().slice(0, 7);
    await t.pool.query('insert into payroll_locks (month) values ($1) on conflict do nothing', [`${month}-01`]);
    try {
      (
        await hr().put(`/api/config/management_leave_type/${half.id}`, { ...typeBody(60), version: changed.version })
      ).refused(422, 'payroll_month_locked');
      (
        await hr().put(`/api/config/management_leave_type/${half.id}`, {
          ...typeBody(80, { leave_name_vie: 'Nghỉ tám phần lương' }),
          version: changed.version,
        })
      ).ok();
    } finally {
      await hr().delete(`/api/payroll/locks/${month}`);
    }
  });

  it('pays the leave half of a day whose other half was absent, and takes only the absent half', async () => {
    const body = staffBody(
      { department_id: production },
      { pay_config: { effective_date: '2025-01-01', basic_salary: 24_000_000, salary_rate: 100 }, allowances: [] },
    );
    const id = (await hr().post<{ id: number }>('/api/users', body)).ok().id;
    const annual = await annualType();
    // 08:00 to 12:00 of annual leave on Wednesday 14 October, then no check-in: attendance stores the day absent
    // with 240 minutes of leave (seeded as it would on an 08:00 to 17:00 shift); every other working day worked.
    const morning = { ...planEntry(), start_date: '2026-10-14', end_date: '2026-10-14', leave_type_id: annual.id };
    (
      await hr().post('/api/staff-working-plan-store', { user_id: id, working_plans: [morning], date: '2026-10-01' })
    ).ok();
    await t.db.delete(attendanceDays).where(eq(attendanceDays.user_id, id));
    for (const date of workdays)
      await storeDay(
        id,
        date,
        date === '2026-10-14'
          ? { status: 'absent', worked_minutes: 0, normal_minutes: 0, leave_minutes: 240, absence_types: '{1}' }
          : {},
      );
    await runMonth();
    const detail = (await hr().get<PayrollPerson>(`/api/payroll/people/${id}?month=${MONTH}`)).ok();
    // 240 of the standard 480 minutes: half a day of 1,000,000 unpaid, the leave half paid at ANNUAL's 100 %.
    const unpaid = detail.lines.find((l) => l.key === 'unpaid_absence')!;
    expect([unpaid.amount, unpaid.figures.days]).toEqual([-500_000, 0.5]);
    expect(detail.lines.some((l) => l.key === 'leave_reduction')).toBe(false);
    expect(detail.base_pay).toBe(23_500_000);
  });

  it('refuses a leave type on an absence that is not a leave, and an unknown one, saving nothing', async () => {
    // The form's lookup offers the active types by code and name in the reader's language.
    const config = (
      await hr().in('ja').get<{ leave_types: { id: number; label: string }[] }>('/api/staff-working-plan-config')
    ).ok();
    expect(config.leave_types).toContainEqual({ id: half.id, label: 'HALF - 半額休暇' });
    const trip = { ...wholeDayEntry('2026-10-12', '2026-10-12', 5), leave_type_id: half.id };
    const a = (await hr().post('/api/staff-working-plan-store', { user_id: person, working_plans: [trip] })).refused(
      400,
    );
    expect(Object.keys(a.errors)).toEqual(['working_plans.0.leave_type_id']);
    const unknown = { ...wholeDayEntry('2026-12-14'), leave_type_id: 999_999 };
    const b = (await hr().post('/api/staff-working-plan-store', { user_id: person, working_plans: [unknown] })).refused(
      422,
      'invalid_input',
    );
    expect(Object.keys(b.errors)).toEqual(['working_plans.0.leave_type_id']);
  });
});

describe('untaken annual leave paid on leaving', () => {
  it("pays a leaver's untaken days of the year: entitlement less the annual leave days taken", async () => {
    const body = staffBody(
      { department_id: production },
      {
        probation_start_date: '2019-03-01',
        official_start_date: '2019-05-01',
        termination_date: '2026-10-16',
        pay_config: { effective_date: '2025-01-01', basic_salary: 24_000_000, salary_rate: 100 },
        allowances: [],
      },
    );
    const leaver = (await hr().post<{ id: number }>('/api/users', body)).ok().id;
    // In March: one day of annual leave (absence type 4, no type named) and one of the 50 % type, which does not
    // deduct from the leave balance. Both days run to 06:00 the next day (the default 22:00 to 06:00 shift).
    const night = (date: string, next: string, type: number, leave_type_id?: number) => ({
      ...planEntry({ working_plan_type_id: type, start_time: '00:00', end_time: '06:00' }),
      start_date: date,
      end_date: next,
      ...(leave_type_id ? { leave_type_id } : {}),
    });
    (
      await hr().post('/api/staff-working-plan-store', {
        user_id: leaver,
        working_plans: [night('2026-03-02', '2026-03-03', 1), night('2026-03-09', '2026-03-10', 6, half.id)],
        date: '2026-03-01',
      })
    ).ok();
    await runMonth();
    const detail = (await hr().get<PayrollPerson>(`/api/payroll/people/${leaver}?month=${MONTH}`)).ok();
    const line = detail.lines.find((l) => l.key === 'untaken_leave')!;
    // 7 full years: 12 + 1 days; January to October count: 13 x 10 / 12 = 10.83; 1 taken: 9.83 x 1,000,000.
    expect(line.figures).toMatchObject({
      entitlement: 10.83,
      seniority_days: 1,
      months: 10,
      days_taken: 1,
      days: 9.83,
    });
    expect(line.amount).toBe(9_830_000);
    expect(line.settings).toMatch(/work_schedule#/);
  });

  it('counts half a day of annual leave as half a day taken: its leave minutes over the standard hours', async () => {
    const body = staffBody(
      { department_id: production },
      {
        probation_start_date: '2025-01-01',
        official_start_date: '2025-03-01',
        termination_date: '2026-10-30',
        pay_config: { effective_date: '2025-01-01', basic_salary: 24_000_000, salary_rate: 100 },
        allowances: [],
      },
    );
    const leaver = (await hr().post<{ id: number }>('/api/users', body)).ok().id;
    const annual = await annualType();
    // A whole day on Monday 12 October and 08:00 to 12:00 on Tuesday 13th, both of the seeded ANNUAL type.
    const half = { ...planEntry(), start_date: '2026-10-13', end_date: '2026-10-13', leave_type_id: annual.id };
    (
      await hr().post('/api/staff-working-plan-store', {
        user_id: leaver,
        working_plans: [{ ...wholeDayEntry('2026-10-12'), leave_type_id: annual.id }, half],
        date: '2026-10-01',
      })
    ).ok();
    // The days as attendance computes them on an 08:00 to 17:00 shift (the settings' default 22:00 to 06:00 shift
    // would not meet the items' hours): the 12th on leave, the 13th's afternoon worked with 240 minutes of leave.
    await t.pool.query(
      `update attendance_days set status = 'leave', leave_minutes = 480, absence_types = '{4}'
       where user_id = $1 and work_date = '2026-10-12'`,
      [leaver],
    );
    await t.pool.query(
      `update attendance_days set status = 'present', leave_minutes = 240, absence_types = '{1}'
       where user_id = $1 and work_date = '2026-10-13'`,
      [leaver],
    );
    await runMonth();
    const detail = (await hr().get<PayrollPerson>(`/api/payroll/people/${leaver}?month=${MONTH}`)).ok();
    const line = detail.lines.find((l) => l.key === 'untaken_leave')!;
    // 1 full year (no seniority day); January to October: 12 x 10 / 12 = 10; 1.5 taken (240 / 480 minutes on the
    // 13th): 8.5 x 1,000,000.
    expect(line.figures).toMatchObject({ entitlement: 10, months: 10, days_taken: 1.5, days: 8.5 });
    expect(line.amount).toBe(8_500_000);
  });
});

describe("allowances with their salary component's conditions", () => {
  it('the nc allowance follows its component: paid per working day, then not paid once an overtime condition is set', async () => {
    const body = staffBody(
      { department_id: production },
      {
        pay_config: { effective_date: '2025-01-01', basic_salary: 24_000_000, salary_rate: 100 },
        allowances: [{ allowances_code: 'nc', quantity: 150_000 }],
      },
    );
    const id = (await hr().post<{ id: number }>('/api/users', body)).ok().id;
    const AUGUST = '2026-08';
    const run = async () => {
      const started = (await hr().post<JobStarted>('/api/payroll/runs', { month: AUGUST })).ok(202);
      expect((await waitForJob(hr(), started.job_id, 30_000)).state).toBe('done');
      const detail = (await hr().get<PayrollPerson>(`/api/payroll/people/${id}?month=${AUGUST}`)).ok();
      return detail.lines.find((l) => l.key === 'allowance_nc')!;
    };
    // No attendance in August 2026: paid by the schedule, 21 working days (Monday to Friday) x 150,000.
    const [component] = await t.db
      .select()
      .from(salaryComponents)
      .where(eq(salaryComponents.salary_component_name_vie, ALLOWANCE_COMPONENT_NAMES.nc));
    const before = await run();
    expect([before.amount, before.figures.days_worked]).toEqual([3_150_000, 21]);
    expect(before.settings).toContain(`salary_component#${component!.id}v${component!.version}`);
    (
      await hr().put(`/api/salary_component/update/${component!.id}`, {
        salary_component_type: 'allowance',
        salary_component_name_vie: component!.salary_component_name_vie,
        salary_component_name_jp: component!.salary_component_name_jp,
        application_method: 1,
        apply_by_formula: 'day',
        fix_money: 150_000,
        tax_calculation: 1,
        attendance_condition: 0,
        overtime_condition: 1,
        minimum_number_days: 2,
        is_spouse: 0,
        add_leave_days: 0,
        scope_of_application: 1,
        status: 1,
        version: component!.version,
      })
    ).ok();
    const after = await run();
    expect([after.amount, after.rule]).toEqual([0, 'not paid: overtime: too few days with overtime']);
    expect(after.figures).toMatchObject({ overtime_condition: 1, minimum_number_days: 2 });
  });
});
