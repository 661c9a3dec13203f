import { afterAll, describe, expect } from 'vitest';
import { adminApi } from '../support/antd';
import { expectText, expectVisible, signInViaApi, test } from '../support/browser';
import { allowSignIn, closeDb } from '../support/db';
import { seedStaff } from '../staff/seed';
import { TEXTS } from '../support/texts';

afterAll(closeDb);

const WAIT = { timeout: 60_000, interval: 500 };
// A past month no other browser test writes to (a month not ended can be neither locked nor paid).
const MONTH = '2025-02';

describe("one's own payslip", () => {
  test('an employee sees their own payslip once HR locks the month, and downloads its PDF', {
    timeout: 120_000,
  }, async ({ page }) => {
    const t = TEXTS.en;
    const p = t.payroll.payslip;
    const person = await seedStaff({
      pay_config: { effective_date: '2024-01-02', basic_salary: 20_000_000, salary_rate: 100 },
      allowances: [],
    });
    const login = await allowSignIn(person.id);
    // HR runs the month (the whole demo company) and waits for the job.
    const { job_id } = await adminApi<{ job_id: string }>('POST', 'payroll/runs', { month: MONTH });
    await expect
      .poll(async () => (await adminApi<{ state: string }>('GET', `jobs/${job_id}`)).state, WAIT)
      .toBe('done');

    await signInViaApi(page, login.username, login.password, { language: 'en' });
    await page.goto('/');
    await page.getByRole('button', { name: t.common.menu.payroll }).click();
    await page.getByRole('link', { name: t.common.menu.payroll_payslips }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: p.title }));
    // No payslip at all yet: said so, and nothing asked that answers 404 (the months come first).
    const notFound: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) notFound.push(response.url());
    });
    await expectVisible(page.getByText(p.none_yet));
    // Not locked yet: the month's message, no payslip.
    await page.goto(`/payroll/payslips?month=${MONTH}`);
    // The month as the screens write it (2025/02), in the server's message too.
    await expectVisible(page.getByText(MONTH.replace('-', '/'), { exact: false }).first());
    expect(await page.getByRole('button', { name: p.download }).count()).toBe(0);

    await adminApi('POST', 'payroll/locks', { month: MONTH });
    try {
      // Opens on the newest month with a payslip.
      await page.goto('/payroll/payslips');
      await expectVisible(page.getByRole('heading', { level: 2, name: p.of_month.replace('{{month}}', '2025/02') }));
      await expectVisible(page.getByText(`${person.staff_id} · ${person.name}`, { exact: false }));
      const basePay = page.locator('tr', { has: page.getByRole('cell', { name: t.payroll.run.lines.base_pay }) });
      await expectText(basePay.locator('td').nth(1), '20.000.000 VND');
      await expectVisible(page.getByRole('cell', { name: t.payroll.run.lines.net, exact: true }));
      // Only one's own: one base pay line, the person's own name.
      expect(await page.getByRole('cell', { name: t.payroll.run.lines.base_pay, exact: true }).count()).toBe(1);

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: p.download }).click();
      const file = await downloading;
      expect(file.suggestedFilename()).toBe(`Payslip_${MONTH}.pdf`);
      expect(notFound).toEqual([]);
    } finally {
      await adminApi('DELETE', `payroll/locks/${MONTH}`);
    }
  });
});
