import { companyToday, ROLES, type WorkingDayItem } from '@hr/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { clientFor } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { waitForJob } from '../../test/jobs';
import { closeDays } from './close-of-day';
import { addDays } from './working-day';

/**
 * The recompute a settings change asks for survives a restart: saved on an app that runs no jobs and stops, it is
 * run by the next app on the same database (docs/jobs.md "Restarts and several instances").
 */
const TZ = 'Asia/Ho_Chi_Minh';
let t: TestApp;
let second: FastifyInstance | undefined;
let person: number;
let date: string;
let holidayId: number;

beforeAll(async () => {
  t = await createTestApp({ jobWorkers: false });
  const org = await t.seedOrganisation();
  person = (await t.createPerson({ staff_record: true, role_id: ROLES.EMPLOYEE, shift_id: org.shifts.day })).id;
  // A past weekday, a company holiday: its closed day is a holiday.
  date = addDays(companyToday(TZ), -3);
  while ([0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) date = addDays(date, -1);
  await t.pool.query('delete from holidays');
  holidayId = (
    await t.pool.query<{ id: number }>(
      "insert into holidays (holiday_name, holiday_date, type, repeat_year) values ('Company day', $1, 2, 0) returning id",
      [date],
    )
  ).rows[0]!.id;
  await closeDays(t.db, { from: date, to: date }, { timeZone: TZ });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const statusOn = async () =>
  (
    await t.db.execute<Pick<WorkingDayItem, 'status'>>(
      sql`select status from attendance_days where user_id = ${person} and work_date = ${date}`,
    )
  ).rows[0]?.status;

describe('the recompute after a settings change', () => {
  it('is queued with the change and run by the next instance after a restart', async () => {
    expect(await statusOn()).toBe('holiday');
    const hr = await t.tokenFor(ROLES.HR);
    (await t.withToken(hr.token).delete(`/api/config/holiday/${holidayId}`)).ok();
    await t.app.close();
    const { rows } = await t.db.execute<{ id: string; state: string }>(
      sql`select j.id, q.state from jobs j join pgboss.job q on q.id = j.id where j.kind = 'settings-days-moved'`,
    );
    expect(rows).toEqual([{ id: expect.any(String), state: 'created' }]);
    expect(await statusOn()).toBe('holiday');

    second = await buildApp({ config: t.config, database: { db: t.db, pool: t.pool }, serveWeb: false });
    await second.ready();
    const job = await waitForJob(
      clientFor(second, async () => hr.token),
      rows[0]!.id,
      30_000,
    );
    expect(job.state).toBe('done');
    expect(await statusOn()).toBe('absent');
  });
});
