import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createDepartmentViaApi, dialog, expectToast, openDialog, runTag, tableRows } from '../support/antd';
import { admin, expectHidden, expectPath, expectVisible, setLocalStorage, test } from '../support/browser';
import { TEXTS } from '../support/texts';

/** Slow machines: a page may take seconds to settle while other tests run. */
const WAIT = { timeout: 15_000, interval: 100 };

/**
 * The keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, arrows): sign in, skip to the page, reach every main
 * menu entry, open a person's detail and close it (focus trapped in the dialog and given back), save a form, open
 * the avatar menu and sign out. No mouse event is sent.
 */

const t = TEXTS.en;

/** What has the focus: its tag, its accessible text (aria-label or text) and whether it sits in a dialog. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      text: (element?.getAttribute('aria-label') || element?.innerText || '').trim(),
      inDialog: Boolean(element?.closest('.ant-modal')),
      // Past a dialog's last button the browser's own controls take the focus (the page shows it on <body>);
      // the next Tab comes back into the dialog. What must never happen is focus on the page behind it.
      behindDialog: Boolean(element && element !== document.body && !element.closest('.ant-modal')),
      id: element?.id ?? '',
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focused element's text is `text`; fails after `max` presses. */
async function tabTo(page: Page, text: string | RegExp, { max = 40, back = false } = {}): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    seen.push(now.text);
    if (typeof text === 'string' ? now.text === text : text.test(now.text)) return;
  }
  throw new Error(`Tab never reached "${text}"; it passed: ${seen.join(' | ')}`);
}

describe('keyboard only', () => {
  test('sign in, reach every menu entry, open a detail, save a form and sign out', async ({ page }) => {
    const tag = runTag();
    const code = `KB${tag}`.toUpperCase().slice(0, 8);
    await createDepartmentViaApi({ code, name: `Keyboard ${tag}`, type: 'Production', shifts: ['Morning shift'] });

    // Sign in: the user name field has the focus; Tab to the password; Enter submits.
    await setLocalStorage(page, { lang: 'en' });
    await page.goto('/login');
    await expect.poll(async () => (await focused(page)).id, WAIT).toBe('email');
    await page.keyboard.type(admin().username);
    await page.keyboard.press('Tab');
    expect((await focused(page)).id).toBe('password');
    await page.keyboard.type(admin().password);
    await page.keyboard.press('Enter');
    await expectPath(page, '/');
    // The home page's own heading: the sign-in page (with its own h1) may still be on screen for a moment.
    await expect.poll(() => page.title(), WAIT).toBe(`${t.common.menu.home} - ${t.common.app_name}`);
    await expectHidden(page.locator('#password'));
    await expectVisible(page.locator('h1'));

    // The first Tab stop is the skip link; Enter moves the focus to the page's main content.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: t.common.skip_to_content });
    await expectVisible(page.getByRole('link', { name: t.common.skip_to_content }));
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'main', id: 'main' });
    await expectPath(page, '/');

    // Every main menu entry is a Tab stop; a section opens with Enter and closes with Escape.
    await page.keyboard.press('Shift+Tab'); // back to the top bar, before the page
    await tabTo(page, t.common.menu.home, { back: true });
    // Each section of the top bar in order is a Tab stop: Enter opens it, Tab walks its entries in order, Escape
    // closes it with the focus back on it, and Tab goes on to the next section.
    const sections: [string, string[]][] = [
      [
        t.common.menu.attendance,
        [
          t.common.menu.registration,
          t.common.menu.overview,
          t.common.menu.timekeeping,
          t.common.menu.report,
          t.common.menu.checkinout,
        ],
      ],
      [
        t.common.menu.organisation,
        [
          t.common.menu.users,
          t.common.menu.staff,
          t.common.menu.departments,
          t.common.menu.department_groups,
          t.common.menu.shifts,
          t.common.menu.candidates,
        ],
      ],
      [t.common.menu.payroll_data, [t.common.menu.bonus, t.common.menu.deduction, t.common.menu.shift_change]],
      [
        t.common.menu.payroll,
        [t.common.menu.payroll_run, t.common.menu.payroll_calculator, t.common.menu.payroll_payslips],
      ],
    ];
    for (const [section, entries] of sections) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).text).toBe(section);
      await page.keyboard.press('Enter');
      for (const entry of entries) {
        await page.keyboard.press('Tab');
        expect((await focused(page)).text).toBe(entry);
      }
      await page.keyboard.press('Escape');
      expect((await focused(page)).text).toBe(section);
    }
    await expectHidden(page.getByRole('navigation').getByRole('link', { name: t.common.menu.users }));
    // Back to the organisation section: Space opens it too.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).text).toBe(t.common.menu.organisation);
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe(t.common.menu.users);
    await page.keyboard.press('Enter');
    await expectPath(page, '/user');
    await expectVisible(page.getByRole('heading', { level: 1, name: t.users.title }));
    await expect.poll(() => tableRows(page).count(), WAIT).toBeGreaterThan(0);

    // A person's detail: Enter opens it, Tab stays inside, Escape closes it and the focus returns to the button.
    await tabTo(page, t.common.actions.detail);
    await page.keyboard.press('Enter');
    await openDialog(page, t.users.detail.title);
    let inside = 0;
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      expect(now.behindDialog, `Tab ${i + 1} reached the page behind the dialog: ${now.text}`).toBe(false);
      if (now.inDialog) inside += 1;
    }
    expect(inside).toBeGreaterThanOrEqual(9);
    await page.keyboard.press('Escape');
    await expectHidden(dialog(page, t.users.detail.title));
    await expect.poll(async () => (await focused(page)).text, WAIT).toBe(t.common.actions.detail);

    // A form: rename the department with the keyboard and save it.
    await page.goto(`/department?department_id=${code}`);
    await expect.poll(() => tableRows(page).count(), WAIT).toBe(1);
    await tabTo(page, t.common.actions.edit);
    await page.keyboard.press('Enter');
    const form = await openDialog(page, t.departments.form.edit_title);
    const nameField = form.getByLabel(t.departments.form.name, { exact: true });
    for (let i = 0; i < 10 && !(await nameField.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`Renamed ${tag}`);
    await tabTo(page, /^Save$|^S a v e$/);
    await page.keyboard.press('Enter');
    await expectToast(page, t.departments.messages.updated);
    await expectHidden(dialog(page, t.departments.form.edit_title));
    await expect.poll(() => tableRows(page).first().innerText(), WAIT).toContain(`Renamed ${tag}`);

    // The avatar menu opens with Enter and its first item (the person's name) has the focus; Escape closes it and
    // gives the focus back to its button. Opened again, the arrows pressed at once (no waiting) are not lost: two
    // ArrowDown reach Logout; Enter asks, Enter confirms.
    await page.locator('body').focus();
    await tabTo(page, 'System Administrator');
    const inMenu = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return element?.closest('.ant-dropdown-menu') ? (element.textContent ?? '') : 'outside the menu';
      });
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('menuitem').filter({ hasText: t.common.menu.logout }));
    await expect.poll(inMenu, WAIT).toBe('System Administrator');
    await page.keyboard.press('Escape');
    await expectHidden(page.getByRole('menuitem').filter({ hasText: t.common.menu.logout }));
    await expect.poll(async () => (await focused(page)).text, WAIT).toBe('System Administrator');
    expect(await inMenu()).toBe('outside the menu');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(inMenu, WAIT).toBe(t.common.menu.logout);
    await page.keyboard.press('Enter');
    await expectVisible(page.getByText(t.common.logout_confirm.content, { exact: true }));
    await expect.poll(async () => (await focused(page)).inDialog, WAIT).toBe(true);
    await tabTo(page, t.common.logout_confirm.ok, { max: 4 });
    await page.keyboard.press('Enter');
    // Where exactly sign-out lands (with or without a way back) is the shell's business (issue 9): the sign-in page.
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/login');
  });
});
