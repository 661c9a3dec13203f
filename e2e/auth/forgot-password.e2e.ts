import { afterAll, describe, expect } from 'vitest';
import { closeDb, createUser, mailsAbout } from '../support/db';
import { chooseLanguage, expectFieldErrors, expectPath, expectText, expectVisible, test } from '../support/browser';
import { LANGUAGE_LABEL, LANGUAGES, MESSAGES, TEXTS } from '../support/texts';

afterAll(closeDb);

describe('forgot password', () => {
  for (const language of LANGUAGES) {
    test(`states the same answer for a real and an unknown name, in ${LANGUAGE_LABEL[language]}`, async ({ page }) => {
      const user = await createUser({ username: 'e2e.forgot' });
      const t = TEXTS[language].auth.forgot;
      await page.goto('/forgot-password');
      await chooseLanguage(page, language);
      await expectVisible(page.getByRole('heading', { name: t.title, exact: true }));
      const name = page.getByLabel(t.name, { exact: true });
      const submit = page.locator('button[type="submit"]', { hasText: t.submit });

      // Blank: the sign-in form's message, nothing sent.
      await submit.click();
      await expectFieldErrors(page, t.name, [MESSAGES[language].validation.login_username_required]);

      // A real account: the answer, and a mail in the outbox (no SMTP server here: it stays there, not sent).
      await name.fill(user.username);
      await submit.click();
      const outcome = page.getByTestId('forgot-outcome');
      await expectText(outcome, t.sent);
      await expect.poll(() => mailsAbout(user.id)).toBe(1);

      // An unknown name: word for word the same answer.
      await name.fill(`nobody.${user.username}`);
      await submit.click();
      await expectText(outcome, t.sent);
      expect(await mailsAbout(user.id)).toBe(1);
    });
  }

  test('a link that does not work says so and leads to a new request', async ({ page }) => {
    const t = TEXTS.en.auth;
    await page.goto('/reset-password?token=not-a-real-token');
    await chooseLanguage(page, 'en');
    await page.getByLabel(t.change_password.new, { exact: true }).fill('Brand-New-Pass-42');
    await page.getByLabel(t.change_password.confirmation, { exact: true }).fill('Brand-New-Pass-42');
    await page.locator('button[type="submit"]', { hasText: t.reset.submit }).click();
    await expectVisible(page.getByText(MESSAGES.en.mail.errors.reset_link_invalid, { exact: true }));
    await page.getByRole('link', { name: t.reset.new_link, exact: true }).click();
    await expectPath(page, '/forgot-password');
  });
});
