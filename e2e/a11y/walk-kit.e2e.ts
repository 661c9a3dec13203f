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

  test('fails a screen with an English icon name or Ant Design\'s English "Clear" in ja, passes the app\'s own', async ({
    page,
  }) => {
    const t = TEXTS.ja;
    // The outbox's state filter: Ant Design's arrow ("down") and its clear button ("Clear", its icon "close-circle"),
    // named in Japanese or hidden by the app (app/antd-names.ts).
    await signInAdmin(page, 'ja');
    await visit(page, '/settings/mail-outbox');
    await checkPage(page, '/settings/mail-outbox (ja)', t.mailOutbox.title);
    await visit(page, '/change-password');
    await checkPage(page, '/change-password (ja)', t.auth.change_password.title);
    const add = (html: string) =>
      page.evaluate((markup) => {
        const holder = document.createElement('div');
        holder.id = 'english-name';
        holder.innerHTML = markup;
        document.body.append(holder);
      }, html);
    const remove = () => page.evaluate(() => document.getElementById('english-name')?.remove());
    // The app hides Ant Design's icons as they appear (app/antd-names.ts, which does not watch classes): this one
    // becomes an icon after it was added, so it stays named "left" as one the app missed would.
    await add('<span role="img" aria-label="left" style="display:inline-block;width:9px;height:9px"></span>');
    await page.evaluate(() => {
      const icon = document.querySelector('#english-name span');
      if (icon) icon.className = 'anticon anticon-left';
    });
    await expect(checkPage(page, '/change-password with an icon image', t.auth.change_password.title)).rejects.toThrow(
      /image is named with the icon "left"/,
    );
    await remove();
    await add('<button type="button" aria-label="Clear">×</button>');
    await expect(checkPage(page, '/change-password with "Clear"', t.auth.change_password.title)).rejects.toThrow(
      /named "Clear" in English/,
    );
    await remove();
  });
});
