import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { accessToken } from './lib/http';
import { round, summarize } from './lib/stats';
import type { Benchmark } from './types';

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
