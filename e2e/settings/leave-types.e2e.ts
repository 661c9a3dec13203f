import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import {
  adminApi,
  buttonNamed,
  confirmDialog,
  expectItemErrors,
  expectRows,
  expectToast,
  footerButton,
  formItem,
  openDialog,
  runTag,
  tableRows,
} from '../support/antd';
import { admin, expectHidden, expectPath, expectVisible, signInViaApi, test } from '../support/browser';
import { closeDb } from '../support/db';
import { TEXTS } from '../support/texts';

afterAll(closeDb);

const LIST = '/settings/leave-management';

async function search(page: Page, label: string, keyword: string) {
  const box = page.getByRole('textbox', { name: label, exact: true });
  await box.fill(keyword);
  await box.press('Enter');
  await expectPath(page, `${LIST}?keyword=${encodeURIComponent(keyword)}`);
}

/** Adds a reason through the reason dialog of the detail page. */
async function addReason(page: Page, vie: string, jp: string, days: number) {
  const t = TEXTS.en.leaveTypes;
  await buttonNamed(page, t.detail.add_reason).click();
  const form = await openDialog(page, t.reason.create_title);
  await form.getByLabel(t.fields.reason_name_vie, { exact: true }).fill(vie);
  await form.getByLabel(t.fields.reason_name_jp, { exact: true }).fill(jp);
  await form.getByLabel(t.fields.max_absent_days, { exact: true }).fill(String(days));
  await footerButton(form, TEXTS.en.common.actions.save).click();
  await expectHidden(form);
}

describe('leave types', () => {
  test('a leave type with two reasons is created, the reasons kept on the page until it is saved (en)', async ({
    page,
  }) => {
    const t = TEXTS.en.leaveTypes;
    const common = TEXTS.en.common;
    const tag = runTag();
    const code = `LT${tag}`.toUpperCase();

    await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto(LIST);
    await expectVisible(page.getByRole('heading', { level: 1, name: t.title }));
    await expect.poll(() => page.title()).toBe(`${t.title} - ${common.app_name}`);
    // The seeded leave types are there.
    await expect.poll(async () => (await tableRows(page).allInnerTexts()).join('\n')).toContain('ANNUAL');

    // A search without results warns in the specification's words.
    await search(page, t.search_label, `nothing${tag}`);
    await expectToast(page, 'No results found. Try changing the search keyword');
    await expect.poll(() => tableRows(page).count()).toBe(0);

    await buttonNamed(page, common.actions.new).click();
    await expectPath(page, `${LIST}/leave-type/create`);
    await expectVisible(page.getByRole('heading', { level: 1, name: t.detail.create_title }));
    await page.getByLabel(t.fields.leave_code, { exact: true }).fill('AB');
    await page.getByLabel(t.fields.leave_name_vie, { exact: true }).fill('Nghỉ kiểm thử');
    await page.getByLabel(t.fields.leave_name_jp, { exact: true }).fill('Test');
    await page.getByLabel(t.fields.salary_rate, { exact: true }).fill('50');
    await buttonNamed(page, t.detail.save).click();
    await expectItemErrors(page, t.fields.leave_code, ['Leave code must be at least 3 characters']);
    await expectItemErrors(page, t.fields.leave_name_jp, [
      'Leave name (Japanese) may contain only Japanese characters (hiragana, katakana, kanji)',
    ]);
    await page.getByLabel(t.fields.leave_code, { exact: true }).fill(code);
    await page.getByLabel(t.fields.leave_name_jp, { exact: true }).fill('試験休暇');

    // Reasons of the unsaved type stay on the page until it is saved.
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/config/leave_type_item')) posted++;
    });
    await addReason(page, 'Khám bệnh', '通院のため', 2);
    await addReason(page, 'Chăm con ốm', '子の看護のため', 5);
    await expectRows(page, [
      ['1', 'Khám bệnh', '通院のため', '2 days', t.status['1'], ''],
      ['2', 'Chăm con ốm', '子の看護のため', '5 days', t.status['1'], ''],
    ]);
    // The second reason's badge turns it inactive, still only on the page.
    await tableRows(page).nth(1).getByRole('button', { name: t.status['1'], exact: true }).click();
    const toggle = confirmDialog(page, t.status_confirm.title);
    await expectVisible(toggle);
    await buttonNamed(toggle, t.status_confirm.ok).click();
    await expectVisible(tableRows(page).nth(1).getByRole('button', { name: t.status['0'], exact: true }));
    expect(posted).toBe(0);

    await buttonNamed(page, t.detail.save).click();
    await expectToast(page, t.messages.created);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/settings\/leave-management\/leave-type\/\d+$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: t.detail.edit_title }));
    await expect.poll(() => tableRows(page).count()).toBe(2);
    await expectVisible(tableRows(page).nth(1).getByRole('button', { name: t.status['0'], exact: true }));
  });

  test('a leave type is toggled inactive from the list, edited with one reason changed, and deleted (en)', async ({
    page,
  }) => {
    const t = TEXTS.en.leaveTypes;
    const common = TEXTS.en.common;
    const code = `LE${runTag()}`.toUpperCase();
    const created = await adminApi<{ id: number }>('POST', 'config/management_leave_type', {
      leave_code: code,
      leave_name_vie: 'Nghỉ kiểm thử',
      leave_name_jp: '試験休暇',
      salary_rate: 50,
      is_deduct_leave: 0,
      is_deduct_attendance: 0,
      leave_type_items: [
        { reason_name_vie: 'Khám bệnh', reason_name_jp: '通院のため', max_absent_days: 2 },
        { reason_name_vie: 'Chăm con ốm', reason_name_jp: '子の看護のため', max_absent_days: 5 },
      ],
    });
    const detailPath = `${LIST}/leave-type/${created.id}`;
    await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto(LIST);

    // The list shows it; its status badge turns it inactive after a confirmation.
    await expectVisible(page.getByRole('heading', { level: 1, name: t.title }));
    await search(page, t.search_label, code);
    await expectRows(page, [['1', code, 'Nghỉ kiểm thử', '50%', '2', t.status['1'], '']]);
    await tableRows(page).getByRole('button', { name: t.status['1'], exact: true }).click();
    const change = confirmDialog(page, t.status_confirm.title);
    await expectVisible(change);
    await buttonNamed(change, t.status_confirm.ok).click();
    await expectToast(page, t.messages.status_updated);
    await expectVisible(tableRows(page).getByRole('button', { name: t.status['0'], exact: true }));

    // Edit: a reason changed at once, then the type saved.
    await tableRows(page).getByRole('button', { name: common.actions.edit, exact: true }).click();
    await expectPath(page, detailPath);
    await expect.poll(() => page.getByLabel(t.fields.leave_code, { exact: true }).inputValue()).toBe(code);
    await tableRows(page).nth(1).getByRole('button', { name: common.actions.edit, exact: true }).click();
    const reasonForm = await openDialog(page, t.reason.edit_title);
    await reasonForm.getByLabel(t.fields.max_absent_days, { exact: true }).fill('7');
    await footerButton(reasonForm, common.actions.save).click();
    await expectToast(page, t.messages.reason_updated);
    await page.getByLabel(t.fields.salary_rate, { exact: true }).fill('80');
    await buttonNamed(page, t.detail.save).click();
    await expectToast(page, t.messages.updated);
    await page.reload();
    await expect.poll(() => page.getByLabel(t.fields.salary_rate, { exact: true }).inputValue()).toBe('80');
    await expect.poll(async () => (await tableRows(page).nth(1).allInnerTexts()).join(' ')).toContain('7 days');
    expect(await formItem(page, t.fields.active).getByRole('switch').getAttribute('aria-checked')).toBe('false');

    // Delete, after a confirmation.
    await buttonNamed(page, t.detail.back).click();
    await search(page, t.search_label, code);
    await expect.poll(() => tableRows(page).count()).toBe(1);
    await tableRows(page).getByRole('button', { name: common.actions.delete, exact: true }).click();
    const remove = confirmDialog(page, t.delete_confirm.title);
    await expectVisible(remove);
    await buttonNamed(remove, common.actions.delete).click();
    await expectToast(page, t.messages.deleted);
    await expect.poll(() => tableRows(page).count()).toBe(0);
  });
});
