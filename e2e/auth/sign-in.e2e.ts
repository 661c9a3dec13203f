import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  admin,
  baseUrl,
  chooseLanguage,
  chosenLanguage,
  cookie,
  countRequests,
  expectFieldErrors,
  expectHidden,
  expectPath,
  expectText,
  expectVisible,
  test,
} from '../support/browser';
import { fill, LANGUAGE_LABEL, LANGUAGES, type Language, MESSAGES, TEXTS } from '../support/texts';

/** The sign-in page's parts, found the way a person finds them: by their visible labels. */
function signInForm(page: Page, language: Language) {
  const t = TEXTS[language].auth.login;
  return {
    heading: page.getByRole('heading', { name: t.title, exact: true }),
    username: page.getByLabel(t.username, { exact: true }),
    password: page.getByLabel(t.password, { exact: true }),
    // Not by accessible name: while the request runs, the spinner's "loading" joins the button's name.
    submit: page.locator('button[type="submit"]', { hasText: t.submit }),
    error: page.getByTestId('login-error'),
  };
}

/** The shell after signing in as the administrator, in `language`. */
async function expectShell(page: Page, language: Language) {
  const t = TEXTS[language].common;
  await expectVisible(
    page.getByRole('heading', { name: fill(t.home.welcome, { name: 'System Administrator' }), exact: true }),
  );
  await expectVisible(page.getByRole('navigation').getByRole('link', { name: t.menu.home, exact: true }));
  await expectVisible(page.getByText(`${t.roles.ict} · Information Technology`, { exact: true }));
  await expectVisible(page.getByText(t.home.shortcuts, { exact: true }));
  await expectVisible(page.getByText(t.home.change_password_text, { exact: true }));
  await expectText(page.getByTestId('user-menu'), 'System Administrator');
  expect(await chosenLanguage(page)).toBe(LANGUAGE_LABEL[language]);
}

describe('sign-in page', () => {
  test('is in Japanese on the first visit, even when the browser asks for English', async ({ page }) => {
    await page.goto('/login');
    const form = signInForm(page, 'ja');
    await expectVisible(form.heading);
    await expectVisible(form.username);
    await expectVisible(form.password);
    await expectVisible(form.submit);
    await expectVisible(page.getByText(TEXTS.ja.auth.login.remember_me, { exact: true }));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    expect(await chosenLanguage(page)).toBe('JP');
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  });

  for (const language of LANGUAGES) {
    test(`signs in with the ${LANGUAGE_LABEL[language]} control chosen and shows the shell in that language`, async ({
      page,
    }) => {
      await page.goto('/login');
      await expectVisible(signInForm(page, 'ja').heading);
      // Japanese is already chosen: go through another language first, so the control is really used.
      if (language === 'ja') {
        await chooseLanguage(page, 'vi');
        await expectVisible(signInForm(page, 'vi').heading);
      }
      await chooseLanguage(page, language);
      const form = signInForm(page, language);
      await expectVisible(form.heading);
      await expectVisible(page.getByText(TEXTS[language].auth.login.subtitle, { exact: true }));
      expect(await chosenLanguage(page)).toBe(LANGUAGE_LABEL[language]);

      await form.username.fill(admin().username);
      await form.password.fill(admin().password);
      await form.submit.click();

      await expectPath(page, '/');
      await expectShell(page, language);
      expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(language);
      expect(await cookie(page.context(), 'access_token')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(await cookie(page.context(), 'role')).toBe('1');
    });
  }

  for (const language of LANGUAGES) {
    test(`shows each sign-in error in ${LANGUAGE_LABEL[language]}`, async ({ page }) => {
      const messages = MESSAGES[language];
      const t = TEXTS[language].auth.login;
      const logins = countRequests(page, 'auth/login');
      await page.goto('/login');
      if (language !== 'ja') await chooseLanguage(page, language);
      const form = signInForm(page, language);
      await expectVisible(form.heading);

      // Empty user name: checked in the browser, nothing is sent.
      await form.password.fill('some password');
      await form.submit.click();
      await expectFieldErrors(page, t.username, [messages.validation.login_username_required]);
      await expectFieldErrors(page, t.password, []);

      // Empty password.
      await form.password.fill('');
      await form.username.fill(admin().username);
      await form.submit.click();
      await expectFieldErrors(page, t.password, [messages.validation.login_password_required]);
      await expectFieldErrors(page, t.username, []);
      expect(logins.count).toBe(0);

      // A wrong password and an unknown person read the same: the screen never says which part was wrong.
      await form.password.fill('not the password');
      await form.submit.click();
      await expectText(form.error, messages.errors.login_failed);
      expect(logins.count).toBe(1);

      await form.username.fill(`nobody.${Date.now()}`);
      await form.password.fill(admin().password);
      await form.submit.click();
      await expect.poll(() => logins.count).toBe(2);
      await expectText(form.error, messages.errors.login_failed);
      await expectPath(page, '/login');
      expect(await cookie(page.context(), 'access_token')).toBeUndefined();
    });
  }

  test('says the English texts the specification gives', async ({ page }) => {
    await page.goto('/login');
    await chooseLanguage(page, 'en');
    const form = signInForm(page, 'en');
    await form.submit.click();
    await expectFieldErrors(page, 'User name', ['Please enter your email']);
    await expectFieldErrors(page, 'Password', ['Please enter your password']);
    await form.username.fill(admin().username);
    await form.password.fill('wrong password');
    await form.submit.click();
    await expectText(form.error, 'Login information is incorrect');
  });

  test('disables the button while the sign-in request runs, and sends it once', async ({ page }) => {
    const logins = countRequests(page, 'auth/login');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await chooseLanguage(page, 'en');
    const form = signInForm(page, 'en');
    await form.username.fill(admin().username);
    await form.password.fill('wrong password');
    await form.submit.click();

    await expect.poll(() => form.submit.isDisabled()).toBe(true);
    expect(await form.username.isDisabled()).toBe(true);
    expect(await form.password.isDisabled()).toBe(true);
    // A second click while it runs sends nothing more.
    await form.submit.click({ force: true });
    await page.waitForTimeout(300);
    expect(logins.count).toBe(1);

    release();
    await expectText(form.error, 'Login information is incorrect');
    await expect.poll(() => form.submit.isDisabled()).toBe(false);
    expect(await form.username.isDisabled()).toBe(false);
    expect(logins.count).toBe(1);
  });

  test('Enter in the password field submits', async ({ page }) => {
    await page.goto('/login');
    const form = signInForm(page, 'ja');
    await form.username.fill(admin().username);
    await form.password.fill(admin().password);
    await form.password.press('Enter');
    await expectPath(page, '/');
    await expectShell(page, 'ja');
  });

  test('Enter in the user name field submits (signing in with the staff ID)', async ({ page }) => {
    await page.goto('/login');
    await chooseLanguage(page, 'en');
    const form = signInForm(page, 'en');
    await form.password.fill(admin().password);
    await form.username.fill('ADMIN');
    await form.username.press('Enter');
    await expectPath(page, '/');
    await expectShell(page, 'en');
  });

  test('goes back to the page asked for: /profile with the real data of the person', async ({ page }) => {
    await page.goto('/profile');
    await expectPath(page, '/login?redirect=/profile');
    expect(new URL(page.url()).search).toBe('?redirect=%2Fprofile');
    const form = signInForm(page, 'ja');
    await form.username.fill(admin().username);
    await form.password.fill(admin().password);
    await form.submit.click();

    await expectPath(page, '/profile');
    const t = TEXTS.ja.auth.profile;
    const profile = page.getByTestId('profile');
    await expectVisible(page.getByRole('heading', { name: 'System Administrator', exact: true }));
    const value = (label: string) =>
      profile.locator('th', { hasText: label }).locator('xpath=following-sibling::td[1]');
    await expectText(value(t.staff_id), 'ADMIN');
    await expectText(value(t.username), admin().username);
    await expectText(value(t.department), 'Information Technology');
    await expectText(value(t.role), TEXTS.ja.common.roles.ict);
  });

  test('never follows a redirect to another site', async ({ page }) => {
    await page.goto('/login?redirect=//example.com/phish');
    const form = signInForm(page, 'ja');
    await form.username.fill(admin().username);
    await form.password.fill(admin().password);
    await form.submit.click();
    await expectPath(page, '/');
    expect(new URL(page.url()).origin).toBe(baseUrl());
    await expectShell(page, 'ja');
  });

  test('the forgot-password link leads to the request page, which says who helps without an address', async ({
    page,
  }) => {
    await page.goto('/login');
    await chooseLanguage(page, 'en');
    const t = TEXTS.en.auth;
    await page.getByRole('link', { name: t.login.forgot, exact: true }).click();

    await expectPath(page, '/forgot-password');
    await expectVisible(page.getByRole('heading', { name: t.forgot.title, exact: true }));
    const explanation = page.getByText(t.forgot.no_address, { exact: true });
    await expectVisible(explanation);
    expect(await explanation.textContent()).toMatch(/HR or ICT administrators.*staff ID/);
    // The page follows the language control too.
    await chooseLanguage(page, 'vi');
    await expectVisible(page.getByRole('heading', { name: TEXTS.vi.auth.forgot.title, exact: true }));
    await expectHidden(page.getByRole('heading', { name: t.forgot.title, exact: true }));

    await page.getByRole('link', { name: TEXTS.vi.auth.reset.back, exact: true }).click();
    await expectPath(page, '/login');
    await expectVisible(signInForm(page, 'vi').heading);
  });
});
