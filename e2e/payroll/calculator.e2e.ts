import { afterAll, describe, expect } from 'vitest';
import { expectItemErrors, formItem, typeDate } from '../support/antd';
import { expectText, expectVisible, signInViaApi, test } from '../support/browser';
import { closeDb, createUser } from '../support/db';
import { TEXTS } from '../support/texts';

afterAll(closeDb);

const WAIT = { timeout: 15_000, interval: 100 };

describe('the gross-net calculator', () => {
  test('an employee computes the published 2026 example both ways, in Vietnamese', async ({ page }) => {
    const t = TEXTS.vi;
    const c = t.payroll.calculator;
    const person = await createUser({ roleId: 9 });
    await signInViaApi(page, person.username, person.password, { language: 'vi' });
    await page.goto('/');
    // The Payroll section of the menu holds the calculator for everyone.
    await page.getByRole('button', { name: t.common.menu.payroll }).click();
    await page.getByRole('link', { name: t.common.menu.payroll_calculator }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: c.title }));

    await typeDate(formItem(page, c.month).locator('input'), '2026/01');
    const amount = formItem(page, c.amount_gross).locator('input');
    await amount.fill('20000000');
    await page.getByRole('button', { name: c.calculate }).click();
    await expectText(page.locator('[data-line="net"]'), '17.780.000 VND');
    await expectText(page.locator('[data-line="income_tax"]'), '120.000 VND');
    await expectText(page.locator('[data-line="employer_social"]'), '3.500.000 VND');

    await page.getByRole('radio', { name: c.net_to_gross }).check();
    await formItem(page, c.amount_net).locator('input').fill('17780000');
    await page.getByRole('button', { name: c.calculate }).click();
    await expectText(page.locator('[data-line="gross"]'), '20.000.000 VND');
    await expectText(page.locator('[data-line="net"]'), '17.780.000 VND');

    // A quarter-hour rule broken: the message stands under its field, in Vietnamese, and nothing is computed.
    await formItem(page, c.overtime_types['1']).locator('input').fill('1.3');
    await page.getByRole('button', { name: c.calculate }).click();
    await expectItemErrors(page, c.overtime_types['1'], [t.messages.validation.payroll.quarter_hours]);
    await expect.poll(() => page.locator('[data-line="gross"]').innerText(), WAIT).toBe('20.000.000 VND');
  });
});
