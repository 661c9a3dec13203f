import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { closeDb, createUser, liveSessions } from '../support/db';
import {
  apiLogin,
  cardTitle,
  chooseLanguage,
  countRequests,
  expectFieldErrors,
  expectPath,
  expectText,
  expectVisible,
  newContext,
  signInViaApi,
  test,
  tokenStatus,
} from '../support/browser';
import { fill, LANGUAGE_LABEL, LANGUAGES, type Language, MESSAGES, TEXTS } from '../support/texts';

afterAll(closeDb);

/** Texts the specification gives word for word (English). */
const SPEC_EN = { currentInvalid: 'Password current not valid', success: 'Change user password successfully' };

function changePasswordForm(page: Page, language: Language) {
  const t = TEXTS[language].auth.change_password;
  return {
    labels: t,
    current: page.getByLabel(t.current, { exact: true }),
    next: page.getByLabel(t.new, { exact: true }),
    confirmation: page.getByLabel(t.confirmation, { exact: true }),
    submit: page.locator('button[type="submit"]', { hasText: t.submit }),
  };
}

describe('change password', () => {
  for (const language of LANGUAGES) {
    test(`checks each rule and says so under the field, in ${LANGUAGE_LABEL[language]}`, async ({ page }) => {
      const user = await createUser({ username: 'e2e.rules' });
      const v = MESSAGES[language].validation;
      const calls = countRequests(page, 'change-password');
      await signInViaApi(page, user.username, user.password, { language });
      await page.goto('/change-password');
      const form = changePasswordForm(page, language);
      const { labels } = form;
      await expectVisible(cardTitle(page, labels.title));

      // Everything empty: each field says it is required.
      await form.submit.click();
      await expectFieldErrors(page, labels.current, [v.current_password_required]);
      await expectFieldErrors(page, labels.new, [v.new_password_required]);
      await expectFieldErrors(page, labels.confirmation, [v.password_confirmation_required]);

      await form.current.fill('anything');
      await expectFieldErrors(page, labels.current, []);

      // Shorter than 8.
      await form.next.fill('short7!');
      await expectFieldErrors(page, labels.new, [v.password_min_8]);
      await form.next.fill('long-enough-1');
      await expectFieldErrors(page, labels.new, []);

      // A different confirmation.
      await form.confirmation.fill('long-enough-2');
      await expectFieldErrors(page, labels.confirmation, [v.password_confirmation_mismatch]);
      await form.submit.click();
      await expectFieldErrors(page, labels.confirmation, [v.password_confirmation_mismatch]);
      expect(calls.count).toBe(0);
      await form.confirmation.fill('long-enough-1');
      await expectFieldErrors(page, labels.confirmation, []);

      // Everything well formed, but the current password is wrong: the server's word, under that field.
      await form.current.fill('not-my-password');
      await form.submit.click();
      const invalid = MESSAGES[language].errors.current_password_invalid;
      if (language === 'en') expect(invalid).toBe(SPEC_EN.currentInvalid);
      await expectFieldErrors(page, labels.current, [invalid]);
      await expectFieldErrors(page, labels.new, []);
      await expectFieldErrors(page, labels.confirmation, []);
      expect(calls.count).toBe(1);
      await expectPath(page, '/change-password');
      // Nothing changed.
      await expect(apiLogin(user.username, user.password)).resolves.toMatchObject({
        user: { username: user.username },
      });
    });
  }

  test('a successful change: the message, this session stays, other sessions end, only the new password signs in', async ({
    page,
    browser,
  }) => {
    const user = await createUser({ username: 'e2e.change' });
    const newPassword = `New-${user.password}`;

    // The same person signed in on another device.
    const otherDevice = await newContext(browser);
    const fresh = await newContext(browser);
    try {
      const otherPage = await otherDevice.newPage();
      const other = await signInViaApi(otherPage, user.username, user.password, { language: 'en' });
      await otherPage.goto('/profile');
      await expectVisible(otherPage.getByRole('heading', { name: user.name, exact: true }));

      const mine = await signInViaApi(page, user.username, user.password, { language: 'en' });
      expect(await liveSessions(user.id)).toBe(2);
      await page.goto('/change-password');
      const form = changePasswordForm(page, 'en');
      await expectVisible(page.getByText(form.labels.hint, { exact: true }));
      await form.current.fill(user.password);
      await form.next.fill(newPassword);
      await form.confirmation.fill(newPassword);
      await form.submit.click();

      await expectVisible(page.getByText(SPEC_EN.success, { exact: true }));
      for (const field of [form.current, form.next, form.confirmation]) expect(await field.inputValue()).toBe('');
      expect(await tokenStatus(mine.token)).toBe(200);
      expect(await tokenStatus(other.token)).toBe(401);
      expect(await liveSessions(user.id)).toBe(1);

      // This browser stays signed in.
      await page.goto('/profile');
      await expectVisible(page.getByRole('heading', { name: user.name, exact: true }));

      // The other device is sent to sign-in at its next request.
      await otherPage.reload();
      await expectPath(otherPage, '/login?redirect=/profile');

      // Signing in afresh: the old password fails, the new one works.
      const signIn = await fresh.newPage();
      await signIn.goto('/login');
      await chooseLanguage(signIn, 'en');
      const t = TEXTS.en.auth.login;
      await signIn.getByLabel(t.username, { exact: true }).fill(user.username);
      await signIn.getByLabel(t.password, { exact: true }).fill(user.password);
      await signIn.locator('button[type="submit"]', { hasText: t.submit }).click();
      await expectText(signIn.getByTestId('login-error'), 'Login information is incorrect');
      await signIn.getByLabel(t.password, { exact: true }).fill(newPassword);
      await signIn.locator('button[type="submit"]', { hasText: t.submit }).click();
      await expectPath(signIn, '/');
      await expectVisible(
        signIn.getByRole('heading', { name: fill(TEXTS.en.common.home.welcome, { name: user.name }), exact: true }),
      );
    } finally {
      await otherDevice.close();
      await fresh.close();
    }
  });
});
