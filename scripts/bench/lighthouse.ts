import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildWeb } from './lib/web-build';
import type { Benchmark, Figure } from './types';
import { CHROMIUM } from './web-bundle';

/** A free loopback port for Chromium's DevTools endpoint, which Lighthouse drives. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type Audit = { numericValue?: number; displayValue?: string };
type Result = { score: number; lcpMs: number; tbtMs: number; fcpMs: number; cls: number; unusedJsKb: number };

/**
 * Lighthouse 12, mobile preset (its default: a slow 4G phone, 4x CPU slowdown simulated), performance category,
 * on /login signed out and on /user signed in as the administrator. The person is signed in the way the app does it
 * (cookies and the cached person in localStorage) in Chromium's profile, and Lighthouse is told not to clear storage.
 * The median of `LIGHTHOUSE_RUNS` runs (default 3) of each page is reported; `LIGHTHOUSE_REPORT_DIR` keeps the reports.
 */
export const lighthouseBench: Benchmark = {
  name: 'lighthouse',
  title: 'Lighthouse mobile performance of /login and /user',
  async run({ root, log, tempDir, startServer }) {
    const dist = path.join(await tempDir('web'), 'dist');
    log('building the web app ...');
    await buildWeb(root, dist);
    const server = await startServer({ dataDir: await tempDir('data'), webDist: dist });
    const port = await freePort();
    const context = await chromium.launchPersistentContext(await tempDir('profile'), {
      ...CHROMIUM,
      headless: true,
      args: [...CHROMIUM.args, `--remote-debugging-port=${port}`],
    });
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
    const results: Record<string, Result[]> = { login: [], user: [] };
    try {
      // Sign in through the API, then hand the browser the session as the sign-in page would.
      const login = await fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: server.username, password: server.password }),
      });
      const data = ((await login.json()) as { data: { access_token: string; user: { role_id: number } } }).data;
      const page = context.pages()[0] ?? (await context.newPage());

      for (const [name, address, signedIn] of [
        ['login', '/login', false],
        ['user', '/user', true],
      ] as const) {
        await context.clearCookies();
        await page.goto(`${server.baseUrl}/favicon.svg`);
        await page.evaluate(
          ([user, on]) => {
            localStorage.clear();
            if (on) localStorage.setItem('user', user);
          },
          [JSON.stringify(data.user), signedIn] as const,
        );
        if (signedIn)
          await context.addCookies(
            [
              ['access_token', data.access_token],
              ['role', String(data.user.role_id)],
            ].map(([cookie, value]) => ({ name: cookie!, value: encodeURIComponent(value!), url: server.baseUrl })),
          );
        for (let i = 0; i < runs; i += 1) {
          log(`Lighthouse ${address}, run ${i + 1} of ${runs} ...`);
          const outcome = await lighthouse(`${server.baseUrl}${address}`, {
            port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            disableStorageReset: true,
          });
          const lhr = outcome?.lhr;
          if (!lhr) throw new Error(`Lighthouse gave no result for ${address}`);
          // LIGHTHOUSE_REPORT_DIR keeps each run's full report (what Lighthouse blames: long tasks, bootup time).
          if (process.env.LIGHTHOUSE_REPORT_DIR) {
            fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
            fs.writeFileSync(
              path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}-${i + 1}.json`),
              JSON.stringify(lhr),
            );
          }
          if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
          if (new URL(lhr.finalDisplayedUrl).pathname !== address)
            throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${address} (signed out?)`);
          const audit = (id: string) => (lhr.audits[id] ?? {}) as Audit;
          results[name]!.push({
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            lcpMs: Math.round(audit('largest-contentful-paint').numericValue ?? Number.NaN),
            fcpMs: Math.round(audit('first-contentful-paint').numericValue ?? Number.NaN),
            tbtMs: Math.round(audit('total-blocking-time').numericValue ?? Number.NaN),
            cls: Math.round((audit('cumulative-layout-shift').numericValue ?? Number.NaN) * 1000) / 1000,
            unusedJsKb: Math.round((audit('unused-javascript').numericValue ?? 0) / 100) / 10,
          });
        }
      }
    } finally {
      await context.close();
    }

    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const figures: Figure[] = [];
    const notes: string[] = [];
    for (const [name, target] of [
      ['login', 95],
      ['user', 80],
    ] as const) {
      const list = results[name]!;
      figures.push(
        {
          key: `${name}_score`,
          label: `/${name}: performance score (mobile), median of ${list.length}`,
          value: median(list.map((r) => r.score)),
          unit: '',
          target: { op: '>=', value: target },
        },
        {
          key: `${name}_lcp`,
          label: `/${name}: largest contentful paint`,
          value: median(list.map((r) => r.lcpMs)),
          unit: 'ms',
        },
        {
          key: `${name}_tbt`,
          label: `/${name}: total blocking time`,
          value: median(list.map((r) => r.tbtMs)),
          unit: 'ms',
        },
      );
      notes.push(
        `/${name} runs: ${list.map((r) => `score ${r.score}, FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}, unused JS ${r.unusedJsKb} KB`).join(' | ')}`,
      );
    }
    return { figures, details: results, notes };
  },
};
