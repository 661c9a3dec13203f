import {
  companyToday,
  type JobStarted,
  type PayrollPerson,
  ROLES,
  statutoryInForce,
  type WorkingDayItem,
} from '@hr/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffBody } from '../../test/factories/staff';
import { createTestApp, type Organisation, type TestApp } from '../../test/harness';
import { waitForJob } from '../../test/jobs';
import { closeDays } from './close-of-day';
import { recomputeDays } from './recompute';
import { addDays, zonedMoment } from './working-day';
import { weekdayOnOrBefore } from '../../test/factories/days';

/**
 * A settings change that moves working days (docs/attendance.md "Recompute"): a work schedule version dated in the
 * past and a holiday deleted or added compute the stored days from their date up to today again, in a job sent with
 * the save; payroll reads the recomputed days; a payroll-locked month keeps its days as they were.
 */
const TZ = 'Asia/Ho_Chi_Minh';
let t: TestApp;
let org: Organisation;
let worker: number;
let absentee: number;
let saturday: string;
let holiday: string;
let lockedDay: string;
let holidayId: number;
let lockedHolidayId: number;

const hr = () => t.as(ROLES.HR);
const back = weekdayOnOrBefore;
async function dayOf(userId: number, date: string): Promise<WorkingDayItem | undefined> {
  const { days } = (
    await hr().get<{ days: WorkingDayItem[] }>(`/api/attendance/people/${userId}/days`, {
      query: { date_from: date, date_to: date },
    })
  ).ok();
  return days[0];
}
async function work(userId: number, date: string) {
  for (const [time, direction] of [
    ['08:00', 'in'],
    ['17:00', 'out'],
  ] as const)
    (
      await hr().post('/api/attendance/corrections', {
        user_id: userId,
        occurred_at: new Date(zonedMoment(date, time, TZ)).toISOString(),
        direction,
        reason: 'Imported from the paper sheet',
      })
    ).ok();
}
/** The recompute jobs HR's saves sent, newest first. */
const recomputeJobs = async () => {
  const { id } = await t.personOf(ROLES.HR);
  const { rows } = await t.db.execute<{ id: string }>(
    sql`select id from jobs where kind = 'settings-days-moved' and started_by = ${id} order by created_at desc`,
  );
  return rows.map((r) => r.id);
};
/** Waits for the one job the last save sent: done, like any job its starter follows. */
async function lastSaveRecomputed(before: string[]) {
  const sent = (await recomputeJobs()).filter((id) => !before.includes(id));
  expect(sent).toHaveLength(1);
  const done = await waitForJob(hr(), sent[0]!, 30_000);
  expect(done.state, JSON.stringify(done)).toBe('done');
}
async function runPayroll(month: string) {
  const started = (await hr().post<JobStarted>('/api/payroll/runs', { month })).ok(202);
  expect((await waitForJob(hr(), started.job_id, 30_000)).state).toBe('done');
  return (await hr().get<PayrollPerson>(`/api/payroll/people/${worker}?month=${month}`)).ok();
}

beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  const today = companyToday(TZ);
  saturday = back(addDays(today, -2), 6);
  holiday = back(addDays(today, -2), 2);
  lockedDay = back(addDays(today, -100), 3);
  const body = staffBody({ department_id: org.departments.production });
  worker = (await hr().post<{ id: number }>('/api/users', body)).ok().id;
  absentee = (
    await t.createPerson({
      staff_record: true,
      role_id: ROLES.EMPLOYEE,
      department_id: org.departments.production,
      shift_id: null,
    })
  ).id;
  await t.pool.query('update users set shift_id = $1 where id = any($2)', [org.shifts.day, [worker, absentee]]);
  // The only holidays: a past Tuesday and a Wednesday of a month payroll then locks.
  await t.pool.query('delete from holidays');
  const insert = async (date: string) =>
    (
      await t.pool.query<{ id: number }>(
        "insert into holidays (holiday_name, holiday_date, type, repeat_year) values ('Company day', $1, 2, 0) returning id",
        [date],
      )
    ).rows[0]!.id;
  holidayId = await insert(holiday);
  lockedHolidayId = await insert(lockedDay);
  await work(worker, saturday);
  await work(worker, holiday);
  await closeDays(t.db, { from: lockedDay, to: lockedDay }, { timeZone: TZ });
  await closeDays(t.db, { from: holiday, to: holiday }, { timeZone: TZ });
  await t.pool.query('insert into payroll_locks (month) values ($1)', [`${lockedDay.slice(0, 7)}-01`]);
});
afterAll(() => t?.close());

describe('a work schedule version dated in the past', () => {
  it('makes a worked Saturday a working day of the new version, and the payroll of its month reads it', async () => {
    const month = saturday.slice(0, 7);
    const before = await dayOf(worker, saturday);
    expect(before).toMatchObject({ status: 'present', rest_day: true, normal_minutes: 0 });
    expect(before!.overtime['2']).toBe(480);
    const overtimeLines = (p: PayrollPerson) => p.lines.map((l) => l.key).filter((k) => k.startsWith('overtime_'));
    const paidBefore = await runPayroll(month);
    expect(overtimeLines(paidBefore)).toContain('overtime_2');

    const jobs = await recomputeJobs();
    const schedule = statutoryInForce('work_schedule', saturday).data;
    const saved = (
      await hr().put<{ id: number; effective_from: string; created: boolean }>('/api/config/work_schedule/update', {
        ...structuredClone(schedule),
        schedule_week: { ...schedule.schedule_week, saturday: true },
        effective_from: saturday,
      })
    ).ok();
    // The answer of the save is as it was: the version, not the job.
    expect(saved).toMatchObject({ effective_from: saturday, created: true });
    await lastSaveRecomputed(jobs);

    const after = await dayOf(worker, saturday);
    expect(after).toMatchObject({
      status: 'present',
      rest_day: false,
      normal_minutes: 480,
      settings_id: saved.id,
      settings_effective_from: saturday,
    });
    expect(after!.overtime['2']).toBe(0);
    // The run of the month counts the Saturday as a working day: no rest-day overtime (type 2) left to pay.
    const paidAfter = await runPayroll(month);
    expect(overtimeLines(paidAfter)).not.toContain('overtime_2');
    expect(paidAfter.overtime_pay).toBeLessThan(paidBefore.overtime_pay);
  });

  it('a setting that moves no day (salary and overtime rates) sends no recompute', async () => {
    const jobs = await recomputeJobs();
    const { pay_calculation_methods, ...rest } = structuredClone(statutoryInForce('default_salary', saturday).data);
    (
      await hr().post('/api/config/default_salary/create', {
        ...rest,
        pay_calculation_method: pay_calculation_methods,
        effective_from: saturday,
      })
    ).ok();
    expect(await recomputeJobs()).toEqual(jobs);
  });
});

describe('holidays', () => {
  it('a past holiday deleted: its days are working days again; a locked month keeps its holiday', async () => {
    expect(await dayOf(absentee, holiday)).toMatchObject({ status: 'holiday', holiday: true });
    const worked = await dayOf(worker, holiday);
    expect(worked).toMatchObject({ status: 'present', holiday: true, normal_minutes: 0 });
    expect(worked!.overtime['3']).toBe(480);
    const locked = await dayOf(absentee, lockedDay);
    expect(locked).toMatchObject({ status: 'holiday', holiday: true });

    let jobs = await recomputeJobs();
    (await hr().delete(`/api/config/holiday/${holidayId}`)).ok();
    await lastSaveRecomputed(jobs);
    expect(await dayOf(absentee, holiday)).toMatchObject({ status: 'absent', holiday: false });
    const again = await dayOf(worker, holiday);
    expect(again).toMatchObject({ status: 'present', holiday: false, normal_minutes: 480 });
    expect(again!.overtime['3']).toBe(0);

    // The holiday of the locked month goes too, but the month's days stay exactly as payroll read them.
    jobs = await recomputeJobs();
    (await hr().delete(`/api/config/holiday/${lockedHolidayId}`)).ok();
    await lastSaveRecomputed(jobs);
    expect(await dayOf(absentee, lockedDay)).toEqual(locked);
  });

  it('a holiday added for today makes the stored day of today a holiday', async () => {
    const today = companyToday(TZ);
    await t.db.transaction((tx) => recomputeDays(tx, [{ user_id: absentee, date: today }], { timeZone: TZ }));
    expect(await dayOf(absentee, today)).toMatchObject({ holiday: false });

    const jobs = await recomputeJobs();
    (
      await hr().post('/api/config/holiday/create', {
        holiday_name: 'Company trip',
        date: today.slice(5),
        year: Number(today.slice(0, 4)),
        type: 2,
        repeat_year: 0,
      })
    ).ok();
    await lastSaveRecomputed(jobs);
    expect(await dayOf(absentee, today)).toMatchObject({ holiday: true });
  });
});
