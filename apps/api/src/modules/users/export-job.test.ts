import { type JobStarted, ROLES } from '@hr/contracts';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { users } from '../../db/schema/index';
import { clientFor } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { waitForJob } from '../../test/jobs';

/**
 * The user export as a job across instances: the app that takes the request runs no jobs here (`jobWorkers: false`)
 * and is closed before anything runs it; a second app on the same database and data folder finishes the work.
 */
let t: TestApp;
let second: FastifyInstance | undefined;

beforeAll(async () => {
  t = await createTestApp({ jobWorkers: false });
  const org = await t.seedOrganisation();
  for (let i = 0; i < 3; i += 1)
    await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: org.departments.production, alias_id: `RST${i}` });
});

afterAll(async () => {
  await second?.close();
  await t?.close();
});

const queueState = async (id: string) =>
  (await t.pool.query<{ state: string }>('select state from pgboss.job where id = $1', [id])).rows[0]?.state;

describe('the user export as a job', () => {
  it('survives a restart: queued on an app that stops, run by the next app on the same database', async () => {
    const hr = await t.tokenFor(ROLES.HR);
    const started = (await t.withToken(hr.token).post<JobStarted>('/api/users/export?staff_id=RST')).ok(202);
    const manager = await t.tokenFor(ROLES.MANAGER);
    const refusedLater = (await t.withToken(manager.token).post<JobStarted>('/api/users/export')).ok(202);
    await t.app.close();
    expect(await queueState(started.job_id)).toBe('created');
    expect((await t.db.execute(sql`select state from jobs where id = ${started.job_id}`)).rows[0]?.state).toBe(
      'queued',
    );

    // Before the next app runs it, the manager is deactivated: the job reads nothing on their behalf and says why.
    const setActive = (active: boolean) =>
      t.db.update(users).set({ is_active: active }).where(eq(users.id, manager.person.id));
    await setActive(false);

    second = await buildApp({ config: t.config, database: { db: t.db, pool: t.pool }, serveWeb: false });
    await second.ready();
    const client = clientFor(second, async () => hr.token);
    const job = await waitForJob(client, started.job_id);
    expect(job).toMatchObject({ state: 'done', progress: 100, file_name: 'user_list.xlsx' });
    const response = await client.get(job.download_url!);
    response.ok();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect([2, 3, 4].map((row) => sheet.getRow(row).getCell(3).value)).toEqual(['RST0', 'RST1', 'RST2']);

    const failedRow = async () =>
      (await t.db.execute(sql`select state, message_key from jobs where id = ${refusedLater.job_id}`)).rows[0];
    await expect.poll(failedRow, { timeout: 20_000, interval: 100 }).toEqual({
      state: 'failed',
      message_key: 'jobs.errors.owner_gone',
    });
    // Active again, they read the reason in their language, and get no file.
    await setActive(true);
    const managerClient = clientFor(second, async () => manager.token, 'ja');
    expect(await waitForJob(managerClient, refusedLater.job_id)).toMatchObject({
      state: 'failed',
      download_url: null,
      message: 'この処理を開始した人はサインインできなくなりました。',
    });
    (await managerClient.get(`/api/jobs/${refusedLater.job_id}/file`)).refused(404, 'not_found');
    // The other person's job does not exist for them.
    (await managerClient.get(`/api/jobs/${started.job_id}`)).refused(404, 'not_found');
    (await managerClient.get(job.download_url!)).refused(404, 'not_found');
  });
});
