import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { accessToken, get, type Timed } from './lib/http';
import { round, summarize } from './lib/stats';
import { waitForJob } from './lib/jobs';
import { ADMIN_USERNAME } from './lib/server';
import type { Benchmark } from './types';
import { insertPeople, memoryOf } from './user-list';
import { cpuTimes, perRequest } from './lib/cpu';
import { sleep } from './lib/net';
import { seededRandom } from '../../apps/api/src/db/seed/random';
import { ROLES } from '@hr/contracts';

const BATCH = 1000;
const BATCHES = 40;
const INGEST_CLIENTS = 4;
const KIOSK_CLIENTS = 20;
const KIOSK_SCANS = 2000;
const KIOSK_PEOPLE = 5000;
const KIOSK_NEW_SCANS = 2000;
const KIOSK_OPEN_LOADS = [
  { label: '20 tablets x 1 scan/s (open loop)', perSecond: 20, seconds: 30 },
  { label: '20 tablets x 5 scans/s (open loop, stress)', perSecond: 100, seconds: 10 },
] as const;

const agent = new http.Agent({ keepAlive: true });

/** POST JSON on a keep-alive connection; the time includes reading the whole answer. */
function post(baseUrl: string, path: string, body: unknown, headers: Record<string, string>) {
  const started = performance.now();
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; ms: number; json: unknown }>((resolve) => {
    const request = http.request(
      `${baseUrl}${path}`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          let json: unknown;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, json });
        });
      },
    );
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started, json: undefined }));
    request.end(payload);
  });
}

/**
 * People who take part in attendance: accounts with a staff record (db/person.ts paidInPeriod, docs/attendance.md
 * "Who takes part"), the administrator of the demo company left without one.
 */
async function insertStaff(client: pg.Client, people: number) {
  await insertPeople(client, people);
  await client.query(
    `insert into staff_records (user_id, official_start_date)
    select id, '2020-01-01' from users where role_id <> $1 and username <> $2
      and not exists (select 1 from staff_records s where s.user_id = users.id)`,
    [ROLES.KIOSK, ADMIN_USERNAME],
  );
  await client.query('analyze staff_records');
}

type ScanAnswer = { status: number; ms: number; json: unknown };
const addedBy = (answer: ScanAnswer) =>
  answer.status === 200 && (answer.json as { data?: { repeated?: boolean } })?.data?.repeated === false ? 1 : 0;

/** `count` scans by `clients` tablets, each sending its next scan when the last one answers. */
async function closedLoop(clients: number, count: number, send: () => Promise<ScanAnswer>) {
  const times: number[] = [];
  let failed = 0;
  let added = 0;
  let issued = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (issued < count) {
        issued++;
        const answer = await send();
        if (answer.status === 200) times.push(answer.ms);
        else failed++;
        added += addedBy(answer);
      }
    }),
  );
  return { times: summarize(times), failed, added, perSecond: count / ((performance.now() - started) / 1000) };
}

/**
 * Scans arriving at `perSecond` on average for `seconds` (Poisson: random gaps), each sent when it is due whatever
 * the earlier ones are doing, and timed from the moment it was due (a late send counts against the answer).
 */
async function openLoop(
  perSecond: number,
  seconds: number,
  random: { next: () => number },
  send: () => Promise<ScanAnswer>,
) {
  const started = performance.now();
  const pending: Promise<{ ms: number; answer: ScanAnswer }>[] = [];
  let due = 0;
  for (let i = 0; i < perSecond * seconds; i++) {
    due += (-Math.log(1 - random.next()) / perSecond) * 1000;
    const wait = started + due - performance.now();
    if (wait > 0) await sleep(wait);
    const dueAt = started + due;
    pending.push(send().then((answer) => ({ ms: performance.now() - dueAt, answer })));
  }
  const results = await Promise.all(pending);
  const ok = results.filter((r) => r.answer.status === 200);
  return {
    times: summarize(ok.map((r) => r.ms)),
    failed: results.length - ok.length,
    added: results.reduce((sum, r) => sum + addedBy(r.answer), 0),
  };
}

/**
 * A year of check-ins for everyone (the issue's volume: 5,000 people, about 2.5 million events): an in and an out on
 * each weekday of the last 365 days, at a device of their own, written directly (not through the route).
 */
async function insertHistory(client: pg.Client, log: (line: string) => void) {
  const started = performance.now();
  const { rowCount } = await client.query(
    `insert into attendance_events (user_id, occurred_at, direction, source, payload)
     select u.id, d + (case when io = 'in' then time '00:55' else time '10:05' end) + ((u.id * 7 + k) % 20) * interval '1 minute',
       io, 'manual', '{}'::jsonb
     from users u
       cross join generate_series(1, 365) k
       cross join lateral (select (current_date - k)::timestamptz as d) day
       cross join (values ('in'), ('out')) v(io)
     where u.deleted_at is null and u.is_active and extract(isodow from d) < 6`,
  );
  log(`inserted ${rowCount} events of a year in ${round((performance.now() - started) / 1000, 1)} s`);
  return rowCount ?? 0;
}

async function api<T>(baseUrl: string, method: 'GET' | 'POST', path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * PostgreSQL sessions started so far in the server's database (`pg_stat_database.sessions`, this reading's own
 * included): the difference over a load is how many connections the server opened meanwhile. Backends report their
 * counts within about a second of going idle, hence the pause before reading.
 */
async function sessionsStarted(databaseUrl: string): Promise<number> {
  await sleep(1500);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select sessions::int n from pg_stat_database where datname = current_database()',
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/**
 * Device ingest and kiosk check-ins on the demo company: 40 batches of 1,000 events (spread over the people and the
 * last 60 days, so each batch recomputes hundreds of days) sent by 4 devices at once, then the same batches again
 * (replays: nothing added); then 2,000 kiosk scans by 20 tablets at once.
 */
export const attendance: Benchmark = {
  name: 'attendance',
  title: 'Attendance: device ingest throughput and kiosk check-in latency',
  async run({ log, tempDir, startServer }) {
    const server = await startServer({ dataDir: await tempDir('data') });
    const { baseUrl } = server;
    const token = await accessToken(baseUrl, server.username, server.password);
    const place = await api<{ id: number }>(baseUrl, 'POST', '/api/attendance/places', token, {
      place_name: 'Bench gate',
    });
    const device = await api<{ api_key: string }>(baseUrl, 'POST', '/api/attendance/devices', token, {
      device_name: 'Bench reader',
      place_id: place.id,
    });
    const people: { staff_id: string }[] = [];
    for (let page = 1; ; page++) {
      const list = await api<{ items: { staff_id: string }[]; last_page: number }>(
        baseUrl,
        'GET',
        `/api/users?page=${page}&limit=100`,
        token,
      );
      people.push(...list.items);
      if (page >= list.last_page) break;
    }
    log(`${people.length} people; ${BATCHES} batches of ${BATCH} events by ${INGEST_CLIENTS} devices ...`);
    const now = Date.now();
    let n = 0;
    const batches = Array.from({ length: BATCHES }, () =>
      Array.from({ length: BATCH }, () => {
        n++;
        const person = people[n % people.length]!;
        // Two events a day per person, spread over the last 60 days, at 08:xx and 17:xx local time.
        const day = Math.floor(n / (people.length * 2)) % 60;
        const evening = Math.floor(n / people.length) % 2 === 1;
        const at = now - (day + 1) * 86_400_000 + (evening ? 9 : 0) * 3_600_000 + (n % 50) * 60_000;
        return { event_id: `bench-${n}`, staff_id: person.staff_id, occurred_at: new Date(at).toISOString() };
      }),
    );

    const send = async (label: string) => {
      const times: number[] = [];
      const totals = { new: 0, duplicate: 0, refused: 0, failed: 0 };
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: INGEST_CLIENTS }, async () => {
          while (next < batches.length) {
            const batch = batches[next++]!;
            const answer = await post(
              baseUrl,
              '/api/attendance/events',
              { events: batch },
              {
                'x-device-key': device.api_key,
              },
            );
            times.push(answer.ms);
            const data = (answer.json as { data?: typeof totals } | undefined)?.data;
            if (answer.status !== 200 || !data) totals.failed += batch.length;
            else for (const key of ['new', 'duplicate', 'refused'] as const) totals[key] += data[key];
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      log(`${label}: ${JSON.stringify(totals)} in ${round(seconds, 2)} s`);
      return { perSecond: (BATCH * BATCHES) / seconds, batch: summarize(times), totals };
    };
    // BENCH_KIOSK_ONLY=1: the kiosk part alone (comparing two versions of the scan on a busy machine).
    const kioskOnly = process.env.BENCH_KIOSK_ONLY === '1';
    const skipped = { perSecond: 0, batch: summarize([0]), totals: { new: 0, duplicate: 0, refused: 0, failed: 0 } };
    const fresh = kioskOnly ? skipped : await send('new events');
    const replay = kioskOnly ? skipped : await send('replayed');

    // The kiosk, three ways (docs/benchmarks.md section 7, "Open and closed loop"). A scan answers in a few
    // milliseconds alone; what a load measures depends on how the scans arrive.
    const scan = (code: string) =>
      post(baseUrl, '/api/attendance/kiosk/check', { code }, { authorization: `Bearer ${token}` });
    // 1. Closed loop round the demo company, as measured since the first run: 20 tablets each sending its next scan
    // the moment the last one answers, so the server is always saturated; most scans repeat a scan of the same
    // person within 10 s (60 people), which adds nothing.
    // The kiosk refuses an account without a staff record (the administrator; docs/attendance.md "Who takes part"):
    // the loop goes round the people it takes.
    const recordsClient = new pg.Client({ connectionString: server.databaseUrl });
    await recordsClient.connect();
    const withRecord = new Set(
      (
        await recordsClient
          .query<{ alias_id: string }>('select u.alias_id from users u join staff_records r on r.user_id = u.id')
          .finally(() => recordsClient.end())
      ).rows.map((r) => r.alias_id),
    );
    const kioskPeople = people.filter((p) => withRecord.has(p.staff_id));
    log(`closed loop: ${KIOSK_SCANS} kiosk scans by ${KIOSK_CLIENTS} tablets round ${kioskPeople.length} people ...`);
    let issued = 0;
    const demoLoop = await closedLoop(KIOSK_CLIENTS, KIOSK_SCANS, () =>
      scan(kioskPeople[issued++ % kioskPeople.length]!.staff_id),
    );
    const kiosk = demoLoop.times;

    // The issue's company: 5,000 people, and (BENCH_KIOSK_HISTORY=1) a year of their check-ins.
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    let history = 0;
    let badges: string[];
    try {
      const { rows } = await client.query<{ n: number }>('select count(*)::int n from users where deleted_at is null');
      log(`adding ${KIOSK_PEOPLE - rows[0]!.n} people ...`);
      await insertStaff(client, KIOSK_PEOPLE - rows[0]!.n);
      if (process.env.BENCH_KIOSK_HISTORY === '1') history = await insertHistory(client, log);
      await client.query('analyze');
      // Who may check in at a kiosk (attendance.repository.ts lockPersonByStaffId): present people, not tablets.
      const present = await client.query<{ alias_id: string }>(
        'select alias_id from users where deleted_at is null and is_active and role_id <> $1 order by alias_id',
        [ROLES.KIOSK],
      );
      badges = present.rows.map((r) => r.alias_id).filter((id) => !people.some((p) => p.staff_id === id));
    } finally {
      await client.end();
    }
    // Every scan below is a different person's first of the day: a new event and two working days computed.
    const random = seededRandom(28);
    for (let i = badges.length - 1; i > 0; i--) {
      const j = random.int(0, i);
      [badges[i], badges[j]] = [badges[j]!, badges[i]!];
    }
    let nextBadge = 0;
    const newScan = () => scan(badges[nextBadge++]!);
    // 2. Open loop at stated rates: scans arrive at random moments (Poisson) at the rate, whatever the answers, and
    // each is timed from the moment it was due. A tablet is shown a badge at most about once a second (the screen
    // shows each answer for 8 s), so 20 tablets send at most 20 scans a second; five times that is the stress load.
    const open = [];
    for (const load of KIOSK_OPEN_LOADS) {
      log(`open loop: ${load.perSecond} scans/s for ${load.seconds} s (${load.label}) ...`);
      const sessions = await sessionsStarted(server.databaseUrl);
      const result = await openLoop(load.perSecond, load.seconds, random, newScan);
      // Less this reading's own session: the connections the server opened during the load.
      const connectionsOpened = (await sessionsStarted(server.databaseUrl)) - sessions - 1;
      open.push({ ...load, ...result, connectionsOpened });
    }
    // 3. Closed loop of new check-ins: 20 tablets back to back, every scan a new event (the saturation throughput).
    log(`closed loop: ${KIOSK_NEW_SCANS} new check-ins by ${KIOSK_CLIENTS} tablets ...`);
    // What a new check-in costs in CPU (server and PostgreSQL), the figure the other processes change least.
    const cpuBefore = cpuTimes(server.pid);
    const saturated = await closedLoop(KIOSK_CLIENTS, KIOSK_NEW_SCANS, newScan);
    const cpuAfter = cpuTimes(server.pid);
    const cpuPerScan = {
      server: (cpuAfter.server - cpuBefore.server) / KIOSK_NEW_SCANS,
      postgres: (cpuAfter.postgres - cpuBefore.postgres) / KIOSK_NEW_SCANS,
    };

    // Nothing lost or doubled: the kiosk events stored are the scans answered as new.
    const check = new pg.Client({ connectionString: server.databaseUrl });
    await check.connect();
    const storedKiosk = await check
      .query<{ n: number }>(`select count(*)::int n from attendance_events where source = 'kiosk'`)
      .finally(() => check.end());
    const answeredNew = [demoLoop, ...open, saturated].reduce((sum, run) => sum + run.added, 0);
    const kioskFailed = [demoLoop, ...open, saturated].reduce((sum, run) => sum + run.failed, 0);
    log(`kiosk events stored ${storedKiosk.rows[0]!.n}, scans answered as new ${answeredNew}`);

    return {
      figures: [
        {
          key: 'ingest_new_per_s',
          label: `device ingest, new events (batches of ${BATCH}, ${INGEST_CLIENTS} devices)`,
          value: round(fresh.perSecond),
          unit: 'events/s',
          target: { op: '>=', value: 5000 },
        },
        {
          key: 'ingest_replay_per_s',
          label: 'device ingest, replayed batches (nothing added)',
          value: round(replay.perSecond),
          unit: 'events/s',
          target: { op: '>=', value: 5000 },
        },
        {
          key: 'ingest_batch_p99_ms',
          label: 'one batch of new events, p99',
          value: round(fresh.batch.p99),
          unit: 'ms',
        },
        {
          key: 'kiosk_open20_median_ms',
          label: `kiosk check-in, ${KIOSK_OPEN_LOADS[0].label}: median`,
          value: round(open[0]!.times.median),
          unit: 'ms',
        },
        {
          key: 'kiosk_open20_p99_ms',
          label: `kiosk check-in, ${KIOSK_OPEN_LOADS[0].label}: p99`,
          value: round(open[0]!.times.p99),
          unit: 'ms',
          target: { op: '<=', value: 20 },
        },
        {
          key: 'kiosk_open20_connections_opened',
          label: `kiosk check-in, ${KIOSK_OPEN_LOADS[0].label}: connections the server opened to PostgreSQL meanwhile`,
          value: open[0]!.connectionsOpened,
          unit: 'connections',
        },
        {
          key: 'kiosk_open100_median_ms',
          label: `kiosk check-in, ${KIOSK_OPEN_LOADS[1].label}: median`,
          value: round(open[1]!.times.median),
          unit: 'ms',
        },
        {
          key: 'kiosk_open100_p99_ms',
          label: `kiosk check-in, ${KIOSK_OPEN_LOADS[1].label}: p99`,
          value: round(open[1]!.times.p99),
          unit: 'ms',
        },
        {
          key: 'kiosk_median_ms',
          label: `kiosk, closed loop (saturation): ${KIOSK_CLIENTS} tablets back to back round ${people.length} people, mostly repeats: median`,
          value: round(kiosk.median),
          unit: 'ms',
        },
        {
          key: 'kiosk_p99_ms',
          label: `kiosk, closed loop (saturation): ${KIOSK_CLIENTS} tablets back to back round ${people.length} people: p99`,
          value: round(kiosk.p99),
          unit: 'ms',
        },
        {
          key: 'kiosk_closed_new_median_ms',
          label: `kiosk, closed loop (saturation): ${KIOSK_CLIENTS} tablets back to back, every scan a new check-in: median`,
          value: round(saturated.times.median),
          unit: 'ms',
        },
        {
          key: 'kiosk_closed_new_p99_ms',
          label: `kiosk, closed loop of new check-ins: p99`,
          value: round(saturated.times.p99),
          unit: 'ms',
        },
        {
          key: 'kiosk_closed_new_per_s',
          label: 'kiosk, closed loop of new check-ins: scans answered a second (the saturation throughput)',
          value: round(saturated.perSecond),
          unit: 'scans/s',
        },
        {
          key: 'kiosk_cpu_server_ms',
          label: 'kiosk, a new check-in: CPU of the server (Node), from /proc over the closed loop of new check-ins',
          value: round(cpuPerScan.server, 2),
          unit: 'ms',
        },
        {
          key: 'kiosk_cpu_postgres_ms',
          label: 'kiosk, a new check-in: CPU of PostgreSQL',
          value: round(cpuPerScan.postgres, 2),
          unit: 'ms',
        },
        { key: 'kiosk_failed', label: 'kiosk scans not answered 200', value: kioskFailed, unit: 'requests' },
        {
          key: 'kiosk_events_unaccounted',
          label: 'kiosk events stored minus scans answered as new (lost or doubled)',
          value: storedKiosk.rows[0]!.n - answeredNew,
          unit: 'events',
          target: { op: '<=', value: 0 },
        },
      ],
      details: { people: people.length, fresh, replay, kiosk, open, saturated, kioskPeople: badges.length, history },
      notes: [
        `ingest: ${people.length} people of the demo company; kiosk: ${badges.length} more people, ${history ? `${history} events of a year` : 'no history (BENCH_KIOSK_HISTORY=1 adds a year)'}`,
        `new: ${JSON.stringify(fresh.totals)}; replayed: ${JSON.stringify(replay.totals)}`,
      ],
    };
  },
};

const REPORT_PEOPLE = 5000;
const REPORT_DAYS = 30;
const TIMEKEEPING_CALLS = 60;

/** Stored working days for every active person over the last `days` days: mostly present, some late, some absent. */
async function insertDays(client: pg.Client, days: number) {
  const started = performance.now();
  const { rowCount } = await client.query(
    `insert into attendance_days (user_id, work_date, shift_source, planned_start, planned_end, first_in, last_out,
       late_minutes, early_leave_minutes, break_minutes, worked_minutes, normal_minutes, overtime_1, overtime_2,
       overtime_3, overtime_4, overtime_5, overtime_6, overtime_7, night_minutes, leave_minutes, absence_types,
       holiday, rest_day, status, settings_effective_from)
     select u.id, d::date, 'default', d + time '01:00', d + time '10:00',
       case when (u.id + k) % 17 = 0 then null else d + time '01:00' + ((u.id * 7 + k) % 5 = 0)::int * interval '12 minutes' end,
       case when (u.id + k) % 17 = 0 then null else d + time '10:15' end,
       case when (u.id + k) % 17 <> 0 and (u.id * 7 + k) % 5 = 0 then 12 else 0 end, 0, 60,
       case when (u.id + k) % 17 = 0 then 0 else 495 end, case when (u.id + k) % 17 = 0 then 0 else 480 end,
       case when (u.id + k) % 17 = 0 then 0 else 15 end, 0, 0, 0, 0, 0, 0, 0, 0, '{}', false, false,
       case when (u.id + k) % 17 = 0 then 'absent' else 'present' end, '2026-01-01'
     from users u cross join generate_series(1, $1::int) k
       cross join lateral (select (current_date - k)::timestamptz as d) day
     where u.deleted_at is null and u.is_active
     on conflict (user_id, work_date) do nothing`,
    [days],
  );
  return { rows: rowCount ?? 0, ms: performance.now() - started };
}

/**
 * Reports and timekeeping at the issue's size: 5,000 people with 30 stored days each (150,000 rows). The summary
 * report of those 30 days (a job: Days and Totals sheets), with the server's memory sampled and GET /api/health
 * polled every 50 ms meanwhile; then a month's timekeeping page of 20 people, one request at a time.
 */
export const attendanceReports: Benchmark = {
  name: 'attendance-reports',
  title: 'Attendance: the summary report of 30 days x 5,000 people, and a timekeeping page',
  async run({ log, tempDir, startServer }) {
    const server = await startServer({ dataDir: await tempDir('data') });
    const { baseUrl } = server;
    const token = await accessToken(baseUrl, server.username, server.password);
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>('select count(*)::int n from users where deleted_at is null');
      log(`inserting ${REPORT_PEOPLE - rows[0]!.n} people ...`);
      await insertStaff(client, REPORT_PEOPLE - rows[0]!.n);
      const days = await insertDays(client, REPORT_DAYS);
      log(`inserted ${days.rows} days in ${round(days.ms / 1000, 1)} s`);
      await client.query('analyze users; analyze attendance_days');
    } finally {
      await client.end();
    }
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - (REPORT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);

    // Timekeeping first (a quiet server): a month's page of 20 people, sequentially.
    await get(baseUrl, `/api/timekeeping?date_from=${from}&date_to=${today}`, token);
    const pages: number[] = [];
    for (let i = 0; i < TIMEKEEPING_CALLS; i++) {
      const page = 1 + (i % 50);
      const answer = await get(baseUrl, `/api/timekeeping?date_from=${from}&date_to=${today}&page=${page}`, token);
      if (answer.status !== 200) throw new Error(`GET /api/timekeeping answered ${answer.status}`);
      pages.push(answer.ms);
    }
    const timekeeping = summarize(pages);
    log(`timekeeping page: median ${round(timekeeping.median)} ms, p99 ${round(timekeeping.p99)} ms`);

    // The report, with the memory and the health check watched.
    const baseline = memoryOf(server.pid).rss;
    let peak = baseline;
    const health: Promise<Timed>[] = [];
    const watcher = setInterval(() => {
      peak = Math.max(peak, memoryOf(server.pid).rss);
      health.push(get(baseUrl, '/api/health'));
    }, 50);
    const started = performance.now();
    let seconds = 0;
    let size = 0;
    try {
      const headers = { authorization: `Bearer ${token}` };
      const accepted = await fetch(`${baseUrl}/api/report/summary?start_date=${from}&end_date=${today}`, { headers });
      if (accepted.status !== 202) throw new Error(`the report answered ${accepted.status}, not a job`);
      const { data } = (await accepted.json()) as { data: { job_id: string } };
      const { status } = await waitForJob(baseUrl, token, data.job_id, 'the report');
      seconds = (performance.now() - started) / 1000;
      size = (await (await fetch(`${baseUrl}${status.download_url}`, { headers })).arrayBuffer()).byteLength;
    } finally {
      clearInterval(watcher);
    }
    const healthDuring = summarize((await Promise.all(health)).filter((r) => r.status === 200).map((r) => r.ms));
    const aboveMb = (peak - baseline) / 1024 / 1024;
    log(`report: ${round(seconds, 2)} s, ${round(size / 1024 / 1024, 1)} MB file, +${round(aboveMb)} MB RSS`);

    return {
      figures: [
        {
          key: 'summary_report_s',
          label: `summary report, ${REPORT_DAYS} days x ${REPORT_PEOPLE} people (a job, until the file is ready)`,
          value: round(seconds, 2),
          unit: 's',
          target: { op: '<=', value: 10 },
        },
        {
          key: 'summary_report_rss_mb',
          label: 'server memory above its baseline during the report (RSS peak)',
          value: round(aboveMb),
          unit: 'MB',
          target: { op: '<=', value: 150 },
        },
        {
          key: 'health_during_report_p99_ms',
          label: 'GET /api/health during the report (every 50 ms): p99',
          value: round(healthDuring.p99),
          unit: 'ms',
          target: { op: '<=', value: 99 },
        },
        {
          key: 'timekeeping_page_p99_ms',
          label: `timekeeping page, 20 people x ${REPORT_DAYS} days: p99`,
          value: round(timekeeping.p99),
          unit: 'ms',
          target: { op: '<=', value: 50 },
        },
        {
          key: 'timekeeping_page_median_ms',
          label: 'timekeeping page: median',
          value: round(timekeeping.median),
          unit: 'ms',
        },
      ],
      details: { timekeeping, healthDuring, fileBytes: size, baselineRss: baseline, peakRss: peak },
      notes: [`${REPORT_DAYS * REPORT_PEOPLE} stored days generated in the database (not computed from events)`],
    };
  },
};

const SCREEN_PEOPLE = Number(process.env.BENCH_PEOPLE ?? 5000);
const SCREEN_CLIENTS = 20;
const SCREEN_REQUESTS = 1000;
// People checked in before measuring (one at a time: the kiosk's own latency is the other benchmark's).
const KIOSK_BEFORE = 600;

/**
 * `count` GETs of `path` by `clients` at once, as the screens call them; their times. First a warm-up: 50 requests
 * one at a time, then 10 a client by all of them at once, so that every pooled connection has run the route's
 * statements before the measure (one client uses one connection: a connection's first statements read PostgreSQL's
 * catalog and plan, a cost of the server's first minutes that the 1,000 requests measured would otherwise carry).
 */
async function load(baseUrl: string, token: string, paths: () => string, clients: number, count: number) {
  for (let i = 0; i < 50; i++) await get(baseUrl, paths(), token);
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < 10; i++) await get(baseUrl, paths(), token);
    }),
  );
  const times: number[] = [];
  let failed = 0;
  let issued = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (issued < count) {
        issued += 1;
        const answer = await get(baseUrl, paths(), token);
        if (answer.status === 200) times.push(answer.ms);
        else failed++;
      }
    }),
  );
  return { ...summarize(times), failed };
}

/**
 * Issue 28: the registration list (`GET /api/staffs` for a date, 20 a page) and the overview (`GET /api/overview`,
 * the departments with their counts, and `GET /api/overview/people`, a page of the largest department's people)
 * with 5,000 people, 20 clients at once, as the administrator (everyone in scope). Before
 * measuring, 600 of them check in at the kiosk and 500 get a working-plan item, so the answers carry flags,
 * statuses and plan columns.
 */
export const attendanceScreens: Benchmark = {
  name: 'attendance-screens',
  title: 'Attendance: registration list and overview with 5,000 people',
  async run({ log, tempDir, startServer }) {
    const server = await startServer({ dataDir: await tempDir('data') });
    const { baseUrl } = server;
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ n: number }>('select count(*)::int n from users where deleted_at is null');
    const toAdd = Math.max(0, SCREEN_PEOPLE - (rows[0]?.n ?? 0));
    log(`adding ${toAdd} people ...`);
    if (toAdd > 0) await insertStaff(client, toAdd);
    await client.end();
    const token = await accessToken(baseUrl, server.username, server.password);
    const ids: { id: number; staff_id: string }[] = [];
    for (let page = 1; ; page++) {
      const list = await api<{ items: { id: number; staff_id: string }[]; last_page: number }>(
        baseUrl,
        'GET',
        `/api/users?page=${page}&limit=100`,
        token,
      );
      ids.push(...list.items);
      if (page >= list.last_page) break;
    }
    log(`${ids.length} people; ${KIOSK_BEFORE} kiosk check-ins and 500 working plans ...`);
    for (const person of ids.slice(0, KIOSK_BEFORE))
      await post(
        baseUrl,
        '/api/attendance/kiosk/check',
        { code: person.staff_id },
        { authorization: `Bearer ${token}` },
      );
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const person of ids.slice(0, 500))
      await api(baseUrl, 'POST', '/api/staff-working-plan-store', token, {
        user_id: person.id,
        working_plans: [{ working_plan_type_id: 4, start_date: tomorrow, end_date: tomorrow, reason: 'personal' }],
      });
    const pages = Math.ceil(ids.length / 20);
    let n = 0;
    log(`GET /api/staffs, ${SCREEN_CLIENTS} clients ...`);
    const sessions = await sessionsStarted(server.databaseUrl);
    const cpuBefore = cpuTimes(server.pid);
    const staffs = await load(
      baseUrl,
      token,
      () => `/api/staffs?current_page=${(n++ % pages) + 1}&per_page=20`,
      SCREEN_CLIENTS,
      SCREEN_REQUESTS,
    );
    // CPU a request (the warm-up's 250 included), the figure other processes change least; and the connections the
    // server opened for the load (less the reading's own session).
    const staffsCpu = perRequest(cpuBefore, cpuTimes(server.pid), SCREEN_REQUESTS + 50 + SCREEN_CLIENTS * 10);
    const staffsConnections = (await sessionsStarted(server.databaseUrl)) - sessions - 1;
    // The overview as the screen asks for it: the departments, then a page of 50 of an open department's people
    // (the largest department, every page in turn).
    log(`GET /api/overview and /api/overview/people, ${SCREEN_CLIENTS} clients ...`);
    const departments = await api<{ id: number | null; user_count: number }[]>(baseUrl, 'GET', '/api/overview', token);
    const largest = departments.reduce((a, b) => (b.user_count > a.user_count ? b : a));
    const peoplePages = Math.ceil(largest.user_count / 50);
    let m = 0;
    const peoplePath = () =>
      `/api/overview/people?department_id=${largest.id ?? 'none'}&page=${(m++ % peoplePages) + 1}&limit=50`;
    const overview = await load(baseUrl, token, () => '/api/overview', SCREEN_CLIENTS, SCREEN_REQUESTS);
    const people = await load(baseUrl, token, peoplePath, SCREEN_CLIENTS, SCREEN_REQUESTS);
    const overviewOne = await load(baseUrl, token, () => '/api/overview', 1, 30);
    const peopleOne = await load(baseUrl, token, peoplePath, 1, 30);
    return {
      figures: [
        {
          key: 'staffs_median_ms',
          label: `GET /api/staffs (a page of 20), ${SCREEN_CLIENTS} clients, median`,
          value: round(staffs.median),
          unit: 'ms',
        },
        {
          key: 'staffs_p99_ms',
          label: `GET /api/staffs, ${SCREEN_CLIENTS} clients, p99`,
          value: round(staffs.p99),
          unit: 'ms',
          target: { op: '<=', value: 50 },
        },
        {
          key: 'staffs_cpu_server_ms',
          label: 'GET /api/staffs: CPU of the server (Node) a request, from /proc',
          value: round(staffsCpu.server, 2),
          unit: 'ms',
        },
        {
          key: 'staffs_cpu_postgres_ms',
          label: 'GET /api/staffs: CPU of PostgreSQL a request',
          value: round(staffsCpu.postgres, 2),
          unit: 'ms',
        },
        {
          key: 'staffs_connections_opened',
          label: 'GET /api/staffs: connections the server opened to PostgreSQL during the warm-up and load',
          value: staffsConnections,
          unit: 'connections',
        },
        {
          key: 'overview_median_ms',
          label: `GET /api/overview (${departments.length} departments of everyone), ${SCREEN_CLIENTS} clients, median`,
          value: round(overview.median),
          unit: 'ms',
        },
        {
          key: 'overview_p99_ms',
          label: `GET /api/overview, ${SCREEN_CLIENTS} clients, p99`,
          value: round(overview.p99),
          unit: 'ms',
          target: { op: '<=', value: 50 },
        },
        {
          key: 'overview_people_median_ms',
          label: `GET /api/overview/people (50 of ${largest.user_count}), ${SCREEN_CLIENTS} clients, median`,
          value: round(people.median),
          unit: 'ms',
        },
        {
          key: 'overview_people_p99_ms',
          label: `GET /api/overview/people, ${SCREEN_CLIENTS} clients, p99`,
          value: round(people.p99),
          unit: 'ms',
          target: { op: '<=', value: 50 },
        },
        {
          key: 'overview_one_client_median_ms',
          label: 'GET /api/overview, one client, median',
          value: round(overviewOne.median),
          unit: 'ms',
        },
        {
          key: 'overview_people_one_client_median_ms',
          label: 'GET /api/overview/people, one client, median',
          value: round(peopleOne.median),
          unit: 'ms',
        },
        {
          key: 'failed',
          label: 'answers not 200',
          value: staffs.failed + overview.failed + people.failed,
          unit: 'requests',
        },
      ],
      details: { people: ids.length, staffs, overview, overviewPeople: people, overviewOne, peopleOne },
    };
  },
};

const CLOSE_PEOPLE = 5000;

/**
 * Close of day for 5,000 people (docs/attendance.md "Close of day"): the job of POST /api/attendance/close-of-day
 * for one past working day without any stored day, until done; then the same day again (nothing left to close).
 */
export const attendanceCloseOfDay: Benchmark = {
  name: 'attendance-close-of-day',
  title: 'Attendance: close of day for 5,000 people',
  async run({ log, tempDir, startServer }) {
    const server = await startServer({ dataDir: await tempDir('data') });
    const { baseUrl } = server;
    const token = await accessToken(baseUrl, server.username, server.password);
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    // A Wednesday 20 to 26 days ago; its stored days are removed first, so every active person's day is open.
    let day = new Date(Date.now() - 20 * 86_400_000);
    while (day.getUTCDay() !== 3) day = new Date(day.getTime() - 86_400_000);
    const date = day.toISOString().slice(0, 10);
    let open = 0;
    try {
      const { rows } = await client.query<{ n: number }>('select count(*)::int n from users where deleted_at is null');
      log(`inserting ${CLOSE_PEOPLE - rows[0]!.n} people ...`);
      await insertStaff(client, CLOSE_PEOPLE - rows[0]!.n);
      await client.query('delete from attendance_days where work_date = $1', [date]);
      await client.query('analyze users; analyze attendance_days');
      open = (await client.query<{ n: number }>('select count(*)::int n from users where deleted_at is null')).rows[0]!
        .n;
    } finally {
      await client.end();
    }
    const run = async () => {
      const started = performance.now();
      const job = await api<{ job_id: string }>(baseUrl, 'POST', '/api/attendance/close-of-day', token, {
        date_from: date,
        date_to: date,
      });
      await waitForJob(baseUrl, token, job.job_id, 'close of day');
      return (performance.now() - started) / 1000;
    };
    const first = await run();
    const again = await run();
    const check = new pg.Client({ connectionString: server.databaseUrl });
    await check.connect();
    const stored = await check
      .query<{ n: number }>('select count(*)::int n from attendance_days where work_date = $1', [date])
      .finally(() => check.end());
    const days = stored.rows[0]!.n;
    log(
      `close of day ${date}: ${round(first, 2)} s, ${days} days stored for ${open} people; again ${round(again, 2)} s`,
    );
    if (days < open - 1) throw new Error(`close of day stored ${days} days for ${open} people`);
    return {
      figures: [
        {
          key: 'close_of_day_s',
          label: `close of day, one working day x ${CLOSE_PEOPLE} people without a stored day (a job, until done)`,
          value: round(first, 2),
          unit: 's',
        },
        {
          key: 'close_of_day_again_s',
          label: 'the same day again (everything closed: nothing stored)',
          value: round(again, 2),
          unit: 's',
        },
      ],
      details: { date, people: open, days },
      notes: ['the days are computed by the engine (recomputeDays), in chunks of 1,000 people'],
    };
  },
};
