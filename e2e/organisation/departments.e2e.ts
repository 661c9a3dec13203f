import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import {
  buttonNamed,
  confirmDialog,
  createDepartmentViaApi,
  describedValue,
  expectRows,
  expectToast,
  footerButton,
  formItem,
  openDialog,
  pickOptions,
  runTag,
  selectedTexts,
  settled,
  tableRows,
} from '../support/antd';
import { admin, expectHidden, expectPath, expectText, expectVisible, signInViaApi, test } from '../support/browser';
import { closeDb, createUser } from '../support/db';
import { counted, fill, MESSAGES, TEXTS } from '../support/texts';

afterAll(closeDb);

/** Filters the department list by department ID as a person does: type it, press Enter. */
async function filterById(page: Page, language: 'ja' | 'vi', code: string) {
  const t = TEXTS[language].departments;
  const box = page.getByRole('textbox', { name: t.filters.department_id, exact: true });
  await box.fill(code);
  await box.press('Enter');
  await expectPath(page, `/department?department_id=${code}`);
}

describe('departments', () => {
  test('a department created with two shift groups shows in the list with its number of employees, and in its detail (ja)', async ({
    page,
  }) => {
    const t = TEXTS.ja.departments;
    const common = TEXTS.ja.common;
    const tag = runTag();
    const code = `E2E-${tag.toUpperCase()}`;
    const name = `E2E 製造 ${tag}`;
    await signInViaApi(page, admin().username, admin().password, { language: 'ja' });
    await page.goto('/department');
    await expectVisible(page.locator('.ant-card-head-title').getByText(t.title, { exact: true }));

    await buttonNamed(page, common.actions.new).click();
    const modal = await openDialog(page, t.form.create_title);
    await modal.getByLabel(t.form.department_id, { exact: true }).fill(code);
    await modal.getByLabel(t.form.name, { exact: true }).fill(name);
    await pickOptions(modal, page, t.form.type, ['Production']);
    await pickOptions(modal, page, t.form.shifts, ['Morning shift', 'Afternoon shift']);
    expect(await selectedTexts(modal, t.form.shifts)).toEqual([
      'Morning shift (06:00 - 14:00)',
      'Afternoon shift (14:00 - 22:00)',
    ]);
    await footerButton(modal, common.actions.save).click();
    await expectToast(page, t.messages.created);
    await expectHidden(modal);

    await filterById(page, 'ja', code);
    // No, name, ID, number of employees, actions (Detail and the two icon buttons read nothing).
    await expectRows(page, [['1', name, code, '0', common.actions.detail]]);

    // A person joins the department: the list counts them.
    await createUser({ department: code, lastName: `Member ${tag}` });
    await page.reload();
    await expectRows(page, [['1', name, code, '1', common.actions.detail]]);

    await tableRows(page).getByRole('link', { name: common.actions.detail, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/department\/\d+$/);
    const cell = (label: string) => describedValue(page, label);
    await expectText(cell(t.detail.department_id), code);
    await expectText(cell(t.detail.name), name);
    await expectText(cell(t.detail.type), 'Production');
    await expectText(cell(t.detail.leader), common.empty);
    await expectText(cell(t.detail.employees), '1');
    await expectText(cell(t.detail.shifts), '2');
    await expectVisible(page.getByText(t.plans.title, { exact: true }));

    // Edit shows the two shift groups chosen.
    await buttonNamed(page, common.actions.edit).click();
    const edit = await openDialog(page, t.form.edit_title);
    await expect
      .poll(() => selectedTexts(edit, t.form.shifts))
      .toEqual(['Morning shift (06:00 - 14:00)', 'Afternoon shift (14:00 - 22:00)']);
    expect(await formItem(edit, t.form.department_id).locator('input').inputValue()).toBe(code);
    await footerButton(edit, common.actions.cancel).click();
    await expectHidden(edit);
  });

  test('deleting a department that still has people is refused with the server message, and the department stays (vi)', async ({
    page,
  }) => {
    const t = TEXTS.vi.departments;
    const common = TEXTS.vi.common;
    const tag = runTag();
    const code = `E2E-DEL-${tag.toUpperCase()}`;
    const name = `E2E Xưởng ${tag}`;
    await createDepartmentViaApi({ code, name, type: 'Production', shifts: ['Morning shift'] });
    await createUser({ department: code, lastName: `Stays ${tag}` });
    await createUser({ department: code, lastName: `Stays too ${tag}` });

    await signInViaApi(page, admin().username, admin().password, { language: 'vi' });
    await page.goto('/department');
    await filterById(page, 'vi', code);
    await expectRows(page, [['1', name, code, '2', common.actions.detail]]);

    await tableRows(page).getByRole('button', { name: common.actions.delete, exact: true }).click();
    const confirm = confirmDialog(page, t.delete_confirm.title);
    await settled(confirm);
    await expectText(confirm.locator('.ant-modal-confirm-content'), fill(t.delete_confirm.content, { name }));
    await buttonNamed(confirm, common.actions.delete).click();

    await expectToast(page, counted(MESSAGES.vi.errors, 'department_has_users', 'vi', 2));
    await expectHidden(confirm);
    await page.reload();
    await expectRows(page, [['1', name, code, '2', common.actions.detail]]);
  });
});
