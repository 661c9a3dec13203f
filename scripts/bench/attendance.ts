import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { accessToken, get } from './lib/http';
import { round, summarize } from './lib/stats';
import type { Benchmark } from './types';
import { insertPeople } from './user-list';

const BATCH = 1000;
const BATCHES = 40;
const INGEST_CLIENTS = 4;
const KIOSK_CLIENTS = 20;
const KIOSK_SCANS = 2000;

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
    const fresh = await send('new events');
    const replay = await send('replayed');

    log(`${KIOSK_SCANS} kiosk scans by ${KIOSK_CLIENTS} tablets ...`);
    const scans: number[] = [];
    let failed = 0;
    let issued = 0;
    await Promise.all(
      Array.from({ length: KIOSK_CLIENTS }, async () => {
        while (issued < KIOSK_SCANS) {
          const person = people[issued++ % people.length]!;
          const answer = await post(
            baseUrl,
            '/api/attendance/kiosk/check',
            { code: person.staff_id },
            {
              authorization: `Bearer ${token}`,
            },
          );
          if (answer.status === 200) scans.push(answer.ms);
          else failed++;
        }
      }),
    );
    const kiosk = summarize(scans);

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
          key: 'kiosk_median_ms',
          label: `kiosk check-in, ${KIOSK_CLIENTS} tablets, median`,
          value: round(kiosk.median),
          unit: 'ms',
        },
        {
          key: 'kiosk_p99_ms',
          label: `kiosk check-in, ${KIOSK_CLIENTS} tablets, p99`,
          value: round(kiosk.p99),
          unit: 'ms',
          target: { op: '<=', value: 20 },
        },
        { key: 'kiosk_failed', label: 'kiosk scans not answered 200', value: failed, unit: 'requests' },
      ],
      details: { people: people.length, fresh, replay, kiosk },
      notes: [
        `${people.length} people of the demo company, not the issue's 5,000 people with a year of events: the tables are small`,
        `new: ${JSON.stringify(fresh.totals)}; replayed: ${JSON.stringify(replay.totals)}`,
      ],
    };
  },
};

const SCREEN_PEOPLE = Number(process.env.BENCH_PEOPLE ?? 5000);
const SCREEN_CLIENTS = 20;
const SCREEN_REQUESTS = 1000;
// People checked in before measuring (one at a time: the kiosk's own latency is the other benchmark's).
const KIOSK_BEFORE = 600;

/** `count` GETs of `path` by `clients` at once (after a warm-up), as the screens call them; their times. */
async function load(baseUrl: string, token: string, paths: () => string, clients: number, count: number) {
  for (let i = 0; i < 50; i++) await get(baseUrl, paths(), token);
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
 * everyone by department) with 5,000 people, 20 clients at once, as the administrator (everyone in scope). Before
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
    if (toAdd > 0) await insertPeople(client, toAdd);
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
    const staffs = await load(
      baseUrl,
      token,
      () => `/api/staffs?current_page=${(n++ % pages) + 1}&per_page=20`,
      SCREEN_CLIENTS,
      SCREEN_REQUESTS,
    );
    log(`GET /api/overview, ${SCREEN_CLIENTS} clients ...`);
    const overview = await load(baseUrl, token, () => '/api/overview', SCREEN_CLIENTS, 200);
    const overviewOne = await load(baseUrl, token, () => '/api/overview', 1, 30);
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
          key: 'overview_median_ms',
          label: `GET /api/overview (everyone), ${SCREEN_CLIENTS} clients, median`,
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
          key: 'overview_one_client_median_ms',
          label: 'GET /api/overview, one client, median',
          value: round(overviewOne.median),
          unit: 'ms',
        },
        { key: 'failed', label: 'answers not 200', value: staffs.failed + overview.failed, unit: 'requests' },
      ],
      details: { people: ids.length, staffs, overview, overviewOne },
    };
  },
};
