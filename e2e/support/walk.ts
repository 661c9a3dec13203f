import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { dialog, openDialog } from './antd';
import { checkScreen, type Width } from './axe';
import { admin, expectHidden, expectVisible, signInViaApi } from './browser';
import type { Language } from './texts';
import { countSignIn } from './walk-profile';

/**
 * The screen walk's kit (a11y/screens.e2e.ts and each area's `e2e/<area>/walk.ts`): reach a screen, wait until it
 * has settled, check it (support/axe.ts checkScreen: axe WCAG 2.1 A and AA, no sideways scrolling, no icon names,
 * no shared field ids, the one formats), plus the page's own marks (one h1, the title "<page> - HR Office").
 */

/** Slow machines: a page may take seconds to settle while other tests run. */
export const WAIT = { timeout: 15_000, interval: 100 };
export const APP = 'HR Office';

/** Names the place of a check in its failure: `at('/staff')` is "/staff (ja, phone)". */
export type At = (name: string) => string;

/** An area's part of the walk: the administrator is signed in, the page is at the width in the language. */
export type AreaWalk = (page: Page, language: Language, width: Width, at: At) => Promise<void>;

/** Whatever still loads: a spinner (or the blur it lays over a table), a skeleton, a table's loading placeholder. */
const LOADING = '.ant-spin-spinning, .ant-spin-blur, .ant-skeleton, .ant-table-placeholder .ant-spin';

/** The page's API calls under way (counted from the page's first settle on). */
const calls = new WeakMap<Page, Set<unknown>>();
function callsUnderWay(page: Page): Set<unknown> {
  let pending = calls.get(page);
  if (!pending) {
    const set = new Set<unknown>();
    const api = (url: string) => new URL(url).pathname.startsWith('/api/');
    page.on('request', (request) => api(request.url()) && set.add(request));
    page.on('requestfinished', (request) => set.delete(request));
    page.on('requestfailed', (request) => set.delete(request));
    calls.set(page, set);
    pending = set;
  }
  return pending;
}

/**
 * Waits until the page has drawn its data: its heading is there, no API call is under way and no spinner or
 * skeleton is left (a tab's chunk shows a still `<Skeleton />` while it loads: the holidays tab's rows were looked
 * for under it on a busy machine; a table that fetches again right after its first answer lays its blur over the
 * rows: axe measured the shift assignment's tags through it).
 */
export async function settle(page: Page): Promise<void> {
  const pending = callsUnderWay(page);
  await expectVisible(page.locator('h1').first());
  await expect.poll(async () => pending.size + (await page.locator(LOADING).count()), WAIT).toBe(0);
}

/** The document title is "<title> - HR Office" (or matches `title`). */
export async function expectTitle(page: Page, title: string | RegExp): Promise<void> {
  if (typeof title === 'string') await expect.poll(() => page.title(), WAIT).toBe(`${title} - ${APP}`);
  else await expect.poll(() => page.title(), WAIT).toMatch(title);
}

/**
 * Goes to `to` (path and query) the way a link of the app does, without loading the page again: the app, its texts
 * and axe-core stay loaded, only the screen changes (on a busy machine a document load cost more than the screen's
 * check). Returns once the screen that was shown has gone (its h1 removed or renamed); the caller then waits for
 * the new one as after a link's click (checkPage). The first visit, a visit from a page that is not the app's, and
 * a visit to the path already shown (its screen would stay mounted) load the page as `page.goto` does.
 */
export async function visit(page: Page, to: string): Promise<void> {
  callsUnderWay(page);
  const target = new URL(to, page.url());
  const current = new URL(page.url());
  const before = await page.evaluate(() => {
    const heading = document.querySelector('h1');
    heading?.setAttribute('data-walk-left', '');
    return { app: document.querySelector('#root > *') !== null, heading: heading?.textContent ?? null };
  });
  if (!before.app || current.origin !== target.origin || current.pathname === target.pathname) {
    await page.goto(to);
    return;
  }
  // As the router's own history does (state with an index), so its navigation blockers see a forward step.
  await page.evaluate((path) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, target.pathname + target.search);
  // Shown: the old heading gone or renamed. Blocked: an unsaved-changes prompt took the address back.
  const outcome = () =>
    page.evaluate(
      ({ path, heading }) => {
        if (window.location.pathname + window.location.search !== path) return 'blocked';
        const left = document.querySelector('h1[data-walk-left]');
        return heading === null || left === null || left.textContent !== heading ? 'shown' : 'waiting';
      },
      { path: target.pathname + target.search, heading: before.heading },
    );
  await expect.poll(outcome, WAIT).not.toBe('waiting');
  if ((await outcome()) === 'blocked') await page.goto(to);
}

/** The title, the page settled, one h1, then checkScreen. */
export async function checkPage(page: Page, where: string, title: string | RegExp): Promise<void> {
  // The title first: after a link's click, the previous page's heading may still be on screen for a moment.
  await expectTitle(page, title);
  await settle(page);
  expect(await page.locator('h1').count(), `h1 count on ${where}`).toBe(1);
  await checkScreen(page, where);
}

/** Opens the tab named `name`, waits until it is the selected one and has settled, and checks it. */
export async function checkTab(page: Page, name: string, where: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expectVisible(page.getByRole('tab', { name, selected: true }));
  await settle(page);
  await checkScreen(page, where);
}

/** Opens a dialog with `open`, waits until it is still and settled, checks it and returns it (still open). */
export async function checkDialog(
  page: Page,
  open: () => Promise<void>,
  title: string,
  where: string,
): Promise<Locator> {
  await open();
  const modal = await openDialog(page, title);
  await settle(page);
  await checkScreen(page, `${where}: dialog "${title}"`);
  return modal;
}

/** Closes the dialog titled `title` with Escape (and so checks that Escape closes it). */
export async function closeDialog(page: Page, title: string): Promise<void> {
  await page.keyboard.press('Escape');
  await expectHidden(dialog(page, title));
}

/** Signs the administrator in (through the API, support/browser.ts) with the interface in `language`. */
export async function signInAdmin(page: Page, language: Language): Promise<void> {
  countSignIn(page);
  await signInViaApi(page, admin().username, admin().password, { language });
}

/**
 * The action buttons and links (last column) of each table's first rows lie wholly inside the viewport, and no table
 * under `root` scrolls sideways except inside a focusable region (components/KeyboardScroll.tsx; at phone width a
 * list shows its key columns only, the rest in an expandable row).
 */
export async function expectRowActionsInView(page: Page, where: string, root = 'main'): Promise<void> {
  const found = await page.evaluate((root) => {
    const viewport = document.documentElement.clientWidth;
    const overflowing = Array.from(
      document.querySelectorAll<HTMLElement>(`${root} .ant-table-content, ${root} .ant-table-body`),
    )
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && element.getAttribute('tabindex') !== '0')
      .map((element) => `${element.scrollWidth} > ${element.clientWidth}`);
    const rows = Array.from(document.querySelectorAll(`${root} .ant-table-tbody`)).flatMap((body) =>
      Array.from(body.querySelectorAll(':scope > tr.ant-table-row')).slice(0, 3),
    );
    const actions = rows.flatMap((row) =>
      Array.from(row.querySelectorAll<HTMLElement>('td:last-child button, td:last-child a')),
    );
    const outside = actions
      .map((element) => ({
        text: element.innerText || element.getAttribute('aria-label') || '',
        box: element.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.left < 0 || box.right > viewport || box.width === 0)
      .map(({ text, box }) => `"${text}" ${Math.round(box.left)}..${Math.round(box.right)} of ${viewport}`);
    return { actions: actions.length, outside, overflowing };
  }, root);
  expect(found.overflowing, `${where}: tables scrolling sideways outside a focusable region`).toEqual([]);
  expect(found.actions, `${where}: row actions found`).toBeGreaterThan(0);
  expect(found.outside, `${where}: row actions outside the viewport`).toEqual([]);
}
