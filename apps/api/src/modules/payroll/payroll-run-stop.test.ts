import { type JobStarted, ROLES } from '@hr/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobContext, JobInterrupted } from '../../lib/jobs/define';
import { staffBody } from '../../test/factories/staff';
import { createTestApp, type TestApp } from '../../test/harness';
import { waitForJob } from '../../test/jobs';
import { payrollRunJob } from './payroll.run';

// The run's thread when its instance stops mid-run (lib/jobs: `progress` throws once the instance is stopping): the
// thread is ended, its connections close, PostgreSQL rolls its transaction back and the job runs again elsewhere.
let t: TestApp;
const MONTH = '2026-10';
const count = async (table: string) =>
  Number((await t.db.execute(sql.raw(`select count(*) n from ${table}`))).rows[0]!.n);

beforeAll(async () => {
  t = await createTestApp();
  const org = await t.seedOrganisation();
  for (const department_id of [org.departments.production, org.departments.hr])
    (await t.as(ROLES.HR).post('/api/users', staffBody({ department_id }))).ok();
});
afterAll(() => t?.close());

describe('a payroll run whose instance stops', () => {
  it('writes nothing, leaves no transaction open, and the month runs again afterwards', async () => {
    const before = [await count('payroll_runs'), await count('payroll_results')];
    // Each result row waits a second in PostgreSQL, so the thread is inside its transaction, writing, when the
    // instance stops (the progress after the chunk's insert began).
    await t.db.execute(
      sql.raw(`
      create function slow_result() returns trigger language plpgsql as $$
      begin perform pg_sleep(1); return new; end $$;
      create trigger slow_result before insert on payroll_results for each row execute function slow_result();`),
    );
    let calls = 0;
    const context = {
      jobId: 'stopping-instance',
      startedBy: null,
      lang: 'en',
      attempt: 1,
      db: t.db,
      databaseUrl: t.config.DATABASE_URL!,
      config: t.config,
      signal: new AbortController().signal,
      // The handler's own first call passes; the thread's first progress finds the instance stopping.
      progress: async () => {
        calls += 1;
        if (calls > 1) throw new JobInterrupted();
      },
      resultFile: async () => undefined,
      outcome: () => undefined,
    } satisfies JobContext;
    try {
      await expect(
        payrollRunJob.handler({ month: `${MONTH}-01`, department_ids: null, timeZone: 'Asia/Ho_Chi_Minh' }, context),
      ).rejects.toBeInstanceOf(JobInterrupted);
      expect(calls).toBe(2);
      // The ended thread's backends notice their closed connections once their statement ends, and roll back.
      const open = async () =>
        Number(
          (
            await t.db.execute(
              sql`select count(*) n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null and query like '%payroll_results%'`,
            )
          ).rows[0]!.n,
        );
      const deadline = Date.now() + 15_000;
      while ((await open()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await open()).toBe(0);
      expect([await count('payroll_runs'), await count('payroll_results')]).toEqual(before);
    } finally {
      await t.db.execute(sql.raw('drop trigger slow_result on payroll_results; drop function slow_result();'));
    }
    // Nothing is left locked: the job's next run (here through the route) writes the month.
    const started = (await t.as(ROLES.HR).post<JobStarted>('/api/payroll/runs', { month: MONTH })).ok(202);
    const job = await waitForJob(t.as(ROLES.HR), started.job_id, 30_000);
    expect(job.state).toBe('done');
    expect(await count('payroll_runs')).toBe(before[0]! + 1);
    expect(await count('payroll_results')).toBeGreaterThanOrEqual(before[1]! + 2);
  });
});
