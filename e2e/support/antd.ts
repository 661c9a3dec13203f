import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiLogin, admin, baseUrl, expectHidden, expectVisible } from './browser';

/**
 * Helpers for the Ant Design parts of the organisation screens, found the way a person finds them: a dialog by its
 * title, a field by its label, an option of a drop-down by its text, a toast by its words.
 */

const WAIT = { timeout: 10_000, interval: 100 };

/** A short random tag (lowercase hex) that makes names unique per run. */
export const runTag = (bytes = 3) => randomBytes(bytes).toString('hex');

/** The open dialog whose title is `title`. */
export function dialog(page: Page, title: string): Locator {
  return page
    .locator('.ant-modal')
    .filter({ has: page.locator('.ant-modal-title', { hasText: new RegExp(`^${escapeRegExp(title)}$`) }) });
}

/**
 * Waits until the element has no animation running on it (an Ant Design dialog zooms in, a drop-down slides in): a
 * click during the animation may land on a spot the element is only passing through.
 */
export async function settled(locator: Locator): Promise<Locator> {
  await expectVisible(locator);
  await expect
    .poll(
      () => locator.evaluate((element) => element.getAnimations().filter((a) => a.playState === 'running').length),
      WAIT,
    )
    .toBe(0);
  return locator;
}

/** Waits until the dialog titled `title` is open and still, and returns it. */
export function openDialog(page: Page, title: string): Promise<Locator> {
  return settled(dialog(page, title));
}

/** A button of a dialog's footer (Save, Cancel), by its text. Spaces Ant Design inserts between two CJK letters are ignored. */
export function footerButton(modal: Locator, text: string): Locator {
  return modal.locator('.ant-modal-footer button').filter({ hasText: spacedText(text) });
}

/** The open confirmation (modal.confirm) whose title is `title`. */
export function confirmDialog(page: Page, title: string): Locator {
  return page
    .locator('.ant-modal-confirm')
    .filter({ has: page.locator('.ant-modal-confirm-title', { hasText: new RegExp(`^${escapeRegExp(title)}$`) }) });
}

/**
 * A button whose visible text is `text` (its icon's label aside; Ant Design puts a space between two CJK letters,
 * so 保存 reads 保 存).
 */
export function buttonNamed(scope: Page | Locator, text: string): Locator {
  return scope.locator('button').filter({ hasText: spacedText(text) });
}

/** `text` exactly, allowing the spaces Ant Design inserts between letters. */
function spacedText(text: string): RegExp {
  return new RegExp(`^\\s*${[...text].map(escapeRegExp).join('\\s*')}\\s*$`);
}

/** Waits until a toast (message.success / error / warning) says exactly `text`. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expectVisible(page.locator('.ant-message-notice').getByText(text, { exact: true }));
}

/**
 * Waits until no toast says `text` any more: before an action whose toast an earlier one of the same text would
 * otherwise stand for (two at once make `expectToast` ambiguous, and the earlier one proves nothing).
 */
export async function expectToastGone(page: Page, text: string): Promise<void> {
  await page
    .locator('.ant-message-notice')
    .getByText(text, { exact: true })
    .first()
    .waitFor({ state: 'hidden', timeout: 15_000 });
}

/** The form item (label and control) labelled `label` inside `scope`. */
export function formItem(scope: Page | Locator, label: string): Locator {
  return scope.locator('.ant-form-item').filter({
    has: pageOf(scope).locator('.ant-form-item-label label', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }),
  });
}

/** The error texts shown under the form item labelled `label` inside `scope`. */
export async function expectItemErrors(scope: Page | Locator, label: string, expected: string[]): Promise<void> {
  await expect
    .poll(() => formItem(scope, label).locator('.ant-form-item-explain-error').allInnerTexts(), WAIT)
    .toEqual(expected);
}

/** The value next to the label `label` of a Descriptions block (bordered or not). */
export function describedValue(scope: Page | Locator, label: string): Locator {
  return scope
    .locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${escapeRegExp(label)}$`) })
    .locator('xpath=following-sibling::*[contains(concat(" ", @class, " "), " ant-descriptions-item-content ")][1]');
}

/** The drop-down list of the Select that is open now. */
function openDropdown(page: Page): Locator {
  return page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
}

/**
 * Opens the Select of the form item `label` and clicks the options whose text begins with each of `options` (a
 * multiple Select stays open between them, and is closed with Escape); then waits until the Select shows them.
 */
export async function pickOptions(scope: Page | Locator, page: Page, label: string, options: string[]): Promise<void> {
  const select = formItem(scope, label).locator('.ant-select');
  const multiple = ((await select.getAttribute('class')) ?? '').includes('ant-select-multiple');
  await select.click();
  const list = openDropdown(page);
  await settled(list);
  for (const option of options) await clickOption(page, list, option);
  if (multiple) await page.keyboard.press('Escape');
  await expectHidden(list);
  const chosen = (shown: string[]) => options.every((option) => shown.some((text) => text.startsWith(option)));
  await expect.poll(() => selectedTexts(scope, label), WAIT).toSatisfy(chosen, `${label} shows ${options.join(', ')}`);
}

/**
 * Clicks the option of the open list `list` whose text begins with `option`. The list is virtual (only the rows in
 * view exist), so when the option is not there the pointer scrolls the list down, as a person's wheel would.
 */
async function clickOption(page: Page, list: Locator, option: string): Promise<void> {
  const item = list.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${escapeRegExp(option)}`) });
  await list.locator('.ant-select-item-option').first().waitFor({ timeout: WAIT.timeout });
  for (let attempt = 0; attempt < 20 && (await item.count()) === 0; attempt++) {
    await list.locator('.rc-virtual-list-holder').hover();
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(100);
  }
  await expect.poll(() => item.count(), WAIT).toBe(1);
  await item.click();
}

/** Opens the Select `select` (a combobox or its container) and clicks the option whose text begins with `option`. */
export async function pickOption(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  const list = openDropdown(page);
  await settled(list);
  await clickOption(page, list, option);
  await expectHidden(list);
}

/** The texts shown in a Select: the tags of a multiple one, or the chosen value of a single one. */
export async function selectedTexts(scope: Page | Locator, label: string): Promise<string[]> {
  const select = formItem(scope, label).locator('.ant-select');
  const multiple = ((await select.getAttribute('class')) ?? '').includes('ant-select-multiple');
  const texts = multiple
    ? await select.locator('.ant-select-selection-item-content').allInnerTexts()
    : [
        (await select
          .locator('.ant-select-content-has-value')
          .getAttribute('title', { timeout: 1_000 })
          .catch(() => null)) ?? '',
      ];
  return texts.map((text) => text.trim()).filter(Boolean);
}

/** Body rows of the first table inside `scope` (rows of data, not the measure or placeholder rows). */
export function tableRows(scope: Page | Locator): Locator {
  return scope.locator('.ant-table-tbody > tr.ant-table-row');
}

/** The visible texts of each cell of a row, trimmed (the checkbox cell of a selectable table reads ''). */
export async function rowTexts(row: Locator): Promise<string[]> {
  return (await row.locator(':scope > td').allInnerTexts()).map((text) => text.trim());
}

/** Waits until the rows of the table in `scope` read `expected` (each row's cell texts). */
export async function expectRows(scope: Page | Locator, expected: string[][]): Promise<void> {
  await expect
    .poll(async () => {
      const rows = await tableRows(scope).all();
      return Promise.all(rows.map(rowTexts));
    }, WAIT)
    .toEqual(expected);
}

/**
 * Types a date into an Ant Design DatePicker input the way a person does (select what is there, type, Enter).
 * `input` is the picker's text box; the format is the app's YYYY/MM/DD.
 */
export async function typeDate(input: Locator, date: string): Promise<void> {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(date, { delay: 10 });
  await input.press('Enter');
}

/** Types both ends of an Ant Design RangePicker (`item`: its form item) and waits until it shows them. */
export async function typeRange(item: Locator, start: string, end: string): Promise<void> {
  const [from, to] = [item.locator('input').nth(0), item.locator('input').nth(1)];
  await from.click();
  await from.press('ControlOrMeta+a');
  await from.pressSequentially(start, { delay: 10 });
  await from.press('Enter');
  await to.click();
  await to.press('ControlOrMeta+a');
  await to.pressSequentially(end, { delay: 10 });
  await to.press('Enter');
  await expect.poll(async () => [await from.inputValue(), await to.inputValue()], WAIT).toEqual([start, end]);
}

function pageOf(scope: Page | Locator): Page {
  return 'page' in scope && typeof scope.page === 'function' ? (scope as Locator).page() : (scope as Page);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// ------------------------------------------------------------------------------------------ the API, for setup

let adminToken: string | undefined;

/** Calls the API as the administrator (for preparing data that the test does not work through the screens). */
export async function adminApi<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  adminToken ??= (await apiLogin(admin().username, admin().password, 'en')).access_token;
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${adminToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} /api/${path} failed: HTTP ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Creates a department through the API (ID, name, type and shift groups given by their demo names). */
export async function createDepartmentViaApi(options: {
  code: string;
  name: string;
  type: string;
  shifts: string[];
}): Promise<{ id: number }> {
  const types = await adminApi<{ id: number; type: string }[]>('GET', 'department-types');
  const shifts = await adminApi<{ id: number; name: string }[]>('GET', 'get-shifts');
  const typeId = types.find((t) => t.type === options.type)?.id;
  const shiftIds = options.shifts.map((name) => shifts.find((s) => s.name === name)?.id);
  if (typeId === undefined || shiftIds.includes(undefined))
    throw new Error(`Unknown department type or shift group: ${options.type}, ${options.shifts.join(', ')}`);
  return adminApi<{ id: number }>('POST', 'departments', {
    department_id: options.code,
    name: options.name,
    department_type_id: typeId,
    shift_ids: shiftIds,
  });
}
