import fs from 'node:fs';
import path from 'node:path';
import type { Language, LoginData } from '@hr/contracts';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { test as base, expect, inject, type TestContext } from 'vitest';
import { LANGUAGE_LABEL } from './texts';

/** Debian's Chromium, headless, with the switches a container needs (see the team's STACK.md notes). */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Playwright gives each launch a fresh temporary profile (user data dir) and removes it on close. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export const baseUrl = () => inject('e2eBaseUrl');
export const admin = () => inject('e2eAdmin');

/** A fresh context: no cookies, no localStorage. The browser asks for English, to show the app's own default wins. */
export async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'en-US',
    timezoneId: 'Asia/Ho_Chi_Minh',
    viewport: { width: 1280, height: 800 },
    // The app then turns its animations off (app/theme/theme.ts): screens settle at once, checks never wait on them.
    reducedMotion: 'reduce',
    // Lets support/axe.ts inject axe-core despite the app's Content-Security-Policy (the CSP itself stays strict).
    bypassCSP: true,
  });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(20_000);
  return context;
}

function fileSafe(text: string): string {
  return text
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .replace(/_+/g, '_')
    .slice(0, 150);
}

function testTitle(task: TestContext['task']): string {
  const names: string[] = [task.name];
  for (let suite = task.suite; suite; suite = suite.suite) if (suite.name) names.unshift(suite.name);
  return [path.basename(task.file.name, '.e2e.ts'), ...names].join(' - ');
}

/** Saves a full-page screenshot and the page's console into .test-results/e2e/ (git-ignored). */
export async function saveArtifacts(page: Page, name: string, consoleLines: string[]): Promise<string | undefined> {
  const dir = inject('e2eResultsDir');
  fs.mkdirSync(dir, { recursive: true });
  const base = path.join(dir, fileSafe(name));
  fs.writeFileSync(`${base}.console.txt`, `${page.url()}\n\n${consoleLines.join('\n')}\n`);
  try {
    await page.screenshot({ path: `${base}.png`, fullPage: true, timeout: 5_000 });
    return `${base}.png`;
  } catch {
    return undefined; // the page may already be gone; the console text is still there
  }
}

/**
 * Console lines that fail a test: every error and warning the page writes (React Router's HydrateFallback warning,
 * React's warnings, an app's console.error). One kind is left out: Chromium's own network line "Failed to load
 * resource: the server responded with a status of 4xx", which every refused call the tests make on purpose (wrong
 * password, a duplicate name) writes; a 5xx still fails.
 */
export function isConsoleFailure(type: string, text: string): boolean {
  if (type !== 'error' && type !== 'warning') return false;
  return !/^Failed to load resource: the server responded with a status of 4\d\d/.test(text);
}

type Fixtures = {
  $file: { browser: Browser };
  $test: { page: Page; otherPage: Page };
};

/**
 * A page in a fresh context for the test's time, watched: its console and uncaught errors kept, its screenshot and
 * console saved (as `name`) when the test fails, and the test failed by an error or warning in its console.
 */
async function watchedPage(
  browser: Browser,
  task: TestContext['task'],
  name: string,
  use: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const consoleLines: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    consoleLines.push(`[${message.type()}] ${message.text()}`);
    if (isConsoleFailure(message.type(), message.text()))
      pageErrors.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    pageErrors.push(error.stack ?? error.message);
    consoleLines.push(`[pageerror] ${error.stack ?? error.message}`);
  });
  try {
    await use(page);
    const failed = task.result?.state === 'fail';
    if (failed || pageErrors.length > 0 || process.env.E2E_SCREENSHOTS === 'always') {
      const shot = await saveArtifacts(page, name, consoleLines);
      if (failed && shot) console.error(`[e2e] screenshot: ${path.relative(process.cwd(), shot)}`);
    }
  } finally {
    await context.close();
  }
  if (pageErrors.length > 0 && task.result?.state !== 'fail')
    throw new Error(`Uncaught error or console error/warning in the page:\n${pageErrors.join('\n\n')}`);
}

/**
 * `test` with a Chromium per file and a fresh context with one page per test (`page.context()`; `otherPage`, a
 * second one, when the test asks for it). When a test fails (or always, with
 * E2E_SCREENSHOTS=always) the page's screenshot and console go to .test-results/e2e/. An uncaught error in the
 * page, or an error or warning in its console (isConsoleFailure), fails the test even if every assertion passed.
 */
export const test = base.extend<Fixtures>({
  browser: [
    // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const browser = await launchBrowser();
      try {
        await use(browser);
      } finally {
        await browser.close();
      }
    },
    { scope: 'file' },
  ],
  page: ({ browser, task }, use) => watchedPage(browser, task, testTitle(task), use),
  /** A second page in a context of its own, for a test that walks two screens at once (a11y/screens.e2e.ts). */
  otherPage: ({ browser, task }, use) => watchedPage(browser, task, `${testTitle(task)} - second page`, use),
});

// ------------------------------------------------------------------------------------------ signing in

export type Session = { token: string; roleId: number; user: LoginData['user'] };

/** POST /api/auth/login from the test process; throws with the server's answer when it refuses. */
export async function apiLogin(username: string, password: string, language: Language = 'en'): Promise<LoginData> {
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({ email: username, password }),
  });
  if (!response.ok)
    throw new Error(`Signing in as ${username} failed: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: LoginData }).data;
}

/** The HTTP status GET /api/auth/user answers with this token (200 while the session lives, 401 after). */
export async function tokenStatus(token: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
  return response.status;
}

/** Sets the session cookies exactly as apps/web/src/lib/session.ts writes them. */
export async function setSessionCookies(
  context: BrowserContext,
  token: string,
  role: string,
  lifeSeconds = 12 * 3600,
): Promise<void> {
  const expires = Math.floor(Date.now() / 1000) + lifeSeconds;
  await context.addCookies(
    [
      ['access_token', token],
      ['role', role],
    ].map(([name, value]) => ({
      name: name!,
      value: encodeURIComponent(value!),
      url: baseUrl(),
      expires,
      sameSite: 'Strict' as const,
    })),
  );
}

/** Writes localStorage entries of the app's origin (from a static file, so no app code runs meanwhile). */
export async function setLocalStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

/**
 * Signs in through the API and hands the browser the session the way the sign-in page does: the `access_token`
 * and `role` cookies with the token's life, the person cached in localStorage `user`, and `lang` when given.
 * The page is left on a blank static file: navigate where the test starts.
 */
export async function signInViaApi(
  page: Page,
  username: string,
  password: string,
  options: { language?: Language } = {},
): Promise<Session> {
  const data = await apiLogin(username, password, options.language ?? 'ja');
  await setSessionCookies(page.context(), data.access_token, String(data.user.role_id), data.expires);
  await setLocalStorage(page, {
    user: JSON.stringify(data.user),
    ...(options.language ? { lang: options.language } : {}),
  });
  return { token: data.access_token, roleId: data.user.role_id, user: data.user };
}

export async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((item) => item.name === name)?.value;
}

// ------------------------------------------------------------------------------------------ reading the screen

const WAIT = { timeout: 10_000, interval: 100 };

/** Waits until the address (path and query, decoded) is `expected`. */
export async function expectPath(page: Page, expected: string): Promise<void> {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return decodeURIComponent(`${url.pathname}${url.search}`);
    }, WAIT)
    .toBe(expected);
}

/** Waits until the locator is visible (and returns it, for chaining). */
export async function expectVisible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout: WAIT.timeout });
  return locator;
}

export async function expectHidden(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout: WAIT.timeout });
}

/** Waits until the locator's visible text equals `text` (whitespace trimmed). */
export async function expectText(locator: Locator, text: string): Promise<void> {
  await expect.poll(async () => (await locator.innerText({ timeout: 2_000 }).catch(() => '')).trim(), WAIT).toBe(text);
}

/** An Ant Design card's title, e.g. the title of a page drawn as one card. */
export function cardTitle(page: Page, text: string): Locator {
  return page.locator('.ant-card-head-title').getByText(text, { exact: true });
}

/** The error texts Ant Design shows under the form field labelled `label`. */
/**
 * The error texts shown for the field labelled `label`: Ant Design form items show them in their explain area;
 * plain fields (the sign-in form) point to them with aria-describedby.
 */
export async function fieldErrorTexts(page: Page, label: string): Promise<string[]> {
  const field = page.getByLabel(label, { exact: true });
  const antd = page.locator('.ant-form-item').filter({ has: field }).locator('.ant-form-item-explain-error');
  if ((await antd.count()) > 0) return antd.allInnerTexts();
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts: string[] = [];
  for (const id of ids) texts.push(...(await page.locator(`[id="${id}"]`).allInnerTexts()));
  return texts;
}

/** Waits until the field's error texts are exactly `expected` (an empty list: no error). */
export async function expectFieldErrors(page: Page, label: string, expected: string[]): Promise<void> {
  await expect.poll(() => fieldErrorTexts(page, label), WAIT).toEqual(expected);
}

/** Clicks ENG / JP / VI and waits until the document says that language. */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.getByRole('radiogroup').getByText(LANGUAGE_LABEL[language], { exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe(language);
}

/** The language the ENG / JP / VI control shows as chosen. */
export async function chosenLanguage(page: Page): Promise<string> {
  const checked = page.getByRole('radiogroup').locator('label', { has: page.locator('input:checked') });
  return ((await checked.textContent()) ?? '').trim();
}

/** Counts the browser's calls to one API path (e.g. `auth/login`). */
export function countRequests(page: Page, apiPath: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/${apiPath}`) counter.count += 1;
  });
  return counter;
}
