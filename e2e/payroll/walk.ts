import type { Page } from 'playwright-core';
import { checkScreen, type Width } from '../support/axe';
import { expectVisible } from '../support/browser';
import { type Language, TEXTS } from '../support/texts';
import { type At, checkPage, visit } from '../support/walk';

/**
 * The payroll screens for the screen walk (a11y/screens.e2e.ts): the calculator, empty and with a result, the
 * monthly payroll and one's own payslips. The administrator is signed in; `at` names the place.
 */
export async function walkPayrollScreens(page: Page, language: Language, _width: Width, at: At): Promise<void> {
  const t = TEXTS[language].payroll;
  await visit(page, '/payroll/calculator');
  await expectVisible(page.getByRole('heading', { level: 1, name: t.calculator.title }));
  await checkPage(page, at('payroll calculator'), t.calculator.title);
  await page.getByRole('button', { name: t.calculator.calculate }).click();
  await expectVisible(page.locator('[data-line="net"]'));
  await checkScreen(page, at('payroll calculator with a result'));

  // The monthly payroll of a month never run (the run itself is payroll/run.e2e.ts).
  await visit(page, '/payroll?month=2020-01');
  await expectVisible(page.getByText(t.run.not_run));
  await checkPage(page, at('monthly payroll'), t.run.title);

  // One's own payslips, of a month not locked (the administrator has none): the notice (payroll/payslip.e2e.ts).
  await visit(page, '/payroll/payslips?month=2020-01');
  await expectVisible(page.getByRole('alert'));
  await checkPage(page, at('my payslips'), t.payslip.title);
}
