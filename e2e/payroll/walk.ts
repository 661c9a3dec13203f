import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { adminApi, tableRows } from '../support/antd';
import { checkScreen, type Width } from '../support/axe';
import { expectHidden, expectVisible } from '../support/browser';
import { type Language, TEXTS } from '../support/texts';
import { type At, checkPage, expectRowActionsInView, settle, visit, WAIT } from '../support/walk';

/** A month of the demo company run through the API (one per width: the two walks run side by side). */
async function runMonth(width: Width): Promise<string> {
  const month = width === 'phone' ? '2025-06' : '2025-05';
  const { job_id } = await adminApi<{ job_id: string }>('POST', 'payroll/runs', { month });
  await expect
    .poll(async () => (await adminApi<{ state: string }>('GET', `jobs/${job_id}`)).state, { ...WAIT, timeout: 60_000 })
    .toMatch(/^(done|failed)$/);
  expect((await adminApi<{ state: string }>('GET', `jobs/${job_id}`)).state).toBe('done');
  return month;
}

/**
 * The payroll screens for the screen walk (a11y/screens.e2e.ts): the calculator, empty and with a result, the
 * monthly payroll of a month not run and of a month run (its people's detail buttons in view at both widths, a
 * person's detail), and one's own payslips. The administrator is signed in; `at` names the place.
 */
export async function walkPayrollScreens(page: Page, language: Language, width: Width, at: At): Promise<void> {
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

  // A month run: totals and people (the detail buttons in view, also at 1280 px), then a person's lines.
  const month = await runMonth(width);
  await visit(page, `/payroll?month=${month}`);
  const people = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: t.run.people_title }) });
  await expect.poll(() => tableRows(people).count(), WAIT).toBeGreaterThan(0);
  await checkPage(page, at('monthly payroll, run'), t.run.title);
  await people.scrollIntoViewIfNeeded();
  await expectRowActionsInView(page, at('monthly payroll people'));
  // The name is the second cell: after the staff ID on a desktop, after the expand button on a phone.
  const name = (await tableRows(people).first().locator('td').nth(1).innerText()).trim();
  await tableRows(people)
    .first()
    .getByRole('button', { name: t.run.detail.replace('{{name}}', name), exact: true })
    .click();
  const drawer = page.locator('.ant-drawer-section');
  await expectVisible(drawer.getByText(t.run.detail_title.replace('{{name}}', name), { exact: true }));
  await settle(page);
  await checkScreen(page, at('monthly payroll: a person'));
  await page.keyboard.press('Escape');
  await expectHidden(drawer);

  // One's own payslips, of a month not locked (the administrator has none): the notice (payroll/payslip.e2e.ts).
  await visit(page, '/payroll/payslips?month=2020-01');
  await expectVisible(page.getByRole('alert'));
  await checkPage(page, at('my payslips'), t.payslip.title);
}
