import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startSmtp } from '../../apps/api/src/test/smtp';
import { accessToken, get, type Timed } from './lib/http';
import { sleep } from './lib/net';
import { round, type Summary, summarize } from './lib/stats';
import { load } from './lib/load';
import type { Benchmark, Figure } from './types';

const CANDIDATES = 50_000;
const CLIENTS = 20;
const REQUESTS = 400;
const WARM_UP = 40;
const PDFS = 10;
const MAILS = 1_000;
/** How long the drain is watched: the count received by then and the rate are the figures. */
const DRAIN_WAIT_MS = 300_000;

type Scenario = { key: string; label: string; query: string };
const SCENARIOS: Scenario[] = [
  { key: 'first_page', label: 'first page, no filter', query: '' },
  { key: 'name', label: "name filter 'nguyen'", query: 'name=nguyen' },
  { key: 'status', label: 'status filter 4', query: 'status=4' },
  {
    key: 'country_dates',
    label: 'nationality Japan and a year of application dates',
    query: 'country=japan&from=2025-01-01&to=2025-12-31',
  },
  { key: 'deep_page', label: 'page 2,000 of the unfiltered list', query: 'page=2000' },
];

/** 50,000 generated candidates (no real person) over five years of applications, with their interview rounds. */
async function insertCandidates(client: pg.Client) {
  const started = performance.now();
  await client.query(`
    insert into candidates (name, name_kana, country, email, birthday, age, gender, address, status, application_date,
                            language, consent_at)
    select (array['Nguyễn','Trần','Lê','Phạm','Hoàng','佐藤','鈴木','高橋'])[1 + i % 8] || ' ' ||
             (array['Văn An','Thị Bích','Minh Châu','Quốc Dũng','花子','太郎'])[1 + i % 6] || ' ' || i,
           'カナ ' || i,
           (array['Vietnam','Vietnam','Vietnam','Japan','Philippines'])[1 + i % 5],
           'bench' || i || '@example.com',
           date '1990-01-01' + (i % 5000),
           20 + i % 20,
           i % 2,
           'Address ' || i,
           (array[0,9,10,4,11,12,13])[1 + i % 7],
           date '2021-01-01' + (i % 1826),
           (array['ja','en','vi'])[1 + i % 3],
           now()
    from generate_series(1, ${CANDIDATES}) i`);
  await client.query(`
    insert into interviews (candidate_id, round, method, result)
    select id, 1, 1 + id % 3, id % 4 from candidates c where id % 2 = 0
      and not exists (select 1 from interviews i where i.candidate_id = c.id)`);
  await client.query('vacuum analyze candidates');
  await client.query('vacuum analyze interviews');
  return performance.now() - started;
}

/** `count` GETs of one address by `clients` loops (lib/load.ts). */
const loadGets = (baseUrl: string, pathAndQuery: string, token: string, clients: number, count: number) =>
  load(clients, count, () => get(baseUrl, pathAndQuery, token));

async function post(baseUrl: string, path: string, token: string, body: unknown): Promise<Timed> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, error: String(error) };
  }
}

/**
 * Recruitment with 50,000 candidates (issue 30): the candidate list with filters by 20 concurrent clients, the
 * profile PDF, and 1,000 result mails queued through the API and drained through a local SMTP server.
 */
export const candidates: Benchmark = {
  name: 'candidates',
  title: 'Candidate list, profile PDF and 1,000 mails with 50,000 candidates',
  async run({ log, tempDir, startServer }) {
    const smtp = await startSmtp();
    try {
      const server = await startServer({
        dataDir: await tempDir('data'),
        env: { SMTP_URL: smtp.url, MAIL_POLL_SECONDS: '1' },
      });
      const { baseUrl, username, password } = server;
      const client = new pg.Client({ connectionString: server.databaseUrl });
      await client.connect();
      let insertMs: number;
      try {
        log(`inserting ${CANDIDATES} candidates ...`);
        insertMs = await insertCandidates(client);
        log(`inserted in ${Math.round(insertMs)} ms (with VACUUM ANALYZE)`);
      } finally {
        await client.end();
      }
      const token = await accessToken(baseUrl, username, password);
      const lists: Record<
        string,
        { latency: Summary; total: number; perSecond: number; statuses: Record<string, number> }
      > = {};
      for (const scenario of SCENARIOS) {
        const path = `/api/admin/candidates${scenario.query ? `?${scenario.query}` : ''}`;
        const check = await get(baseUrl, path, token);
        if (check.status !== 200) throw new Error(`GET ${path} answered ${check.status}`);
        await loadGets(baseUrl, path, token, CLIENTS, WARM_UP);
        const { results, wallMs } = await loadGets(baseUrl, path, token, CLIENTS, REQUESTS);
        const ok = results.filter((r) => r.status === 200);
        const statuses: Record<string, number> = {};
        for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        lists[scenario.key] = {
          latency: summarize(ok.map((r) => r.ms)),
          total: Number.NaN,
          perSecond: ok.length / (wallMs / 1000),
          statuses,
        };
        log(`${scenario.label}: p99 ${round(lists[scenario.key]!.latency.p99)} ms`);
      }

      // The profile PDF of a candidate with a round.
      const pdfTimes: number[] = [];
      for (let i = 0; i < PDFS; i++) {
        const timed = await get(baseUrl, `/api/result-interviews/download/${2 + i * 2}`, token);
        if (timed.status !== 200) throw new Error(`profile PDF answered ${timed.status}`);
        pdfTimes.push(timed.ms);
      }
      const pdf = summarize(pdfTimes);
      log(`profile PDF: median ${round(pdf.median)} ms, slowest ${round(pdf.max)} ms`);

      // 1,000 result mails (candidates with a saved fail: result 2) queued through the API by 20 clients.
      const admin = new pg.Client({ connectionString: server.databaseUrl });
      await admin.connect();
      // The server stops at the end of the benchmark: its shutdown must not crash this process.
      admin.on('error', () => undefined);
      const { rows } = await admin.query<{ candidate_id: number }>(
        'select candidate_id from interviews where result = 2 order by candidate_id limit $1',
        [MAILS],
      );
      let next = 0;
      const queued: Timed[] = [];
      const queueStarted = performance.now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (next < rows.length) {
            const row = rows[next++]!;
            queued.push(
              await post(baseUrl, `/api/candidates/${row.candidate_id}/sendMailResult`, token, { result: 2 }),
            );
          }
        }),
      );
      const queueMs = performance.now() - queueStarted;
      const sendLatency = summarize(queued.filter((r) => r.status === 200).map((r) => r.ms));
      log(
        `${queued.length} sendMailResult answered in ${round(queueMs / 1000, 2)} s, p99 ${round(sendLatency.p99)} ms`,
      );
      const drained = await smtp.waitFor(rows.length, DRAIN_WAIT_MS).then(
        () => true,
        () => false,
      );
      const drainedMs = performance.now() - queueStarted;
      const received = smtp.received.length;
      log(
        `${received} of ${rows.length} mails received after ${round(drainedMs / 1000, 1)} s${drained ? '' : ' (gave up waiting)'}`,
      );
      await sleep(1000);
      const { rows: states } = await admin.query<{ state: string; n: string }>(
        'select state, count(*) n from mail_outbox group by state',
      );
      await admin.end();

      const figures: Figure[] = SCENARIOS.flatMap((s) => [
        {
          key: `${s.key}_median_ms`,
          label: `${s.label}: median`,
          value: round(lists[s.key]!.latency.median),
          unit: 'ms',
        },
        {
          key: `${s.key}_p99_ms`,
          label: `${s.label}: p99 (${CLIENTS} clients)`,
          value: round(lists[s.key]!.latency.p99),
          unit: 'ms',
          target: { op: '<=' as const, value: 100 },
        },
      ]);
      figures.push(
        {
          key: 'pdf_median_ms',
          label: 'profile PDF: median',
          value: round(pdf.median),
          unit: 'ms',
          target: { op: '<=', value: 1000 },
        },
        {
          key: 'pdf_max_ms',
          label: 'profile PDF: slowest',
          value: round(pdf.max),
          unit: 'ms',
          target: { op: '<=', value: 1000 },
        },
        {
          key: 'mail_send_p99_ms',
          label: `sendMailResult while ${MAILS} mails drain: p99`,
          value: round(sendLatency.p99),
          unit: 'ms',
        },
        {
          key: 'mail_received',
          label: `mails received by the SMTP server ${round(drainedMs / 1000)} s after the first send (of ${rows.length})`,
          value: received,
          unit: 'mails',
        },
        {
          key: 'mail_rate',
          label: 'mails delivered per second',
          value: round(received / (drainedMs / 1000), 2),
          unit: '/s',
        },
      );
      return {
        figures,
        details: {
          candidates: CANDIDATES,
          insertMs,
          lists,
          pdf,
          queueMs,
          sendLatency,
          drainedMs,
          outboxStates: states,
        },
        notes: [
          `${rows.length} sendMailResult calls answered in ${round(queueMs / 1000, 2)} s in all (median ${round(sendLatency.median)} ms); the SMTP server had ${received} after ${round(drainedMs / 1000, 2)} s`,
          `outbox states after: ${states.map((s) => `${s.state} ${s.n}`).join(', ')}`,
        ],
      };
    } finally {
      await smtp.close();
    }
  },
};
