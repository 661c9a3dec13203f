import { Readable } from 'node:stream';
import { ROLES, type JobStatus } from '@hr/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness';
import { waitForJob } from '../../test/jobs';
import { XLSX_TYPE } from '../../lib/excel';
import { defineJob, defineJobPort, JobFailure } from '../../lib/jobs/define';
import { type JobQueue, jobQueue, type Starter } from '../../lib/jobs/queue';

/** Kinds of this test only, run by a second queue on the test app's database (the app's queue never takes them). */
let runs = 0;
const steps = defineJob({
  kind: 'test-steps',
  input: z.object({ text: z.string(), steps: z.number().int() }),
  async handler({ text, steps: count }, context) {
    for (let i = 1; i <= count; i++) {
      await new Promise((resolve) => setTimeout(resolve, 120));
      await context.progress((i / count) * 100, 'jobs.users_export.writing', { done: i, total: count });
    }
    await context.resultFile('résumé "x".xlsx', XLSX_TYPE, Readable.from([Buffer.from(text)]));
  },
});
/** Reports a progress counting one person, then waits until the test has read it. */
let release: () => void = () => undefined;
const released = new Promise<void>((resolve) => {
  release = resolve;
});
const paused = defineJob({
  kind: 'test-paused',
  input: z.object({}),
  async handler(_input, context) {
    await context.progress(0, 'jobs.users_export.writing', { done: 0, total: 1 });
    await released;
  },
});
const refuses = defineJob({
  kind: 'test-refuses',
  input: z.object({}),
  async handler() {
    throw new JobFailure('jobs.errors.owner_gone');
  },
});
const crashes = defineJob({
  kind: 'test-crashes',
  input: z.object({}),
  async handler() {
    throw new Error('secret internal detail at /srv/app.js:12');
  },
});
const flaky = defineJob({
  kind: 'test-flaky',
  input: z.object({}),
  retry: { limit: 2, delaySeconds: 0 },
  async handler(_input, context) {
    runs += 1;
    if (context.attempt < 2) throw new Error('the mail server did not answer');
  },
});

/** A port (work a lower area asks for) and the kind that implements it, as settings and attendance do. */
const asked = defineJobPort({ kind: 'test-asked', input: z.strictObject({ n: z.number().int() }) });
let answered = 0;
const answers = defineJob({
  ...asked,
  async handler({ n }) {
    answered = n;
  },
});
const unanswered = defineJobPort({ kind: 'test-unanswered', input: z.strictObject({}) });

let t: TestApp;
let queue: JobQueue;
let owner: Starter;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const person = await t.personOf(ROLES.EMPLOYEE);
  const { rows } = await t.pool.query('select department_id from users where id = $1', [person.id]);
  owner = { id: person.id, role_id: person.role_id, department_id: rows[0].department_id };
  queue = jobQueue({
    database: { db: t.db, pool: t.pool },
    config: t.config,
    kinds: [steps, paused, refuses, crashes, flaky, answers],
    workers: true,
    log: () => undefined,
  });
  await queue.start();
});

afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

const pgbossJobs = async (id: string) =>
  Number((await t.pool.query('select count(*) from pgboss.job where id = $1', [id])).rows[0].count);

describe('the job queue', () => {
  it('runs a job, reports its progress as it moves and offers its file to the person who started it', async () => {
    const id = await queue.send(steps, { text: 'hello', steps: 5 }, { startedBy: owner, lang: 'en' });
    const client = t.as(ROLES.EMPLOYEE);
    const status = await waitForJob(client, id);
    expect(status).toMatchObject({ state: 'done', progress: 100, file_name: 'résumé "x".xlsx', file_size: 5 });
    // Progress was seen between the start and the end, never going back.
    expect(status.seen.some((p) => p > 0 && p < 100)).toBe(true);
    expect([...status.seen].sort((a, b) => a - b)).toEqual(status.seen);
    const file = await client.get(status.download_url!);
    file.ok();
    expect(file.raw.body).toBe('hello');
    expect(file.headers['content-type']).toBe(XLSX_TYPE);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="r_sum___x_.xlsx"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22x%22.xlsx`,
    );

    // Anyone else: the job and its file do not exist.
    for (const other of [t.as(ROLES.ICT), t.as(ROLES.HR)]) {
      (await other.get(`/api/jobs/${id}`)).refused(404, 'not_found');
      (await other.get(`/api/jobs/${id}/file`)).refused(404, 'not_found');
    }
    (await t.anonymous().get(`/api/jobs/${id}`)).refused(401);
  });

  it("is no longer the starter's once their role or department changed (an export chose fields by that access)", async () => {
    const client = t.as(ROLES.EMPLOYEE);
    const id = await queue.send(steps, { text: 'pay data', steps: 1 }, { startedBy: owner, lang: 'en' });
    const status = await waitForJob(client, id);
    (await client.get(status.download_url!)).ok();
    const other = (
      await t.pool.query(`insert into departments (department_id, name) values ('JOBS', 'Jobs test') returning id`)
    ).rows[0].id;
    for (const change of [
      { column: 'role_id', value: ROLES.LEADER, back: owner.role_id },
      { column: 'department_id', value: other, back: owner.department_id },
    ]) {
      await t.pool.query(`update users set ${change.column} = $1 where id = $2`, [change.value, owner.id]);
      try {
        (await client.get(`/api/jobs/${id}`)).refused(404, 'not_found');
        (await client.get(`/api/jobs/${id}/file`)).refused(404, 'not_found');
      } finally {
        await t.pool.query(`update users set ${change.column} = $1 where id = $2`, [change.back, owner.id]);
      }
      // The same access again: the job is theirs again.
      (await client.get(`/api/jobs/${id}/file`)).ok();
    }
  });

  it('words a progress in the plural form of its total: "1 person" in English', async () => {
    const client = t.as(ROLES.EMPLOYEE);
    const id = await queue.send(paused, {}, { startedBy: owner });
    const message = async (lang: 'en' | 'ja') => (await client.in(lang).get<JobStatus>(`/api/jobs/${id}`)).ok().message;
    await expect.poll(() => message('en'), { timeout: 10_000 }).toBe('Writing 0 of 1 person');
    expect(await message('ja')).toBe('1人中0人を書き出しています');
    release();
    expect((await waitForJob(client, id)).state).toBe('done');
  });

  it("is no longer a leader's once they left the group their scope read (the export held its people)", async () => {
    const department = (
      await t.pool.query(`insert into departments (department_id, name) values ('JOBG', 'Groups test') returning id`)
    ).rows[0].id;
    const { token, person } = await t.tokenFor(ROLES.LEADER, { department_id: department });
    const client = t.withToken(token);
    const group = async (code: string) =>
      (
        await t.pool.query(
          `insert into department_groups (group_code, group_name, department_id, group_leader)
           values ($1, $1, $2, $3) returning id`,
          [code, department, person.id],
        )
      ).rows[0].id as number;
    const first = await group('JOBG-A');
    await t.pool.query('insert into department_group_members (group_id, user_id) values ($1, $2)', [first, person.id]);
    const leader = { id: person.id, role_id: ROLES.LEADER, department_id: department };
    const id = await queue.send(steps, { text: 'group data', steps: 1 }, { startedBy: leader, lang: 'en' });
    expect((await t.pool.query('select started_groups from jobs where id = $1', [id])).rows[0].started_groups).toEqual([
      first,
    ]);
    const status = await waitForJob(client, id);
    (await client.get(status.download_url!)).ok();

    // Moved to another group of the same department, same role: the first group's export is not theirs any more.
    const second = await group('JOBG-B');
    await t.pool.query('update department_groups set group_leader = null where id = $1', [first]);
    await t.pool.query('update department_group_members set group_id = $1 where user_id = $2', [second, person.id]);
    (await client.get(`/api/jobs/${id}`)).refused(404, 'not_found');
    (await client.get(`/api/jobs/${id}/file`)).refused(404, 'not_found');
    // Back in the group: theirs again.
    await t.pool.query('update department_groups set group_leader = $2 where id = $1', [first, person.id]);
    await t.pool.query('update department_groups set group_leader = null where id = $1', [second]);
    await t.pool.query('update department_group_members set group_id = $1 where user_id = $2', [first, person.id]);
    (await client.get(`/api/jobs/${id}/file`)).ok();
  });

  it('records why a job failed, in the reader language, never an internal detail', async () => {
    const client = t.as(ROLES.EMPLOYEE);
    const refused = await waitForJob(client, await queue.send(refuses, {}, { startedBy: owner }));
    expect(refused).toMatchObject({ state: 'failed', download_url: null });
    expect((await client.in('ja').get<JobStatus>(`/api/jobs/${refused.id}`)).ok().message).toBe(
      'この処理を開始した人はサインインできなくなりました。',
    );
    const crashed = await waitForJob(client.in('en'), await queue.send(crashes, {}, { startedBy: owner }));
    expect(crashed).toMatchObject({
      state: 'failed',
      message: 'The work could not be finished. Please try again later.',
    });
    expect(JSON.stringify(crashed)).not.toContain('secret');
    (await client.get(`/api/jobs/${crashed.id}/file`)).refused(404, 'not_found');
  });

  it('runs a retryable kind again after a failure', async () => {
    runs = 0;
    const status = await waitForJob(t.as(ROLES.EMPLOYEE), await queue.send(flaky, {}, { startedBy: owner }));
    expect(status.state).toBe('done');
    expect(runs).toBe(2);
  });

  it('sends inside a transaction: a rolled-back change leaves no job, a committed one leaves exactly one', async () => {
    let rolledBack = '';
    await expect(
      t.db.transaction(async (tx) => {
        rolledBack = await queue.send(refuses, {}, { startedBy: owner, tx });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await queue.find(rolledBack)).toBeUndefined();
    expect(await pgbossJobs(rolledBack)).toBe(0);

    const committed = await t.db.transaction((tx) => queue.send(refuses, {}, { startedBy: owner, tx }));
    expect(await pgbossJobs(committed)).toBe(1);
    // Sent inside a transaction, the job woke no worker; the doorbell (one statement a second for every queue) does,
    // long before a worker's own fetch (every 60 s).
    expect((await waitForJob(t.as(ROLES.EMPLOYEE), committed, 15_000)).state).toBe('failed');
  });

  it('sends a port to the kind a manifest defines with it; a port nobody implements is refused', async () => {
    const status = await waitForJob(t.as(ROLES.EMPLOYEE), await queue.send(asked, { n: 7 }, { startedBy: owner }));
    expect([status.state, answered]).toEqual(['done', 7]);
    await expect(queue.send(unanswered, {}, { startedBy: owner })).rejects.toThrow(/not listed/);
    // The same name with another input schema is not the implemented port either.
    const impostor = defineJobPort({ kind: 'test-asked', input: z.strictObject({ n: z.number() }) });
    await expect(queue.send(impostor, { n: 1 }, { startedBy: owner })).rejects.toThrow(/not listed/);
  });

  it('refuses input its kind does not accept, before anything is queued', async () => {
    const count = async () => (await t.db.execute(sql`select count(*)::int as n from jobs`)).rows[0]?.n;
    const before = await count();
    await expect(queue.send(steps, { text: 1 } as never, { startedBy: owner })).rejects.toThrow();
    expect(await count()).toBe(before);
  });
});
