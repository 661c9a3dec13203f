import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { checkScreen, type Width } from '../support/axe';
import { expectVisible } from '../support/browser';
import type { Language } from '../support/texts';
import { TEXTS } from '../support/texts';

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

async function checkPage(page: Page, where: string, title: string | RegExp): Promise<void> {
  if (typeof title === 'string') await expect.poll(() => page.title(), WAIT).toBe(`${title} - ${APP}`);
  else await expect.poll(() => page.title(), WAIT).toMatch(title);
  await settle(page);
  expect(await page.locator('h1').count(), `h1 count on ${where}`).toBe(1);
  await checkScreen(page, where);
}

/**
 * The attendance reports' screens (issue 28) for the screen walk (a11y/screens.e2e.ts): the home page's attendance
 * tab, the report form, timekeeping and one person's days, the kiosk. The administrator is signed in.
 */
export async function walkAttendanceReportScreens(
  page: Page,
  language: Language,
  _width: Width,
  at: (name: string) => string,
): Promise<void> {
  const t = TEXTS[language].timekeeping;
  await page.goto('/?tab=attendance');
  await checkPage(page, at('/ attendance tab'), TEXTS[language].common.menu.home);
  await expectVisible(page.getByTestId('trend-chart'));
  await checkScreen(page, at('/ attendance tab with its chart'));
  await page.goto('/report');
  await checkPage(page, at('/report'), t.report.title);
  await page.goto('/timekeeping');
  await checkPage(page, at('/timekeeping'), t.list.title);
  await page.locator('.ant-table-row a').first().click();
  await checkPage(page, at('/timekeeping/{id}'), new RegExp(` - ${APP}$`));
  await page.goto('/checkinout');
  await checkPage(page, at('/checkinout'), TEXTS[language].kiosk.title);
}
