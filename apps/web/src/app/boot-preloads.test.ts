// @vitest-environment jsdom
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { companyToday } from '@hr/contracts';
import { DEFAULT_LANGUAGE } from '@hr/contracts/languages';
import {
  type BootMap,
  bootMap,
  bootScript,
  checkDataEntry,
  fixedOffsetMinutes,
  readFeatureRoutes,
  routePattern,
  stylesheetsAfterSkeleton,
  todayExpression,
  withoutRouteData,
} from '../../build/boot-preloads';
import { bootShellMarkup, SHOWN } from '../../build/boot-shell';
import { common as en } from '../locales/en/common';
import { common as ja } from '../locales/ja/common';
import { common as vi } from '../locales/vi/common';
import { FEATURES } from './features';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('boot preloads (apps/web/build/boot-preloads.ts)', () => {
  test('reads every page route of app/features.ts from the feature files, with its page and texts', () => {
    const read = readFeatureRoutes(SRC);
    const registered = FEATURES.flatMap((feature) => feature.routes);
    expect(read.map((route) => route.path)).toEqual(expect.arrayContaining(registered.map((route) => route.path)));
    expect(read).toHaveLength(registered.length);
    for (const route of registered) {
      const found = read.find((r) => r.path === route.path);
      expect(found?.texts, route.path).toEqual(route.texts);
      expect(found?.fullScreen ?? false, route.path).toBe(route.fullScreen ?? false);
      expect(found?.data ?? [], route.path).toEqual(route.data ?? []);
      // The page the router loads (the test runner shows the import's resolved path) is the module the preload names.
      const loaded = /import\w*\(["']([^"']+)["']\)/.exec(route.page.toString())?.[1] ?? '';
      expect(loaded.endsWith(`src/${found?.page}`), `${route.path}: ${found?.page} vs ${loaded}`).toBe(true);
    }
  });

  test("the app's copy of a route table goes without the routes' data lists", () => {
    const code = `{ path: 'user', page: () => import('./pages/P'), texts: ['users'], data: ["users?page=1&limit=20", 'x'], menu: { order: 1 } }`;
    expect(withoutRouteData(code)).toBe(
      `{ path: 'user', page: () => import('./pages/P'), texts: ['users'],  menu: { order: 1 } }`,
    );
  });

  test('route patterns match an address like the router does', () => {
    const pattern = new RegExp(routePattern('settings/departments/:id'));
    expect(pattern.test('settings/departments/4')).toBe(true);
    expect(pattern.test('settings/departments')).toBe(false);
    expect(pattern.test('settings/departments/4/x')).toBe(false);
    expect(new RegExp(routePattern('')).test('')).toBe(true);
    expect(new RegExp(routePattern('user')).test('users')).toBe(false);
  });

  test('`{today}` from a fixed offset where the zone has no summer time, from Intl where it has', () => {
    expect(fixedOffsetMinutes('Asia/Ho_Chi_Minh')).toBe(7 * 60);
    expect(fixedOffsetMinutes('Asia/Tokyo')).toBe(9 * 60);
    expect(fixedOffsetMinutes('UTC')).toBe(0);
    expect(fixedOffsetMinutes('Europe/Berlin')).toBeUndefined();
    // Both reckon the day as the contracts' companyToday() does, at any hour.
    for (const zone of ['Asia/Ho_Chi_Minh', 'Europe/Berlin']) {
      const today = new Function(`return (${todayExpression(zone)})()`)() as string;
      expect(today, zone).toBe(companyToday(zone));
    }
    expect(todayExpression('Europe/Berlin')).toContain('Intl.DateTimeFormat');
    expect(todayExpression('Asia/Ho_Chi_Minh')).not.toContain('Intl');
  });

  test("a route's data is a GET's address or a search by POST with a JSON body, nothing else", () => {
    expect(() => checkDataEntry('users?page=1&limit=20', 'f.ts')).not.toThrow();
    expect(() => checkDataEntry('POST shift_change/search {"page":1}', 'f.ts')).not.toThrow();
    // A POST that writes would be made by every load of the page.
    expect(() => checkDataEntry('POST shift_change {"page":1}', 'f.ts')).toThrow(/only a search/);
    expect(() => checkDataEntry('POST x/search {page:1}', 'f.ts')).toThrow(SyntaxError);
    expect(() => checkDataEntry('DELETE users/1', 'f.ts')).toThrow(/neither an address/);
  });

  test('the map leaves out what index.html loads and lists each chunk once', () => {
    const chunk = (
      fileName: string,
      imports: string[],
      facadeModuleId?: string,
      isEntry = false,
      css: string[] = [],
    ) => ({
      type: 'chunk' as const,
      fileName,
      imports,
      facadeModuleId: facadeModuleId && path.join(SRC, facadeModuleId),
      isEntry,
      viteMetadata: { importedCss: new Set(css) },
    });
    const bundle = {
      // The entry's CSS is written into index.html; a shared chunk's travels beside it, asked for with it.
      'index.js': chunk('index.js', ['framework.js'], 'main.tsx', true, ['index.css']),
      'framework.js': chunk('framework.js', []),
      'shared.js': chunk('shared.js', ['framework.js'], undefined, false, ['shared.css']),
      'ja.js': chunk('ja.js', [], 'locales/ja/index.ts'),
      'users-ja.js': chunk('users-ja.js', [], 'locales/ja/users.ts'),
      'layout.js': chunk('layout.js', ['shared.js'], 'app/layout/AppLayout.tsx'),
      'guard.js': chunk('guard.js', [], 'app/guards/RequirePermission.tsx'),
      'page.js': chunk('page.js', ['shared.js', 'framework.js'], 'features/users/pages/UserListPage.tsx'),
    };
    const map = bootMap(
      bundle,
      SRC,
      [{ path: 'user', page: 'features/users/pages/UserListPage.tsx', texts: ['users'], data: ['users?page=1'] }],
      ['ja'],
    );
    const names = (indexes: number[]) => indexes.map((i) => map.files[i]);
    expect(names(map.languages.ja!)).toEqual(['ja.js']);
    expect(names(map.shell)).toEqual(['layout.js', 'shared.js', 'shared.css', 'guard.js']);
    expect(names(map.guard)).toEqual(['guard.js']);
    expect(map.routes).toHaveLength(1);
    expect(map.routes[0]![0]).toBe('^user$');
    expect(names(map.routes[0]![1])).toEqual(['page.js', 'shared.js', 'shared.css']);
    expect(names(map.routes[0]![2].ja!)).toEqual(['users-ja.js']);
    expect(map.routes[0]![3]).toBe(0);
    expect(map.routes[0]![4]).toEqual(['users?page=1']);
    expect(new Set(map.files).size).toBe(map.files.length);
  });

  describe('the inline script', () => {
    const map: BootMap = {
      files: ['ja.js', 'en.js', 'layout.js', 'page.js', 'users-ja.js', 'users-en.js', 'guard.js', 'page.css'],
      languages: { ja: [0], en: [1] },
      shell: [2, 6],
      guard: [6],
      routes: [
        ['^user$', [3, 7], { ja: [4], en: [5] }, 0, ['users?page=1&limit=20', 'get-departments']],
        ['^kiosk$', [3], { ja: [4], en: [5] }, 1, []],
        ['^registration$', [3], { ja: [4], en: [5] }, 0, ['staffs?date_checkin={today}&current_page=1']],
        ['^shift-change$', [3], { ja: [4], en: [5] }, 0, ['POST shift_change/search {"page":1}']],
      ],
    };
    const preloaded = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    /** The very text index.html carries, run as a classic script of the page. */
    const start = (address: string) => {
      window.history.pushState({}, '', address);
      const script = document.createElement('script');
      script.textContent = bootScript(map, 'access_token', 'ja', 'Asia/Ho_Chi_Minh');
      document.body.append(script);
      script.remove();
    };
    /** The script, then its next task (the preloads and calls). */
    const run = async (address: string) => {
      start(address);
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    const skeleton = () => document.documentElement.classList.contains(SHOWN);
    // The calls the script starts, address and headers, each answered at once. The page's scripts run in jsdom's own
    // global (not this test's `window`); the document is shared, so the calls and the kept answers travel on it.
    type Call = { url: string; method?: string; headers: Record<string, string>; body?: string };
    type Shared = Document & { calls?: Call[]; kept?: string[] };
    const shared = document as Shared;
    const inPage = (code: string) => {
      const script = document.createElement('script');
      script.textContent = code;
      document.body.append(script);
      script.remove();
    };
    const calls = () => {
      inPage('document.kept = window.__bootData ? Object.keys(window.__bootData) : undefined');
      return (shared.calls ?? []).map((call) => call.url);
    };
    beforeEach(() => {
      shared.calls = [];
      inPage(
        'window.__bootData = undefined; window.fetch = function (url, init) { document.calls.push({ url: url, method: init.method, headers: init.headers, body: init.body }); return Promise.resolve({}); };',
      );
    });
    afterEach(() => {
      document.documentElement.classList.remove(SHOWN);
      for (const link of document.head.querySelectorAll('link')) link.remove();
      localStorage.clear();
      // biome-ignore lint/suspicious/noDocumentCookie: the script reads the cookie the app writes
      document.cookie = 'access_token=; Max-Age=0; Path=/';
    });

    test('signed out: only the stored language (default Japanese), whatever the address', async () => {
      await run('/user');
      expect(preloaded()).toEqual(['/ja.js']);
      document.head.querySelector('link')?.remove();
      localStorage.setItem('lang', 'en');
      await run('/login');
      expect(preloaded()).toEqual(['/en.js']);
      expect(skeleton()).toBe(false);
      expect(calls()).toEqual([]);
      expect(shared.kept).toBeUndefined();
    });

    test('signed in on a known page: the language, the shell, the page and its texts in that language', async () => {
      // biome-ignore lint/suspicious/noDocumentCookie: the script reads the cookie the app writes
      document.cookie = 'access_token=abc; Path=/';
      localStorage.setItem('lang', 'en');
      await run('/user/');
      expect(preloaded()).toEqual(['/en.js', '/layout.js', '/guard.js', '/page.js', '/users-en.js']);
      // The page's stylesheet as a preload with the same CORS mode as Vite's own <link> for it, which then takes it
      // from the cache (a stylesheet link from here would let the page render before its CSS had arrived).
      const style = document.head.querySelector('link[href="/page.css"]');
      expect([style?.getAttribute('rel'), style?.getAttribute('as'), style?.getAttribute('crossorigin')]).toEqual([
        'preload',
        'style',
        '',
      ]);
      expect(skeleton()).toBe(true);
    });

    test("signed in: starts the person's and the page's first calls with the app's headers, kept for the app", async () => {
      // biome-ignore lint/suspicious/noDocumentCookie: the script reads the cookie the app writes
      document.cookie = `access_token=${encodeURIComponent('abc-DEF_1')}; Path=/`;
      localStorage.setItem('lang', 'en');
      await run('/user');
      const urls = ['/api/auth/user', '/api/users?page=1&limit=20', '/api/get-departments'];
      expect(calls()).toEqual(urls);
      expect(shared.calls?.[0]?.headers).toEqual({
        Accept: 'application/json',
        'Accept-Language': 'en',
        Authorization: 'Bearer abc-DEF_1',
      });
      expect(shared.kept).toEqual(urls);
    });

    test("`{today}` is the company's day, whatever the browser's zone and clock's date there", async () => {
      // biome-ignore lint/suspicious/noDocumentCookie: the script reads the cookie the app writes
      document.cookie = 'access_token=abc; Path=/';
      await run('/registration');
      // The contracts' reckoning, which the page's own call uses.
      expect(calls()).toEqual(['/api/auth/user', `/api/staffs?date_checkin=${companyToday()}&current_page=1`]);
      expect(shared.kept).toEqual(calls());
    });

    test('a search read by POST is made with its JSON body and kept under its method, address and body', async () => {
      // biome-ignore lint/suspicious/noDocumentCookie: the script reads the cookie the app writes
      document.cookie = 'access_token=abc; Path=/';
      localStorage.setItem('lang', 'en');
      await run('/shift-change');
      const search = shared.calls?.[1];
      expect([search?.url, search?.method, search?.body]).toEqual(['/api/shift_change/search', 'POST', '{"page":1}']);
      expect(search?.headers).toEqual({
        Accept: 'application/json',
        'Accept-Language': 'en',
        Authorization: 'Bearer abc',
        'Content-Type': 'application/json',
      });
      calls();
      expect(shared.kept).toEqual(['/api/auth/user', 'POST /api/shift_change/search {"page":1}']);
    });

    test("with a query string or on an unknown page only the person's call (the page asks for other rows)", async () => {
      // biome-ignore lint/suspicious/noDocumentCookie: the script reads the cookie the app writes
      document.cookie = 'access_token=abc; Path=/';
      await run('/user?page=3');
      expect(calls()).toEqual(['/api/auth/user']);
      shared.calls = [];
      await run('/nowhere');
      expect(calls()).toEqual(['/api/auth/user']);
    });

    test("its own task only decides (the skeleton's class); the preloads and calls start in the next, or when the app first takes an answer, once", async () => {
      // biome-ignore lint/suspicious/noDocumentCookie: the script reads the cookie the app writes
      document.cookie = 'access_token=abc; Path=/';
      start('/user');
      expect(skeleton()).toBe(true);
      expect(preloaded()).toEqual([]);
      expect(calls()).toEqual([]);
      // What lib/boot-data.ts's takeBootAnswer does first.
      inPage('window.__bootGo && window.__bootGo()');
      expect(preloaded()).toEqual(['/ja.js', '/layout.js', '/guard.js', '/page.js', '/users-ja.js']);
      expect(calls()).toEqual(['/api/auth/user', '/api/users?page=1&limit=20', '/api/get-departments']);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(preloaded()).toHaveLength(5);
      expect(calls()).toHaveLength(3);
    });

    test('signed in on a full-screen page: the guard and the page, no layout, no skeleton of the shell', async () => {
      // biome-ignore lint/suspicious/noDocumentCookie: the script reads the cookie the app writes
      document.cookie = 'access_token=abc; Path=/';
      await run('/kiosk');
      expect(preloaded()).toEqual(['/ja.js', '/guard.js', '/page.js', '/users-ja.js']);
      expect(skeleton()).toBe(false);
    });

    test('an unknown language falls back to the default; an unknown page preloads no page', async () => {
      // biome-ignore lint/suspicious/noDocumentCookie: the script reads the cookie the app writes
      document.cookie = 'access_token=abc; Path=/';
      localStorage.setItem('lang', 'xx');
      await run('/nowhere');
      expect(preloaded()).toEqual(['/ja.js']);
      expect(skeleton()).toBe(false);
    });

    test('never throws, even when storage is refused', async () => {
      const errors: string[] = [];
      const onError = (event: ErrorEvent) => errors.push(event.message);
      window.addEventListener('error', onError);
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = () => {
        throw new Error('storage blocked');
      };
      try {
        await run('/user');
        expect(errors).toEqual([]);
        expect(preloaded()).toEqual([]);
      } finally {
        Storage.prototype.getItem = getItem;
        window.removeEventListener('error', onError);
      }
    });
  });

  test("the entry's stylesheets move to the end of the body, after the skeleton (which then paints without them)", () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index.js"></script>\n' +
      '    <link rel="stylesheet" crossorigin href="/assets/initial-X.css"></head>\n' +
      '<body><div id="root"></div><div class="boot-shell"></div>\n</body>';
    expect(stylesheetsAfterSkeleton(html)).toBe(
      '<head><script type="module" crossorigin src="/assets/index.js"></script></head>\n' +
        '<body><div id="root"></div><div class="boot-shell"></div>\n' +
        '  <link rel="stylesheet" crossorigin href="/assets/initial-X.css">\n  </body>',
    );
    expect(() => stylesheetsAfterSkeleton('<head></head>')).toThrow(/no <\/body>/);
  });

  test("the skeleton's name is the app's name of the locales", () => {
    const name = { en, ja, vi }[DEFAULT_LANGUAGE].app_name;
    expect(bootShellMarkup()).toContain(`<span class="boot-shell-name">${name}</span>`);
  });
});
