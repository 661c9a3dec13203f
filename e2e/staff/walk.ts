import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { adminApi, buttonNamed, tableRows } from '../support/antd';
import { checkScreen, type Width } from '../support/axe';
import { expectVisible } from '../support/browser';
import { counted, type Language, TEXTS } from '../support/texts';
import { type At, checkDialog, checkPage, checkTab, closeDialog, WAIT, visit } from '../support/walk';
import { seedStaff } from './seed';

/**
 * The staff screens (issue 27) for the screen walk (a11y/screens.e2e.ts) and staff/a11y.e2e.ts: the list with the
 * quick add and import dialogs and a row in inline edit, the create form's tabs, a saved record's tabs (work histories with their
 * dialog, change log), and a work history's page. The administrator is signed in; `at` names the place.
 */
export async function walkStaffScreens(page: Page, language: Language, width: Width, at: At): Promise<void> {
  const t = TEXTS[language].staff;
  const person = await seedStaff();
  await visit(page, `/staff?keyword=${person.alias_id}`);
  await checkPage(page, at('/staff'), t.title);
  // The keyword finds the one person; the row is taken by place (in edit, its name is in a text box, and at phone
  // width the staff ID waits in the row's expanded part).
  await expectVisible(tableRows(page).filter({ hasText: person.name }));
  await expect.poll(() => tableRows(page).count(), WAIT).toBe(1);
  const row = tableRows(page).first();
  await row.locator('.ant-checkbox-input').check();
  await expectVisible(page.getByText(counted(t, 'selected', language, 1)));
  if (width === 'desktop') {
    await row.getByRole('button', { name: t.actions.edit_row.replace('{{name}}', person.name), exact: true }).click();
    await expectVisible(row.getByRole('textbox', { name: t.columns.full_name, exact: true }));
    await checkScreen(page, at('/staff row edit'));
    await row.getByRole('button', { name: t.actions.cancel_row, exact: true }).click();
  }
  await checkDialog(page, () => buttonNamed(page, t.actions.quick_add).click(), t.quick_add.title, at('/staff'));
  await closeDialog(page, t.quick_add.title);
  await checkDialog(page, () => buttonNamed(page, t.actions.import).click(), t.import.title, at('/staff'));
  await closeDialog(page, t.import.title);

  await visit(page, '/staff/create');
  await checkPage(page, at('/staff/create'), t.detail.create_title);
  await checkTab(page, t.tabs.salary, at('/staff/create salary'));
  await buttonNamed(page, t.actions.add_allowance).click();
  await checkScreen(page, at('/staff/create salary with an allowance'));
  await checkTab(page, t.tabs.tax, at('/staff/create insurance and tax'));
  await buttonNamed(page, t.actions.add_dependent).click();
  await checkScreen(page, at('/staff/create insurance and tax with a dependent'));

  await visit(page, `/staff/${person.id}`);
  await checkPage(page, at('/staff/{id}'), t.detail.edit_title.replace('{{name}}', person.full_name));
  await checkTab(page, t.tabs.salary, at('/staff/{id} salary'));
  await checkTab(page, t.tabs.tax, at('/staff/{id} insurance and tax'));
  await checkTab(page, t.tabs.histories, at('/staff/{id} work histories'));
  await checkDialog(
    page,
    () => buttonNamed(page, t.actions.add_history).click(),
    t.history.add_title,
    at('/staff/{id} work histories'),
  );
  await closeDialog(page, t.history.add_title);
  await checkTab(page, t.tabs.changes, at('/staff/{id} change log'));

  const histories = await historyIds(person.id);
  if (histories[0]) {
    await visit(page, `/staff/${person.id}/history/${histories[0]}`);
    await checkPage(page, at('/staff/{id}/history/{historyId}'), new RegExp(`^${t.history.detail_title}`));
  }
}

/** The ids of a person's work histories (one is added through the API when there is none). */
async function historyIds(userId: number): Promise<number[]> {
  let list = await adminApi<{ id: number }[]>('GET', `user/history/${userId}`);
  if (list.length === 0) {
    await adminApi('POST', 'user/history', { user_id: userId, title: 'Kỹ sư vận hành', start_date: '2024-03-01' });
    list = await adminApi<{ id: number }[]>('GET', `user/history/${userId}`);
  }
  return list.map((entry) => entry.id);
}
