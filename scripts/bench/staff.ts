import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { LANGUAGES, STAFF_EXPORT_MAX, type StaffImportReport, translate } from '@hr/contracts';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { exportAsJob } from './lib/export-job';
import { cpuTimes } from './lib/cpu';
import { accessToken, get, type Timed } from './lib/http';
import { concurrently, timedHttp } from './scale';
import { round, summarize } from './lib/stats';
import { waitForJob } from './lib/jobs';
import type { Benchmark, Figure } from './types';
import { insertPeople, memoryOf } from './user-list';

/**
 * Issue 27 at 100,000 people: the staff list (`GET /api/users` with the staff screen's filters, read by HR: the
 * basic salary column included) first and a deep page, p99 under 20 clients (target 100 ms, as the user list); then
 * the staff export of all 100,000 selected (a job, downloaded when done): time, the server's memory above idle, and
 * /api/health p99 meanwhile (polled every 50 ms); then an export of 20,000 selected and an import of 5,000 rows (each
 * with the same watch: health, memory, CPU), and a record with all its tabs (the five calls of the record screen,
 * median). Every person gets a staff record, one or two pay configurations and an insurance and tax profile.
 */
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 100);
const LIMIT = 20;
const RSS_EVERY_MS = 50;
/** The parts to run (`BENCH_STAFF_PARTS=import` measures the import alone): list, record, export, import. */
const PARTS = new Set((process.env.BENCH_STAFF_PARTS ?? 'list,record,export,import').split(','));
/** Imports of the same 5,000 people in a row, each changing every row again (`BENCH_IMPORT_RUNS`). */
const IMPORT_RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 1);
/** Records opened one after the other, each with all its tabs (`BENCH_RECORDS`). */
const RECORDS = Number(process.env.BENCH_RECORDS ?? 300);
/** The record screen's calls: the record, then its tabs (pay history, insurance and tax history, work histories, change log). */
const RECORD_CALLS = [
  'users/{id}',
  'user/pay_history/{id}',
  'user/tax_history/{id}',
  'user/history/{id}',
  'user/change_log/{id}',
];

/**
 * A staff record, pay (a change this year for one in three) and a tax profile for everyone who has none yet, in a
 * few statements (payroll-run calls it again after adding people).
 */
export async function insertStaffData(client: pg.Client) {
  const started = performance.now();
  await client.query('update users set status = 1 + (id % 6) where deleted_at is null');
  await client.query(`
    insert into staff_records (user_id, citize_id_card, bank_name, bank_account_number, marital_status, address,
                               probation_start_date, official_start_date)
    select id, lpad(id::text, 12, '0'), 'Vietcombank', lpad(id::text, 13, '7'), 1 + id % 2, 'Hà Nội',
           '2023-11-01', '2024-01-01'
      from users where deleted_at is null
    on conflict (user_id) do nothing`);
  await client.query(`
    insert into staff_pay_configs (user_id, effective_date, basic_salary, salary_rate)
    select id, '2024-01-01', 6000000 + (id % 60) * 100000, 100 from users u
     where deleted_at is null and not exists (select 1 from staff_pay_configs c where c.user_id = u.id)`);
  await client.query(`
    insert into staff_pay_configs (user_id, effective_date, basic_salary, salary_rate)
    select id, '2026-04-01', 7000000 + (id % 60) * 100000, 100 from users u where deleted_at is null and id % 3 = 0
       and not exists (select 1 from staff_pay_configs c where c.user_id = u.id and c.effective_date = '2026-04-01')`);
  await client.query(`
    insert into staff_tax_profiles (user_id, effective_date, insurance_status, insurance_number,
                                    insurance_contribution_salary, applicable_tax_type, personal_tax_code,
                                    personal_deduction, union_member)
    select id, '2024-01-01', 1, 'BH' || lpad(id::text, 10, '0'), 6000000, 2, 'MST' || lpad(id::text, 10, '0'),
           11000000, id % 4 = 0 from users u
     where deleted_at is null and not exists (select 1 from staff_tax_profiles t where t.user_id = u.id)`);
  await client.query('vacuum analyze');
  return performance.now() - started;
}

async function totalOf(baseUrl: string, query: string, token: string): Promise<number> {
  const answer = await fetch(`${baseUrl}/api/users?${query}&limit=${LIMIT}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { data: { total: number } }).data.total;
}

/** Data rows of the file's first sheet (streaming reader), and its header. */
async function readBack(file: string) {
  let rows = 0;
  let header: unknown[] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of reader)
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      if (rows === 0) header = (row.values as unknown[]).slice(1);
      rows += 1;
    }
  return { rows: rows - 1, header };
}

const mib = (bytes: number) => round(bytes / 2 ** 20);

/**
 * Runs `work` while watching the server: its RSS and `GET /api/health` every 50 ms, and the CPU the server and its
 * PostgreSQL spent (the work's cost, which a busy machine stretches in time but does not change).
 */
async function watched<T>(server: { baseUrl: string; pid: number }, work: () => Promise<T>) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = memoryOf(server.pid);
  let maxRss = before.rss;
  const health: Promise<Timed>[] = [];
  const watcher = setInterval(() => {
    try {
      maxRss = Math.max(maxRss, memoryOf(server.pid).rss);
    } catch {
      // the process is gone: the work fails
    }
    health.push(get(server.baseUrl, '/api/health'));
  }, RSS_EVERY_MS);
  const cpuBefore = cpuTimes(server.pid);
  const started = performance.now();
  let result: T;
  try {
    result = await work();
  } finally {
    clearInterval(watcher);
  }
  const wallMs = performance.now() - started;
  const cpuAfter = cpuTimes(server.pid);
  const healthTimes = (await Promise.all(health)).filter((h) => h.status === 200).map((h) => h.ms);
  return {
    result,
    wallMs,
    rssBeforeMiB: mib(before.rss),
    rssAboveMiB: mib(maxRss - before.rss),
    cpuServerS: round((cpuAfter.server - cpuBefore.server) / 1000, 2),
    cpuPostgresS: round((cpuAfter.postgres - cpuBefore.postgres) / 1000, 2),
    health: summarize(healthTimes),
  };
}

/** The log line and figures of a watched job: memory, health p99 (target 100 ms), CPU. */
function watchFigures(key: string, label: string, w: Awaited<ReturnType<typeof watched>>): Figure[] {
  return [
    { key: `${key}_rss_above_idle`, label: `${label}: server RSS above idle (max)`, value: w.rssAboveMiB, unit: 'MiB' },
    {
      key: `${key}_health_p99`,
      label: `GET /api/health during the ${label}: p99`,
      value: round(w.health.p99),
      unit: 'ms',
      target: { op: '<=', value: 100 },
    },
    { key: `${key}_cpu_server_s`, label: `${label}: CPU of the server`, value: w.cpuServerS, unit: 's' },
    { key: `${key}_cpu_postgres_s`, label: `${label}: CPU of PostgreSQL`, value: w.cpuPostgresS, unit: 's' },
  ];
}
const watchLine = (w: Awaited<ReturnType<typeof watched>>) =>
  `RSS ${w.rssBeforeMiB} MiB before, +${w.rssAboveMiB} MiB at most; /api/health p50 ${round(w.health.median)} p99 ${round(w.health.p99)} max ${round(w.health.max)} ms (${w.health.count} polls); CPU server ${w.cpuServerS} s, PostgreSQL ${w.cpuPostgresS} s`;

/** POST /api/staff/import with the file, then the job's status every 50 ms until done, then its report. */
async function importAsJob(baseUrl: string, token: string, bytes: ArrayBuffer) {
  const headers = { authorization: `Bearer ${token}` };
  const body = new FormData();
  body.append('file', new Blob([bytes]), 'staff.xlsx');
  const started = performance.now();
  const accepted = await fetch(`${baseUrl}/api/staff/import`, { method: 'POST', headers, body });
  const acceptedMs = performance.now() - started;
  if (accepted.status !== 202)
    throw new Error(`POST /api/staff/import answered ${accepted.status}: ${await accepted.text()}`);
  const { job_id: id } = ((await accepted.json()) as { data: { job_id: string } }).data;
  const { status } = await waitForJob(baseUrl, token, id, 'the import job');
  const doneMs = performance.now() - started;
  if (!status.download_url) throw new Error('the import job is done without its report');
  const report = (await (await fetch(`${baseUrl}${status.download_url}`, { headers })).json()) as StaffImportReport;
  return { acceptedMs, doneMs, report };
}

export const staffBench: Benchmark = {
  name: 'staff',
  title: `Staff list and export at ${PEOPLE.toLocaleString('en')} people, ${CLIENTS} clients (issue 27)`,
  async run({ log, tempDir, startServer }) {
    const server = await startServer({
      dataDir: await tempDir('data'),
      env: { RATE_LIMIT_HEAVY_PER_MINUTE: '10000' },
    });
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    const figures: Figure[] = [];
    const details: Record<string, unknown> = {};
    try {
      log(`inserting ${PEOPLE} generated people ...`);
      const inserted = await insertPeople(client, PEOPLE);
      const staffMs = await insertStaffData(client);
      log(`inserted in ${round(inserted.ms / 1000, 1)} s, staff data in ${round(staffMs / 1000, 1)} s`);
      const { rows: largest } = await client.query<{ id: number }>(
        `select department_id as id from users where deleted_at is null group by 1 order by count(*) desc limit 1`,
      );
      const department = largest[0]!.id;
      const token = await accessToken(server.baseUrl, server.username, server.password);

      // The staff screen's filters (specification 001 section 7): keyword, department, position (= role), status.
      const filters = [
        { key: 'all', query: '' },
        { key: 'keyword', query: 'keyword=nguyen' },
        { key: 'department_status', query: `department_id=${department}&status=2` },
        { key: 'position_status', query: 'position_id=9&status=2' },
      ];
      for (const f of PARTS.has('list') ? filters : []) {
        const matching = await totalOf(server.baseUrl, f.query, token);
        const deep = Math.max(1, Math.ceil(matching / LIMIT / 2));
        for (const [which, n] of [
          ['first', 1],
          ['deep', deep],
        ] as const) {
          const pathAndQuery = `/api/users?${f.query}${f.query ? '&' : ''}page=${n}&limit=${LIMIT}`;
          await concurrently(CLIENTS, WARM_UP, () => timedHttp(server.baseUrl, pathAndQuery, token));
          const timing = summarize(
            await concurrently(CLIENTS, REQUESTS, () => timedHttp(server.baseUrl, pathAndQuery, token)),
          );
          const label = `staff list ${f.query || '(no filter)'} ${which} page (${n} of ${Math.ceil(matching / LIMIT)})`;
          log(`${label}: p50 ${round(timing.median)} p99 ${round(timing.p99)} ms`);
          figures.push({
            key: `staff_list_${f.key}_${which}_p99`,
            label: `${label}: p99`,
            value: round(timing.p99),
            unit: 'ms',
            target: { op: '<=', value: 100 },
          });
          details[`${f.key}_${which}`] = { path: pathAndQuery, matching, ...timing };
        }
      }

      if (PARTS.has('record')) {
        // A record with all its tabs, as the record screen asks for them (at once), one record after the other.
        const { rows: people } = await client.query<{ id: number }>(
          'select id from users where deleted_at is null order by random() limit $1',
          [RECORDS],
        );
        const open = async (id: number) => {
          const started = performance.now();
          const calls = await Promise.all(
            RECORD_CALLS.map((call) => get(server.baseUrl, `/api/${call.replace('{id}', String(id))}`, token)),
          );
          const failed = calls.find((c) => c.status !== 200);
          if (failed) throw new Error(`a record call answered ${failed.status} ${failed.error ?? ''}`);
          return { all: performance.now() - started, each: calls.map((c) => c.ms) };
        };
        for (const { id } of people.slice(0, 20)) await open(id); // warm-up
        const cpuBefore = cpuTimes(server.pid);
        const opened: { all: number; each: number[] }[] = [];
        for (const { id } of people) opened.push(await open(id));
        const cpuAfter = cpuTimes(server.pid);
        const all = summarize(opened.map((o) => o.all));
        const each = Object.fromEntries(
          RECORD_CALLS.map((call, i) => [call, summarize(opened.map((o) => o.each[i]!))]),
        );
        log(
          `record with all tabs (${RECORD_CALLS.length} calls at once), ${people.length} records: median ${round(all.median)} p99 ${round(all.p99)} ms; each call's median: ${RECORD_CALLS.map((c) => `${c} ${round(each[c]!.median)}`).join(', ')} ms; CPU a record: server ${round((cpuAfter.server - cpuBefore.server) / people.length, 2)} ms, PostgreSQL ${round((cpuAfter.postgres - cpuBefore.postgres) / people.length, 2)} ms`,
        );
        figures.push({
          key: 'record_all_tabs_median',
          label: `a record with all tabs (${RECORD_CALLS.length} calls at once, one record at a time): median`,
          value: round(all.median),
          unit: 'ms',
          target: { op: '<=', value: 30 },
        });
        details.record = { records: people.length, all, each };
      }

      // The most one export takes (STAFF_EXPORT_MAX): the generated people, not the demo company's.
      const { rows: ids } = await client.query<{ id: number }>(
        'select id from users where deleted_at is null order by id desc limit $1',
        [STAFF_EXPORT_MAX],
      );
      if (PARTS.has('export')) {
        // The export of everyone selected, with the server's memory and /api/health meanwhile.
        const outDir = await tempDir('export');
        const file = path.join(outDir, 'Employee_List.xlsx');
        const w = await watched(server, async () => {
          const job = await exportAsJob(server.baseUrl, token, '/api/staff/export', { user_ids: ids.map((r) => r.id) });
          await pipeline(Readable.fromWeb(job.file.body as WebReadableStream<Uint8Array>), fs.createWriteStream(file));
          return job;
        });
        const job = w.result;
        const back = await readBack(file);
        if (back.rows !== ids.length) throw new Error(`the export holds ${back.rows} rows, not ${ids.length}`);
        log(
          `export of ${ids.length} selected: accepted in ${round(job.acceptedMs)} ms, done in ${round(job.doneMs / 1000, 2)} s, downloaded in ${round(w.wallMs / 1000, 2)} s, ${round(fs.statSync(file).size / 1e6, 1)} MB, ${back.header.length} columns; ${watchLine(w)}`,
        );
        figures.push(
          {
            key: 'export_100k_done_s',
            label: `staff export of ${ids.length} selected (POST /api/staff/export until the job is done)`,
            value: round(job.doneMs / 1000, 2),
            unit: 's',
          },
          {
            key: 'export_100k_accepted_ms',
            label: 'staff export: until the 202',
            value: round(job.acceptedMs),
            unit: 'ms',
          },
          ...watchFigures('export_100k', 'staff export', w),
        );
        details.export = {
          people: ids.length,
          acceptedMs: job.acceptedMs,
          doneMs: job.doneMs,
          bytes: fs.statSync(file).size,
          columns: back.header,
          ...w,
          result: undefined,
        };
      }

      // The issue's sizes: an export of 20,000 selected, and an import of 5,000 rows (an export of 5,000 sent back
      // with every row changed: each row updates its person's general information, in one transaction).
      const small = ids.slice(0, 20_000).map((r) => r.id);
      if (PARTS.has('export')) {
        const w = await watched(server, async () => {
          const job = await exportAsJob(server.baseUrl, token, '/api/staff/export', { user_ids: small });
          await job.file.arrayBuffer();
          return job;
        });
        log(`export of ${small.length} selected: done in ${round(w.result.doneMs / 1000, 2)} s; ${watchLine(w)}`);
        figures.push(
          {
            key: 'export_20k_done_s',
            label: 'staff export of 20,000 selected (until the job is done)',
            value: round(w.result.doneMs / 1000, 2),
            unit: 's',
            target: { op: '<=', value: 3 },
          },
          ...watchFigures('export_20k', 'export of 20,000', w),
        );
        details.export20k = { doneMs: w.result.doneMs, acceptedMs: w.result.acceptedMs, ...w, result: undefined };
      }
      if (!PARTS.has('import')) return { figures, details };
      const five = await exportAsJob(server.baseUrl, token, '/api/staff/export', { user_ids: small.slice(0, 5_000) });
      const exported = await five.file.arrayBuffer();
      const runs = [];
      for (let run = 1; run <= IMPORT_RUNS; run += 1) {
        // Every row changed (a new address, another each run), so that each one is really written and audited.
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(exported);
        const sheet = workbook.worksheets[0]!;
        const addressHeaders = LANGUAGES.map((lang) => translate(lang, 'staff.sheet.address'));
        const addressColumn = (sheet.getRow(1).values as unknown[]).findIndex((v) =>
          addressHeaders.includes(String(v)),
        );
        for (let r = 2; r <= sheet.rowCount; r += 1)
          sheet.getRow(r).getCell(addressColumn).value = `Bench street ${r}, run ${run}`;
        const sheetBytes = await workbook.xlsx.writeBuffer();
        const w = await watched(server, () => importAsJob(server.baseUrl, token, sheetBytes as ArrayBuffer));
        const imported = w.result;
        log(
          `import of 5,000 rows (run ${run}): accepted in ${round(imported.acceptedMs)} ms, done in ${round(imported.doneMs / 1000, 2)} s: ${JSON.stringify({ ...imported.report, errors: imported.report.errors.length })}; ${watchLine(w)}`,
        );
        if (!imported.report.applied)
          throw new Error(`the import was refused: ${JSON.stringify(imported.report.errors[0])}`);
        if (imported.report.updated !== 5_000) throw new Error(`the import updated ${imported.report.updated} people`);
        runs.push({ doneMs: imported.doneMs, acceptedMs: imported.acceptedMs, ...w, result: undefined });
        const suffix = run === 1 ? '' : `_run${run}`;
        figures.push(
          {
            key: `import_5k_done_s${suffix}`,
            label: `staff import of 5,000 rows, each changed, all updated in one transaction (until the job is done)${suffix && `, run ${run}`}`,
            value: round(imported.doneMs / 1000, 2),
            unit: 's',
            target: { op: '<=', value: 5 },
          },
          {
            key: `import_5k_accepted_ms${suffix}`,
            label: `staff import: until the 202${suffix && `, run ${run}`}`,
            value: round(imported.acceptedMs),
            unit: 'ms',
          },
          ...watchFigures(`import_5k${suffix}`, `import of 5,000${suffix && ` (run ${run})`}`, w),
        );
      }
      details.import5k = runs;
    } finally {
      await client.end();
    }
    return { figures, details };
  },
};
