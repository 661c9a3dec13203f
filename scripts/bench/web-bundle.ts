import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { attribute } from './lib/source-map';
import { buildWeb, GZIP_LEVEL, gzipSize, jsFiles } from './lib/web-build';
import type { Benchmark } from './types';

/** The flags that let Debian's Chromium run as root in a container (see the team's STACK.md notes). */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};

const KB = 1000; // as Vite prints sizes: 1 KB = 1000 bytes
const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;

type Loaded = { file: string; url: string; bytes: number; gzip: number; contentEncoding: string | null };

/**
 * The JavaScript the browser needs for the sign-in page: the app is built, served by the real server, and
 * http://127.0.0.1:<port>/login is opened in headless Chromium; every .js answer the page loaded is gzipped here.
 */
export const webBundle: Benchmark = {
  name: 'web-bundle',
  title: 'Web bundle: JavaScript of the sign-in page',
  async run({ root, log, tempDir, startServer }) {
    // `--sourcemap hidden` writes .map files next to the chunks but leaves the JavaScript byte for byte as the
    // plain build of `npm start` makes it (same content hashes); the page never asks for the maps.
    const dist = path.join(await tempDir('web'), 'dist');
    log('building the web app ...');
    await buildWeb(root, dist, ['--sourcemap', 'hidden']);

    const server = await startServer({ dataDir: await tempDir('data'), webDist: dist });
    const browser = await chromium.launch({ ...CHROMIUM, headless: true }); // launch() uses a fresh profile of its own
    const loaded: Loaded[] = [];
    let formVisibleMs = Number.NaN;
    try {
      const page = await (await browser.newContext()).newPage();
      const bodies: Promise<void>[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        const isJs = url.pathname.endsWith('.js') || response.request().resourceType() === 'script';
        if (!isJs || response.status() !== 200) return;
        bodies.push(
          response.body().then((body) => {
            loaded.push({
              file: url.pathname.replace(/^\//, ''),
              url: url.pathname,
              bytes: body.length,
              gzip: gzipSize(body),
              contentEncoding: response.headers()['content-encoding'] ?? null,
            });
          }),
        );
      });
      log(`opening ${server.baseUrl}/login in Chromium ...`);
      const started = Date.now();
      await page.goto(`${server.baseUrl}/login`, { waitUntil: 'load' });
      await page.locator('input[type="password"]').waitFor({ state: 'visible', timeout: 30_000 });
      formVisibleMs = Date.now() - started;
      await page.waitForLoadState('networkidle');
      await Promise.all(bodies);
    } finally {
      await browser.close();
    }

    loaded.sort((a, b) => b.gzip - a.gzip);
    const total = { bytes: loaded.reduce((s, f) => s + f.bytes, 0), gzip: loaded.reduce((s, f) => s + f.gzip, 0) };
    const all = jsFiles(dist);
    const allTotal = { bytes: all.reduce((s, f) => s + f.bytes, 0), gzip: all.reduce((s, f) => s + f.gzip, 0) };

    // What the sign-in bytes are made of, from the source maps.
    const chunks = loaded
      .filter((f) => fs.existsSync(path.join(dist, f.file)))
      .map((f) => ({
        file: f.file,
        code: fs.readFileSync(path.join(dist, f.file), 'utf8'),
        mapFile: path.join(dist, `${f.file}.map`),
      }));
    const byPackage = attribute(chunks, 0);
    const byFolder = attribute(chunks, 2).slice(0, 25);
    const perChunk = chunks.slice(0, 6).map((c) => ({
      file: c.file,
      top: attribute([c], 0)
        .slice(0, 4)
        .map((s) => `${s.name} ${kb(s.bytes)} KB`),
    }));

    const notes = [
      `sign-in page loaded ${loaded.length} JS files; biggest (gzip -${GZIP_LEVEL}): ${loaded
        .slice(0, 6)
        .map((f) => `${path.basename(f.file)} ${kb(f.gzip)} KB`)
        .join(', ')}`,
      `by package (raw / gzip of that package's code alone): ${byPackage
        .slice(0, 8)
        .map((s) => `${s.name} ${kb(s.bytes)}/${kb(s.gzip)} KB`)
        .join(', ')}`,
      `the server sent the JS ${loaded.some((f) => f.contentEncoding) ? `with content-encoding ${loaded.find((f) => f.contentEncoding)?.contentEncoding}` : 'uncompressed (no content-encoding)'}`,
    ];

    return {
      figures: [
        {
          key: 'signin_js_gzip_kb',
          label: 'sign-in page JS, gzip',
          value: kb(total.gzip),
          unit: 'KB',
          target: { op: '<=', value: 250 },
        },
        { key: 'signin_js_raw_kb', label: 'sign-in page JS, uncompressed', value: kb(total.bytes), unit: 'KB' },
        { key: 'signin_js_files', label: 'sign-in page JS files', value: loaded.length, unit: 'files' },
        { key: 'dist_js_gzip_kb', label: 'all JS in dist, gzip (sum of files)', value: kb(allTotal.gzip), unit: 'KB' },
        { key: 'dist_js_raw_kb', label: 'all JS in dist, uncompressed', value: kb(allTotal.bytes), unit: 'KB' },
        { key: 'dist_js_files', label: 'JS files in dist', value: all.length, unit: 'files' },
        {
          key: 'login_form_visible_ms',
          label: 'sign-in form visible (loopback, no cache)',
          value: formVisibleMs,
          unit: 'ms',
        },
      ],
      details: {
        gzipLevel: GZIP_LEVEL,
        kbIs: '1000 bytes',
        signInJs: { ...total, files: loaded },
        distJs: { ...allTotal, files: all },
        signInByPackage: byPackage,
        signInByFolder: byFolder,
        biggestChunks: perChunk,
      },
      notes,
    };
  },
};
