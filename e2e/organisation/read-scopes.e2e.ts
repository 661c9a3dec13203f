import { afterAll, describe, expect } from 'vitest';
import { runTag, tableRows } from '../support/antd';
import { expectVisible, signInViaApi, test } from '../support/browser';
import { closeDb, createGroup, createUser, setPhone } from '../support/db';
import { TEXTS } from '../support/texts';

afterAll(closeDb);

describe('read scopes on the screen', () => {
  test('a leader sees the phone number of people in their group and of nobody else (en)', async ({ page }) => {
    const t = TEXTS.en.users;
    const tag = runTag();
    const lastName = `Scope ${tag}`;
    const leader = await createUser({ roleId: 7, department: 'HR', lastName: `${lastName} leader` });
    const member = await createUser({ department: 'HR', lastName: `${lastName} member` });
    const outsider = await createUser({ department: 'HR', lastName: `${lastName} outsider` });
    const elsewhere = await createUser({ department: 'ICT', lastName: `${lastName} elsewhere` });
    const phones = {
      member: `0911${tag}`.slice(0, 10),
      outsider: `0922${tag}`.slice(0, 10),
      elsewhere: `0933${tag}`.slice(0, 10),
    };
    await setPhone(member.id, phones.member);
    await setPhone(outsider.id, phones.outsider);
    await setPhone(elsewhere.id, phones.elsewhere);
    await createGroup(leader.id, [leader.id, member.id]);

    await signInViaApi(page, leader.username, leader.password, { language: 'en' });
    await page.goto(`/user?name=${encodeURIComponent(lastName)}`);
    await expectVisible(page.locator('.ant-card-head-title').getByText(t.title, { exact: true }));
    await expect.poll(() => tableRows(page).count()).toBe(4);
    const texts = (await tableRows(page).allInnerTexts()).join('\n');
    expect(texts).toContain(member.name);
    expect(texts).toContain(outsider.name);
    expect(texts).toContain(elsewhere.name);
    expect(texts).toContain(phones.member);
    expect(texts).not.toContain(phones.outsider);
    expect(texts).not.toContain(phones.elsewhere);
    await expectVisible(page.getByRole('columnheader', { name: t.columns.phone_number }));

    // The detail of someone outside the group has no phone field at all; the API never sent it.
    const row = page.locator('.ant-table-row', { hasText: outsider.name });
    await row.getByRole('button', { name: TEXTS.en.common.actions.detail }).click();
    const detail = page.locator('.ant-modal', { hasText: t.detail.title });
    await expectVisible(detail.getByText(outsider.staffId, { exact: true }));
    await expect.poll(() => detail.getByText(t.detail.phone_number, { exact: true }).count()).toBe(0);
    expect(await page.content()).not.toContain(phones.outsider);
  });
});
