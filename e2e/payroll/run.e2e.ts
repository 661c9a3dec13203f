import { afterAll, describe, expect } from 'vitest';
import { adminApi, pickOptions, tableRows } from '../support/antd';
import { admin, expectText, expectVisible, signInViaApi, test } from '../support/browser';
import { closeDb } from '../support/db';
import { TEXTS } from '../support/texts';
import { seedStaff } from '../staff/seed';

afterAll(closeDb);

const WAIT = { timeout: 30_000, interval: 200 };

describe('the monthly payroll', () => {
  test('HR runs a month for the company, finds and opens a person, re-runs a department, locks and unlocks the month', {
    timeout: 120_000,
  }, async ({ page }) => {
    const t = TEXTS.en;
    const r = t.payroll.run;
    const person = await seedStaff({
      pay_config: { effective_date: '2024-01-02', basic_salary: 20_000_000, salary_rate: 100 },
      allowances: [],
    });
    await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto('/payroll?month=2025-01');
    await expectVisible(page.getByRole('heading', { level: 1, name: r.title }));
    await page.getByRole('button', { name: new RegExp(`^(${r.run}|${r.rerun})$`) }).click();
    // The job's progress, then the table of the month.
    await expectVisible(page.getByRole('group', { name: r.running.replace('{{month}}', '2025/01') }));
    await expectVisible(page.getByText(t.common.jobs.done, { exact: true }));
    // The people table's filter finds the new person among the demo company's by staff ID.
    await page.getByRole('textbox', { name: r.filter_keyword }).fill(person.staff_id);
    await page.getByRole('button', { name: t.common.actions.search }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('keyword'), WAIT).toBe(person.staff_id);
    const row = page.locator('tr', { hasText: person.staff_id });
    const people = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: r.people_title }) });
    await expect.poll(() => tableRows(people).count(), WAIT).toBe(1);
    await expect.poll(() => row.count(), WAIT).toBe(1);
    await expectText(row.locator('td').nth(3), '20.000.000 VND');

    await row.getByRole('button', { name: r.detail.replace('{{name}}', person.name) }).click();
    await expectVisible(page.getByText(r.detail_title.replace('{{name}}', person.name), { exact: true }));
    await expectVisible(page.getByRole('cell', { name: r.lines.base_pay, exact: true }));
    await expectVisible(page.getByRole('cell', { name: r.lines.income_tax, exact: true }));
    await page.keyboard.press('Escape');

    // The month's payroll as a file: its job's progress, then the download.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: r.export_payroll }).click();
    expect((await downloading).suggestedFilename()).toBe('Payroll_2025-01.xlsx');

    // A re-run of the person's department only: the month's newest run names it.
    await pickOptions(page, page, r.run_departments, ['Production Line A']);
    await page.getByRole('button', { name: r.rerun, exact: true }).click();
    await expect
      .poll(
        async () =>
          (await adminApi<{ runs: { department_ids: number[] | null }[] }>('GET', 'payroll?month=2025-01')).runs[0]
            ?.department_ids,
        WAIT,
      )
      .toEqual([person.department_id]);

    await page.getByRole('button', { name: r.lock, exact: true }).click();
    await expectVisible(page.getByText(r.locked, { exact: true }));
    await page.getByRole('button', { name: r.unlock, exact: true }).click();
    await expectVisible(page.getByRole('button', { name: r.lock, exact: true }));
    // The server agrees: the month is open again.
    expect((await adminApi<{ locked: boolean }>('GET', 'payroll?month=2025-01')).locked).toBe(false);
  });
});
