import { afterAll, describe, expect } from 'vitest';
import { adminApi } from '../support/antd';
import { admin, expectText, expectVisible, signInViaApi, test } from '../support/browser';
import { closeDb } from '../support/db';
import { TEXTS } from '../support/texts';
import { seedStaff } from '../staff/seed';

afterAll(closeDb);

const WAIT = { timeout: 30_000, interval: 200 };

describe('the monthly payroll', () => {
  test('HR runs a month for the company, opens a person, locks and unlocks the month', { timeout: 120_000 }, async ({
    page,
  }) => {
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
    // The list is paged by staff ID among the demo company's people: open the page that holds the new person.
    let onPage = 0;
    for (let p = 1; p < 50 && onPage === 0; p += 1) {
      const answer = await adminApi<{ list: { items: { staff_id: string }[] } }>(
        'GET',
        `payroll?month=2025-01&page=${p}`,
      );
      if (answer.list.items.some((item) => item.staff_id === person.staff_id)) onPage = p;
    }
    await page.goto(`/payroll?month=2025-01&page=${onPage}`);
    const row = page.locator('tr', { hasText: person.staff_id });
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

    await page.getByRole('button', { name: r.lock, exact: true }).click();
    await expectVisible(page.getByText(r.locked, { exact: true }));
    await page.getByRole('button', { name: r.unlock, exact: true }).click();
    await expectVisible(page.getByRole('button', { name: r.lock, exact: true }));
    // The server agrees: the month is open again.
    expect((await adminApi<{ locked: boolean }>('GET', 'payroll?month=2025-01')).locked).toBe(false);
  });
});
