import ExcelJS from 'exceljs';
import { afterAll, describe, expect } from 'vitest';
import { buttonNamed, tableRows } from '../support/antd';
import { admin, expectPath, expectVisible, signInViaApi, test } from '../support/browser';
import { closeDb, createUser } from '../support/db';
import { TEXTS } from '../support/texts';

afterAll(closeDb);

const WAIT = { timeout: 15_000, interval: 100 };

describe('attendance reports, timekeeping, kiosk and home', () => {
  test('a kiosk account checks a person in by typed staff ID, and that day shows on their timekeeping', async ({
    page,
  }) => {
    const kiosk = await createUser({ username: 'e2e.kiosk', roleId: 10 });
    const person = await createUser({ username: 'e2e.badge', department: 'HR', shiftFromNow: true, staffRecord: true });
    const t = TEXTS.ja.kiosk;
    await signInViaApi(page, kiosk.username, kiosk.password, { language: 'ja' });
    // A kiosk account's home is the kiosk.
    await page.goto('/');
    await expectPath(page, '/checkinout');
    await page.getByLabel(t.staff_id, { exact: true }).fill(person.staffId);
    await buttonNamed(page, t.submit).click();
    const result = page.getByTestId('kiosk-result');
    await expectVisible(result.getByText(person.name, { exact: true }));
    await expectVisible(result.getByText(new RegExp(`^${t.checked_in} \\d{2}:\\d{2}$`)));

    // The administrator opens the person's timekeeping: today, present or late, with the kiosk's check-in.
    await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    const en = TEXTS.en.timekeeping;
    await page.goto(`/timekeeping?keyword=${person.staffId}`);
    const row = tableRows(page).first();
    await expectVisible(row.getByText(person.staffId, { exact: true }));
    await row.getByRole('link', { name: person.name, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe(`/timekeeping/${person.id}`);
    await expectVisible(
      page.getByRole('heading', { level: 1, name: `Timekeeping of ${person.name} (${person.staffId})` }),
    );
    // The totals: night work in normal hours (type 7) shown apart from overtime, days without check-out counted apart.
    for (const label of [en.columns.overtime, en.columns.night_work, en.columns.days_missing_checkout])
      await expectVisible(page.getByText(label, { exact: true }));
    const days = tableRows(page).last();
    await expectVisible(days.getByText(new RegExp(`^\\d{2}:\\d{2} ${en.directions.in}$`)));
  });

  test('HR closes the days of the timekeeping range and reads what the close did', async ({ page }) => {
    const t = TEXTS.en.timekeeping.list;
    await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto('/timekeeping');
    await expectVisible(page.getByRole('heading', { level: 1, name: t.title }));
    await buttonNamed(page, t.close).click();
    // The job's progress, then its outcome in the same place: how many days for how many people.
    const progress = page.getByRole('group', { name: t.close });
    await expectVisible(progress.getByText(/^Days closed\. Working days stored: \d+; people: \d+\.$/));
  });

  test('the summary report downloads as Report_summary_{timestamp}.xlsx with its Days and Totals sheets', async ({
    page,
  }) => {
    const t = TEXTS.en.timekeeping.report;
    await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto('/report');
    await expectVisible(page.getByRole('heading', { level: 1, name: t.title }));
    const [download] = await Promise.all([page.waitForEvent('download'), buttonNamed(page, t.export).click()]);
    expect(download.suggestedFilename()).toMatch(/^Report_summary_\d{14}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Days', 'Totals']);
    // The demo company's last 15 days: rows of people and days.
    expect(book.worksheets[0]!.rowCount).toBeGreaterThan(10);
    expect(book.worksheets[1]!.getRow(1).getCell(2).value).toBe('Staff ID');
  });

  test('the home page shows today by department and draws the 30-day chart', async ({ page }) => {
    const t = TEXTS.vi.dashboard;
    await signInViaApi(page, admin().username, admin().password, { language: 'vi' });
    await page.goto('/dashboard?tab=attendance');
    await expectVisible(page.getByRole('tab', { name: t.tabs.attendance, selected: true }));
    await expect.poll(() => tableRows(page).count(), WAIT).toBeGreaterThan(0);
    const chart = page.getByRole('img', { name: t.trend_label, exact: true });
    await expectVisible(chart);
    // ECharts drew its bars and the late line as SVG paths.
    await expect.poll(() => chart.locator('svg path').count(), WAIT).toBeGreaterThan(30);
  });
});
