import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { closeDb, createUser, expireToken, revokeToken } from '../support/db';
import {
  admin,
  apiLogin,
  cardTitle,
  cookie,
  expectHidden,
  expectPath,
  expectText,
  expectVisible,
  setSessionCookies,
  signInViaApi,
  test,
  tokenStatus,
} from '../support/browser';
import { type Language, TEXTS } from '../support/texts';

afterAll(closeDb);

/** Opens the avatar menu in the top bar and picks the entry showing `text`. */
async function pickUserMenu(page: Page, text: string) {
  await page.getByTestId('user-menu').click();
  // By text, not accessible name: the entry's icon adds its own label to the name.
  await page.getByRole('menuitem').filter({ hasText: text }).click();
}

async function signInThroughPage(page: Page, language: Language, username: string, password: string) {
  const t = TEXTS[language].auth.login;
  await expectVisible(page.getByRole('heading', { name: t.title, exact: true }));
  await page.getByLabel(t.username, { exact: true }).fill(username);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.locator('button[type="submit"]', { hasText: t.submit }).click();
}

describe('session', () => {
  test('logout asks first: Cancel keeps the session, OK ends it and the old token stops working', async ({ page }) => {
    const session = await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Welcome, System Administrator', exact: true }));

    await pickUserMenu(page, 'Logout');
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText('Do you want to log out?', { exact: true }));
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectHidden(dialog);
    await expectPath(page, '/');
    await expectVisible(page.getByRole('heading', { name: 'Welcome, System Administrator', exact: true }));
    expect(await cookie(page.context(), 'access_token')).toBe(session.token);
    expect(await tokenStatus(session.token)).toBe(200);

    await pickUserMenu(page, 'Logout');
    await expectVisible(dialog.getByText('Do you want to log out?', { exact: true }));
    await dialog.getByRole('button', { name: 'Logout', exact: true }).click();
    await expectPath(page, '/login');
    await expectVisible(page.getByRole('heading', { name: 'Sign in', exact: true }));
    expect(await cookie(page.context(), 'access_token')).toBeUndefined();
    expect(await cookie(page.context(), 'role')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect(await tokenStatus(session.token)).toBe(401);

    // A later visit goes to sign-in ...
    await page.goto('/');
    await expectPath(page, '/login');
    // ... even with a copy of the old token put back: the server no longer knows it.
    await setSessionCookies(page.context(), session.token, '1');
    await page.goto('/');
    await expectPath(page, '/login');
    await expectVisible(page.getByRole('heading', { name: 'Sign in', exact: true }));
    expect(await cookie(page.context(), 'access_token')).toBeUndefined();
  });

  test('a token the server does not know sends the browser to sign-in, which returns to the page', async ({ page }) => {
    await setSessionCookies(page.context(), 'bogusTokenThatTheServerNeverIssued_0123456789', '1');
    await page.goto('/profile');
    await expectPath(page, '/login?redirect=/profile');
    expect(await cookie(page.context(), 'access_token')).toBeUndefined();

    await signInThroughPage(page, 'ja', admin().username, admin().password);
    await expectPath(page, '/profile');
    await expectVisible(page.getByRole('heading', { name: 'System Administrator', exact: true }));
  });

  test('a revoked session ends at the next reload, remembering the page', async ({ page }) => {
    const session = await signInViaApi(page, admin().username, admin().password, { language: 'vi' });
    await page.goto('/profile?tab=details');
    await expectVisible(page.getByRole('heading', { name: 'System Administrator', exact: true }));
    await expectVisible(page.getByTestId('profile').getByText(TEXTS.vi.auth.profile.staff_id, { exact: true }));

    expect(await revokeToken(session.token)).toBe(1);
    await page.reload();
    await expectPath(page, '/login?redirect=/profile?tab=details');
    await expectVisible(page.getByRole('heading', { name: TEXTS.vi.auth.login.title, exact: true }));
    expect(await cookie(page.context(), 'access_token')).toBeUndefined();

    await signInThroughPage(page, 'vi', admin().username, admin().password);
    await expectPath(page, '/profile?tab=details');
    await expectVisible(page.getByTestId('profile'));
  });

  test('an expired session sends the person to sign-in when they act, and back to the page afterwards', async ({
    page,
  }) => {
    const user = await createUser({ username: 'e2e.expired' });
    const session = await signInViaApi(page, user.username, user.password, { language: 'en' });
    await page.goto('/change-password');
    const t = TEXTS.en.auth.change_password;
    await expectVisible(cardTitle(page, t.title));
    await page.getByLabel(t.current, { exact: true }).fill(user.password);
    await page.getByLabel(t.new, { exact: true }).fill('A-new-password-1');
    await page.getByLabel(t.confirmation, { exact: true }).fill('A-new-password-1');

    expect(await expireToken(session.token)).toBe(1);
    await page.locator('button[type="submit"]', { hasText: t.submit }).click();
    await expectPath(page, '/login?redirect=/change-password');
    expect(await cookie(page.context(), 'access_token')).toBeUndefined();

    await signInThroughPage(page, 'en', user.username, user.password);
    await expectPath(page, '/change-password');
    await expectVisible(cardTitle(page, t.title));
    await expectText(page.getByTestId('user-menu'), user.name);
    // The refused request changed nothing: the old password still signs in.
    await expect(apiLogin(user.username, user.password)).resolves.toMatchObject({ user: { username: user.username } });
  });
});
