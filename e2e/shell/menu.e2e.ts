import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { MAIN_MENU, type MenuEntry } from '../../apps/web/src/app/menu';
import { tableRows } from '../support/antd';
import { checkScreen, sideOverflow, WIDTHS } from '../support/axe';
import { admin, baseUrl, expectHidden, expectPath, expectVisible, signInViaApi, test } from '../support/browser';
import { closeDb, createUser } from '../support/db';
import { TEXTS } from '../support/texts';

/** Slow machines: a page may take seconds to settle while other tests run. */
const WAIT = { timeout: 15_000, interval: 100 };

afterAll(closeDb);

const menu = TEXTS.en.common.menu;
const label = (entry: MenuEntry) => menu[entry.labelKey.replace('menu.', '') as keyof typeof menu];

/** The entries a person with these permissions (GET /api/auth/user) may use, in menu order, as link texts. */
function allowed(permissions: Record<string, Record<string, boolean>>): string[] {
  const may = (entry: MenuEntry) => {
    if (!entry.permission) return true;
    const [area, action] = entry.permission.split('.') as [string, string];
    return permissions[area]?.[action] === true;
  };
  return MAIN_MENU.filter(may).flatMap((entry) =>
    entry.children ? entry.children.filter(may).map(label) : entry.path ? [label(entry)] : [],
  );
}

async function permissionsOf(token: string) {
  const response = await fetch(`${baseUrl()}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { permissions: Record<string, Record<string, boolean>> } }).data
    .permissions;
}

const nav = (page: Page) => page.getByRole('navigation', { name: menu.main });

const sections = (page: Page) => nav(page).locator('button[aria-expanded]');

/**
 * The menu's links in menu order: the top bar's own links, then each section's, opening one section at a time (a
 * section closes when another opens). It starts by closing any open section, so that a second read (the poll below)
 * does not meet the last section still open from the first and list its links right after the top bar's.
 */
async function menuLinks(page: Page): Promise<string[]> {
  for (let i = 0; i < (await sections(page).count()); i += 1)
    if ((await sections(page).nth(i).getAttribute('aria-expanded')) === 'true') await sections(page).nth(i).click();
  const seen: string[] = [];
  const add = async () => {
    for (const text of await nav(page).getByRole('link').allInnerTexts())
      if (!seen.includes(text.trim())) seen.push(text.trim());
  };
  await add();
  for (let i = 0; i < (await sections(page).count()); i += 1) {
    if ((await sections(page).nth(i).getAttribute('aria-expanded')) === 'false') await sections(page).nth(i).click();
    await add();
  }
  return seen;
}

/** The link named `name`, opening the section that holds it (found through the list its button controls). */
async function reveal(page: Page, name: string) {
  const link = nav(page).getByRole('link', { name, exact: true });
  if (await link.isVisible()) return link;
  const anchor = nav(page)
    .locator('a', { hasText: name })
    .filter({ hasText: new RegExp(`^\\s*${name}\\s*$`) });
  const listId = await anchor.first().evaluate((a) => a.closest('ul')?.id ?? '');
  const button = nav(page).locator(`button[aria-controls="${listId}"]`);
  await expect
    .poll(async () => {
      if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
      return link.isVisible();
    }, WAIT)
    .toBe(true);
  return link;
}

describe('main menu', () => {
  test('it reaches every built screen and highlights where you are', async ({ page }) => {
    const session = await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto('/');
    await expectVisible(nav(page));
    // Read again until the menu has settled: a section's links render just after its button opens it.
    const expected = allowed(await permissionsOf(session.token));
    await expect.poll(() => menuLinks(page), WAIT).toEqual(expected);

    for (const [entry, path, heading] of [
      [menu.users, '/user', TEXTS.en.users.title],
      [menu.departments, '/department', TEXTS.en.departments.title],
      [menu.department_groups, '/settings/departments', TEXTS.en.departments.title],
      [menu.shifts, '/shift', TEXTS.en.shifts.title],
      [menu.home, '/', undefined],
    ] as const) {
      await (await reveal(page, entry)).click();
      await expectPath(page, path);
      if (heading) await expectVisible(page.getByRole('heading', { level: 1, name: heading }));
      await expect.poll(() => nav(page).locator('[aria-current="page"]').allInnerTexts(), WAIT).toEqual([entry]);
    }

    // The department groups list leads to a department's groups and shift assignment; the entry stays current.
    await page.goto('/settings/departments?department_id=PRA');
    await tableRows(page).first().getByRole('link', { name: TEXTS.en.common.actions.detail, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toMatch(/^\/settings\/departments\/\d+$/);
    await expectVisible(page.getByRole('tab', { name: TEXTS.en.groups.page.tab_shifts, exact: true }));
    await menuLinks(page);
    await expect
      .poll(() => nav(page).locator('[aria-current="page"]').allInnerTexts(), WAIT)
      .toEqual([menu.department_groups]);
  });

  test('an employee sees the areas their role may use', async ({ page }) => {
    const employee = await createUser({ roleId: 9, department: 'PRA' });
    const session = await signInViaApi(page, employee.username, employee.password, { language: 'en' });
    await page.goto('/');
    await expectVisible(nav(page));
    const expected = allowed(await permissionsOf(session.token));
    expect(expected).toContain(menu.home);
    // Read again until the menu has settled, as above: a section's links render just after its button opens it.
    await expect.poll(() => menuLinks(page), WAIT).toEqual(expected);
  });

  test('at 390 px the menu is a drawer opened from a button, and no page scrolls sideways', async ({ page }) => {
    await page.setViewportSize(WIDTHS.phone);
    const session = await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto('/');
    await expectVisible(page.locator('h1'));
    await expect.poll(() => nav(page).count(), WAIT).toBe(0); // no menu in the top bar
    expect(await sideOverflow(page)).toBe(0);

    const open = page.getByRole('button', { name: menu.open, exact: true });
    for (const [entry, path] of [
      [menu.users, '/user'],
      [menu.departments, '/department'],
      [menu.department_groups, '/settings/departments'],
      [menu.shifts, '/shift'],
    ] as const) {
      await open.click();
      await expectVisible(nav(page));
      expect((await nav(page).getByRole('link').allInnerTexts()).map((t) => t.trim())).toEqual(
        allowed(await permissionsOf(session.token)),
      );
      await nav(page).getByRole('link', { name: entry, exact: true }).click();
      await expectPath(page, path);
      await expectHidden(page.locator('.ant-drawer-section'));
      await expectVisible(page.locator('h1'));
      await expect.poll(() => tableRows(page).count(), WAIT).toBeGreaterThan(0);
      expect(await sideOverflow(page), `sideways overflow on ${path}`).toBe(0);
      // The drawer marks the current page.
      await open.click();
      await expect.poll(() => nav(page).locator('[aria-current="page"]').allInnerTexts(), WAIT).toEqual([entry]);
      await checkScreen(page, `menu drawer on ${path}`);
      await page.keyboard.press('Escape');
      await expectHidden(page.locator('.ant-drawer-section'));
      // The focus goes back to the button that opened the drawer.
      await expect.poll(() => open.evaluate((button) => button === document.activeElement), WAIT).toBe(true);
    }

    // Department rows keep their actions on screen.
    await page.goto('/department');
    const actions = tableRows(page).first().getByRole('button', { name: TEXTS.en.common.actions.delete });
    await expectVisible(actions);
    const box = await actions.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTHS.phone.width);
    expect(box!.height).toBeGreaterThanOrEqual(24);
  });
});
