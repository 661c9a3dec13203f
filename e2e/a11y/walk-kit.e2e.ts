import { describe, expect } from 'vitest';
import { test } from '../support/browser';
import { TEXTS } from '../support/texts';
import { checkPage, signInAdmin, visit } from '../support/walk';

/**
 * The screen walk's kit (support/walk.ts) fails on what it is there to find: a screen of the app reached the way the
 * walk reaches it (a document load, then a visit without one), given one control without a name, fails checkPage
 * with axe's rule; the same screen without it passes.
 */
describe('the walk kit', () => {
  test('fails a screen with an axe violation, after a load and after a visit without one', async ({ page }) => {
    const t = TEXTS.en;
    const nameless = {
      add: () =>
        page.evaluate(() => {
          const button = document.createElement('button');
          button.id = 'nameless';
          document.body.append(button);
        }),
      remove: () => page.evaluate(() => document.getElementById('nameless')?.remove()),
    };
    await signInAdmin(page, 'en');
    await visit(page, '/profile');
    await checkPage(page, '/profile', t.common.menu.profile);
    await nameless.add();
    await expect(checkPage(page, '/profile with a nameless button', t.common.menu.profile)).rejects.toThrow(
      /button-name/,
    );
    await nameless.remove();

    // The next screen without a document load (the mark set on this document is still there).
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
    await visit(page, '/change-password');
    await checkPage(page, '/change-password', t.auth.change_password.title);
    expect(await page.locator('html[data-same-document]').count()).toBe(1);
    await nameless.add();
    await expect(
      checkPage(page, '/change-password with a nameless button', t.auth.change_password.title),
    ).rejects.toThrow(/button-name/);
  });
});
