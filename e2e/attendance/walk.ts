import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { buttonNamed, tableRows } from '../support/antd';
import { checkScreen, type Width } from '../support/axe';
import { expectHidden, expectVisible } from '../support/browser';
import { type Language, TEXTS } from '../support/texts';
import { type At, checkPage, settle, WAIT, visit } from '../support/walk';

/**
 * The attendance screens (issue 28) for the screen walk (a11y/screens.e2e.ts): the registration list, a row's panel
 * with both tabs (the plan form open), and the overview. The administrator is signed in; `at` names the place.
 */
export async function walkAttendanceScreens(page: Page, language: Language, _width: Width, at: At): Promise<void> {
  const t = TEXTS[language].attendance;
  await visit(page, '/registration');
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

  await visit(page, '/overview');
  await checkPage(page, at('/overview'), t.overview.title);
}
