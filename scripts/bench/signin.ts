import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { get, signIn, type Timed } from './lib/http';
import { sleep } from './lib/net';
import { round, summarize } from './lib/stats';
import type { Benchmark } from './types';

const CLIENTS = 20;
const REQUESTS = 400;
const WARM_UP = 40;
const HEALTH_EVERY_MS = 50;
const IDLE_HEALTH_POLLS = 40;
const ALONE = 30;

/** Fires GET /api/health every `everyMs` on a fixed schedule (not waiting for the previous answer). */
function pollHealth(baseUrl: string, everyMs: number) {
  const results: Promise<Timed>[] = [];
  let running = true;
  const loop = (async () => {
    let next = performance.now();
    while (running) {
      results.push(get(baseUrl, '/api/health'));
      next += everyMs;
      await sleep(Math.max(0, next - performance.now()));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return Promise.all(results);
    },
  };
}

/** `count` sign-ins spread over `clients` loops, each sending its next request when the previous one answered. */
async function signInLoad(baseUrl: string, username: string, password: string, clients: number, count: number) {
  const results: Timed[] = [];
  let issued = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (issued < count) {
        issued++;
        results.push(await signIn(baseUrl, username, password));
      }
    }),
  );
  return results;
}

const healthSummary = (results: Timed[]) => {
  const ok = results.filter((r) => r.status === 200);
  return { ...summarize(ok.map((r) => r.ms)), failed: results.length - ok.length };
};

/**
 * POST /api/auth/login with the right password by 20 concurrent clients (400 requests), and GET /api/health every
 * 50 ms meanwhile: argon2 runs on libuv's thread pool, so the health answers should stay fast.
 */
export const signin: Benchmark = {
  name: 'signin',
  title: 'Sign-in under 20 concurrent clients',
  async run({ log, tempDir, startServer }) {
    const server = await startServer({
      dataDir: await tempDir('data'),
      // The run signs in 440 times from one address: no lockout may get in the way (only failures count anyway).
      env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000' },
    });
    const { baseUrl, username, password } = server;

    log('idle health latency ...');
    const idlePoller = pollHealth(baseUrl, HEALTH_EVERY_MS);
    await sleep(IDLE_HEALTH_POLLS * HEALTH_EVERY_MS);
    const idle = healthSummary(await idlePoller.stop());

    log(`warm-up: ${WARM_UP} sign-ins ...`);
    await signInLoad(baseUrl, username, password, CLIENTS, WARM_UP);

    log(`${ALONE} sign-ins by one client alone ...`);
    const alone = summarize(
      (await signInLoad(baseUrl, username, password, 1, ALONE)).filter((r) => r.status === 200).map((r) => r.ms),
    );

    log(`${REQUESTS} sign-ins by ${CLIENTS} clients, health every ${HEALTH_EVERY_MS} ms ...`);
    const clientLag = monitorEventLoopDelay({ resolution: 10 });
    clientLag.enable();
    const poller = pollHealth(baseUrl, HEALTH_EVERY_MS);
    const started = performance.now();
    const results = await signInLoad(baseUrl, username, password, CLIENTS, REQUESTS);
    const wallMs = performance.now() - started;
    const health = healthSummary(await poller.stop());
    clientLag.disable();

    const ok = results.filter((r) => r.status === 200);
    const statuses: Record<string, number> = {};
    for (const r of results)
      statuses[r.status || (r.error ?? 'error')] = (statuses[r.status || (r.error ?? 'error')] ?? 0) + 1;
    const latency = summarize(ok.map((r) => r.ms));
    const throughput = ok.length / (wallMs / 1000);

    return {
      figures: [
        { key: 'signin_median_ms', label: 'sign-in latency, median', value: round(latency.median), unit: 'ms' },
        { key: 'signin_p99_ms', label: 'sign-in latency, p99', value: round(latency.p99), unit: 'ms' },
        {
          key: 'signin_per_s',
          label: 'sign-ins per second (200 answers / wall time)',
          value: round(throughput),
          unit: 'req/s',
        },
        {
          key: 'signin_failed',
          label: 'sign-ins not answered 200',
          value: results.length - ok.length,
          unit: 'requests',
        },
        { key: 'health_median_ms', label: 'health under load, median', value: round(health.median), unit: 'ms' },
        { key: 'health_p99_ms', label: 'health under load, p99', value: round(health.p99), unit: 'ms' },
        { key: 'health_max_ms', label: 'health under load, max', value: round(health.max), unit: 'ms' },
        {
          key: 'signin_alone_median_ms',
          label: 'sign-in latency, one client alone, median',
          value: round(alone.median),
          unit: 'ms',
        },
        { key: 'health_idle_median_ms', label: 'health when idle, median', value: round(idle.median), unit: 'ms' },
      ],
      details: {
        clients: CLIENTS,
        requests: REQUESTS,
        warmUp: WARM_UP,
        healthEveryMs: HEALTH_EVERY_MS,
        wallMs,
        statuses,
        signIn: latency,
        signInAlone: alone,
        healthUnderLoad: health,
        healthIdle: idle,
        benchClientEventLoopDelayMs: { p99: clientLag.percentile(99) / 1e6, max: clientLag.max / 1e6 },
      },
      notes: [
        `${ok.length}/${results.length} sign-ins answered 200 in ${round(wallMs / 1000, 2)} s; health polls under load: ${health.count} (failed ${health.failed}); idle health p99 ${round(idle.p99)} ms`,
        `the benchmark client shares the 2 cores; its own event-loop delay: p99 ${round(clientLag.percentile(99) / 1e6)} ms, max ${round(clientLag.max / 1e6)} ms`,
      ],
    };
  },
};
