import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatStragglers } from './formats';
import { countCheck } from './walk-profile';

/**
 * Accessibility checks every browser test can run on every screen it visits (docs/accessibility.md):
 * - `expectAccessible`: axe-core with the WCAG 2.0/2.1 A and AA rules finds nothing, of any impact;
 * - `expectNoSideScroll`: the page does not scroll sideways (phone width);
 * - `tableLayoutFaults`: no table cell breaks a word over two lines, no table scrolls sideways out of keyboard reach;
 * - `expectNoIconNames`: no button or link is named with an icon's English name ("plus", "edit");
 * - `sharedFieldIds`: no two fields of the page share an id (every form has its own name);
 * - `formatStragglers` (support/formats.ts): no date, amount or rate shown in another format than lib/format.ts's;
 * - `checkScreen`: all of these, the one call a test makes after a screen (or a dialog, or a tab) has settled.
 *
 * axe-core is injected as a script. The app's Content-Security-Policy forbids that, so the test context is opened
 * with Playwright's `bypassCSP: true` (support/browser.ts `newContext`); the CSP itself is never loosened.
 */

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeNode = { target: unknown[]; html: string; failureSummary?: string };
type AxeViolation = { id: string; impact: string | null; help: string; nodes: AxeNode[] };

/** Runs axe-core on the page as it is now; returns its violations (WCAG 2.1 A and AA rules). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target,
        html: node.html.slice(0, 200),
        failureSummary: node.failureSummary,
      })),
    }));
  }, WCAG_TAGS);
}

/** A readable list of violations, one line per element. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n  at ${JSON.stringify(node.target)} ${node.html}\n  ${(
            node.failureSummary ?? ''
          ).replace(/\n/g, ' / ')}`,
      ),
    )
    .join('\n');
}

/** Fails with the list of what axe found on the page (WCAG 2.1 A and AA, every impact). */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(describeViolations(violations), `axe on ${where} (${page.url()})`).toBe('');
}

/** Waits until no animation or transition runs (a message fading in is measured at its final colour). */
export async function waitForStill(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length), {
      timeout: 10_000,
      interval: 100,
    })
    .toBe(0);
}

/** How far the page reaches past the window's right edge, in CSS pixels (0: no sideways scrolling). */
export function sideOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return Math.max(0, root.scrollWidth - root.clientWidth);
  });
}

export async function expectNoSideScroll(page: Page, where: string): Promise<void> {
  expect(await sideOverflow(page), `sideways overflow on ${where} (${page.url()})`).toBe(0);
}

/**
 * Words that a table cell breaks over two lines ("Staf / f name", "NV00 / 01"): a column squeezed below its longest
 * word. Each run of letters and digits (split at spaces, hyphens and slashes; Japanese and Chinese characters may
 * break anywhere; an e-mail address may wrap) of every shown cell is measured: more than one line box is a broken
 * word. Also a sideways
 * scrolling table area that the keyboard cannot scroll: neither a focusable region (components/KeyboardScroll.tsx)
 * nor holding a field or button (as axe's scrollable-region-focusable): its hidden columns are out of reach.
 */
export async function tableLayoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const cells = Array.from(document.querySelectorAll('.ant-table-cell')).filter(
      (cell) => cell.getBoundingClientRect().width > 0 && !cell.closest('.ant-table-measure-row, [aria-hidden="true"]'),
    );
    const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';
    const word = /[^\s\-/\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]{2,}/g;
    for (const cell of cells) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(word)) {
          if (match[0].includes('@')) continue; // an e-mail address may wrap where it must
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) faults.push(`"${match[0]}" broken over ${lines.size} lines`);
        }
      }
    }
    for (const area of document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body')) {
      const scrolls = area.scrollWidth > area.clientWidth + 1 && getComputedStyle(area).overflowX !== 'hidden';
      // Reached by the keyboard: a focusable region, or fields and buttons inside it that scroll it as they take focus.
      const reached = area.getAttribute('tabindex') === '0' || area.querySelector(FOCUSABLE) !== null;
      if (scrolls && !reached)
        faults.push(`a table scrolls sideways (${area.scrollWidth} > ${area.clientWidth}) without a focusable region`);
    }
    return [...new Set(faults)];
  });
}

/**
 * Names made of Ant Design's English words: an icon carries `aria-label="edit"` (its own name, also its class
 * `anticon-edit`), which becomes part of the name of a button that holds it ("edit Sửa") unless the icon is hidden
 * (components/icons.tsx, app/antd-names.ts) or the button has its own `aria-label`; an icon shown on its own is an
 * image a screen reader reads as "left" or "eye-invisible"; and in ja and vi a control named with Ant Design's
 * English default ("Clear", a select's clear button) is in the wrong language.
 */
export async function iconNameLeaks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const controls = document.querySelectorAll(
      'button, a[href], [role="button"], [role="tab"], [role="menuitem"], [role="link"], [role="switch"]',
    );
    const heard = (element: Element) => shown(element) && !element.closest('[aria-hidden="true"]');
    const namedByIcon = (icon: Element) => icon.classList.contains(`anticon-${icon.getAttribute('aria-label')}`);
    const inControls = Array.from(controls)
      .filter(heard)
      .filter((control) => !control.hasAttribute('aria-label') && !control.hasAttribute('aria-labelledby'))
      .flatMap((control) =>
        Array.from(control.querySelectorAll('.anticon[aria-label]'))
          .filter((icon) => heard(icon) && namedByIcon(icon))
          .map(
            (icon) =>
              `${control.tagName.toLowerCase()} "${(control.textContent ?? '').trim()}" is named with the icon "${icon.getAttribute('aria-label')}"`,
          ),
      );
    const images = Array.from(document.querySelectorAll('.anticon[role="img"][aria-label]'))
      .filter((icon) => heard(icon) && namedByIcon(icon))
      .filter((icon) => !icon.closest('button, a[href], [role="button"]')?.matches('[aria-label], [aria-labelledby]'))
      .map((icon) => `an image is named with the icon "${icon.getAttribute('aria-label')}"`);
    const english = ['ja', 'vi'].includes(document.documentElement.lang)
      ? Array.from(document.querySelectorAll('[aria-label="Clear"]'))
          .filter(heard)
          .map((control) => `${control.tagName.toLowerCase()} is named "Clear" in English`)
      : [];
    return [...new Set([...inControls, ...images, ...english])];
  });
}

export async function expectNoIconNames(page: Page, where: string): Promise<void> {
  const leaks = await iconNameLeaks(page);
  expect(leaks, `English icon names in accessible names on ${where} (${page.url()}): ${leaks.join('; ')}`).toEqual([]);
}

/**
 * Ids that two fields of the page share: a dialog's form over a page's form with the same field names (antd names
 * a field `<form name>_<field>`, or `<field>` in a form without a name), whose labels then name the page's field.
 */
export async function sharedFieldIds(page: Page): Promise<string[]> {
  const ids = await page.evaluate(() =>
    Array.from(document.querySelectorAll('input[id], textarea[id], select[id]')).map((element) => element.id),
  );
  return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
}

/**
 * The check for a screen the test has just reached (a page, an open dialog, a tab): axe finds nothing, the page
 * does not scroll sideways, no table breaks a word or scrolls out of keyboard reach, no control is named by an icon, no two fields
 * share an id, and every value is shown in the one format. Call it once the screen has settled (data shown, dialog finished opening).
 */
export async function checkScreen(page: Page, where: string): Promise<void> {
  const started = Date.now();
  await waitForStill(page);
  await expectAccessible(page, where);
  await expectNoSideScroll(page, where);
  const tables = await tableLayoutFaults(page);
  expect(tables, `tables on ${where} (${page.url()}): ${tables.join('; ')}`).toEqual([]);
  await expectNoIconNames(page, where);
  expect(await sharedFieldIds(page), `field ids used twice on ${where} (${page.url()})`).toEqual([]);
  // Soft: the walk goes on and lists every straggler of every screen at the end.
  expect.soft(await formatStragglers(page), `values not in the one format on ${where} (${page.url()})`).toEqual([]);
  countCheck(page, Date.now() - started);
}

/** The two widths every screen is checked at: a desktop and a phone (390 px, an iPhone 12 to 15). */
export const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
export type Width = keyof typeof WIDTHS;
