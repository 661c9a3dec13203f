import { afterAll, describe, expect } from 'vitest';
import { buttonNamed, expectToast, runTag, tableRows } from '../support/antd';
import { waitForStill } from '../support/axe';
import { baseUrl, expectVisible, signInViaApi, test } from '../support/browser';
import { blockSignIn, closeDb, createGroup, createUser, setPhone } from '../support/db';
import { MESSAGES, TEXTS } from '../support/texts';

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
    await expectVisible(page.getByRole('columnheader', { name: MESSAGES.en.users.export.phone_number }));

    // The detail of someone outside the group has no phone field at all; the API never sent it.
    const row = page.locator('.ant-table-row', { hasText: outsider.name });
    await row.getByRole('button', { name: TEXTS.en.common.actions.detail }).click();
    const detail = page.locator('.ant-modal', { hasText: t.detail.title });
    await expectVisible(detail.getByText(outsider.staffId, { exact: true }));
    await expect.poll(() => detail.getByText(t.detail.phone_number, { exact: true }).count()).toBe(0);
    expect(await page.content()).not.toContain(phones.outsider);
  });

  test('HR sees a sign-in block on the user list and lifts it; the person signs in from that address again (ja)', async ({
    page,
  }) => {
    const t = TEXTS.ja.users;
    const victim = await createUser({ department: 'HR' });
    const hr = await createUser({ roleId: 2, department: 'HR' });
    const attempt = (password: string) =>
      fetch(`${baseUrl()}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: victim.username, password }),
      });
    await blockSignIn(victim.username, '127.0.0.1');
    expect((await attempt(victim.password)).status).toBe(429);

    await signInViaApi(page, hr.username, hr.password, { language: 'ja' });
    await page.goto('/user');
    await buttonNamed(page, t.login_blocks.open).click();
    const modal = page.locator('.ant-modal', { hasText: t.login_blocks.title });
    const row = modal.locator('.ant-table-row', { hasText: victim.username });
    await expectVisible(row.getByText('127.0.0.1', { exact: true }));
    await expectVisible(row.getByText(t.login_blocks.kinds.account_address, { exact: true }));
    // Click once the dialog has finished opening and its list is not reloading (one CI run's click left no trace).
    await waitForStill(page);
    await expect.poll(() => modal.locator('.ant-spin-spinning').count()).toBe(0);
    await buttonNamed(row, t.login_blocks.lift).click();
    await expectToast(page, t.login_blocks.lifted);
    await expect.poll(() => modal.locator('.ant-table-row', { hasText: victim.username }).count()).toBe(0);
    expect((await attempt(victim.password)).status).toBe(200);
  });
});
