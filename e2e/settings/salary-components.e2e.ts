import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import {
  buttonNamed,
  confirmDialog,
  expectItemErrors,
  expectToast,
  footerButton,
  formItem,
  openDialog,
  pickOptions,
  runTag,
  tableRows,
  typeDate,
} from '../support/antd';
import { admin, expectHidden, expectVisible, signInViaApi, test } from '../support/browser';
import { closeDb } from '../support/db';
import { TEXTS } from '../support/texts';

afterAll(closeDb);

const t = TEXTS.ja.salaryComponents;
const common = TEXTS.ja.common;

async function fillNames(form: Locator, vie: string, jp: string) {
  await form.getByLabel(t.form.name_vie, { exact: true }).fill(vie);
  await form.getByLabel(t.form.name_jp, { exact: true }).fill(jp);
}

async function fillDates(form: Locator, start: string, end: string) {
  await typeDate(formItem(form, t.form.start_date).locator('input'), start);
  await typeDate(formItem(form, t.form.end_date).locator('input'), end);
}

async function save(page: Page, form: Locator) {
  await footerButton(form, common.actions.save).click();
  await expectToast(page, t.messages.saved);
  await expectHidden(form);
}

/** The row of a component by its Japanese name (the name column follows the language). */
const rowOf = (page: Page, name: string) => tableRows(page).filter({ hasText: name });

async function openPage(page: Page, tab = '') {
  await signInViaApi(page, admin().username, admin().password, { language: 'ja' });
  await page.goto(`/settings/salary-component${tab ? `?tab=${tab}` : ''}`);
  await expectVisible(page.getByRole('heading', { level: 1, name: t.title }));
}

describe('salary components', () => {
  test('an allowance for women only: the switched-on criterion and the dates are required (ja)', async ({ page }) => {
    const tag = runTag();
    await openPage(page);
    await expect.poll(() => page.title()).toBe(`${t.title} - ${common.app_name}`);
    // The predefined allowances are seeded, the meal allowance partially taxable.
    await expect.poll(async () => (await rowOf(page, '食事手当').allInnerTexts()).join(' ')).toContain(t.tax['2']);

    await buttonNamed(page, t.add.allowance).click();
    const form = await openDialog(page, t.add.allowance);
    await fillNames(form, `Phụ cấp nữ ${tag}`, `女性手当${tag}`);
    await expectHidden(form.getByLabel(t.form.coefficient, { exact: true }));
    await expectHidden(form.getByLabel(t.form.tax_free_amount, { exact: true }));
    await form.getByLabel(t.form.fix_money, { exact: true }).fill('300000');
    await formItem(form, t.form.scope_of_application).getByRole('radio', { name: t.scope['3'] }).check();
    await form.getByRole('checkbox', { name: t.form.is_sex }).check();
    await footerButton(form, common.actions.save).click();
    await expectItemErrors(form, t.form.sex, ['性別が入力されていません']);
    await expectItemErrors(form, t.form.start_date, ['開始日が入力されていません']);
    await formItem(form, t.form.sex).getByRole('radio', { name: t.sex['0'] }).check();
    await fillDates(form, '2026/01/01', '2026/12/31');
    await save(page, form);
    await expect
      .poll(async () => (await rowOf(page, `女性手当${tag}`).allInnerTexts()).join(' '))
      .toContain('300.000 VND');
  });

  test('a bonus by formula for managers: the end date may not be before the start date (ja)', async ({ page }) => {
    const tag = runTag();
    await openPage(page);
    await page.getByRole('tab', { name: t.tabs.bonus }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=bonus');
    await buttonNamed(page, t.add.bonus).click();
    const form = await openDialog(page, t.add.bonus);
    await fillNames(form, `Thưởng quản lý ${tag}`, `管理職賞与${tag}`);
    await formItem(form, t.form.application_method).getByRole('radio', { name: t.method['2'] }).check();
    await expectHidden(form.getByLabel(t.form.fix_money, { exact: true }));
    await form.getByLabel(t.form.coefficient, { exact: true }).fill('1.5');
    await formItem(form, t.form.scope_of_application).getByRole('radio', { name: t.scope['3'] }).check();
    await form.getByRole('checkbox', { name: t.form.is_position }).check();
    await pickOptions(form, page, t.form.position_id, [common.roles.manager]);
    await fillDates(form, '2026/06/30', '2026/06/01');
    await footerButton(form, common.actions.save).click();
    await expectItemErrors(form, t.form.end_date, ['終了日は開始日より後の日付にしてください']);
    await fillDates(form, '2026/06/01', '2026/06/30');
    await expectItemErrors(form, t.form.end_date, []);
    await save(page, form);
    await expect.poll(async () => (await rowOf(page, `管理職賞与${tag}`).allInnerTexts()).join(' ')).toContain('1,5');
  });

  test('a deduction for one department is created, filtered, reopened and deleted (ja)', async ({ page }) => {
    const tag = runTag();
    await openPage(page, 'deduction');
    await buttonNamed(page, t.add.deduction).click();
    let form = await openDialog(page, t.add.deduction);
    await fillNames(form, `Khấu trừ ${tag}`, `控除${tag}`);
    await formItem(form, t.form.application_method).getByRole('radio', { name: t.method['3'] }).check();
    await pickOptions(form, page, t.form.tax_calculation, [t.tax['2']]);
    await form.getByLabel(t.form.tax_free_amount, { exact: true }).fill('100000');
    await formItem(form, t.form.overtime_condition).getByRole('radio', { name: t.yes_no['1'] }).check();
    await form.getByLabel(t.form.minimum_number_days, { exact: true }).fill('2');
    await formItem(form, t.form.scope_of_application).getByRole('radio', { name: t.scope['3'] }).check();
    await form.getByRole('checkbox', { name: t.form.is_department }).check();
    await footerButton(form, common.actions.save).click();
    await expectToast(page, t.messages.invalid);
    await expectItemErrors(form, t.form.department_id, ['部署が入力されていません']);
    await expectItemErrors(form, t.form.end_date, ['終了日が入力されていません']);
    await pickOptions(form, page, t.form.department_id, ['Production Line A']);
    await expectItemErrors(form, t.form.department_id, []);
    await fillDates(form, '2026/03/01', '2026/03/31');
    await save(page, form);
    const deduction = rowOf(page, `控除${tag}`);
    await expect.poll(async () => (await deduction.allInnerTexts()).join(' ')).toContain(t.scope['3']);

    // Filter by scope and status; clear.
    await pickOptions(page, page, t.filter.scope, [t.scope['3']]);
    await buttonNamed(page, t.filter.search).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=deduction&scope=3');
    await expectVisible(deduction);
    await pickOptions(page, page, t.filter.status, [t.status['0']]);
    await buttonNamed(page, t.filter.search).click();
    await expect.poll(() => tableRows(page).count()).toBe(0);
    await buttonNamed(page, t.filter.clear).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=deduction');
    await expectVisible(deduction);

    // Edit shows the saved conditions; delete asks first.
    await deduction.getByRole('button', { name: common.actions.edit, exact: true }).click();
    form = await openDialog(page, t.edit.deduction);
    expect(await form.getByRole('checkbox', { name: t.form.is_department }).isChecked()).toBe(true);
    await expect.poll(() => form.getByLabel(t.form.minimum_number_days, { exact: true }).inputValue()).toBe('2');
    await footerButton(form, common.actions.cancel).click();
    await expectHidden(form);
    await deduction.getByRole('button', { name: common.actions.delete, exact: true }).click();
    const confirm = confirmDialog(page, t.delete_confirm.title);
    await expectVisible(confirm);
    await buttonNamed(confirm, common.actions.delete).click();
    await expectToast(page, t.messages.deleted);
    await expect.poll(() => deduction.count()).toBe(0);
  });
});
