import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { type RoleId, ROLES } from '@hr/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import ExcelJS from 'exceljs';
import pg from 'pg';
import * as schema from '../../apps/api/src/db/schema/index';
import { generatePerson } from '../../apps/api/src/db/seed/people';
import { seededRandom } from '../../apps/api/src/db/seed/random';
import { type UserFilter, usersRepository } from '../../apps/api/src/modules/users/users.repository';
import { exportAsJob } from './lib/export-job';
import { accessToken, get, type Timed } from './lib/http';
import { sleep } from './lib/net';
import { round, type Summary, summarize } from './lib/stats';
import { load } from './lib/load';
import type { Benchmark, Figure } from './types';

const PEOPLE = 20_000;
const INSERT_BATCH = 5_000;
const CLIENTS = 20;
const REQUESTS = 400;
const WARM_UP = 40;
const ALONE = 20;
const EXPORTS = 3;
const RSS_EVERY_MS = 50;
/** Generated staff IDs NV10001 ... NV30000: the demo company's are NV0001 ... NV0059, so no clash. */
const FIRST_INDEX = 10_001;
const EMAIL_DOMAIN = 'bench-people.example';

/** How many of the 20,000 get each role: a factory, so nine in ten are employees (role 9). */
const ROLE_COUNTS: [RoleId, number][] = [
  [ROLES.ICT, 20],
  [ROLES.HR, 60],
  [ROLES.DIRECTOR, 10],
  [ROLES.HEAD_OF_FACTORY, 10],
  [ROLES.MANAGER, 200],
  [ROLES.SUB_MANAGER, 200],
  [ROLES.LEADER, 800],
  [ROLES.SUB_LEADER, 800],
];

type Scenario = { key: string; label: string; query: string; filter: UserFilter };

const SCENARIOS: Scenario[] = [
  { key: 'first_page', label: 'first page, no filter', query: '', filter: {} },
  { key: 'name', label: "name filter 'nguyen' (accent-insensitive)", query: 'name=nguyen', filter: { name: 'nguyen' } },
  { key: 'role', label: 'role filter role_id=9', query: 'role_id=9', filter: { roleId: 9 } },
  { key: 'staff_id', label: "staff ID filter 'NV12345'", query: 'staff_id=NV12345', filter: { staffId: 'NV12345' } },
];

/** 20,000 generated people (the demo seed's name lists and generator, a fixed seed), spread over departments and shifts. */
export async function insertPeople(
  client: pg.Client,
  people = PEOPLE,
): Promise<{ ms: number; roles: Record<number, number> }> {
  const { rows: departmentRows } = await client.query<{ id: number }>('select id from departments order by id');
  const { rows: shiftRows } = await client.query<{ id: number }>('select id from shifts order by id');
  const { rows: links } = await client.query<{ department_id: number; shift_id: number }>(
    'select department_id, shift_id from department_shifts',
  );
  if (departmentRows.length === 0 || shiftRows.length === 0)
    throw new Error('The demo company has no departments or shifts');
  const shiftsOf = (departmentId: number) => {
    const own = links.filter((l) => l.department_id === departmentId).map((l) => l.shift_id);
    return own.length ? own : shiftRows.map((s) => s.id);
  };

  const random = seededRandom(20_261_121);
  const roles: RoleId[] = ROLE_COUNTS.flatMap(([role, n]) => Array<RoleId>(n).fill(role));
  while (roles.length < people) roles.push(ROLES.EMPLOYEE);
  // Shuffle so that staff ID order (the list's order) mixes the roles.
  for (let i = roles.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [roles[i], roles[j]] = [roles[j]!, roles[i]!];
  }
  const counts: Record<number, number> = {};
  for (const role of roles) counts[role] = (counts[role] ?? 0) + 1;

  const started = performance.now();
  for (let from = 0; from < people; from += INSERT_BATCH) {
    const columns: unknown[][] = Array.from({ length: 14 }, () => []);
    for (let i = from; i < Math.min(people, from + INSERT_BATCH); i++) {
      const role = roles[i]!;
      const japanese = random.chance(role <= ROLES.MANAGER ? 0.3 : 0.05);
      const person = generatePerson(random, FIRST_INDEX + i, role, japanese, EMAIL_DOMAIN);
      const department = random.pick(departmentRows).id;
      const values = [
        person.alias_id,
        person.username,
        person.email,
        person.first_name,
        person.last_name,
        person.full_name,
        person.role_id,
        department,
        random.pick(shiftsOf(department)),
        person.gender,
        person.phone_number,
        person.dob,
        person.date_of_join,
        null,
      ];
      for (const [c, value] of values.entries()) columns[c]!.push(value);
    }
    await client.query(
      `insert into users (alias_id, username, email, first_name, last_name, full_name, role_id, department_id, shift_id, gender, phone_number, dob, date_of_join, avatar)
       select * from unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[], $7::smallint[], $8::int[], $9::int[],
                            $10::smallint[], $11::varchar[], $12::date[], $13::date[], $14::varchar[])`,
      columns,
    );
  }
  // VACUUM as well as ANALYZE: the state autovacuum reaches soon after such an insert, and it keeps autovacuum
  // from starting in the middle of the measurements.
  await client.query('vacuum (analyze) users');
  return { ms: performance.now() - started, roles: counts };
}

/** `count` GETs of one address by `clients` loops (lib/load.ts). */
const loadGets = (baseUrl: string, pathAndQuery: string, token: string, clients: number, count: number) =>
  load(clients, count, () => get(baseUrl, pathAndQuery, token));

/** VmRSS and VmHWM of a process, in bytes. */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** Makes sure `pid` is the Node process that listens on `port` (not a wrapper whose child serves HTTP). */
function checkServingProcess(pid: number, port: number): string {
  const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const file of ['tcp', 'tcp6']) {
    let table = '';
    try {
      table = fs.readFileSync(`/proc/${pid}/net/${file}`, 'utf8');
    } catch {
      continue;
    }
    for (const line of table.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      // local_address is ADDR:PORT, state 0A is LISTEN, the inode is field 9.
      if (f[1]?.endsWith(`:${hexPort}`) && f[3] === '0A') inodes.add(f[9]!);
    }
  }
  const owns = fs.readdirSync(`/proc/${pid}/fd`).some((fd) => {
    try {
      const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
      return inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '');
    } catch {
      return false;
    }
  });
  if (!owns)
    throw new Error(
      `Process ${pid} (${cmdline}) does not hold the listening socket of port ${port}: memory would be measured on the wrong process`,
    );
  return cmdline;
}

/**
 * One export (a job: POST /api/users/export, then its status until done, docs/jobs.md) downloaded to `file`, with the
 * server's RSS sampled every 50 ms meanwhile. `firstByteMs`: until the 202; `doneMs`: until the job was seen done.
 */
async function timedExport(baseUrl: string, token: string, pid: number, file: string) {
  const before = memoryOf(pid);
  let maxRss = before.rss;
  let samples = 1;
  const timer = setInterval(() => {
    try {
      maxRss = Math.max(maxRss, memoryOf(pid).rss);
      samples++;
    } catch {
      // the process is gone: the export fails below
    }
  }, RSS_EVERY_MS);
  const started = performance.now();
  let firstByteMs = Number.NaN;
  let doneMs = Number.NaN;
  try {
    const job = await exportAsJob(baseUrl, token);
    firstByteMs = job.acceptedMs;
    doneMs = job.doneMs;
    await pipeline(Readable.fromWeb(job.file.body as WebReadableStream<Uint8Array>), fs.createWriteStream(file));
  } finally {
    clearInterval(timer);
  }
  const wallMs = performance.now() - started;
  const after = memoryOf(pid);
  maxRss = Math.max(maxRss, after.rss);
  return {
    wallMs,
    firstByteMs,
    doneMs,
    bytes: fs.statSync(file).size,
    rssBefore: before.rss,
    maxRss,
    rssAfter: after.rss,
    hwmBefore: before.hwm,
    hwmAfter: after.hwm,
    samples,
  };
}

/** Rows of the first sheet, read with exceljs's streaming reader; plus the header and the second data row. */
async function readExport(file: string) {
  let rows = 0;
  let header: unknown[] = [];
  let sample: unknown[] = [];
  let sheets = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    sheets++;
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      rows++;
      if (rows === 1) header = (row.values as unknown[]).slice(1);
      if (rows === 3) sample = (row.values as unknown[]).slice(1);
    }
  }
  return { sheets, rows, header, sample };
}

/**
 * The app's own queries for a filter (captured through drizzle's logger from the real repository), each run
 * under EXPLAIN (ANALYZE, BUFFERS) on the benchmark's database.
 */
async function explainQueries(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } });
  const repo = usersRepository(db);
  const plans: Record<string, { sql: string; params: unknown[]; executionMs: number; plan: string[] }[]> = {};
  const explain = async (label: string) => {
    plans[label] = [];
    for (const query of captured.splice(0)) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${query.sql}`,
        query.params,
      );
      const plan = rows.map((r) => r['QUERY PLAN']);
      const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan.join('\n'))?.[1] ?? Number.NaN);
      // The folding tables are long: shortened in the record.
      const params = query.params.map((p) =>
        typeof p === 'string' && p.length > 60 ? `${p.slice(0, 20)}... (${p.length} characters)` : p,
      );
      plans[label]!.push({ sql: query.sql, params, executionMs, plan });
    }
  };
  try {
    for (const scenario of SCENARIOS) {
      await repo.list(scenario.filter, { page: 1, limit: 20, offset: 0 });
      await explain(scenario.key);
    }
    // The export's second batch (keyset: alias_id > the last one of the first batch).
    let n = 0;
    for await (const _ of repo.iterate({})) if (++n > 1000) break;
    captured.shift();
    await explain('export_batch');
    // The export's reads alone, all batches, without exceljs: how much of the export is the database.
    const started = performance.now();
    let rows = 0;
    for await (const _ of repo.iterate({})) rows++;
    captured.splice(0);
    return { plans, exportReadsMs: performance.now() - started, exportReadRows: rows };
  } finally {
    await pool.end();
  }
}

const statusesOf = (results: Timed[]) => {
  const statuses: Record<string, number> = {};
  for (const r of results)
    statuses[r.status || (r.error ?? 'error')] = (statuses[r.status || (r.error ?? 'error')] ?? 0) + 1;
  return statuses;
};
const mib = (bytes: number) => round(bytes / 2 ** 20);

/**
 * The user list and its export with 20,000 generated people more than the demo company: GET /api/users (first
 * page, name filter, role filter, staff ID filter) by 20 concurrent clients, then the export (a job) of
 * everyone, timed, with the server's memory sampled from /proc.
 */
export const userList: Benchmark = {
  name: 'users',
  title: 'User list and export with 20,000 people',
  async run({ log, tempDir, startServer }) {
    const server = await startServer({ dataDir: await tempDir('data') });
    const { baseUrl, username, password, pid } = server;
    const port = Number(new URL(baseUrl).port);
    const cmdline = checkServingProcess(pid, port);
    log(`memory is read from ${pid} (${cmdline}), which holds the listening socket of port ${port}`);
    const memory: Record<string, { rssMiB: number; hwmMiB: number }> = {};
    const checkpoint = (label: string) => {
      const m = memoryOf(pid);
      memory[label] = { rssMiB: mib(m.rss), hwmMiB: mib(m.hwm) };
    };
    checkpoint('after start');

    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    let generated: Awaited<ReturnType<typeof insertPeople>>;
    let peopleInTable: number;
    try {
      const { rows: before } = await client.query<{ n: string }>(
        'select count(*) as n from users where deleted_at is null',
      );
      log(`${before[0]!.n} people after the demo seed; inserting ${PEOPLE} generated people ...`);
      generated = await insertPeople(client);
      const { rows: after } = await client.query<{ n: string }>(
        'select count(*) as n from users where deleted_at is null',
      );
      peopleInTable = Number(after[0]!.n);
      log(`${peopleInTable} people after the insert (${Math.round(generated.ms)} ms with VACUUM ANALYZE)`);
    } finally {
      await client.end();
    }

    checkpoint('after the insert');
    const token = await accessToken(baseUrl, username, password);
    const lists: Record<
      string,
      {
        latency: Summary;
        alone: Summary;
        total: number;
        wallMs: number;
        perSecond: number;
        statuses: Record<string, number>;
      }
    > = {};
    for (const scenario of SCENARIOS) {
      const pathAndQuery = `/api/users${scenario.query ? `?${scenario.query}` : ''}`;
      const check = await fetch(`${baseUrl}${pathAndQuery}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await check.json()) as { data?: { total?: number; items?: unknown[] } };
      if (check.status !== 200) throw new Error(`GET ${pathAndQuery} answered ${check.status}`);
      const total = body.data?.total ?? Number.NaN;
      log(
        `${scenario.label}: ${total} people match; warm-up ${WARM_UP}, ${ALONE} by one client alone, ${REQUESTS} by ${CLIENTS} clients ...`,
      );
      await loadGets(baseUrl, pathAndQuery, token, CLIENTS, WARM_UP);
      const alone = await loadGets(baseUrl, pathAndQuery, token, 1, ALONE);
      const { results, wallMs } = await loadGets(baseUrl, pathAndQuery, token, CLIENTS, REQUESTS);
      const ok = results.filter((r) => r.status === 200);
      lists[scenario.key] = {
        latency: summarize(ok.map((r) => r.ms)),
        alone: summarize(alone.results.filter((r) => r.status === 200).map((r) => r.ms)),
        total,
        wallMs,
        perSecond: ok.length / (wallMs / 1000),
        statuses: statusesOf(results),
      };
      checkpoint(`after ${scenario.key}`);
    }

    log(`${EXPORTS} exports of everyone, server memory sampled every ${RSS_EVERY_MS} ms ...`);
    await sleep(1000);
    const outDir = await tempDir('export');
    const exports = [];
    for (let i = 0; i < EXPORTS; i++) {
      const file = path.join(outDir, `user_list-${i + 1}.xlsx`);
      const run = await timedExport(baseUrl, token, pid, file);
      log(
        `export ${i + 1}: ${round(run.wallMs / 1000, 2)} s, ${round(run.bytes / 1e6, 2)} MB; RSS ${mib(run.rssBefore)} MiB before, max ${mib(run.maxRss)} MiB (${run.samples} samples), VmHWM ${mib(run.hwmBefore)} -> ${mib(run.hwmAfter)} MiB`,
      );
      exports.push(run);
      await sleep(1000);
    }
    // One more export, not counted above, with GET /api/health every 50 ms: does the export hold up other requests?
    const health: Promise<Timed>[] = [];
    const poller = setInterval(() => health.push(get(baseUrl, '/api/health')), RSS_EVERY_MS);
    const polled = await timedExport(baseUrl, token, pid, path.join(outDir, 'user_list-polled.xlsx'));
    clearInterval(poller);
    const healthDuringExport = summarize((await Promise.all(health)).filter((r) => r.status === 200).map((r) => r.ms));
    checkpoint('after the exports');
    const first = path.join(outDir, 'user_list-1.xlsx');
    const content = await readExport(first);
    const expectedRows = peopleInTable + 1;
    if (content.rows !== expectedRows)
      throw new Error(
        `The export has ${content.rows} rows, ${expectedRows} expected (header + ${peopleInTable} people)`,
      );
    log(`the export reads back as ${content.sheets} sheet, ${content.rows} rows (header + ${content.rows - 1} people)`);

    log('EXPLAIN ANALYZE of the queries behind each scenario and the export ...');
    const explained = await explainQueries(server.databaseUrl);

    const wall = summarize(exports.map((e) => e.wallMs));
    const exportGrowth = Math.max(...exports.map((e) => e.maxRss - e.rssBefore));
    const figures: Figure[] = [];
    for (const scenario of SCENARIOS) {
      const l = lists[scenario.key]!;
      figures.push(
        {
          key: `${scenario.key}_median_ms`,
          label: `${scenario.label}: median`,
          value: round(l.latency.median),
          unit: 'ms',
        },
        { key: `${scenario.key}_p99_ms`, label: `${scenario.label}: p99`, value: round(l.latency.p99), unit: 'ms' },
      );
    }
    figures.push(
      {
        key: 'export_s',
        label: `export of all ${peopleInTable} people, median of ${EXPORTS}`,
        value: round(wall.median / 1000, 2),
        unit: 's',
      },
      { key: 'export_first_s', label: 'first export (cold)', value: round(exports[0]!.wallMs / 1000, 2), unit: 's' },
      { key: 'export_mb', label: 'user_list.xlsx size', value: round(exports[0]!.bytes / 1e6, 2), unit: 'MB' },
      {
        key: 'export_rss_before_mib',
        label: 'server RSS before the first export',
        value: mib(exports[0]!.rssBefore),
        unit: 'MiB',
      },
      {
        key: 'export_rss_max_mib',
        label: 'server RSS peak during the exports (sampled every 50 ms)',
        value: mib(Math.max(...exports.map((e) => e.maxRss))),
        unit: 'MiB',
      },
      {
        key: 'export_rss_growth_mib',
        label: 'server RSS growth during an export (max over runs)',
        value: mib(exportGrowth),
        unit: 'MiB',
      },
      {
        key: 'health_during_export_p99_ms',
        label: 'GET /api/health during an export (every 50 ms): p99',
        value: round(healthDuringExport.p99),
        unit: 'ms',
      },
      {
        key: 'server_hwm_mib',
        label: 'server VmHWM (peak since start) after the exports',
        value: mib(exports.at(-1)!.hwmAfter),
        unit: 'MiB',
      },
    );

    const slowest = Object.entries(explained.plans)
      .flatMap(([label, queries]) => queries.map((q) => ({ label, ms: q.executionMs })))
      .sort((a, b) => b.ms - a.ms)[0];
    return {
      figures,
      details: {
        people: peopleInTable,
        generated: PEOPLE,
        insertMsWithVacuumAnalyze: generated.ms,
        generatedRoles: generated.roles,
        clients: CLIENTS,
        requests: REQUESTS,
        warmUp: WARM_UP,
        alone: ALONE,
        serverPid: pid,
        serverCmdline: cmdline,
        lists,
        exports,
        exportWithHealthPolls: polled,
        healthDuringExport,
        memory,
        exportFile: content,
        exportReadsOnlyMs: explained.exportReadsMs,
        exportReadRows: explained.exportReadRows,
        plans: explained.plans,
      },
      notes: [
        ...SCENARIOS.map((s) => {
          const l = lists[s.key]!;
          return `${s.key}: ${l.total} match; ${round(l.perSecond)} req/s with ${CLIENTS} clients; one client alone median ${round(l.alone.median)} ms; statuses ${JSON.stringify(l.statuses)}`;
        }),
        `export: ${content.rows} rows read back (header + ${content.rows - 1}); job accepted (202) in ${round(exports[0]!.firstByteMs)} ms, done after ${round(exports[0]!.doneMs)} ms; the reads alone (all keyset batches, no exceljs) take ${round(explained.exportReadsMs)} ms`,
        `health during an export: median ${round(healthDuringExport.median)} ms, p99 ${round(healthDuringExport.p99)} ms, max ${round(healthDuringExport.max)} ms (${healthDuringExport.count} polls)`,
        `server memory (RSS / VmHWM, MiB): ${Object.entries(memory)
          .map(([k, m]) => `${k} ${m.rssMiB} / ${m.hwmMiB}`)
          .join('; ')}`,
        `slowest query under EXPLAIN ANALYZE: ${slowest?.label} at ${round(slowest?.ms ?? Number.NaN)} ms (plans in the JSON)`,
      ],
    };
  },
};
