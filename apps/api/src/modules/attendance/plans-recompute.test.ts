import { companyToday, type MemberShiftItem, ROLES, type WorkingDayItem, type WorkingPlanItem } from '@hr/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { everyDayWorking, weekdayOnOrBefore } from '../../test/factories/days';
import { assignmentBody } from '../../test/factories/member-shift';
import { shiftBody } from '../../test/factories/shift';
import { workingPlanBody } from '../../test/factories/working-plan';
import { createTestApp, type Organisation, type Person, type TestApp } from '../../test/harness';
import { waitForJob } from '../../test/jobs';
import { recomputeDays } from './recompute';
import { addDays, zonedMoment } from './working-day';

/**
 * A change of plan moves the stored working days (docs/attendance.md "Recompute"): a shift assignment, a department
 * work plan and a shift group's new times each send `shifts-plans-moved` in their transaction, and attendance
 * computes the stored days from the change's date up to today again; a payroll-locked month keeps its days.
 */
const TZ = 'Asia/Ho_Chi_Minh';
let t: TestApp;
let org: Organisation;
let person: Person;
let early: number;
let wednesday: string;

const hr = () => t.as(ROLES.HR);
async function dayOf(userId: number, date: string): Promise<WorkingDayItem | undefined> {
  const { days } = (
    await hr().get<{ days: WorkingDayItem[] }>(`/api/attendance/people/${userId}/days`, {
      query: { date_from: date, date_to: date },
    })
  ).ok();
  return days[0];
}
/** The figures a change of plan moves. */
const figures = (day: WorkingDayItem | undefined) => ({
  shift_id: day?.shift_id,
  shift_source: day?.shift_source,
  late_minutes: day?.late_minutes,
  overtime_1: day?.overtime['1'],
});
async function work(userId: number, date: string, times: [string, string]) {
  for (const [time, direction] of [
    [times[0], 'in'],
    [times[1], 'out'],
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
const planJobs = async () => {
  const { id } = await t.personOf(ROLES.HR);
  const { rows } = await t.db.execute<{ id: string }>(
    sql`select id from jobs where kind = 'shifts-plans-moved' and started_by = ${id} order by created_at desc`,
  );
  return rows.map((r) => r.id);
};
/** Runs `change` and waits for the one recompute it sent. */
async function recomputedAfter<T>(change: () => Promise<T>): Promise<T> {
  const before = await planJobs();
  const result = await change();
  const sent = (await planJobs()).filter((id) => !before.includes(id));
  expect(sent).toHaveLength(1);
  const done = await waitForJob(hr(), sent[0]!, 30_000);
  expect(done.state, JSON.stringify(done)).toBe('done');
  return result;
}

beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  early = (
    await hr().post<{ id: number }>(
      '/api/shifts',
      shiftBody({ normal_checkin_time: '07:00', normal_checkout_time: '16:00' }),
    )
  ).ok().id;
  await t.pool.query('insert into department_shifts (department_id, shift_id) values ($1, $2)', [
    org.departments.production,
    early,
  ]);
  person = await t.createPerson({
    staff_record: true,
    role_id: ROLES.EMPLOYEE,
    department_id: org.departments.production,
    shift_id: org.shifts.day,
  });
  wednesday = weekdayOnOrBefore(addDays(companyToday(TZ), -7), 3);
  await work(person.id, wednesday, ['08:00', '17:30']);
});
afterAll(() => t?.close());

describe('a shift assignment', () => {
  it('made for a past date moves its stored day (planned shift, late, overtime), and back when deleted', async () => {
    const asPlanned = { shift_id: org.shifts.day, shift_source: 'person', late_minutes: 0, overtime_1: 30 };
    expect(figures(await dayOf(person.id, wednesday))).toEqual(asPlanned);
    const [assignment] = await recomputedAfter(async () =>
      (
        await hr().post<MemberShiftItem[]>(
          '/api/member_group/member_shift/create',
          assignmentBody(
            { department_id: org.departments.production, shift_id: early, user_ids: [person.id] },
            { start_date: wednesday, end_date: wednesday },
          ),
        )
      ).ok(),
    );
    // 07:00-16:00: in at 08:00 is 60 minutes late, out at 17:30 is 90 minutes of overtime.
    expect(figures(await dayOf(person.id, wednesday))).toEqual({
      shift_id: early,
      shift_source: 'assignment',
      late_minutes: 60,
      overtime_1: 90,
    });
    await recomputedAfter(async () =>
      (await hr().delete(`/api/member_group/member_shift/assignment/${assignment!.id}`)).ok(),
    );
    expect(figures(await dayOf(person.id, wednesday))).toEqual(asPlanned);
  });

  it('starting after tomorrow moves no stored day: nothing is sent', async () => {
    const before = await planJobs();
    const start = addDays(companyToday(TZ), 2);
    (
      await hr().post(
        '/api/member_group/member_shift/create',
        assignmentBody(
          { department_id: org.departments.production, shift_id: early, user_ids: [person.id] },
          { start_date: start, end_date: start },
        ),
      )
    ).ok();
    expect(await planJobs()).toEqual(before);
  });
});

describe('a department work plan', () => {
  it('for today moves today’s stored day of the people it names, and back when deleted', async () => {
    const today = companyToday(TZ);
    // Today's planned times need a working day, whatever weekday the test runs on.
    onTestFinished(await everyDayWorking(t.pool, today));
    const worker = await t.createPerson({
      staff_record: true,
      role_id: ROLES.EMPLOYEE,
      department_id: org.departments.production,
      shift_id: org.shifts.day,
    });
    await t.db.transaction((tx) => recomputeDays(tx, [{ user_id: worker.id, date: today }], { timeZone: TZ }));
    expect(await dayOf(worker.id, today)).toMatchObject({ shift_id: org.shifts.day, shift_source: 'person' });
    const plan = await recomputedAfter(async () =>
      (
        await hr().post<WorkingPlanItem>(
          `/api/departments/${org.departments.production}/working-plans`,
          workingPlanBody({ shift_id: early, user_ids: [worker.id] }, { date: today }),
        )
      ).ok(),
    );
    const planned = await dayOf(worker.id, today);
    expect(planned).toMatchObject({ shift_id: early, shift_source: 'work_plan' });
    expect(planned?.planned_start).toBe(new Date(zonedMoment(today, '07:00', TZ)).toISOString());
    await recomputedAfter(async () =>
      (await hr().delete(`/api/departments/${org.departments.production}/working-plans/${plan.id}`)).ok(),
    );
    expect(await dayOf(worker.id, today)).toMatchObject({ shift_id: org.shifts.day, shift_source: 'person' });
  });
});

describe('a shift group’s new times', () => {
  it('move every stored day planned on it up to today, but not those of a payroll-locked month', async () => {
    const late = (
      await hr().post<{ id: number; version: number }>(
        '/api/shifts',
        shiftBody({ normal_checkin_time: '08:30', normal_checkout_time: '17:30' }),
      )
    ).ok();
    const worker = await t.createPerson({
      staff_record: true,
      role_id: ROLES.EMPLOYEE,
      department_id: org.departments.production,
      shift_id: late.id,
    });
    const lockedDay = weekdayOnOrBefore(addDays(companyToday(TZ), -100), 3);
    await work(worker.id, wednesday, ['08:00', '18:00']);
    await work(worker.id, lockedDay, ['08:00', '18:00']);
    await t.pool.query('insert into payroll_locks (month) values ($1)', [`${lockedDay.slice(0, 7)}-01`]);
    const locked = await dayOf(worker.id, lockedDay);
    expect(figures(locked)).toEqual({ shift_id: late.id, shift_source: 'person', late_minutes: 0, overtime_1: 30 });

    // The times only: a new name alone sends nothing.
    const renamed = await planJobs();
    const body = {
      name: `Late ${late.id}`,
      description: null,
      normal_checkin_time: '08:30',
      normal_checkout_time: '17:30',
    };
    const saved = (
      await hr().put<{ version: number }>(`/api/shifts/${late.id}`, { ...body, version: late.version })
    ).ok();
    expect(await planJobs()).toEqual(renamed);

    await recomputedAfter(async () =>
      (
        await hr().put(`/api/shifts/${late.id}`, {
          ...body,
          normal_checkin_time: '07:30',
          normal_checkout_time: '16:30',
          version: saved.version,
        })
      ).ok(),
    );
    // 07:30-16:30: in at 08:00 is 30 minutes late, out at 18:00 is 90 minutes of overtime.
    expect(figures(await dayOf(worker.id, wednesday))).toEqual({
      shift_id: late.id,
      shift_source: 'person',
      late_minutes: 30,
      overtime_1: 90,
    });
    expect(await dayOf(worker.id, lockedDay)).toEqual(locked);
  });
});
