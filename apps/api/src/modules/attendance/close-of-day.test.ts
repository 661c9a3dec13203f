import { companyToday, type JobStarted, ROLES, type WorkingDayItem } from '@hr/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobQueue } from '../../lib/jobs/index';
import { createTestApp, type Organisation, type Person, type TestApp } from '../../test/harness';
import { waitForJob } from '../../test/jobs';
import { closeDays, closeOfDayJob, closeOfDaySchedule } from './close-of-day';
import { reportsRepository } from './reports.repository';
import { addDays, zonedMoment } from './working-day';
import { weekdayOnOrBefore } from '../../test/factories/days';

/**
 * Close of day (docs/attendance.md "Close of day"): people without an event get their day stored (absent, holiday),
 * payroll-locked months stay untouched, a second run changes nothing; the on-demand route's rules; the schedule.
 */
const TZ = 'Asia/Ho_Chi_Minh';
let t: TestApp;
let org: Organisation;
let present: Person;
let absentee: Person;
let joinedLater: Person;
let monday: string;
let tuesday: string;
let wednesday: string;
let lockedDay: string;

const hr = () => t.as(ROLES.HR);
const back = weekdayOnOrBefore;
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
async function daysOf(person: Person, from: string, to: string) {
  return (
    await hr().get<{ days: WorkingDayItem[] }>(`/api/attendance/people/${person.id}/days`, {
      query: { date_from: from, date_to: to },
    })
  ).ok().days;
}
async function close(body: { date_from: string; date_to: string }, client = hr()) {
  const started = (await client.post<JobStarted>('/api/attendance/close-of-day', body)).ok(202);
  const done = await waitForJob(client, started.job_id);
  expect(done.state, JSON.stringify(done)).toBe('done');
  return done;
}
const fingerprint = async () =>
  (
    await t.db.execute(
      sql`select count(*)::int as n, max(computed_at)::text as at, sum(hashtext(status))::text as s from attendance_days`,
    )
  ).rows[0];

beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  const today = companyToday(TZ);
  monday = back(addDays(today, -14), 1);
  tuesday = addDays(monday, 1);
  wednesday = addDays(monday, 2);
  lockedDay = back(addDays(today, -100), 3);
  const base = {
    staff_record: true as const,
    role_id: ROLES.EMPLOYEE,
    department_id: org.departments.production,
    shift_id: org.shifts.day,
  };
  present = await t.createPerson(base);
  absentee = await t.createPerson(base);
  joinedLater = await t.createPerson({ ...base, date_of_join: tuesday });
  // The present person checks in and out on Monday (a correction: the device route refuses nothing here either).
  for (const [time, direction] of [
    ['08:00', 'in'],
    ['17:00', 'out'],
  ] as const)
    (
      await hr().post('/api/attendance/corrections', {
        user_id: present.id,
        occurred_at: new Date(zonedMoment(monday, time, TZ)).toISOString(),
        direction,
        reason: 'Imported from the paper sheet',
      })
    ).ok();
  // Wednesday is a company holiday, the only one (the seeded public holidays would move with the calendar).
  await t.pool.query('delete from holidays');
  await t.pool.query(
    "insert into holidays (holiday_name, holiday_date, type, repeat_year) values ('Company day', $1, 2, 0)",
    [wednesday],
  );
  await t.pool.query('insert into payroll_locks (month) values ($1)', [`${lockedDay.slice(0, 7)}-01`]);
});
afterAll(() => t?.close());

describe('close of day on demand', () => {
  it('stores an absent day for a person without an event, a holiday, nothing before joining, and runs twice alike', async () => {
    expect(await daysOf(absentee, monday, wednesday)).toEqual([]);
    const done = await close({ date_from: monday, date_to: wednesday });
    // Its outcome, read where its progress was (JobProgress): the absentee's three days, the late joiner's two and the
    // present person's Tuesday and Wednesday (their Monday was stored by its events); nobody without a staff record.
    expect(done.message).toBe('Days closed. Working days stored: 7; people: 3.');

    const absent = await daysOf(absentee, monday, wednesday);
    expect(absent.map((d) => [d.work_date, d.status])).toEqual([
      [monday, 'absent'],
      [tuesday, 'absent'],
      [wednesday, 'holiday'],
    ]);
    expect(absent[0]).toMatchObject({ worked_minutes: 0, first_in: null, shift_source: 'person' });
    // The present person's Monday stays as its events made it.
    expect((await daysOf(present, monday, monday))[0]).toMatchObject({ status: 'present', worked_minutes: 480 });
    expect((await daysOf(joinedLater, monday, wednesday)).map((d) => d.work_date)).toEqual([tuesday, wednesday]);
    // The weekend before is not a planned working day: nothing stored.
    expect(await daysOf(absentee, addDays(monday, -2), addDays(monday, -1))).toEqual([]);

    const before = await fingerprint();
    await close({ date_from: monday, date_to: wednesday });
    expect(await fingerprint()).toEqual(before);
  });

  it('leaves the days of a payroll-locked month alone', async () => {
    const done = await close({ date_from: lockedDay, date_to: lockedDay }, hr().in('vi'));
    expect(await daysOf(absentee, lockedDay, lockedDay)).toEqual([]);
    expect(done.message).toBe(
      `Đã chốt ngày: lưu 0 ngày công của 0 người. Các tháng đã khóa lương được giữ nguyên: ${lockedDay.slice(0, 7)}`,
    );
  });

  it('is for HR, for past dates only, at most 366 days, with localized errors', async () => {
    const body = { date_from: monday, date_to: monday };
    for (const role of [ROLES.MANAGER, ROLES.DIRECTOR, ROLES.EMPLOYEE, ROLES.KIOSK])
      (await t.as(role).post('/api/attendance/close-of-day', body)).refused(403);
    const today = companyToday(TZ);
    const notPast = await hr().in('ja').post('/api/attendance/close-of-day', { date_from: monday, date_to: today });
    expect(notPast.refused(422).errors.date_to).toEqual(['締められるのは昨日までの日です。今日はまだ締められません']);
    const long = await hr().post('/api/attendance/close-of-day', { date_from: addDays(monday, -366), date_to: monday });
    expect(long.refused(422).errors.date_to).toEqual(['At most 366 days can be closed at a time']);
    const reversed = await hr().post('/api/attendance/close-of-day', { date_from: tuesday, date_to: monday });
    expect(reversed.refused(400).errors.date_to).toEqual(['End date must be greater than Start date']);
    const unknown = await hr().post('/api/attendance/close-of-day', { ...body, everyone: true });
    unknown.refused(400);
    expect(
      await t.db.execute(sql`select count(*)::int as n from jobs where kind = 'attendance-close-of-day'`),
    ).toMatchObject({ rows: [{ n: 3 }] }); // the three runs above: the refused requests queued nothing
  });
});

/** Another instance of the app starting and stopping its job queue with these schedules (a restart). */
async function startInstance(schedules: (typeof closeOfDaySchedule)[]) {
  const queue = jobQueue({
    database: { db: t.db, pool: t.pool } as never,
    config: t.config,
    kinds: [closeOfDayJob],
    schedules,
    workers: true,
    log: () => undefined,
  });
  await queue.start();
  await queue.stop();
}

describe('the scheduled close of day', () => {
  it('is registered at start in the company time zone, once however often an instance starts', async () => {
    const schedules = async () =>
      (await t.db.execute(sql`select name, cron, timezone from pgboss.schedule where name = ${closeOfDayJob.kind}`))
        .rows;
    expect(await schedules()).toEqual([
      { name: closeOfDayJob.kind, cron: '0 10 * * *', timezone: t.config.COMPANY_TIME_ZONE },
    ]);
    // A second instance (a restart) registers it again: still one.
    await startInstance([closeOfDaySchedule]);
    expect(await schedules()).toHaveLength(1);
  });

  it('is removed at start once no manifest declares it (a schedule dropped from the code stops running)', async () => {
    const registered = async () => (await t.db.execute(sql`select name from pgboss.schedule order by name`)).rows;
    expect(await registered()).toContainEqual({ name: closeOfDayJob.kind });
    // An instance whose manifests no longer schedule the close of day (the kind itself still exists).
    await startInstance([]);
    expect(await registered()).not.toContainEqual({ name: closeOfDayJob.kind });
    expect(await registered()).toContainEqual({ name: 'jobs-cleanup' });
    // The next start of the real manifests registers it again.
    await startInstance([closeOfDaySchedule]);
    expect(await registered()).toContainEqual({ name: closeOfDayJob.kind });
  });

  it('closes the open working days of the last week when its handler runs', async () => {
    const yesterday = addDays(companyToday(TZ), -1);
    const from = addDays(yesterday, -6);
    const late = await t.createPerson({ staff_record: true, role_id: ROLES.EMPLOYEE, shift_id: null });
    expect(await daysOf(late, from, yesterday)).toEqual([]);
    const progress: number[] = [];
    await closeOfDayJob.handler(
      {},
      {
        jobId: 'scheduled',
        startedBy: null,
        lang: 'en',
        attempt: 1,
        db: t.db,
        databaseUrl: t.config.DATABASE_URL!,
        config: t.config,
        signal: new AbortController().signal,
        progress: async (percent) => void progress.push(percent),
        resultFile: async () => undefined,
        outcome: () => undefined,
      },
    );
    // Up to the day before yesterday: just after midnight yesterday's working day may still be open (its window
    // ends between its shift's end and today's start), so whether the handler closed it depends on the hour.
    const days = await daysOf(late, from, addDays(yesterday, -1));
    const working = Array.from({ length: 6 }, (_, i) => addDays(from, i)).filter((d) => ![0, 6].includes(weekday(d)));
    expect(days.map((d) => d.work_date)).toEqual(working);
    expect(days.every((d) => ['absent', 'holiday'].includes(d.status) && d.shift_source === 'default')).toBe(true);
    expect(progress.at(-1)).toBe(100);
  });
});

describe('a long range', () => {
  it('is closed a month of dates at a time, every working day once, only within the scope', async () => {
    const person = await t.createPerson({ staff_record: true, role_id: ROLES.EMPLOYEE, shift_id: org.shifts.day });
    const other = await t.createPerson({ staff_record: true, role_id: ROLES.EMPLOYEE, shift_id: org.shifts.day });
    const to = addDays(monday, -1);
    const from = addDays(to, -69); // 70 dates: three windows of 31, 31 and 8
    const ticks: number[] = [];
    const stored = await closeDays(
      t.db,
      { from, to },
      {
        timeZone: TZ,
        scope: sql`${sql.raw('"users"."id"')} = ${person.id}`,
        tick: async (done) => void ticks.push(done),
      },
    );
    const dates = Array.from({ length: 70 }, (_, i) => addDays(from, i));
    const working = dates.filter((d) => ![0, 6].includes(weekday(d)) && !d.startsWith(lockedDay.slice(0, 7)));
    const locked = [lockedDay.slice(0, 7)].filter((month) => dates.some((d) => d.startsWith(month)));
    expect(stored).toEqual({ days: working.length, people: 1, lockedMonths: locked });
    expect(ticks).toEqual([31, 62, 70]);
    const count = async (id: number) =>
      (await t.db.execute(sql`select count(*)::int as n from attendance_days where user_id = ${id}`)).rows[0]?.n;
    expect(await count(person.id)).toBe(working.length);
    expect(await count(other.id)).toBe(0);
  });
});

describe('the dashboard today', () => {
  it('counts a person without an event as absent once their shift started more than 30 minutes ago', async () => {
    // A new person: nothing stored on that Thursday (closed runs were before they existed).
    const person = await t.createPerson({
      staff_record: true,
      role_id: ROLES.EMPLOYEE,
      department_id: org.departments.production,
      shift_id: org.shifts.day,
    });
    const date = addDays(wednesday, 1);
    const bucket = async (time: string, off = false) => {
      const start = { now: new Date(zonedMoment(date, time, TZ)), timeZone: TZ, standardStart: '07:00', off };
      const rows = await reportsRepository(t.db).todayByDepartment(
        date,
        sql`${sql.raw('"users"."id"')} = ${person.id}`,
        {
          ...start,
          absentAfterMinutes: 30,
        },
      );
      return rows[0];
    };
    expect(await bucket('08:20')).toMatchObject({ total: 1, not_yet: 1, absent: 0 });
    expect(await bucket('08:31')).toMatchObject({ total: 1, not_yet: 0, absent: 1 });
    expect(await bucket('08:31', true)).toMatchObject({ total: 1, off: 1, absent: 0 });
  });
});
