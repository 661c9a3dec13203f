import { companyToday } from '@hr/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFeatureRoutes } from '../../apps/web/build/boot-preloads';
import { admin, apiLogin, baseUrl, launchBrowser, setSessionCookies } from '../support/browser';

const WEB_SRC = new URL('../../apps/web/src', import.meta.url).pathname;

/**
 * The inline boot script of index.html (apps/web/build/boot-preloads.ts) under the app's real Content-Security-Policy:
 * the other browser tests open their pages with `bypassCSP` (for axe), so only here would a script the policy blocks
 * (a hash that does not match) show: the policy's console error, and no page chunks asked for with the document.
 */
describe('boot preloads under the real Content-Security-Policy', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(signedIn: boolean, address: string, width = 1280, scriptsBlocked = false) {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      reducedMotion: 'reduce',
      viewport: { width, height: 800 },
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    if (signedIn) {
      const { username, password } = admin();
      const data = await apiLogin(username, password);
      await setSessionCookies(context, data.access_token, String(data.user.role_id), data.expires);
      await page.goto('/favicon.svg');
      await page.evaluate((user) => localStorage.setItem('user', user), JSON.stringify(data.user));
    }
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    // Without the scripts the page stays as index.html painted it (a phone still waiting for them).
    if (scriptsBlocked) await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(address);
    if (!scriptsBlocked) await page.locator('h1').first().waitFor();
    return { page, problems, asked, close: () => context.close() };
  }

  const preloads = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href') ?? ''),
    );

  test('signed in on /user: the layout and the page are asked for with the document, and the policy allows it', async () => {
    const { page, problems, asked, close } = await open(true, '/user');
    try {
      const links = await preloads(page);
      expect(links.some((href) => /\/assets\/AppLayout-[\w-]+\.js$/.test(href))).toBe(true);
      expect(links.some((href) => /\/assets\/UserListPage-[\w-]+\.js$/.test(href))).toBe(true);
      // The Japanese texts of the page's own namespace, in the stored (default) language.
      expect(links.some((href) => /\/assets\/users-[\w-]+\.js$/.test(href))).toBe(true);
      expect(asked.some((p) => /\/assets\/UserListPage-/.test(p))).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  test("signed in on /user: antd's styles come as files made at build time, the page's asked for with the document", async () => {
    const { page, problems, close } = await open(true, '/user');
    try {
      // The page's stylesheet (antd's table, select, ... in the shared chunk's CSS) preloaded by the boot script, then
      // applied by the app's own <link> (build/antd-static-styles.ts).
      const preloaded = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="preload"][as="style"]')].map((link) => link.getAttribute('href')),
      );
      expect(preloaded.some((href) => /\/assets\/shared-[\w-]+\.css$/.test(href ?? ''))).toBe(true);
      // At run time antd writes only its design tokens (CSS variables) and its icons' base style, no component's CSS.
      const written = await page.evaluate(() =>
        [...document.querySelectorAll('style[data-css-hash]')].map((style) => style.textContent ?? ''),
      );
      const components = written.filter((css) => !/^(\.css-var-|\.anticon|@keyframes)/.test(css));
      expect(components.map((css) => css.slice(0, 60))).toEqual([]);
      // ...and the static CSS draws with the product's theme: the primary button in theme.ts's blue (#1668dc), the
      // table's header in antd's grey.
      const colours = await page.evaluate(() => [
        getComputedStyle(document.querySelector('.ant-btn-primary') as Element).backgroundColor,
        getComputedStyle(document.querySelector('.ant-table-thead th') as Element).backgroundColor,
      ]);
      expect(colours).toEqual(['rgb(22, 104, 220)', 'rgb(250, 250, 250)']);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  test("the entry's stylesheet at the end of the body: the skeleton paints without it, the app never renders before it", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), reducedMotion: 'reduce' });
    try {
      const { username, password } = admin();
      const data = await apiLogin(username, password);
      await setSessionCookies(context, data.access_token, String(data.user.role_id), data.expires);
      const page = await context.newPage();
      await page.goto('/favicon.svg');
      await page.evaluate((user) => localStorage.setItem('user', user), JSON.stringify(data.user));
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/initial-[\w-]+\.css$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/user', { waitUntil: 'commit' });
      // The stylesheet is held back: the skeleton is painted, and the app has not rendered (its scripts wait for it).
      await page.locator('.boot-shell').waitFor({ state: 'visible' });
      await page.waitForTimeout(1000);
      expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
      release();
      await page.locator('h1').first().waitFor();
      expect(await page.locator('.boot-shell').isVisible()).toBe(false);
      const header = await page.evaluate(
        () => getComputedStyle(document.querySelector('.ant-table-thead th') as Element).backgroundColor,
      );
      expect(header).toBe('rgb(250, 250, 250)');
    } finally {
      await context.close();
    }
  });

  const box = async (page: Page, selector: string) => {
    const found = await page.locator(selector).first().boundingBox();
    if (!found) throw new Error(`${selector} is not shown`);
    return found;
  };

  for (const width of [390, 1280])
    test(`signed in at ${width} px: index.html paints the top bar where the shell draws it, gone once the page is there`, async () => {
      const waiting = await open(true, '/user', width, true);
      try {
        // Busy and hidden from screen readers: nothing in it is content.
        const skeleton = waiting.page.locator('.boot-shell');
        expect(await skeleton.getAttribute('aria-busy')).toBe('true');
        expect(await skeleton.getAttribute('aria-hidden')).toBe('true');
        const bar = await box(waiting.page, '.boot-shell-bar');
        const logo = await box(waiting.page, '.boot-shell-logo svg');
        const named = await waiting.page.locator('.boot-shell-name').isVisible();
        const painted = await open(true, '/user', width);
        try {
          expect(await painted.page.locator('.boot-shell').isVisible()).toBe(false);
          expect(bar).toEqual(await box(painted.page, '.app-header'));
          expect(logo).toEqual(await box(painted.page, '.app-logo img'));
          // The name where the real bar shows it (not at phone width).
          expect(named).toBe(width >= 768);
          expect(await painted.page.locator('.app-logo').textContent()).toBe(named ? 'HR Office' : '');
          expect(painted.problems).toEqual([]);
        } finally {
          await painted.close();
        }
      } finally {
        await waiting.close();
      }
    });

  test('signed in on the full-screen kiosk: its page without the layout, and no skeleton of the shell', async () => {
    const { page, problems, close } = await open(true, '/checkinout', 1280, true);
    try {
      const links = await preloads(page);
      expect(links.some((href) => /\/assets\/KioskPage-[\w-]+\.js$/.test(href))).toBe(true);
      expect(links.filter((href) => /AppLayout/.test(href))).toEqual([]);
      expect(await page.locator('.boot-shell').isVisible()).toBe(false);
      // The blocked scripts are the test's own doing; the policy allowed the boot script.
      expect(problems.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    } finally {
      await close();
    }
  });

  test('signed out on /login: only the language, nothing of the signed-in pages', async () => {
    const { page, problems, asked, close } = await open(false, '/login');
    try {
      const links = await preloads(page);
      expect(links.some((href) => /\/assets\/ja-[\w-]+\.js$/.test(href))).toBe(true);
      expect(links.filter((href) => /AppLayout|Page-/.test(href))).toEqual([]);
      expect(asked.filter((p) => /AppLayout|ListPage/.test(p))).toEqual([]);
      expect(await page.locator('.boot-shell').count()).toBe(1);
      expect(await page.locator('.boot-shell').isVisible()).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  test("every page's first calls (FeatureRoute `data`) start with the document and the page takes them, none made twice", async () => {
    const routes = readFeatureRoutes(WEB_SRC).filter((route) => route.data?.length);
    expect(routes.length).toBeGreaterThan(10);
    const { page, problems, close } = await open(true, '/user');
    const made: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/')) return;
      const address = url.pathname + url.search;
      made.push(request.method() === 'POST' ? `POST ${address} ${request.postData()}` : address);
    });
    const waiting = () => page.evaluate(() => Object.keys((window as { __bootData?: object }).__bootData ?? {}));
    try {
      for (const route of routes) {
        made.length = 0;
        await page.goto(`/${route.path}`);
        // Taken by the page: its first GETs are the ones index.html started (a changed address would stay waiting).
        await expect.poll(waiting, { timeout: 20_000, interval: 100 }).toEqual([]);
        // As the boot script writes them: `{today}` the company's day, a search by POST with its body.
        const expected = [
          '/api/auth/user',
          ...route.data!.map((call) =>
            call.startsWith('POST ') ? `POST /api/${call.slice(5)}` : `/api/${call.replace('{today}', companyToday())}`,
          ),
        ];
        const counts = Object.fromEntries(expected.map((url) => [url, made.filter((m) => m === url).length]));
        expect(counts, route.path).toEqual(Object.fromEntries(expected.map((url) => [url, 1])));
      }
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
