import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import {
  buttonNamed,
  describedValue,
  expectItemErrors,
  expectRows,
  expectToast,
  footerButton,
  formItem,
  openDialog,
  pickOptions,
  runTag,
  tableRows,
  typeRange,
} from '../support/antd';
import { admin, expectHidden, expectPath, expectText, expectVisible, signInViaApi, test } from '../support/browser';
import { closeDb, createUser, type TestUser } from '../support/db';
import { counted, fill, type Language, MESSAGES, TEXTS } from '../support/texts';

afterAll(closeDb);

/** /settings/departments, filtered to Production Line A (PRA), then its Detail: the groups and shifts page. */
async function openProductionLineA(page: Page, language: Language): Promise<string> {
  const t = TEXTS[language];
  await page.goto('/settings/departments');
  const box = page.getByRole('textbox', { name: t.departments.filters.department_id, exact: true });
  await box.fill('PRA');
  await box.press('Enter');
  await expectPath(page, '/settings/departments?department_id=PRA');
  await expect.poll(() => tableRows(page).count()).toBe(1);
  await expectText(tableRows(page).locator('td').nth(1), 'Production Line A');
  await tableRows(page).getByRole('link', { name: t.common.actions.detail, exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/settings\/departments\/\d+$/);
  await expectVisible(
    page
      .locator('.ant-card-head-title')
      .getByText(fill(t.groups.page.title, { name: 'Production Line A' }), { exact: true }),
  );
  return new URL(page.url()).pathname;
}

/**
 * In a member picker (the search-and-select table of a dialog), searches `search`, expects the `found` people, and
 * ticks `people` among them.
 */
async function choosePeople(scope: Locator, language: Language, search: string, found: TestUser[], people: TestUser[]) {
  const t = TEXTS[language].groups;
  await scope.getByRole('searchbox', { name: t.form.search, exact: true }).fill(search);
  const rows = tableRows(scope);
  await expect
    .poll(async () => (await rows.locator('td:nth-child(2)').allInnerTexts()).sort())
    .toEqual(found.map((p) => p.staffId).sort());
  for (const person of people) {
    await rows.filter({ hasText: person.staffId }).getByRole('checkbox').check();
  }
  await expectVisible(scope.getByText(counted(t.form, 'selected', language, people.length), { exact: true }));
}

/** 'YYYY-MM-DD' of `date` (a UTC midnight standing for a calendar day), as the address carries it. */
const iso = (date: Date) => date.toISOString().slice(0, 10);
/** 'YYYY/MM/DD' of `date`, as every screen shows a day (apps/web/src/lib/format.ts). */
const day = (date: Date) => iso(date).replaceAll('-', '/');

/** Today in the company's time zone (Asia/Ho_Chi_Minh, as the server and the browser context), as a UTC midnight. */
function companyToday(): Date {
  const text = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Ho_Chi_Minh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return new Date(`${text}T00:00:00Z`);
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

describe('department groups and shift assignment', () => {
  test('a group created with members chosen in the table and a leader among them shows as a card (vi)', async ({
    page,
  }) => {
    const t = TEXTS.vi.groups;
    const common = TEXTS.vi.common;
    const tag = runTag();
    const people = [];
    for (const n of [1, 2, 3])
      people.push(await createUser({ department: 'PRA', firstName: 'Trần', lastName: `Nhóm ${tag} ${n}` }));
    const [leader, member, outsider] = people as [TestUser, TestUser, TestUser];
    const groupName = `Đóng gói ${tag}`;
    const groupCode = `PK-${tag}`;

    await signInViaApi(page, admin().username, admin().password, { language: 'vi' });
    const address = await openProductionLineA(page, 'vi');
    expect(new URL(page.url()).search).toBe('');
    await expectVisible(page.getByRole('tab', { name: t.page.tab_groups, selected: true }));

    await buttonNamed(page, t.cards.create).click();
    const form = await openDialog(page, t.form.create_title);
    await form.getByLabel(t.form.name, { exact: true }).fill(groupName);
    await form.getByLabel(t.form.code, { exact: true }).fill(groupCode);
    await choosePeople(form, 'vi', tag, people, [leader, member]);
    expect(await tableRows(form).filter({ hasText: outsider.staffId }).getByRole('checkbox').isChecked()).toBe(false);

    // No leader yet: the form says so and sends nothing.
    await footerButton(form, common.actions.save).click();
    await expectItemErrors(form, t.form.leader, [MESSAGES.vi.validation.group_leader_required]);
    // The leader is chosen among the members just ticked, and only among them.
    await formItem(form, t.form.leader).locator('.ant-select').click();
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await expect
      .poll(() => options.allInnerTexts())
      .toEqual([`${leader.staffId} - ${leader.name}`, `${member.staffId} - ${member.name}`]);
    await page.keyboard.press('Escape');
    await pickOptions(form, page, t.form.leader, [`${leader.staffId} - ${leader.name}`]);
    await expectItemErrors(form, t.form.leader, []);
    await footerButton(form, common.actions.save).click();
    await expectToast(page, t.messages.created);
    await expectHidden(form);

    const card = page
      .locator('.ant-card-small')
      .filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${groupName}$`) }) });
    await expectVisible(card);
    await expectText(card.locator('.ant-card-extra'), groupCode);
    const lines = async () =>
      (await card.locator('.ant-card-body .ant-typography').allInnerTexts()).map((text) => text.trim());
    await expect
      .poll(lines, { timeout: 10_000 })
      .toEqual([`${t.cards.leader}: ${leader.name} (${leader.staffId})`, `${t.cards.members_count}: 2`]);

    // Its detail lists the two members.
    await card.getByRole('button', { name: t.cards.view, exact: true }).click();
    const detail = await openDialog(page, t.detail.title);
    await expectText(describedValue(detail, t.form.leader), `${leader.name} (${leader.staffId})`);
    await expectText(describedValue(detail, t.cards.members_count), '2');
    const members = [leader, member].sort((a, b) => a.staffId.localeCompare(b.staffId));
    await expectRows(
      detail,
      members.map((p, i) => [String(i + 1), p.staffId, p.name]),
    );
    await detail.locator('.ant-modal-close').click();
    await expectHidden(detail);

    // The card is still there after a reload (it was saved, not only drawn).
    await page.reload();
    await expectPath(page, address);
    await expect
      .poll(lines, { timeout: 10_000 })
      .toEqual([`${t.cards.leader}: ${leader.name} (${leader.staffId})`, `${t.cards.members_count}: 2`]);
  });

  test('a shift assigned for a week starting next week shows as assigned once the date filter includes it (ja)', async ({
    page,
  }) => {
    const t = TEXTS.ja.groups;
    const common = TEXTS.ja.common;
    const tag = runTag();
    const people = [];
    for (const n of [1, 2])
      people.push(await createUser({ department: 'PRA', firstName: '山田', lastName: `シフト${tag} ${n}` }));
    people.sort((a, b) => a.staffId.localeCompare(b.staffId));
    const today = companyToday();
    const nextMonday = addDays(today, (8 - today.getUTCDay()) % 7 || 7);
    const [start, end] = [day(nextMonday), day(addDays(nextMonday, 6))];

    await signInViaApi(page, admin().username, admin().password, { language: 'ja' });
    const address = await openProductionLineA(page, 'ja');
    await page.getByRole('tab', { name: t.page.tab_shifts }).click();
    await expectPath(page, `${address}?tab=shifts`);

    // The default range is the last 30 days; the filter by name (debounced) keeps the two people of this test.
    const range = formItem(page, t.shifts.filter.range);
    await expect
      .poll(async () => [
        await range.locator('input').nth(0).inputValue(),
        await range.locator('input').nth(1).inputValue(),
      ])
      .toEqual([day(addDays(today, -30)), day(today)]);
    await formItem(page, t.shifts.filter.name).locator('input').fill(tag);
    await expectPath(page, `${address}?tab=shifts&full_name=${tag}`);
    const waiting = people.map((p) => [
      p.staffId,
      p.name,
      common.empty,
      common.empty,
      common.empty,
      t.shifts.status.waiting,
      '',
    ]);
    await expectRows(page, waiting);

    await buttonNamed(page, t.shifts.assign).click();
    const form = await openDialog(page, t.shifts.form.create_title);
    await typeRange(formItem(form, t.shifts.form.range), start, end);
    await pickOptions(form, page, t.shifts.form.shift, ['Morning shift']);
    await choosePeople(form, 'ja', tag, people, people);
    await footerButton(form, common.actions.save).click();
    await expectToast(page, t.shifts.messages.created);
    await expectHidden(form);

    // Next week is outside the last 30 days: still waiting there.
    await expectRows(page, waiting);
    // Widened to the end of next week, the assignments show, in Japanese.
    await typeRange(range, day(today), end);
    await expectPath(
      page,
      `${address}?tab=shifts&full_name=${tag}&start_date=${iso(today)}&end_date=${iso(addDays(nextMonday, 6))}`,
    );
    await expectRows(
      page,
      people.map((p) => [
        p.staffId,
        p.name,
        common.empty,
        `${start} - ${end}`,
        'Morning shift',
        t.shifts.status.assigned,
        '',
      ]),
    );
    // Not started yet: each can still be edited or deleted.
    for (const row of await tableRows(page).all()) {
      await expectVisible(row.getByRole('button', { name: common.actions.edit, exact: true }));
      await expectVisible(row.getByRole('button', { name: common.actions.delete, exact: true }));
    }
    // The status tag is the green one of an assignment.
    await expect.poll(() => tableRows(page).locator('.ant-tag-green').count()).toBe(2);
  });
});
