import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  admin,
  cardTitle,
  chooseLanguage,
  chosenLanguage,
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
import { ANTD_PASSWORD_TOGGLE, fill, LANGUAGE_LABEL, type Language, TEXTS } from '../support/texts';

const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('lang'));
const documentLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Everything on /change-password that says which language is on: the app's texts and Ant Design's own. */
async function expectChangePasswordIn(page: Page, language: Language) {
  const t = TEXTS[language];
  await expectVisible(cardTitle(page, t.auth.change_password.title));
  await expectVisible(page.getByRole('navigation').getByRole('link', { name: t.common.menu.home, exact: true }));
  // Input.Password's eye button is labelled by Ant Design's locale, not by the app.
  await expect
    .poll(() => page.getByRole('button', { name: ANTD_PASSWORD_TOGGLE[language].show, exact: true }).count())
    .toBe(3);
  expect(await chosenLanguage(page)).toBe(LANGUAGE_LABEL[language]);
  expect(await documentLanguage(page)).toBe(language);
  expect(await storedLanguage(page)).toBe(language);
}

describe('shell', () => {
  test('the language chosen on the sign-in page survives a reload', async ({ page }) => {
    await page.goto('/login');
    await chooseLanguage(page, 'vi');
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: TEXTS.vi.auth.login.title, exact: true }));
    expect(await chosenLanguage(page)).toBe('VI');
    expect(await storedLanguage(page)).toBe('vi');
    expect(await documentLanguage(page)).toBe('vi');
  });

  test('the language chosen in the top bar survives a reload, and Ant Design follows it', async ({ page }) => {
    await signInViaApi(page, admin().username, admin().password);
    await page.goto('/change-password');
    await expectChangePasswordIn(page, 'ja');

    await chooseLanguage(page, 'vi');
    await expectChangePasswordIn(page, 'vi');
    await page.reload();
    await expectChangePasswordIn(page, 'vi');
    // Ant Design's toggle works and says the opposite once pressed.
    const [first] = await page.getByRole('button', { name: ANTD_PASSWORD_TOGGLE.vi.show, exact: true }).all();
    await first!.click();
    await expectVisible(page.getByRole('button', { name: ANTD_PASSWORD_TOGGLE.vi.hide, exact: true }));
    expect(await page.getByLabel(TEXTS.vi.auth.change_password.current, { exact: true }).getAttribute('type')).toBe(
      'text',
    );

    await chooseLanguage(page, 'en');
    await page.reload();
    await expectChangePasswordIn(page, 'en');
    // Messages from the server follow as well (the request's language header comes from the same choice).
    await page.getByLabel('Current password', { exact: true }).fill('wrong-password');
    await page.getByLabel('New password', { exact: true }).fill('long-enough-1');
    await page.getByLabel('Password confirmation', { exact: true }).fill('long-enough-1');
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    await expectVisible(page.getByText('Password current not valid', { exact: true }));
  });

  test('an unknown address shows the not-found page with that address', async ({ page }) => {
    await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto('/no/such/page?x=1');
    await expectVisible(page.getByText('Page not found', { exact: true }));
    await expectVisible(page.getByText('The page /no/such/page?x=1 does not exist.', { exact: true }));
    // Inside the shell, in the chosen language.
    await expectText(page.getByTestId('user-menu'), 'System Administrator');
    await chooseLanguage(page, 'ja');
    await expectVisible(page.getByText(TEXTS.ja.common.pages.not_found_title, { exact: true }));
    await expectVisible(
      page.getByText(fill(TEXTS.ja.common.pages.not_found_text, { url: '/no/such/page?x=1' }), { exact: true }),
    );

    await page.getByRole('button', { name: TEXTS.ja.common.actions.back_home, exact: true }).click();
    await expectPath(page, '/');
    await expectVisible(
      page.getByRole('heading', {
        name: fill(TEXTS.ja.common.home.welcome, { name: 'System Administrator' }),
        exact: true,
      }),
    );
  });

  test('an unknown address asked for anonymously goes to sign-in first', async ({ page }) => {
    await page.goto('/no/such/page');
    await expectPath(page, '/login?redirect=/no/such/page');
    await expectVisible(page.getByRole('heading', { name: TEXTS.ja.auth.login.title, exact: true }));
  });

  for (const role of ['42', 'admin']) {
    test(`a role cookie holding an unknown role ("${role}") leads to /error400`, async ({ page }) => {
      const session = await signInViaApi(page, admin().username, admin().password, { language: 'en' });
      await setSessionCookies(page.context(), session.token, role);
      await page.goto('/profile');
      await expectPath(page, '/error400');
      await expectVisible(page.getByText('Access not allowed', { exact: true }));
      await expectVisible(page.getByText('Your role is not allowed to use this page.', { exact: true }));
      expect(await page.getByTestId('profile').count()).toBe(0);

      await page.getByRole('button', { name: 'Go to sign-in', exact: true }).click();
      await expectPath(page, '/login');
      await expectVisible(page.getByRole('heading', { name: 'Sign in', exact: true }));
      expect(await cookie(page.context(), 'access_token')).toBeUndefined();
      expect(await tokenStatus(session.token)).toBe(401);

      // Signing in again (with a real role) leads home, not back to the refusal.
      await page.getByLabel('User name', { exact: true }).fill(admin().username);
      await page.getByLabel('Password', { exact: true }).fill(admin().password);
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await expectPath(page, '/');
      await expectVisible(page.getByRole('heading', { name: 'Welcome, System Administrator', exact: true }));
    });
  }

  test('the shell and the sign-in page fill the window, without a margin or a needless scrollbar', async ({ page }) => {
    const layout = () =>
      page.evaluate(() => ({
        scrolls:
          document.documentElement.scrollHeight > window.innerHeight ||
          document.documentElement.scrollWidth > window.innerWidth,
        bodyMargin: getComputedStyle(document.body).margin,
      }));
    await page.goto('/login');
    await expectVisible(page.getByRole('heading', { name: TEXTS.ja.auth.login.title, exact: true }));
    expect(await layout()).toEqual({ scrolls: false, bodyMargin: '0px' });

    // A short page of the shell: the home page's dashboard is taller than the window once its data arrives, and
    // scrolling there is needed, not needless.
    await signInViaApi(page, admin().username, admin().password);
    await page.goto('/change-password');
    const header = page.locator('header');
    await expectVisible(header);
    await expectVisible(page.getByRole('heading', { name: TEXTS.ja.auth.change_password.title, exact: true }));
    expect(await layout()).toEqual({ scrolls: false, bodyMargin: '0px' });
    const box = await header.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 1280 });
  });

  test('the avatar menu opens on a click, also after the pointer rested on it', async ({ page }) => {
    await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto('/');
    const trigger = page.getByTestId('user-menu');
    await expectText(trigger, 'System Administrator');
    // A person moves to the avatar, pauses, then clicks: the menu must be open afterwards, not flicker shut.
    await trigger.hover();
    await page.waitForTimeout(600);
    await trigger.click();
    await page.waitForTimeout(600);
    await expectVisible(page.getByRole('menuitem').filter({ hasText: 'Change password' }));
    // A second click closes it.
    await trigger.click();
    await expectHidden(page.getByRole('menuitem').filter({ hasText: 'Change password' }));
  });

  test('the top bar leads to the profile, the password change and home', async ({ page }) => {
    await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Welcome, System Administrator', exact: true }));

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem').filter({ hasText: 'System Administrator' }).click();
    await expectPath(page, '/profile');
    await expectVisible(page.getByTestId('profile'));

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem').filter({ hasText: 'Change password' }).click();
    await expectPath(page, '/change-password');
    await expectVisible(page.getByText('Your other signed-in devices will be signed out.', { exact: true }));

    await page.getByRole('link', { name: 'HR Office' }).click();
    await expectPath(page, '/');
    await page.getByRole('link').filter({ hasText: 'Your personal details as the company has them.' }).click();
    await expectPath(page, '/profile');
    await page.getByRole('navigation').getByRole('link', { name: 'Home', exact: true }).click();
    await expectPath(page, '/');
    await expectVisible(page.getByRole('heading', { name: 'Welcome, System Administrator', exact: true }));
  });
});
