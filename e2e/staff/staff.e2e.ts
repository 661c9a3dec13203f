import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import {
  buttonNamed,
  confirmDialog,
  expectItemErrors,
  expectToast,
  expectToastGone,
  footerButton,
  formItem,
  openDialog,
  pickOptions,
  tableRows,
  typeDate,
} from '../support/antd';
import { admin, expectHidden, expectPath, expectVisible, signInViaApi, test } from '../support/browser';
import { closeDb, createUser } from '../support/db';
import { fill, type Language, MESSAGES, TEXTS } from '../support/texts';
import { seedStaff, uniqueDigits } from './seed';

afterAll(closeDb);

const WAIT = { timeout: 15_000, interval: 100 };

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
async function openTab(page: Page, name: string): Promise<void> {
  await tab(page, name).click();
  await expectVisible(page.getByRole('tab', { name, selected: true }));
}
/** The form of a tab by its antd name (its id). */
const tabForm = (page: Page, name: 'general' | 'salary' | 'tax') => page.locator(`form#staff-${name}`);
const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });
async function expectRecordPath(page: Page, id?: number): Promise<number> {
  await expect.poll(() => new URL(page.url()).pathname, WAIT).toMatch(/^\/staff\/\d+$/);
  const found = Number(new URL(page.url()).pathname.split('/').at(-1));
  if (id !== undefined) expect(found).toBe(id);
  return found;
}

/** Fills the general tab of a new staff member with valid values (the citizen ID given). */
async function fillGeneral(page: Page, language: Language, values: { alias: string; name: string; citizen: string }) {
  const t = TEXTS[language].staff;
  const common = TEXTS[language].common;
  const form = tabForm(page, 'general');
  const digits = values.citizen.slice(-9);
  await field(form, t.fields.alias_id).fill(values.alias);
  await field(form, t.fields.full_name).fill(values.name);
  await typeDate(field(form, t.fields.dob), '1992/08/15');
  await field(form, t.fields.citize_id_card).fill(values.citizen);
  await field(form, t.fields.phone_number).fill(`+848${digits.slice(1)}`);
  await field(form, t.fields.email).fill(`${values.alias.toLowerCase()}@e2e.example`);
  await pickOptions(form, page, t.fields.status, [MESSAGES[language].staff.statuses['2']]);
  await pickOptions(form, page, t.fields.department_id, ['Production Line A']);
  await pickOptions(form, page, t.fields.role_id, [common.roles.employee]);
  await typeDate(field(form, t.fields.probation_start_date), '2025/01/06');
  await typeDate(field(form, t.fields.official_start_date), '2025/03/03');
}

describe('staff records', () => {
  test('a person is created through every tab with the defaults of a new staff and opens 3 s later (en)', async ({
    page,
  }) => {
    const t = TEXTS.en.staff;
    const digits = uniqueDigits();
    const alias = `NEW${digits}`;
    await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto('/staff');
    await buttonNamed(page, t.actions.add).click();
    await expectPath(page, '/staff/create');

    // General information: the defaults are male and single; the spouse search shows only when married.
    const general = tabForm(page, 'general');
    await expect.poll(() => field(general, TEXTS.en.common.genders['1']).isChecked(), WAIT).toBe(true);
    expect(await field(general, t.marital['1']).isChecked()).toBe(true);
    expect(await formItem(general, t.fields.marital_id).count()).toBe(0);
    await fillGeneral(page, 'en', { alias, name: 'Phạm Minh Đức', citizen: `001${digits}` });
    await field(general, t.marital['2']).check();
    await expectVisible(formItem(general, t.fields.marital_id));
    await field(general, t.marital['1']).check();
    await expectHidden(formItem(general, t.fields.marital_id));

    // Leaving with unsaved changes asks first; Stay keeps the form.
    await buttonNamed(page, t.actions.back).click();
    const leave = confirmDialog(page, TEXTS.en.common.unsaved.title);
    await expectVisible(leave.getByText(TEXTS.en.common.unsaved.content));
    await buttonNamed(leave, TEXTS.en.common.unsaved.stay).click();
    await expectHidden(leave);
    await expectPath(page, '/staff/create');
    expect(await field(general, t.fields.alias_id).inputValue()).toBe(alias);

    // Current salary: rate 100 by default, typed with a decimal comma; an allowance code fills name, amount, method.
    await openTab(page, t.tabs.salary);
    const salary = tabForm(page, 'salary');
    await expect.poll(() => field(salary, t.fields.salary_rate).inputValue(), WAIT).toBe('100');
    await typeDate(field(salary, t.fields.effective_date), '2025/01/06');
    await field(salary, t.fields.basic_salary).fill('15000000');
    await field(salary, t.fields.salary_rate).fill('99,5');
    await buttonNamed(salary, t.actions.add_allowance).click();
    await pickOptions(salary, page, `${t.fields.allowances_code} 1`, [MESSAGES.en.staff.allowances.meal]);
    await expect
      .poll(() => field(salary, `${t.fields.allowances_name} 1`).inputValue(), WAIT)
      .toBe(MESSAGES.en.staff.allowances.meal);
    await expect.poll(() => field(salary, `${t.fields.quantity} 1`).inputValue(), WAIT).toBe('500.000');

    // Insurance and tax: joining and progressive by default; a dependent.
    await openTab(page, t.tabs.tax);
    const tax = tabForm(page, 'tax');
    await expect.poll(() => field(tax, t.insurance['1']).isChecked(), WAIT).toBe(true);
    await expectVisible(formItem(tax, t.fields.applicable_tax_type).getByText(t.tax_types['2'], { exact: true }));
    await field(tax, t.fields.insurance_number).fill(`BH${digits}`);
    await field(tax, t.fields.personal_tax_code).fill(`MST${digits}`);
    await buttonNamed(tax, t.actions.add_dependent).click();
    await field(tax, `${t.fields.full_name} 1`).fill('Phạm Thị Lan');
    await field(tax, `${t.fields.relationship} 1`).fill('Con gái');
    await typeDate(field(tax, `${t.fields.birth_date} 1`), '2018/04/02');

    await buttonNamed(page, t.actions.save_new).click();
    await expectToast(page, t.messages.created);
    await expectVisible(page.getByText(t.detail.redirecting));
    const id = await expectRecordPath(page);

    // The record shows what was saved: the pay configuration in the pay history, the dependent.
    await expectVisible(page.locator('h1', { hasText: 'Phạm Minh Đức' }));
    await openTab(page, t.tabs.salary);
    const history = page.getByRole('table', { name: t.detail.pay_history });
    await expect
      .poll(
        async () => (await tableRows(page.locator('.ant-table').filter({ has: history })).allInnerTexts()).join('|'),
        WAIT,
      )
      .toMatch(/2025\/01\/06.*15\.000\.000 VND.*99,5%/s);
    await openTab(page, t.tabs.tax);
    await expect
      .poll(() => field(tabForm(page, 'tax'), `${t.fields.full_name} 1`).inputValue(), WAIT)
      .toBe('Phạm Thị Lan');
    expect(id).toBeGreaterThan(0);
  });

  test('each tab of a saved record is edited; a new department is confirmed first (ja)', async ({ page }) => {
    const t = TEXTS.ja.staff;
    const [person, spouse] = [await seedStaff(), await seedStaff()];
    await signInViaApi(page, admin().username, admin().password, { language: 'ja' });
    await page.goto(`/staff/${person.id}`);
    const general = tabForm(page, 'general');
    await expect.poll(() => field(general, t.fields.alias_id).inputValue(), WAIT).toBe(person.alias_id);

    // General information: married to a colleague found by the spouse search, a new phone and another department
    // (asked first).
    await field(general, t.marital['2']).check();
    const spouseSelect = formItem(general, t.fields.marital_id);
    await spouseSelect.locator('input').fill(spouse.alias_id);
    const option = page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: spouse.alias_id });
    await expectVisible(option);
    await option.click();
    await field(general, t.fields.phone_number).fill(`+8470${uniqueDigits().slice(2)}`);
    await pickOptions(general, page, t.fields.department_id, ['Production Line B']);
    await buttonNamed(page, t.actions.save_changes).click();
    const ask = confirmDialog(page, t.confirm.department_title);
    await expectVisible(ask.getByText(t.confirm.department_content));
    await buttonNamed(ask, t.confirm.department_ok).click();
    await expectToast(page, t.messages.updated);

    // Current salary: a new basic salary is a new configuration; the old one stays in the history.
    await openTab(page, t.tabs.salary);
    const salary = tabForm(page, 'salary');
    await expect.poll(() => field(salary, t.fields.basic_salary).inputValue(), WAIT).toBe('12.000.000');
    await field(salary, t.fields.basic_salary).fill('13500000');
    await buttonNamed(page, t.actions.save_changes).click();
    await expectToast(page, t.messages.config_saved);
    const history = page.locator('.ant-table').filter({ has: page.getByRole('table', { name: t.detail.pay_history }) });
    await expect.poll(() => tableRows(history).count(), WAIT).toBe(2);
    await expect
      .poll(async () => (await tableRows(history).first().innerText()).includes('13.500.000 VND'), WAIT)
      .toBe(true);

    // Insurance and tax: not joining clears and disables the number and the contribution salary.
    await openTab(page, t.tabs.tax);
    const tax = tabForm(page, 'tax');
    await expect.poll(() => field(tax, t.fields.insurance_number).inputValue(), WAIT).not.toBe('');
    await field(tax, t.insurance['0']).check();
    await expect.poll(() => field(tax, t.fields.insurance_number).inputValue(), WAIT).toBe('');
    expect(await field(tax, t.fields.insurance_number).isDisabled()).toBe(true);
    expect(await field(tax, t.fields.insurance_contribution_salary).isDisabled()).toBe(true);
    await expectToastGone(page, t.messages.updated); // the general tab's, a few seconds ago
    await buttonNamed(page, t.actions.save_changes).click();
    await expectToast(page, t.messages.updated);
    // A new profile beside the old one (never overwritten), newest first.
    const taxHistory = page
      .locator('.ant-table')
      .filter({ has: page.getByRole('table', { name: t.detail.tax_history }) });
    await expect.poll(() => tableRows(taxHistory).count(), WAIT).toBe(2);
    await expect
      .poll(async () => (await tableRows(taxHistory).first().innerText()).includes(t.insurance['0']), WAIT)
      .toBe(true);

    // Read back after a reload.
    await page.reload();
    await expect.poll(() => selectedDepartment(page, t.fields.department_id), WAIT).toBe('Production Line B');
    await expect
      .poll(() => formItem(tabForm(page, 'general'), t.fields.marital_id).innerText(), WAIT)
      .toContain(spouse.full_name ?? spouse.name);
    await openTab(page, t.tabs.tax);
    await expect.poll(() => field(tabForm(page, 'tax'), t.insurance['0']).isChecked(), WAIT).toBe(true);
  });

  test('a row is edited in the list: an emptied name asks to check the data, a valid one is saved (vi)', async ({
    page,
  }) => {
    const t = TEXTS.vi.staff;
    const person = await seedStaff();
    await signInViaApi(page, admin().username, admin().password, { language: 'vi' });
    // The filter goes into the address.
    await page.goto('/staff');
    await page.getByLabel(t.filters.keyword, { exact: true }).fill(person.alias_id);
    await buttonNamed(page, TEXTS.vi.common.actions.search).click();
    await expectPath(page, `/staff?keyword=${person.alias_id}`);
    const row = tableRows(page).filter({ hasText: person.alias_id });
    await expectVisible(row);
    await expect.poll(() => tableRows(page).count(), WAIT).toBe(1);
    await row.getByRole('button', { name: fill(t.actions.edit_row, { name: person.name }), exact: true }).click();
    const name = row.getByRole('textbox', { name: t.columns.full_name, exact: true });
    await name.fill('');
    await row.getByRole('button', { name: t.actions.save_row, exact: true }).click();
    await expectToast(page, t.messages.check_entered);
    await name.fill('Lê Hoàng Nam');
    await row.getByRole('button', { name: t.actions.save_row, exact: true }).click();
    await expectToast(page, t.messages.updated);
    await expectVisible(row.getByRole('link', { name: 'Lê Hoàng Nam', exact: true }));
    // A row click opens the record.
    await row.locator('td').nth(1).click();
    await expectRecordPath(page, person.id);
  });

  test('a citizen ID already taken shows under its field on the general tab, with a toast (ja)', async ({ page }) => {
    const t = TEXTS.ja.staff;
    const taken = await seedStaff();
    const digits = uniqueDigits();
    await signInViaApi(page, admin().username, admin().password, { language: 'ja' });
    await page.goto('/staff/create');
    await fillGeneral(page, 'ja', { alias: `DUP${digits}`, name: 'Võ Thanh Tâm', citizen: taken.body.citize_id_card });
    await openTab(page, t.tabs.salary);
    await typeDate(field(tabForm(page, 'salary'), t.fields.effective_date), '2025/01/06');
    await field(tabForm(page, 'salary'), t.fields.basic_salary).fill('9000000');
    await openTab(page, t.tabs.tax);
    await field(tabForm(page, 'tax'), t.fields.insurance_number).fill(`BH${digits}`);
    await buttonNamed(page, t.actions.save_new).click();
    await expectToast(page, MESSAGES.ja.errors.duplicate_citize_id_card);
    await expectVisible(page.getByRole('tab', { name: t.tabs.general, selected: true }));
    await expectItemErrors(tabForm(page, 'general'), t.fields.citize_id_card, [
      MESSAGES.ja.validation.staff.citize_id_taken,
    ]);
    await expectPath(page, '/staff/create');
  });

  test('a deleted person is restored by staff code from quick add and opens 1 s later (en)', async ({ page }) => {
    const t = TEXTS.en.staff;
    const person = await seedStaff();
    await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto(`/staff?keyword=${person.alias_id}`);
    const row = tableRows(page).filter({ hasText: person.alias_id });
    await row.getByRole('button', { name: TEXTS.en.common.actions.delete, exact: true }).click();
    const ask = confirmDialog(page, t.confirm.delete_title);
    await expectVisible(ask.getByText(fill(t.confirm.delete_content, { name: person.name, alias: person.alias_id })));
    await buttonNamed(ask, TEXTS.en.common.actions.delete).click();
    await expectToast(page, t.messages.deleted);
    await expectHidden(row);

    await buttonNamed(page, t.actions.quick_add).click();
    const modal = await openDialog(page, t.quick_add.title);
    const digits = uniqueDigits();
    await field(modal, t.fields.alias_id).fill(person.alias_id);
    await field(modal, t.fields.full_name).fill('Đặng Văn Hùng');
    await typeDate(field(modal, t.fields.dob), '1988/02/29');
    await field(modal, t.fields.citize_id_card).fill(`002${digits}`);
    await field(modal, t.fields.phone_number).fill(`+847${digits.slice(1)}`);
    await pickOptions(modal, page, t.fields.department_id, ['Production Line A']);
    await pickOptions(modal, page, t.fields.role_id, [TEXTS.en.common.roles.employee]);
    await pickOptions(modal, page, t.fields.status, [MESSAGES.en.staff.statuses['1']]);
    await typeDate(field(modal, t.fields.effective_date), '2025/01/06');
    await field(modal, t.fields.basic_salary).fill('8000000');
    await field(modal, t.fields.insurance_number).fill(`BH${digits}`);
    await footerButton(modal, TEXTS.en.common.actions.save).click();

    const restore = confirmDialog(page, t.confirm.restore_title);
    await expectVisible(restore.getByText(MESSAGES.en.errors.alias_id_deleted));
    await buttonNamed(restore, t.actions.restore).click();
    await expectToast(page, t.messages.restored);
    await expectRecordPath(page, person.id);
    await expect
      .poll(() => field(tabForm(page, 'general'), t.fields.alias_id).inputValue(), WAIT)
      .toBe(person.alias_id);
  });

  test('a work history is added, prefilled "joined the company" on the official start, and opened (en)', async ({
    page,
  }) => {
    const t = TEXTS.en.staff;
    const person = await seedStaff();
    await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto(`/staff/${person.id}`);
    await openTab(page, t.tabs.histories);
    await buttonNamed(page, t.actions.add_history).click();
    const modal = await openDialog(page, t.history.add_title);
    await expect
      .poll(() => field(modal, t.fields.title).inputValue(), WAIT)
      .toBe(MESSAGES.en.staff.first_history_title);
    await expect.poll(() => field(modal, t.fields.start_date).inputValue(), WAIT).toBe('2024/03/01');
    await field(modal, t.fields.note).fill('Production line operator');
    await footerButton(modal, TEXTS.en.common.actions.save).click();
    await expectToast(page, t.messages.history_created);
    const row = tableRows(page.getByRole('tabpanel')).filter({ hasText: MESSAGES.en.staff.first_history_title });
    await expectVisible(row.getByText(t.detail.active, { exact: true }));
    await row
      .getByRole('button', { name: fill(t.actions.open_history, { title: MESSAGES.en.staff.first_history_title }) })
      .click();
    await expect
      .poll(() => new URL(page.url()).pathname, WAIT)
      .toMatch(new RegExp(`^/staff/${person.id}/history/\\d+$`));
    await expect.poll(() => field(page, t.fields.title).inputValue(), WAIT).toBe(MESSAGES.en.staff.first_history_title);
    await expectVisible(buttonNamed(page, t.actions.save_changes));
  });

  test('a reader without the pay-view flag sees no pay field, tab or column (head of factory, en)', async ({
    page,
  }) => {
    const t = TEXTS.en.staff;
    const person = await seedStaff();
    const reader = await createUser({ roleId: 4, username: 'e2e.factory' });
    await signInViaApi(page, reader.username, reader.password, { language: 'en' });
    await page.goto(`/staff?keyword=${person.alias_id}`);
    await expectVisible(tableRows(page).filter({ hasText: person.alias_id }));
    const headers = await page.locator('.ant-table-thead th').allInnerTexts();
    expect(headers).not.toContain(t.columns.basic_salary);
    await page.goto(`/staff/${person.id}`);
    const general = tabForm(page, 'general');
    await expect.poll(() => field(general, t.fields.alias_id).inputValue(), WAIT).toBe(person.alias_id);
    for (const label of [t.fields.citize_id_card, t.fields.bank_name, t.fields.bank_account_number])
      expect(await formItem(general, label).count(), label).toBe(0);
    await expectVisible(tab(page, t.tabs.histories));
    for (const name of [t.tabs.salary, t.tabs.tax, t.tabs.changes]) expect(await tab(page, name).count(), name).toBe(0);
    expect(await buttonNamed(page, t.actions.save_changes).count()).toBe(0);
    expect(await page.getByText('12.000.000').count()).toBe(0);
  });
});

/** The department a Select shows (its title). */
async function selectedDepartment(page: Page, label: string): Promise<string> {
  return (
    (await formItem(tabForm(page, 'general'), label)
      .locator('.ant-select-content-has-value')
      .getAttribute('title', { timeout: 1_000 })
      .catch(() => null)) ?? ''
  );
}
