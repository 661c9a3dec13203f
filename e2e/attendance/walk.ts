import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { buttonNamed, tableRows } from '../support/antd';
import { checkScreen, type Width } from '../support/axe';
import { expectHidden, expectVisible } from '../support/browser';
import { type Language, TEXTS } from '../support/texts';

const WAIT = { timeout: 15_000, interval: 100 };
const APP = 'HR Office';

async function settle(page: Page): Promise<void> {
  await expectVisible(page.locator('h1').first());
  await expect
    .poll(
      () => page.locator('.ant-spin-spinning, .ant-skeleton-active, .ant-table-placeholder .ant-spin').count(),
      WAIT,
    )
    .toBe(0);
}

async function checkPage(page: Page, where: string, title: string): Promise<void> {
  await expect.poll(() => page.title(), WAIT).toBe(`${title} - ${APP}`);
  await settle(page);
  expect(await page.locator('h1').count(), `h1 count on ${where}`).toBe(1);
  await checkScreen(page, where);
}

/**
 * The attendance screens (issue 28) for the screen walk (a11y/screens.e2e.ts): the registration list, a row's panel
 * with both tabs (the plan form open), and the overview. The administrator is signed in; `at` names the place.
 */
export async function walkAttendanceScreens(
  page: Page,
  language: Language,
  _width: Width,
  at: (name: string) => string,
): Promise<void> {
  const t = TEXTS[language].attendance;
  await page.goto('/registration');
  await checkPage(page, at('/registration'), t.registration.title);
  await expect.poll(() => tableRows(page).count(), WAIT).toBeGreaterThan(0);
  await tableRows(page).first().click();
  const panel = page.locator('.ant-drawer');
  await expectVisible(panel.getByRole('tab', { name: t.panel.tabs.status, selected: true }));
  await settle(page);
  await checkScreen(page, at('registration panel: working status'));
  await panel.getByRole('tab', { name: t.panel.tabs.plan, exact: true }).click();
  await buttonNamed(panel, t.plan.edit).click();
  await expectVisible(buttonNamed(panel, t.plan.add));
  await settle(page);
  await checkScreen(page, at('registration panel: working plan form'));
  await page.keyboard.press('Escape');
  await expectHidden(page.locator('.ant-drawer-content'));

  await page.goto('/overview');
  await checkPage(page, at('/overview'), t.overview.title);
}
