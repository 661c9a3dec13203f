import { afterAll, describe, expect } from 'vitest';
import { closeDb, createUser, mailsAbout } from '../support/db';
import { chooseLanguage, expectFieldErrors, expectPath, expectText, expectVisible, test } from '../support/browser';
import { LANGUAGE_LABEL, LANGUAGES, MESSAGES, TEXTS } from '../support/texts';

afterAll(closeDb);

describe('forgot password', () => {
  // The browser tests' server has no mail server (SMTP_URL): the page says that no link can be sent, for a real
  // and an unknown name alike, and nothing is queued. The mail itself is read back from a real SMTP server in the
  // API tests (password-reset.test.ts).
  for (const language of LANGUAGES) {
    test(`says no link can be sent without a mail server, the same for a real and an unknown name, in ${LANGUAGE_LABEL[language]}`, async ({
      page,
    }) => {
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

      await name.fill(user.username);
      await submit.click();
      const outcome = page.getByTestId('forgot-outcome');
      await expectText(outcome, MESSAGES[language].mail.errors.not_configured);

      // An unknown name: word for word the same answer.
      await name.fill(`nobody.${user.username}`);
      await submit.click();
      await expectText(outcome, MESSAGES[language].mail.errors.not_configured);
      expect(await mailsAbout(user.id)).toBe(0);
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
