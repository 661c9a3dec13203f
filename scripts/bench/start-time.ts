import path from 'node:path';
import { median, round } from './lib/stats';
import { buildWeb } from './lib/web-build';
import type { Benchmark } from './types';

const RUNS = 3;

type Run = { firstSignInMs: number; readyMs?: number; pgMs?: number; seededMs?: number; stopMs: number };

/**
 * From launching `node scripts/start.mjs` to the first sign-in answering 200, with SKIP_WEB_BUILD=true (the web
 * build is timed on its own below). Each round: an empty DATA_DIR (initdb, migrations, demo company), then a
 * second start on the same folder. Every server is stopped with SIGTERM and awaited before the next one.
 */
export const startTime: Benchmark = {
  name: 'start-time',
  title: 'Start time to the first sign-in',
  async run({ root, log, tempDir, startServer }) {
    const builds: number[] = [];
    const web = await tempDir('web');
    for (let i = 0; i < RUNS; i++) {
      log(`web build ${i + 1}/${RUNS} ...`);
      builds.push(await buildWeb(root, path.join(web, `dist-${i}`)));
    }
    const webDist = path.join(web, `dist-${RUNS - 1}`);

    const empty: Run[] = [];
    const existing: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const dataDir = await tempDir(`data-${i}`);
      for (const [kind, runs] of [
        ['empty', empty],
        ['existing', existing],
      ] as const) {
        log(`round ${i + 1}/${RUNS}: start on ${kind === 'empty' ? 'an empty' : 'the existing'} DATA_DIR ...`);
        const server = await startServer({ dataDir, webDist });
        const stopMs = await server.stop();
        runs.push({
          firstSignInMs: server.firstSignInMs,
          readyMs: server.marks.ready,
          pgMs: server.marks.pg,
          seededMs: server.marks.seeded,
          stopMs,
        });
      }
    }

    const med = (runs: Run[], pick: (r: Run) => number | undefined) =>
      round(median(runs.map(pick).filter((v): v is number => v !== undefined)), 0);
    return {
      figures: [
        {
          key: 'empty_first_signin_ms',
          label: 'empty DATA_DIR: launch to first sign-in (median)',
          value: med(empty, (r) => r.firstSignInMs),
          unit: 'ms',
        },
        {
          key: 'empty_listening_ms',
          label: 'empty DATA_DIR: launch to "Ready" (median)',
          value: med(empty, (r) => r.readyMs),
          unit: 'ms',
        },
        {
          key: 'existing_first_signin_ms',
          label: 'second start: launch to first sign-in (median)',
          value: med(existing, (r) => r.firstSignInMs),
          unit: 'ms',
        },
        {
          key: 'existing_listening_ms',
          label: 'second start: launch to "Ready" (median)',
          value: med(existing, (r) => r.readyMs),
          unit: 'ms',
        },
        {
          key: 'load_ms',
          label: 'launch to "Starting the embedded PostgreSQL": Node, tsx, imports (median of all)',
          value: med([...empty, ...existing], (r) => r.pgMs),
          unit: 'ms',
        },
        {
          key: 'stop_ms',
          label: 'SIGTERM to exit (median of all)',
          value: med([...empty, ...existing], (r) => r.stopMs),
          unit: 'ms',
        },
        {
          key: 'web_build_ms',
          label: 'web build, not in the figures above (median)',
          value: round(median(builds), 0),
          unit: 'ms',
        },
      ],
      details: { runs: RUNS, skipWebBuild: true, empty, existing, webBuildsMs: builds },
      notes: [
        `empty DATA_DIR runs (ms to sign-in): ${empty.map((r) => round(r.firstSignInMs, 0)).join(', ')}; second start: ${existing.map((r) => round(r.firstSignInMs, 0)).join(', ')}`,
      ],
    };
  },
};
