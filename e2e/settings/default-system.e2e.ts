import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  adminApi,
  buttonNamed,
  confirmDialog,
  expectToast,
  formItem,
  openDialog,
  rowTexts,
  footerButton,
  pickOptions,
  tableRows,
  typeDate,
  expectItemErrors,
} from '../support/antd';
import { admin, expectPath, expectVisible, signInViaApi, test } from '../support/browser';
import { fill, type Language, MESSAGES, TEXTS } from '../support/texts';

const WAIT = { timeout: 15_000 };

async function openTab(page: Page, language: Language, tab: 'salary' | 'tax' | 'work' | 'holidays') {
  await signInViaApi(page, admin().username, admin().password, { language });
  await page.goto(`/settings/default-system?tab=${tab}`);
  await expectVisible(page.getByRole('heading', { level: 1, name: TEXTS[language].settings.title }));
  // The form is filled once its version arrived: the date's own hint ("Loaded: the version from ...") shows. Any
  // other field's hint shows before that (the work tab's hours hint did), and a box unchecked before the version
  // arrived was checked again by it (CI failed once so).
  if (tab !== 'holidays')
    await expectVisible(formItem(page, TEXTS[language].settings.effective_from).locator('.ant-form-item-extra'));
}

const inputValue = (page: Page, label: string) => page.getByLabel(label, { exact: true }).inputValue();

/** The screens show days as YYYY/MM/DD (apps/web/src/lib/format.ts); the API answers YYYY-MM-DD. */
const shown = (isoDay: string) => isoDay.replaceAll('-', '/');

async function setEffectiveDate(page: Page, language: Language, isoDay: string) {
  await typeDate(page.getByLabel(TEXTS[language].settings.effective_from, { exact: true }), shown(isoDay));
  await expect.poll(() => inputValue(page, TEXTS[language].settings.effective_from), WAIT).toBe(shown(isoDay));
}

type Version = { effective_from: string } & Record<string, unknown>;
const versionOn = (kind: string, date: string) => adminApi<Version>('GET', `config/${kind}?date=${date}`);

describe('default system settings', () => {
  test('salary: milestones added and deleted with their descriptions relinked, overtime edited, saved as a future version and compared (en)', async ({
    page,
  }) => {
    const t = TEXTS.en.settings;
    await openTab(page, 'en', 'salary');
    await formItem(page, t.salary.the_first_payroll.label)
      .getByText(t.salary.the_first_payroll[2], { exact: true })
      .click();
    await expectVisible(page.getByLabel(`${t.salary.first_milestones} ${t.salary.reference_days} 1`));
    // The last milestone cannot be deleted.
    expect(await page.getByRole('button', { name: `${t.salary.delete_milestone} 1` }).isDisabled()).toBe(true);
    const add = buttonNamed(page, t.salary.add_milestone);
    await add.click();
    await add.click();
    const description = (i: number) => page.getByTestId(`first_milestones-description-${i}`).innerText();
    await expect.poll(() => Promise.all([0, 1, 2].map(description)), WAIT).toEqual(['1-1: 10%', '2-2: 20%', '3+: 30%']);
    await page.getByRole('button', { name: `${t.salary.delete_milestone} 2` }).click();
    await expect.poll(() => Promise.all([0, 1].map(description)), WAIT).toEqual(['1-2: 10%', '3+: 30%']);
    await page.getByLabel(`${t.salary.first_milestones} ${t.salary.benefit_rate} 2`).fill('30,5');
    await expect.poll(() => description(1), WAIT).toBe('3+: 30,5%');

    await page.getByLabel(`${t.salary.overtime_types[1]} ${t.salary.benefit_rate}`, { exact: true }).fill('155');
    await setEffectiveDate(page, 'en', '2030-01-01');
    await buttonNamed(page, t.save_all).click();
    await expectToast(page, t.saved_new_version.replace('{{date}}', '2030/01/01'));

    const saved = await versionOn('default_salary', '2030-02-01');
    expect(saved.effective_from).toBe('2030-01-01');
    expect(saved.the_first_payroll).toBe('2');
    expect((saved.overtimes as { benefit_rate: number }[])[0]?.benefit_rate).toBe(155);
    expect(
      (saved.pay_calculation_methods as { type: string; reference_days: number; benefit_rate: number }[])
        .filter((m) => m.type === 'the_first_payroll')
        .map((m) => [m.reference_days, m.benefit_rate]),
    ).toEqual([
      [1, 10],
      [3, 30.5],
    ]);
    // Today's rules are untouched: the new version starts in 2030.
    expect((await versionOn('default_salary', '2029-12-31')).the_first_payroll).toBe('1');

    // The history lists it as a future version, and the comparison shows what changed.
    const history = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: t.versions.title }) });
    const futureRow = tableRows(history).filter({ hasText: '2030/01/01' });
    await expectVisible(futureRow.getByText(t.versions.future, { exact: true }));
    await history.getByLabel(t.versions.compare_from).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: '2026/01/01',
      })
      .click();
    await history.getByLabel(t.versions.compare_to).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: '2030/01/01',
      })
      .last()
      .click();
    // The comparison names each change as the form does and shows its values as the screens do.
    const diff = history.locator('.ant-table').last();
    const changed = async () => Promise.all((await tableRows(diff).all()).map(rowTexts));
    const overtime = fill(t.versions.paths.overtime, {
      type: t.salary.overtime_types[1],
      field: t.salary.benefit_rate,
    });
    await expect.poll(changed, WAIT).toContainEqual([overtime, '150%', '155%']);
    expect(await changed()).toContainEqual([
      t.salary.the_first_payroll.label,
      t.salary.the_first_payroll[1],
      t.salary.the_first_payroll[2],
    ]);
    const milestone = fill(t.versions.paths.first_milestone, { n: '2', field: t.salary.benefit_rate });
    expect(await changed()).toContainEqual([milestone, '—', '30,5%']);
    expect((await changed()).flat().join(' ')).not.toMatch(/overtimes|pay_calculation|\[\d\]/);
  });

  test('tax and insurance: steps deleted and added with "from" relinked, a bad rate refused with its message, condition 2 forcing 15 days, saved (ja)', async ({
    page,
  }) => {
    const t = TEXTS.ja.settings;
    await openTab(page, 'ja', 'tax');
    const from = (i: number) => page.getByTestId(`step-from-${i}`).innerText();
    await expect
      .poll(() => Promise.all([0, 1, 2, 3, 4].map(from)), WAIT)
      .toEqual(['0 VND', '10.000.000 VND', '30.000.000 VND', '60.000.000 VND', '100.000.000 VND']);
    // The last step has no upper limit. Deleting it, then adding one: the step that was last gets back its "to", the
    // new step starts there, open, rate + 5.
    await expect.poll(() => page.getByTestId('step-to-4').innerText(), WAIT).toBe(t.tax.no_upper_limit);
    await page.getByRole('button', { name: `${t.tax.delete_step} 5` }).click();
    await expect.poll(() => page.getByTestId('step-to-3').innerText(), WAIT).toBe(t.tax.no_upper_limit);
    await buttonNamed(page, t.tax.add_step).click();
    await expect.poll(() => from(4), WAIT).toBe('100.000.000 VND');
    expect(await inputValue(page, `${t.tax.to} 4`)).toBe('100.000.000');
    expect(await page.getByTestId('step-to-4').innerText()).toBe(t.tax.no_upper_limit);
    expect(await inputValue(page, `${t.tax.rate} 5`)).toBe('35');
    // Deleting a middle step links the next one to the previous "to".
    await page.getByRole('button', { name: `${t.tax.delete_step} 2` }).click();
    await expect
      .poll(() => Promise.all([0, 1, 2, 3].map(from)), WAIT)
      .toEqual(['0 VND', '10.000.000 VND', '60.000.000 VND', '100.000.000 VND']);

    await formItem(page, t.tax.insurance_contribution_conditions).getByText(t.tax.condition_2, { exact: true }).click();
    await expect.poll(() => inputValue(page, t.tax.minimum_days), WAIT).toBe('15');

    // A rate that is not a number with a comma: refused with the shared message, nothing saved.
    const health = formItem(page, TEXTS.ja.messages.fields.com_health_insurance);
    await health.locator('input').fill('3;5');
    await setEffectiveDate(page, 'ja', '2031-01-01');
    await buttonNamed(page, t.save_all).click();
    await expectToast(page, t.invalid);
    await expect
      .poll(() => health.locator('.ant-form-item-explain-error').allInnerTexts(), WAIT)
      .toEqual([
        TEXTS.ja.messages.validation.settings.decimal_format.replace(
          '{{field}}',
          TEXTS.ja.messages.fields.com_health_insurance,
        ),
      ]);
    await health.locator('input').fill('3,5');
    await buttonNamed(page, t.save_all).click();
    await expectToast(page, t.saved_new_version.replace('{{date}}', '2031/01/01'));

    const saved = await versionOn('tax_insurance', '2031-06-01');
    expect(saved.com_health_insurance).toBe(3.5);
    expect(saved.insurance_contribution_conditions).toBe(2);
    expect(saved.minimum_days).toBe(15);
    expect(
      (
        saved.config_progressive_tax_schedule as {
          from_salary: number;
          to_salary: number | null;
          rate_of_tax: number;
        }[]
      ).map((s) => [s.from_salary, s.to_salary, s.rate_of_tax]),
    ).toEqual([
      [0, 10_000_000, 5],
      [10_000_000, 60_000_000, 20],
      [60_000_000, 100_000_000, 30],
      [100_000_000, null, 35],
    ]);
  });

  test('tax and insurance: the comparison of 2023/07/01 and 2026/07/01 shows every figure under its own label, as money (vi)', async ({
    page,
  }) => {
    const t = TEXTS.vi.settings;
    await openTab(page, 'vi', 'tax');
    const history = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: t.versions.title }) });
    for (const [label, date] of [
      [t.versions.compare_from, '2023/07/01'],
      [t.versions.compare_to, '2026/07/01'],
    ] as const) {
      await history.getByLabel(label).click();
      await page
        .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: date })
        .last()
        .click();
    }
    const diff = history.locator('.ant-table').last();
    const changed = async () => Promise.all((await tableRows(diff).all()).map(rowTexts));
    await expect.poll(changed, WAIT).toContainEqual([t.tax.social_health_cap, '36.000.000 VND', '50.600.000 VND']);
    const rows = await changed();
    const cap = rows.find(([label]) => label === fill(t.tax.unemployment_cap, { region: t.tax.region_1_short }));
    expect(cap?.[1]).toBe('93.600.000 VND');
    // A minimum wage row holds a minimum wage (4.680.000 in 2023), never a cap twenty times as large.
    expect(rows.find(([label]) => label === t.tax.region_1)?.[1]).toBe('4.680.000 VND');
    // No unformatted figure: every amount of more than three digits has its dots and VND.
    for (const [, ...values] of rows) for (const value of values) expect(value).not.toMatch(/\d{4}/);
  });

  test('working days and hours: at least one weekday, total leave derived, saved (vi)', async ({ page }) => {
    const t = TEXTS.vi.settings;
    await openTab(page, 'vi', 'work');
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const)
      await page.getByRole('checkbox', { name: t.work.days[day], exact: true }).uncheck();
    await setEffectiveDate(page, 'vi', '2032-01-01');
    await buttonNamed(page, t.save_all).click();
    await expectToast(page, t.invalid);
    await expectItemErrors(page, t.work.week_title, [TEXTS.vi.messages.validation.settings.weekday_required]);

    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const)
      await page.getByRole('checkbox', { name: t.work.days[day], exact: true }).check();
    await page.getByLabel(t.work.basic_leave_days, { exact: true }).fill('14');
    await page.getByLabel(t.work.special_leave_days, { exact: true }).fill('2');
    await expect.poll(() => inputValue(page, t.work.total_leave_days), WAIT).toBe('16');
    await buttonNamed(page, t.save_all).click();
    await expectToast(page, t.saved_new_version.replace('{{date}}', '2032/01/01'));
    const saved = await versionOn('work_schedule', '2032-01-01');
    expect((saved.schedule_week as Record<string, boolean>).saturday).toBe(true);
    expect(saved.annual_vacation_days).toMatchObject({
      basic_leave_days: 14,
      special_leave_days: 2,
      total_leave_days: 16,
    });
  });

  test("restore defaults fills the law of the form's date; unsaved changes ask before switching tab or leaving (en)", async ({
    page,
  }) => {
    const t = TEXTS.en.settings;
    await openTab(page, 'en', 'tax');
    expect(await inputValue(page, t.tax.personal_allowance)).toBe('15.500.000');
    await setEffectiveDate(page, 'en', '2025-06-30');
    await buttonNamed(page, t.restore.button).click();
    const restore = confirmDialog(page, t.restore.title);
    await expectVisible(restore);
    await buttonNamed(restore, t.restore.ok).click();
    await expectToast(page, t.restore.done);
    await expect.poll(() => inputValue(page, t.tax.personal_allowance), WAIT).toBe('11.000.000');
    expect(await inputValue(page, t.tax.base_salary)).toBe('2.340.000');
    expect(await page.getByRole('button', { name: new RegExp(`^${t.tax.delete_step} \\d+$`) }).count()).toBe(7);

    // Switching tab asks; staying keeps the restored values.
    await page.getByRole('tab', { name: t.tabs.salary }).click();
    const ask = confirmDialog(page, TEXTS.en.common.unsaved.title);
    await expectVisible(ask.getByText('You have unsaved changes. Are you sure you want to leave?', { exact: true }));
    await buttonNamed(ask, TEXTS.en.common.unsaved.stay).click();
    expect(await inputValue(page, t.tax.personal_allowance)).toBe('11.000.000');
    expect(await page.getByRole('tab', { name: t.tabs.tax }).getAttribute('aria-selected')).toBe('true');

    // Leaving the page asks too.
    await page.locator('header').getByText(TEXTS.en.common.menu.home, { exact: true }).click();
    const leave = confirmDialog(page, TEXTS.en.common.unsaved.title);
    await expectVisible(leave);
    await buttonNamed(leave, TEXTS.en.common.unsaved.leave).click();
    await expectPath(page, '/');
    // Nothing was saved: today's law is still in force.
    expect((await versionOn('tax_insurance', '2026-12-01')).personal_allowance).toBe(15_500_000);
  });

  test('holidays of a chosen year: added, edited and deleted (ja)', async ({ page }) => {
    const t = TEXTS.ja.settings.holidays;
    const common = TEXTS.ja.common;
    const year = new Date().getFullYear() + 2;
    await openTab(page, 'ja', 'holidays');
    await page.getByRole('combobox', { name: t.year }).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: String(year),
      })
      .click();
    // The yearly holidays repeat in any year; the ones the product adds read in the reader's language.
    const nationalDay = tableRows(page).filter({ hasText: `${year}/09/02` });
    await expectVisible(nationalDay.getByText(MESSAGES.ja.holidays.national_day, { exact: true }));

    await buttonNamed(page, t.add).click();
    let modal = await openDialog(page, t.add_title);
    await modal.getByLabel(t.name, { exact: true }).fill('Company Trip');
    await typeDate(modal.getByLabel(t.date, { exact: true }), `${year}/06/15`);
    await footerButton(modal, common.actions.save).click();
    await expectToast(page, t.created);
    const row = tableRows(page).filter({ hasText: 'Company Trip' });
    await expectVisible(row.getByText(t.types[2], { exact: true }));
    await expectVisible(row.getByText(`${year}/06/15`, { exact: true }));

    await row.getByRole('button', { name: common.actions.edit }).click();
    modal = await openDialog(page, t.edit_title);
    await modal.getByLabel(t.name, { exact: true }).fill('Company Trip Day');
    await pickOptions(modal, page, t.type, [t.types[3]]);
    await footerButton(modal, common.actions.save).click();
    await expectToast(page, t.updated);
    const edited = tableRows(page).filter({ hasText: 'Company Trip Day' });
    await expectVisible(edited.getByText(t.types[3], { exact: true }));

    await edited.getByRole('button', { name: common.actions.delete }).click();
    const confirm = confirmDialog(page, t.delete_title);
    await expectVisible(confirm);
    await buttonNamed(confirm, common.actions.delete).click();
    await expectToast(page, t.deleted);
    await expect.poll(() => tableRows(page).filter({ hasText: 'Company Trip' }).count(), WAIT).toBe(0);
  });
});
