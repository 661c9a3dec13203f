import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { buttonNamed, describedValue, openDialog, tableRows } from '../support/antd';
import { admin, chooseLanguage, expectPath, expectText, expectVisible, signInViaApi, test } from '../support/browser';
import { createUser } from '../support/db';
import { TEXTS } from '../support/texts';

/**
 * The Role and Gender cells of the user list's only row (the administrator's list starts with the selection box for
 * badges, then No, name, ID, department, role, gender).
 */
async function roleAndGender(page: Page): Promise<string[]> {
  const cells = tableRows(page).first().locator(':scope > td');
  return [((await cells.nth(5).textContent()) ?? '').trim(), ((await cells.nth(6).textContent()) ?? '').trim()];
}

describe('language switch and paging', () => {
  test('the sign-in error follows a language switch instead of staying in the old language', async ({ page }) => {
    await page.goto('/login');
    await page.locator('#email').fill('nobody.here');
    await page.locator('#password').fill('wrong-password');
    await page.getByRole('button', { name: TEXTS.ja.auth.login.submit, exact: true }).click();
    const alert = page.getByTestId('login-error');
    await expectText(alert, TEXTS.ja.auth.login.failed);
    await chooseLanguage(page, 'en');
    await expectText(alert, TEXTS.en.auth.login.failed);
    await chooseLanguage(page, 'vi');
    await expectText(alert, TEXTS.vi.auth.login.failed);
  });

  test('role and gender cells, the pager and the detail dialog re-render in the new language', async ({ page }) => {
    const person = await createUser({ roleId: 9, department: 'ICT' });
    await signInViaApi(page, admin().username, admin().password, { language: 'ja' });
    await page.goto(`/user?staff_id=${person.staffId}`);
    await expect
      .poll(() => roleAndGender(page))
      .toEqual([TEXTS.ja.common.roles.employee, TEXTS.ja.common.genders['1']]);
    await chooseLanguage(page, 'vi');
    await expect
      .poll(() => roleAndGender(page))
      .toEqual([TEXTS.vi.common.roles.employee, TEXTS.vi.common.genders['1']]);
    // English counts in the singular: one row is "1 item", not "1 items" (common.table.total_one).
    await chooseLanguage(page, 'en');
    await expectText(page.locator('.ant-pagination-total-text'), '1 item');
    // No column heading stays in English: the row number column too.
    await chooseLanguage(page, 'ja');
    await expectVisible(page.getByRole('columnheader', { name: TEXTS.ja.common.table.no, exact: true }));
    expect(TEXTS.ja.common.table.no).not.toBe(TEXTS.en.common.table.no);
    await expectText(page.locator('.ant-pagination-total-text'), '1 件');

    await buttonNamed(tableRows(page), TEXTS.ja.common.actions.detail).click();
    const detail = await openDialog(page, TEXTS.ja.users.detail.title);
    await expectText(describedValue(detail, TEXTS.ja.users.detail.role), TEXTS.ja.common.roles.employee);
    await expectText(describedValue(detail, TEXTS.ja.users.detail.gender), TEXTS.ja.common.genders['1']);
  });

  test('a page past the last one moves to the last page: never "N items" over an empty table', async ({ page }) => {
    await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto('/shift?page=99');
    // The demo company has fewer than 20 shift groups: page 1 is the last, and page 1 is not written in the address.
    await expectPath(page, '/shift');
    await expect.poll(() => tableRows(page).count()).toBeGreaterThan(0);
    await expectVisible(page.locator('.ant-pagination-item-active', { hasText: '1' }));
    await expect.poll(() => page.locator('.ant-empty').count()).toBe(0);
    // Page numbers are links whose target is their page's address (not antd's <a> without href), one Tab stop each.
    const links = () =>
      page
        .locator('.ant-pagination a')
        .evaluateAll((all) => all.map((link) => `${link.getAttribute('href')} ${link.getAttribute('tabindex')}`));
    await expect.poll(links).toEqual(['/shift -1']);
    expect(await page.locator('.ant-pagination-item-active').getAttribute('tabindex')).toBe('0');
  });

  test('signing out from a list lands on /login, without a redirect back to the list', async ({ page }) => {
    await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto('/shift');
    await expectVisible(tableRows(page).first());
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem').filter({ hasText: TEXTS.en.common.menu.logout }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: TEXTS.en.common.logout_confirm.ok, exact: true })
      .click();
    await expectPath(page, '/login');
    // Still there a moment later: no late refetch turns it into /login?redirect=/shift.
    await page.waitForTimeout(1000);
    await expectPath(page, '/login');
  });
});
