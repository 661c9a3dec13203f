import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { benchPages } from './lib/lighthouse-pages';
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

type Audit = { numericValue?: number; displayValue?: string; details?: { items?: unknown[] } };
type Request = { resourceType?: string; transferSize?: number; url?: string };
type Result = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
  unusedJsKb: number;
  /** Bytes of JavaScript as they travelled (compressed), in KiB (1024 bytes, as Lighthouse shows them). */
  jsKib: number;
  jsFiles: number;
  cssKib: number;
  /** Main-thread work and JavaScript boot-up Lighthouse counted (mainthread-work-breakdown, bootup-time). */
  mainThreadMs: number;
  bootupMs: number;
  /** `uptime`'s one-minute load average when the run started: the machine is shared. */
  load: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** The figures of one Lighthouse report. */
function resultOf(lhr: { categories: { performance?: { score: number | null } }; audits: Record<string, unknown> }) {
  const audit = (id: string) => (lhr.audits[id] ?? {}) as Audit;
  const requests = (audit('network-requests').details?.items ?? []) as Request[];
  const bytesOf = (type: string) =>
    requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint').numericValue ?? Number.NaN),
    fcpMs: Math.round(audit('first-contentful-paint').numericValue ?? Number.NaN),
    tbtMs: Math.round(audit('total-blocking-time').numericValue ?? Number.NaN),
    cls: Math.round((audit('cumulative-layout-shift').numericValue ?? Number.NaN) * 1000) / 1000,
    unusedJsKb: round1((audit('unused-javascript').numericValue ?? 0) / 1000),
    jsKib: round1(bytesOf('Script') / 1024),
    jsFiles: requests.filter((r) => r.resourceType === 'Script').length,
    cssKib: round1(bytesOf('Stylesheet') / 1024),
    mainThreadMs: Math.round(audit('mainthread-work-breakdown').numericValue ?? Number.NaN),
    bootupMs: Math.round(audit('bootup-time').numericValue ?? Number.NaN),
    load: round1(os.loadavg()[0]!),
  };
}

/**
 * One Lighthouse run. A run whose trace Lighthouse could not record (NO_NAVSTART, NO_FCP: seen on a busy machine)
 * is tried again, twice at most; any other failure ends the benchmark.
 */
async function measure(url: string, port: number, log: (line: string) => void) {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    const code = outcome?.lhr.runtimeError?.code;
    if (attempt > 2 || !code || !/^NO_(NAVSTART|FCP)$/.test(code)) return outcome?.lhr;
    log(`Lighthouse could not record ${url} (${code}): again`);
  }
}

/**
 * Lighthouse 12, mobile preset (its default: a slow 4G phone, 4x CPU slowdown simulated), performance category, on
 * /login signed out and on every signed-in list and settings page of the web features (lib/lighthouse-pages.ts) as
 * the administrator. The person is signed in the way the app does it (cookies and the cached person in localStorage)
 * in Chromium's profile, and Lighthouse is told not to clear storage; the HTTP cache is emptied before every run. The median of `LIGHTHOUSE_RUNS` runs (default 3)
 * of each page is reported; `LIGHTHOUSE_PAGES` picks pages, `LIGHTHOUSE_REPORT_DIR` keeps the full reports.
 */
export const lighthouseBench: Benchmark = {
  name: 'lighthouse',
  title: 'Lighthouse mobile performance of /login and every list and settings page',
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
    const results: Record<string, Result[]> = {};
    // Sign in through the API, then hand the browser the session as the sign-in page would.
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: server.username, password: server.password }),
    });
    const data = ((await login.json()) as { data: { access_token: string; user: { role_id: number } } }).data;
    const pages = await benchPages(async (list) => {
      const answer = await fetch(`${server.baseUrl}/api/${list}`, {
        headers: { authorization: `Bearer ${data.access_token}` },
      });
      const id = ((await answer.json()) as { data?: { items?: { id: number }[] } }).data?.items?.[0]?.id;
      if (!id) throw new Error(`GET /api/${list} gave no item to open`);
      return id;
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      for (const { name, path: address, signedIn } of pages) {
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
        results[name] = [];
        for (let i = 0; i < runs; i += 1) {
          log(`Lighthouse ${address}, run ${i + 1} of ${runs} (load average ${os.loadavg()[0]!.toFixed(1)}) ...`);
          // Every run is cold: the browser's HTTP cache is emptied (Lighthouse keeps it, as it keeps the session).
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.clearBrowserCache');
          await cdp.detach();
          const load = os.loadavg()[0]!;
          const lhr = await measure(`${server.baseUrl}${address}`, port, log);
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
          results[name]!.push({ ...resultOf(lhr), load: round1(load) });
        }
      }
    } finally {
      await context.close();
    }

    const figures: Figure[] = [];
    const notes: string[] = [];
    for (const { name, path: address, target } of pages) {
      const list = results[name]!;
      const of = (key: keyof Result) => median(list.map((r) => r[key]));
      figures.push(
        {
          key: `${name}_score`,
          label: `${address}: performance score (mobile), median of ${list.length}`,
          value: of('score'),
          unit: '',
          target: { op: '>=', value: target },
        },
        { key: `${name}_lcp`, label: `${address}: largest contentful paint`, value: of('lcpMs'), unit: 'ms' },
        { key: `${name}_tbt`, label: `${address}: total blocking time`, value: of('tbtMs'), unit: 'ms' },
        { key: `${name}_js`, label: `${address}: JavaScript transferred`, value: of('jsKib'), unit: 'KiB' },
      );
      notes.push(
        `${address} runs: ${list.map((r) => `score ${r.score}, FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}, JS ${r.jsKib} KiB in ${r.jsFiles} files, CSS ${r.cssKib} KiB, unused JS ${r.unusedJsKb} KB, main thread ${r.mainThreadMs} ms, boot-up ${r.bootupMs} ms, load ${r.load}`).join(' | ')}`,
      );
    }
    return { figures, details: results, notes };
  },
};
