import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Width } from '../support/axe';
import { expectVisible } from '../support/browser';
import { type Language, TEXTS } from '../support/texts';
import { APP, type At, checkPage, visit, WAIT } from '../support/walk';

/**
 * The attendance reports' screens (issue 28) for the screen walk (a11y/screens.e2e.ts): the home page's attendance
 * tab, the report form, timekeeping and one person's days, the kiosk. The administrator is signed in.
 */
export async function walkAttendanceReportScreens(
  page: Page,
  language: Language,
  _width: Width,
  at: At,
): Promise<void> {
  const t = TEXTS[language].timekeeping;
  await visit(page, '/?tab=attendance');
  // Checked once its chart is drawn (the state before it is the page loading).
  await expectVisible(page.getByTestId('trend-chart'));
  await checkPage(page, at('/ attendance tab with its chart'), TEXTS[language].common.menu.home);
  await visit(page, '/report');
  await checkPage(page, at('/report'), t.report.title);
  await visit(page, '/timekeeping');
  await checkPage(page, at('/timekeeping'), t.list.title);
  await page.locator('.ant-table-row a').first().click();
  // A person's days are titled with their name: any title but the list's.
  await expect.poll(() => page.title(), WAIT).not.toBe(`${t.list.title} - ${APP}`);
  await checkPage(page, at('/timekeeping/{id}'), new RegExp(` - ${APP}$`));
  await visit(page, '/checkinout');
  await checkPage(page, at('/checkinout'), TEXTS[language].kiosk.title);
}
