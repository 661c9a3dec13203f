import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import {
  adminApi,
  buttonNamed,
  confirmDialog,
  createDepartmentViaApi,
  expectToast,
  formItem,
  pickOption,
  pickOptions,
  runTag,
  tableRows,
  typeDate,
} from '../support/antd';
import { admin, expectPath, expectVisible, signInViaApi, test } from '../support/browser';
import { closeDb, createUser } from '../support/db';
import { counted, MESSAGES, TEXTS } from '../support/texts';

afterAll(closeDb);

const WAIT = { timeout: 15_000, interval: 100 };

/** A bonus or deduction component of the settings, made through the API. */
async function component(kind: 'bonus' | 'deduction', name: string, fields: Record<string, unknown>) {
  return adminApi<{ id: number }>('POST', 'salary_component', {
    salary_component_type: kind,
    salary_component_name_vie: name,
    salary_component_name_jp: name,
    application_method: 3,
    apply_by_formula: 'month',
    tax_calculation: 1,
    attendance_condition: 0,
    overtime_condition: 0,
    scope_of_application: 1,
    ...fields,
  });
}

/** A future date typed the app's way (YYYY/MM/DD), `days` from today. */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '/');

async function pickStaff(page: Page, label: string, person: { staffId: string }) {
  const select = formItem(page, label).locator('.ant-select');
  await select.click();
  await page.keyboard.type(person.staffId);
  const option = page.locator('.ant-select-item-option').filter({ hasText: person.staffId });
  await expect.poll(() => option.count(), WAIT).toBe(1);
  await option.click();
}

describe('payroll data', () => {
  test('a bonus for a department: fixed amount, matching people counted, locked, back to the list (vi)', async ({
    page,
  }) => {
    const t = TEXTS.vi.payrollData;
    const tag = runTag();
    const code = `B${tag}`.slice(0, 8).toUpperCase();
    const department = await createDepartmentViaApi({
      code,
      name: `Bonus dept ${tag}`,
      type: 'Production',
      shifts: ['Morning shift'],
    });
    const first = await createUser({ department: code, lastName: `Bonus ${tag}`, staffRecord: true });
    const second = await createUser({ department: code, lastName: `Bonus two ${tag}`, staffRecord: true });
    const name = `Thưởng phòng ${tag}`;
    await component('bonus', name, {
      application_method: 1,
      fix_money: 300_000,
      scope_of_application: 3,
      is_department: 1,
      department_id: department.id,
      start_date: '2020-01-01',
      end_date: '2099-12-31',
    });

    await signInViaApi(page, admin().username, admin().password, { language: 'vi' });
    await page.goto('/payroll-data/bonus/create');
    await pickOption(page, formItem(page, t.form.component_bonus).locator('.ant-select'), name);
    await expect.poll(() => formItem(page, t.form.value).locator('input').inputValue(), WAIT).toBe('300.000');
    // A fixed amount is the component's own: shown, not typed (the server refuses another one).
    expect(await formItem(page, t.form.value).locator('input').getAttribute('readonly')).not.toBeNull();
    await expectVisible(page.getByText(t.scopes['3']));
    await typeDate(formItem(page, t.form.date_bonus).locator('input'), dayAhead(40));
    await page.getByRole('checkbox', { name: t.form.by_department }).check();
    await pickOptions(page, page, t.form.departments, [`Bonus dept ${tag}`]);
    await expectVisible(page.getByText(counted(t.form, 'matching', 'vi', 2)));
    await buttonNamed(page, t.form.save).click();
    await expectToast(page, 'Tạo mới thành công.');
    await expect.poll(() => buttonNamed(page, t.form.save).isDisabled(), WAIT).toBe(true);
    await expectPath(page, '/payroll-data/bonus-list');

    await page.getByLabel(t.filters.name_bonus, { exact: true }).fill(name);
    await buttonNamed(page, TEXTS.vi.common.actions.search).click();
    await expect.poll(() => tableRows(page).count(), WAIT).toBe(2);
    const texts = (await tableRows(page).allInnerTexts()).join(' ');
    expect(texts).toContain(first.staffId);
    expect(texts).toContain(second.staffId);
    expect(texts).toContain('300.000 VND');
    await tableRows(page).filter({ hasText: first.staffId }).click();
    await expectVisible(page.getByText(first.name));
  });

  test('a deduction for two picked people, then both deleted at once; leaving a draft asks first (en)', async ({
    page,
  }) => {
    const t = TEXTS.en.payrollData;
    const tag = runTag();
    const one = await createUser({ lastName: `Deduct ${tag}`, staffRecord: true });
    const two = await createUser({ lastName: `Deduct two ${tag}`, staffRecord: true });
    const name = `Deduction ${tag}`;
    await component('deduction', name, {});

    await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto('/payroll-data/deduction/create');
    await pickOption(page, formItem(page, t.form.component_deduction).locator('.ant-select'), name);
    await buttonNamed(page, t.form.save).click();
    await expectVisible(page.getByText(t.validation.recipients));
    await typeDate(formItem(page, t.form.date_deduction).locator('input'), dayAhead(45));
    await page.getByLabel(t.form.value, { exact: true }).fill('250000');
    await pickStaff(page, t.form.staff, one);
    await pickStaff(page, t.form.staff, two);
    await page.keyboard.press('Escape');

    // Leaving with the draft asks first; staying keeps it.
    await buttonNamed(page, t.form.back).click();
    const prompt = confirmDialog(page, TEXTS.en.common.unsaved.title);
    await expectVisible(prompt);
    await buttonNamed(prompt, TEXTS.en.common.unsaved.stay).click();
    await expectPath(page, '/payroll-data/deduction/create');

    await buttonNamed(page, t.form.save).click();
    await expectToast(page, t.messages.created);
    await expectPath(page, '/payroll-data/deduction-list');
    await page.getByLabel(t.filters.name_deduction, { exact: true }).fill(name);
    await buttonNamed(page, TEXTS.en.common.actions.search).click();
    await expect.poll(() => tableRows(page).count(), WAIT).toBe(2);
    expect((await tableRows(page).allInnerTexts()).join(' ')).toContain('250.000 VND');

    for (const row of await tableRows(page).all()) await row.locator('.ant-checkbox-input').check();
    await buttonNamed(page, counted(t.list, 'delete_selected', 'en', 2)).click();
    const ask = confirmDialog(page, t.delete_confirm.title);
    await buttonNamed(ask, TEXTS.en.common.actions.delete).click();
    await expectToast(page, t.messages.deleted_deduction);
    await expect.poll(() => tableRows(page).count(), WAIT).toBe(0);
  });

  test('a shift change from the standard working time: shown, the desired shift saved and listed (ja)', async ({
    page,
  }) => {
    const t = TEXTS.ja.payrollData;
    const tag = runTag();
    // No shift group (as a person made on /staff/create): planned on the settings' standard working time.
    const person = await createUser({ lastName: `Swap ${tag}` });
    const standard = MESSAGES.ja.payroll_data.standard_working_time;

    await signInViaApi(page, admin().username, admin().password, { language: 'ja' });
    await page.goto('/payroll-data/shift-change/create');
    await pickStaff(page, t.shift.staff, person);
    await typeDate(formItem(page, t.shift.date_change).locator('input'), dayAhead(20));
    await expectVisible(page.getByText(new RegExp(`${standard} \\(\\d\\d:\\d\\d - \\d\\d:\\d\\d\\)`)));
    await pickOption(page, formItem(page, t.shift.desired).locator('.ant-select'), 'Night shift');
    await page.getByLabel(t.shift.reason, { exact: true }).fill(`Swap ${tag}`);
    await buttonNamed(page, t.form.save).click();
    await expectToast(page, t.messages.created);
    await expectPath(page, '/payroll-data/shift-change');
    await page.getByLabel(t.filters.alias_id, { exact: true }).fill(person.staffId);
    await buttonNamed(page, TEXTS.ja.common.actions.search).click();
    await expect.poll(() => tableRows(page).count(), WAIT).toBe(1);
    const row = (await tableRows(page).first().innerText()).replace(/\s+/g, ' ');
    expect(row).toContain(standard);
    expect(row).toContain('Night shift');
    expect(row).toContain(dayAhead(20));
  });
});
