import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { cpuTimes } from './lib/cpu';
import { accessToken, get, type Timed } from './lib/http';
import { jsonbText } from './lib/jsonb-text';
import { type Legend, readStored } from '../../apps/api/src/modules/payroll/payroll.stored';
import { round, summarize } from './lib/stats';
import { insertStaffData } from './staff';
import { waitForJob } from './lib/jobs';
import type { Benchmark, Figure } from './types';
import { insertPeople, memoryOf } from './user-list';

/**
 * Issue 31: the monthly payroll run at 1,000, 10,000 and 100,000 people (BENCH_SIZES), each with a staff record,
 * pay configurations, a tax profile and a month of stored attendance days generated in SQL. The run is timed end to
 * end through its job (POST /api/payroll/runs until GET /api/jobs/{id} says done), with the server's memory above
 * its baseline and GET /api/health polled every 50 ms meanwhile.
 */
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const MONTH = '2026-10';
const TARGETS: Record<number, number> = { 10000: 3, 100000: 30 };

/** A working day for every weekday of the month for everyone without days in it: mostly present, some overtime. */
async function insertMonthDays(client: pg.Client) {
  const started = performance.now();
  const { rowCount } = await client.query(
    `insert into attendance_days (user_id, work_date, shift_source, planned_start, planned_end, first_in, last_out,
       late_minutes, early_leave_minutes, break_minutes, worked_minutes, normal_minutes, overtime_1, overtime_2,
       overtime_3, overtime_4, overtime_5, overtime_6, overtime_7, night_minutes, leave_minutes, absence_types,
       holiday, rest_day, status, settings_effective_from)
     select u.id, d::date, 'default', d + time '01:00', d + time '10:00',
       case when (u.id + k) % 23 = 0 then null else d + time '01:00' end,
       case when (u.id + k) % 23 = 0 then null else d + time '11:00' end,
       case when (u.id * 7 + k) % 11 = 0 then 10 else 0 end, 0, 60,
       case when (u.id + k) % 23 = 0 then 0 else 540 end, case when (u.id + k) % 23 = 0 then 0 else 480 end,
       case when (u.id + k) % 23 = 0 then 0 else 60 end, 0, 0, 0, 0, 0, 0, 0, 0, '{}', false, false,
       case when (u.id + k) % 23 = 0 then 'absent' else 'present' end, '2026-01-01'
     from users u cross join generate_series(0, 30) k
       cross join lateral (select ($1::date + k)::timestamptz as d) day
     where u.deleted_at is null and u.is_active and extract(month from d) = extract(month from $1::date)
       and extract(isodow from d) < 6
       and not exists (select 1 from attendance_days a where a.user_id = u.id and a.work_date = $1::date)
     on conflict (user_id, work_date) do nothing`,
    [`${MONTH}-01`],
  );
  return { rows: rowCount ?? 0, ms: performance.now() - started };
}

/**
 * What the latest run wrote, reduced to digests: the figures and lines of every result (`result`) and the snapshots
 * (`inputs`), person by person, read back from the stored shape (payroll.stored.ts) and written as PostgreSQL prints
 * jsonb (`jsonbText`), so the digests equal `md5(result::text)` of a build that stored the whole objects as jsonb
 * (before commit f4d9940). Two builds that compute the same month must answer the same digests.
 */
async function digestOfLatestRun(client: pg.Client) {
  const { rows } = await client.query<{
    run_id: number;
    legend: Legend | null;
    people: number;
    gross: string;
    net: string;
  }>(
    `select run_id, (select legend from payroll_runs where id = run_id) legend, count(*)::int people,
       sum(gross)::text gross, sum(net)::text net
     from payroll_results where run_id = (select max(id) from payroll_runs) group by run_id`,
  );
  const { run_id, legend, ...totals } = rows[0]!;
  const results = createHash('md5');
  const inputs = createHash('md5');
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');
  for (let after = 0; ; ) {
    const batch = await client.query<{ user_id: number; month: string; result: unknown; inputs: unknown }>(
      `select user_id, month::text, result, inputs from payroll_results where run_id = $1 and user_id > $2
       order by user_id limit 5000`,
      [run_id, after],
    );
    for (const row of batch.rows) {
      const read = readStored(legend, row.month, row.result, row.inputs);
      results.update(md5(`${row.user_id}:${jsonbText(read.result)}`));
      inputs.update(md5(`${row.user_id}:${jsonbText(read.inputs)}`));
    }
    if (batch.rows.length < 5000) break;
    after = batch.rows.at(-1)!.user_id;
  }
  const size = await client.query<{ bytes: string }>(
    `select (sum(pg_column_size(result)) + sum(pg_column_size(inputs)))::text bytes from payroll_results where run_id = $1`,
    [run_id],
  );
  return {
    ...totals,
    results: results.digest('hex'),
    inputs: inputs.digest('hex'),
    stored_bytes_a_person: Math.round(Number(size.rows[0]!.bytes) / totals.people),
  };
}

/**
 * The person's detail as the screen and the payslip get it (`GET /api/payroll/people/{id}`), for up to 500 people of
 * the latest run spread over it, the first 50 (the demo company's, with allowances and orders) among them: one md5 of
 * the answers written with `jsonbText` (keys sorted: a build that read jsonb answered the figures in jsonb's key
 * order, one reading the stored shape in the engine's; the order of an object's keys says nothing).
 */
async function digestOfDetails(client: pg.Client, baseUrl: string, token: string) {
  const { rows } = await client.query<{ user_id: number }>(
    `select user_id from payroll_results where run_id = (select max(id) from payroll_runs) order by user_id`,
  );
  const step = Math.max(1, Math.floor(rows.length / 450));
  const sample = rows.map((r) => r.user_id).filter((_, i) => i < 50 || i % step === 0);
  const hash = createHash('md5');
  for (const id of sample) {
    const answer = await fetch(`${baseUrl}/api/payroll/people/${id}?month=${MONTH}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (answer.status !== 200) throw new Error(`GET /api/payroll/people/${id} answered ${answer.status}`);
    hash.update(`${id}:${jsonbText(((await answer.json()) as { data: unknown }).data)}`);
  }
  return { people: sample.length, details: hash.digest('hex') };
}

/** POST /api/payroll/runs and follow the job to its end: seconds, RSS peak above the baseline, health meanwhile. */
async function timedRun(baseUrl: string, token: string, pid: number) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const baseline = memoryOf(pid).rss;
  let peak = baseline;
  const health: Promise<Timed>[] = [];
  const watcher = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rss);
    health.push(get(baseUrl, '/api/health'));
  }, 50);
  const started = performance.now();
  const cpuBefore = cpuTimes(pid);
  let seconds = 0;
  let sheds = 0;
  try {
    const accepted = await fetch(`${baseUrl}/api/payroll/runs`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ month: MONTH }),
    });
    if (accepted.status !== 202) throw new Error(`the run answered ${accepted.status}: ${await accepted.text()}`);
    const { data } = (await accepted.json()) as { data: { job_id: string } };
    ({ sheds } = await waitForJob(baseUrl, token, data.job_id, 'the run'));
    seconds = (performance.now() - started) / 1000;
  } finally {
    clearInterval(watcher);
  }
  // CPU seconds the server and its PostgreSQL spent (health polls included): the work of the run, which a busy
  // machine stretches in time but does not change.
  const cpuAfter = cpuTimes(pid);
  const cpu = {
    server: (cpuAfter.server - cpuBefore.server) / 1000,
    postgres: (cpuAfter.postgres - cpuBefore.postgres) / 1000,
  };
  const healthDuring = summarize((await Promise.all(health)).filter((r) => r.status === 200).map((r) => r.ms));
  return { seconds, cpu, sheds, aboveMb: (peak - baseline) / 1024 / 1024, healthDuring };
}

export const payrollRun: Benchmark = {
  name: 'payroll-run',
  title: 'Payroll: the monthly run through its job at 1,000 / 10,000 / 100,000 people',
  async run({ log, tempDir, startServer }) {
    const server = await startServer({ dataDir: await tempDir('data') });
    const { baseUrl } = server;
    const token = await accessToken(baseUrl, server.username, server.password);
    const figures: Figure[] = [];
    const details: Record<string, unknown> = {};
    // insertPeople numbers people from the same first staff ID each time: everyone is inserted once, and the people
    // beyond the size measured are hidden (deleted, with a marker date) until their size comes.
    const HIDDEN = '2000-01-01';
    const setup = new pg.Client({ connectionString: server.databaseUrl });
    await setup.connect();
    try {
      const { rows } = await setup.query<{ n: number }>('select count(*)::int n from users where deleted_at is null');
      const missing = Math.max(...SIZES) - rows[0]!.n;
      log(`inserting ${Math.max(0, missing)} people ...`);
      if (missing > 0) log(`inserted in ${round((await insertPeople(setup, missing)).ms / 1000, 1)} s`);
    } finally {
      await setup.end();
    }
    for (const size of [...SIZES].sort((a, b) => a - b)) {
      const client = new pg.Client({ connectionString: server.databaseUrl });
      await client.connect();
      try {
        await client.query(
          `update users set deleted_at = case when id <= (select id from users where deleted_at is null
             or deleted_at = $2 order by id offset $1 - 1 limit 1) then null else $2::timestamptz end
           where deleted_at is null or deleted_at = $2`,
          [size, HIDDEN],
        );
        log(`${size}: their pay and a month of days ...`);
        const staffMs = await insertStaffData(client);
        // Everyone measured is paid: the staff data gives one in three a left status (5 or 6) without a termination
        // date, whom the run leaves out (db/person.ts paidInPeriod).
        await client.query('update users set status = 1 + (id % 4) where deleted_at is null and status > 4');
        const days = await insertMonthDays(client);
        await client.query('analyze attendance_days');
        log(`${size}: staff data in ${round(staffMs / 1000, 1)} s, ${days.rows} days in ${round(days.ms / 1000, 1)} s`);
      } finally {
        await client.end();
      }
      const run = await timedRun(baseUrl, token, server.pid);
      const digestClient = new pg.Client({ connectionString: server.databaseUrl });
      await digestClient.connect();
      const [stored, sample] = await Promise.all([
        digestOfLatestRun(digestClient),
        digestOfDetails(digestClient, baseUrl, token),
      ]).finally(() => digestClient.end());
      const digest = { ...stored, detail_people: sample.people, details: sample.details };
      log(`${size}: ${JSON.stringify(digest)}`);
      log(
        `${size}: run ${round(run.seconds, 2)} s (CPU: server ${round(run.cpu.server, 1)} s, PostgreSQL ${round(run.cpu.postgres, 1)} s), +${round(run.aboveMb)} MB RSS, health p99 ${round(run.healthDuring.p99)} ms`,
      );
      details[size] = { ...run, digest };
      figures.push(
        {
          key: `payroll_run_${size}_s`,
          label: `payroll run of ${size.toLocaleString('en')} people through the job (${MONTH})`,
          value: round(run.seconds, 2),
          unit: 's',
          ...(TARGETS[size] ? { target: { op: '<=' as const, value: TARGETS[size]! } } : {}),
        },
        {
          key: `payroll_run_${size}_cpu_s`,
          label: 'CPU spent meanwhile by the server and its PostgreSQL (seconds, both cores together)',
          value: round(run.cpu.server + run.cpu.postgres, 1),
          unit: 's',
        },
        {
          key: `payroll_run_${size}_rss_mb`,
          label: `server memory above its baseline during that run (RSS peak)`,
          value: round(run.aboveMb),
          unit: 'MB',
        },
        {
          key: `payroll_run_${size}_health_p99_ms`,
          label: 'GET /api/health during that run (every 50 ms): p99',
          value: round(run.healthDuring.p99),
          unit: 'ms',
        },
      );
    }
    return { figures, details, notes: ['people, pay and attendance days generated in SQL; the demo company included'] };
  },
};
