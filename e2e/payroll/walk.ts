import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { checkScreen, type Width } from '../support/axe';
import { expectVisible } from '../support/browser';
import { type Language, TEXTS } from '../support/texts';

const WAIT = { timeout: 15_000, interval: 100 };

/**
 * The payroll screens for the screen walk (a11y/screens.e2e.ts) and payroll/a11y.e2e.ts: the calculator, empty and
 * with a result, the monthly payroll and one's own payslips. The administrator is signed in; `at` names the place.
 */
export async function walkPayrollScreens(
  page: Page,
  language: Language,
  _width: Width,
  at: (name: string) => string,
): Promise<void> {
  const t = TEXTS[language];
  const c = t.payroll.calculator;
  await page.goto('/payroll/calculator');
  await expect.poll(() => page.title(), WAIT).toBe(`${c.title} - ${t.common.app_name}`);
  await expectVisible(page.getByRole('heading', { level: 1, name: c.title }));
  expect(await page.locator('h1').count()).toBe(1);
  await checkScreen(page, at('payroll calculator'));
  await page.getByRole('button', { name: c.calculate }).click();
  await expectVisible(page.locator('[data-line="net"]'));
  await checkScreen(page, at('payroll calculator with a result'));

  // The monthly payroll of a month never run (the run itself is payroll/run.e2e.ts).
  await page.goto('/payroll?month=2020-01');
  await expect.poll(() => page.title(), WAIT).toBe(`${t.payroll.run.title} - ${t.common.app_name}`);
  await expectVisible(page.getByText(t.payroll.run.not_run));
  expect(await page.locator('h1').count()).toBe(1);
  await checkScreen(page, at('monthly payroll'));

  // One's own payslips, of a month not locked (the administrator has none): the notice (payroll/payslip.e2e.ts).
  await page.goto('/payroll/payslips?month=2020-01');
  await expect.poll(() => page.title(), WAIT).toBe(`${t.payroll.payslip.title} - ${t.common.app_name}`);
  await expectVisible(page.getByRole('alert'));
  expect(await page.locator('h1').count()).toBe(1);
  await checkScreen(page, at('my payslips'));
}
