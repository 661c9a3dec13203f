import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { walkAttendanceScreens } from '../attendance/walk';
import { walkAttendanceReportScreens } from '../attendance-reports/walk';
import { walkPayrollScreens } from '../payroll/walk';
import { walkPayrollDataScreens } from '../payroll-data/walk';
import { walkRecruitmentScreens } from '../recruitment/walk';
import { walkStaffScreens } from '../staff/walk';
import { adminApi, buttonNamed, openDialog, runTag, settled, tableRows } from '../support/antd';
import { checkScreen, WIDTHS, type Width } from '../support/axe';
import { expectHidden, expectVisible, setLocalStorage, test } from '../support/browser';
import { blockSignIn, createUser, outboxMail } from '../support/db';
import { type Language, TEXTS } from '../support/texts';
import {
  type At,
  type AreaWalk,
  checkDialog,
  checkPage,
  closeDialog,
  expectRowActionsInView,
  settle,
  signInAdmin,
  visit,
  WAIT,
} from '../support/walk';
import { reportTimings, timed, watchLoads } from '../support/walk-profile';

/**
 * Every built screen, in ja, en and vi, at desktop (1280 px) and phone (390 px) width, with its dialogs and tabs
 * open: axe-core (WCAG 2.1 A and AA) finds nothing, the page never scrolls sideways, no two fields share an id and
 * every date, amount and rate is in the one format of lib/format.ts (support/axe.ts checkScreen). Each screen
 * also says where you are: one level-one heading and a document title "<page> - HR Office" (support/walk.ts).
 */

/** Today in the company's time zone (Asia/Ho_Chi_Minh) as 'YYYY-MM-DD'. */
const companyToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Ho_Chi_Minh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/**
 * A person of Production Line A (PRA) with the morning shift for a week from tomorrow, so the shift-assignment table
 * has a row with actions (Edit, Delete). The week lies outside the table's default period (the last 30 days), so
 * the desktop walk running beside the phone one never finds it there. Returns the name and the week to filter by.
 */
async function assignedPerson(): Promise<{ tag: string; start: string; end: string }> {
  const tag = runTag();
  const person = await createUser({ department: 'PRA', firstName: 'Phone', lastName: `Row ${tag}` });
  const shifts = await adminApi<{ items: { id: number; name: string }[] }>('GET', 'shifts?name=Morning');
  const shift = shifts.items.find((item) => item.name === 'Morning shift');
  if (!shift) throw new Error('the demo shift group "Morning shift" is missing');
  const day = (offset: number) =>
    new Date(Date.parse(`${companyToday()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const [start, end] = [day(1), day(7)];
  const department = await adminApi<{ items: { id: number }[] }>('GET', 'departments?department_id=PRA');
  await adminApi('POST', 'member_group/member_shift/create', {
    start_date: start,
    end_date: end,
    shift_id: shift.id,
    user_ids: [person.id],
    department_id: department.items[0]?.id,
  });
  return { tag, start, end };
}

/**
 * Every label of the open dialog names a field of that dialog: a form behind it with the same field names must not
 * lend it its ids (the leave reason dialog's fields were named after the leave type form's, or not at all).
 */
async function expectDialogLabelsOwnFields(page: Page, where: string): Promise<void> {
  const stray = await page.evaluate(() => {
    const dialogs = Array.from(document.querySelectorAll('.ant-modal'));
    const dialog = dialogs[dialogs.length - 1];
    if (!dialog) return ['no dialog'];
    return Array.from(dialog.querySelectorAll('label[for]'))
      .filter((label) => !dialog.contains(document.getElementById(label.getAttribute('for') ?? '')))
      .map((label) => `"${label.textContent}" -> #${label.getAttribute('for')}`);
  });
  expect(stray, `${where}: labels pointing outside the dialog`).toEqual([]);
  // Ids used twice on the page: checkScreen (support/axe.ts sharedFieldIds) checks that on every screen.
}

/**
 * The version comparison of the first settings tab (salary), between its first and its last version: each change
 * named by its field's label in the reader's language (no internal path like
 * `config_progressive_tax_schedule[3].rate_of_tax`) and its values in the one formats (checkScreen).
 */
async function checkComparison(page: Page, language: Language, where: string): Promise<void> {
  const t = TEXTS[language].settings.versions;
  const history = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: t.title }) });
  // Each row's "applies from" day (at phone width other cells may come first), once the list has come.
  const days = async () =>
    (await tableRows(history).allInnerTexts()).flatMap((row) => /\d{4}\/\d{2}\/\d{2}/.exec(row)?.[0] ?? []);
  await expect.poll(async () => (await days()).length, WAIT).toBeGreaterThan(1);
  const dates = await days();
  for (const [label, date] of [
    [t.compare_from, dates[0]],
    [t.compare_to, dates.at(-1)],
  ] as const) {
    await history.getByLabel(label).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: date })
      .last()
      .click();
  }
  const changes = tableRows(history.locator('.ant-table').last());
  await expectVisible(changes.first());
  const shown = (await changes.allInnerTexts()).join('\n');
  expect(shown, `${where}: field paths in the comparison`).not.toMatch(/[a-z]+_[a-z_]+|\[\d+\]/);
  await checkScreen(page, `${where}: comparison ${dates[0]} - ${dates.at(-1)}`);
}

/** Signed out: the sign-in page (and its errors), the reset-password and forgot-password pages. */
async function walkSignedOut(page: Page, language: Language, _width: Width, at: At): Promise<void> {
  const t = TEXTS[language];
  await setLocalStorage(page, { lang: language });
  await visit(page, '/login');
  await checkPage(page, at('/login'), t.auth.login.title);
  await buttonNamed(page, t.auth.login.submit).click();
  await expectVisible(page.locator('#email_error'));
  await checkScreen(page, at('/login with errors'));
  await visit(page, '/reset-password');
  await checkPage(page, at('/reset-password'), t.auth.reset.title);
  await visit(page, '/forgot-password');
  await checkPage(page, at('/forgot-password'), t.auth.forgot.title);
  await visit(page, '/reset-password?token=from-a-mail');
  await checkPage(page, at('/reset-password?token='), t.auth.reset.title);
}

/** Signed in: the home page with the menu drawer (phone) and the avatar menu, one's profile, the password change. */
async function walkShell(page: Page, language: Language, width: Width, at: At): Promise<void> {
  const t = TEXTS[language];
  await visit(page, '/');
  await checkPage(page, at('/'), t.common.menu.home);
  if (width === 'phone') {
    await page.getByRole('button', { name: t.common.menu.open, exact: true }).click();
    const drawer = await settled(page.locator('.ant-drawer-section'));
    await checkScreen(page, at('/ menu drawer'));
    await page.keyboard.press('Escape');
    await expectHidden(drawer);
  }
  await page.getByTestId('user-menu').click();
  await settled(page.locator('.ant-dropdown-menu'));
  await checkScreen(page, at('/ avatar menu'));
  await page.keyboard.press('Escape');
  await expectHidden(page.locator('.ant-dropdown-menu'));

  await visit(page, '/profile');
  await checkPage(page, at('/profile'), t.common.menu.profile);
  await visit(page, '/change-password');
  await checkPage(page, at('/change-password'), t.auth.change_password.title);
  await buttonNamed(page, t.auth.change_password.submit).click();
  await expectVisible(page.locator('.ant-form-item-explain-error').first());
  await checkScreen(page, at('/change-password with errors'));
}

/** Users, departments, shift groups, a department's groups and shift assignment. */
async function walkOrganisation(page: Page, language: Language, width: Width, at: At): Promise<void> {
  const t = TEXTS[language];
  // Users: the list, the new-user form, a person's detail and the reset-password dialog; the sign-in blocks dialog
  // with a block in force (its Lift button on screen at phone width).
  const blocked = await createUser({ department: 'HR', lastName: `Blocked ${runTag()}` });
  await blockSignIn(blocked.username, '127.0.0.1');
  await visit(page, '/user');
  await checkPage(page, at('/user'), t.users.title);
  if (width === 'phone') await expectRowActionsInView(page, at('/user'));
  const blocks = await checkDialog(
    page,
    () => buttonNamed(page, t.users.login_blocks.open).click(),
    t.users.login_blocks.title,
    at('/user'),
  );
  await expectVisible(tableRows(blocks).filter({ hasText: blocked.username }).first());
  if (width === 'phone') await expectRowActionsInView(page, at('/user: sign-in blocks'), '.ant-modal');
  await closeDialog(page, t.users.login_blocks.title);
  await checkDialog(
    page,
    () => buttonNamed(page, t.common.actions.new).click(),
    t.users.form.create_title,
    at('/user'),
  );
  await closeDialog(page, t.users.form.create_title);
  const detail = await checkDialog(
    page,
    () => buttonNamed(tableRows(page).first(), t.common.actions.detail).click(),
    t.users.detail.title,
    at('/user'),
  );
  await buttonNamed(detail, t.users.actions.reset_password).click();
  await openDialog(page, t.users.reset.title);
  await checkScreen(page, at('/user: reset password'));
  await closeDialog(page, t.users.reset.title);
  await closeDialog(page, t.users.detail.title);

  // Departments: the list, its form, a department's detail with work plans and the work-plan form.
  await visit(page, '/department?department_id=PRA');
  await checkPage(page, at('/department'), t.departments.title);
  await checkDialog(
    page,
    () => buttonNamed(page, t.common.actions.new).click(),
    t.departments.form.create_title,
    at('/department'),
  );
  await closeDialog(page, t.departments.form.create_title);
  await tableRows(page).first().getByRole('link', { name: t.common.actions.detail, exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname, WAIT).toMatch(/^\/department\/\d+$/);
  await checkPage(page, at('/department/{id}'), 'Production Line A');
  await checkDialog(
    page,
    () => buttonNamed(page.locator('main'), t.common.actions.new).click(),
    t.departments.plans.form.create_title,
    at('/department/{id}'),
  );
  await closeDialog(page, t.departments.plans.form.create_title);

  // Shift groups.
  await visit(page, '/shift');
  await checkPage(page, at('/shift'), t.shifts.title);
  if (width === 'phone') await expectRowActionsInView(page, at('/shift'));
  await checkDialog(
    page,
    () => buttonNamed(page, t.common.actions.new).click(),
    t.shifts.form.create_title,
    at('/shift'),
  );
  await closeDialog(page, t.shifts.form.create_title);

  // A department's groups and shift assignment (both tabs, both forms).
  await visit(page, '/settings/departments?department_id=PRA');
  await checkPage(page, at('/settings/departments'), t.departments.title);
  await tableRows(page).first().getByRole('link', { name: t.common.actions.detail, exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname, WAIT).toMatch(/^\/settings\/departments\/\d+$/);
  const groupsTitle = t.groups.page.title.replace('{{name}}', 'Production Line A');
  await checkPage(page, at('/settings/departments/{id} groups'), groupsTitle);
  await checkDialog(
    page,
    () => buttonNamed(page, t.groups.cards.create).click(),
    t.groups.form.create_title,
    at('groups'),
  );
  await closeDialog(page, t.groups.form.create_title);
  await page.getByRole('tab', { name: t.groups.page.tab_shifts, exact: true }).click();
  await expectVisible(page.getByRole('tab', { name: t.groups.page.tab_shifts, selected: true }));
  await checkPage(page, at('/settings/departments/{id} shifts'), groupsTitle);
  if (width === 'phone') {
    // Filtered (through the address) to a person with an assignment: the row with Edit and Delete.
    const assigned = await assignedPerson();
    const shiftsTab = new URL(page.url());
    shiftsTab.searchParams.set('full_name', assigned.tag);
    shiftsTab.searchParams.set('start_date', assigned.start);
    shiftsTab.searchParams.set('end_date', assigned.end);
    await visit(page, shiftsTab.pathname + shiftsTab.search);
    await settle(page);
    await expectVisible(tableRows(page).first().getByRole('button', { name: t.common.actions.delete, exact: true }));
    await expectRowActionsInView(page, at('shift assignment'));
    await checkScreen(page, at('shift assignment, one row'));
  }
  await checkDialog(
    page,
    () => buttonNamed(page, t.groups.shifts.assign).click(),
    t.groups.shifts.form.create_title,
    at('shift assignment'),
  );
  await closeDialog(page, t.groups.shifts.form.create_title);
}

/** Settings: the mail outbox, the default-system tabs, leave types, salary components. */
async function walkSettings(page: Page, language: Language, width: Width, at: At): Promise<void> {
  const t = TEXTS[language];
  // Settings: the mail outbox (a mail in it) and one mail in its drawer.
  const mailed = await createUser({ lastName: `Mailed ${runTag()}` });
  await outboxMail(mailed.id, `${mailed.username}@e2e.example`);
  await visit(page, '/settings/mail-outbox');
  await checkPage(page, at('/settings/mail-outbox'), t.mailOutbox.title);
  if (width === 'phone') await expectRowActionsInView(page, at('/settings/mail-outbox'));
  // The eye button (at phone width the row also starts with the expand button).
  await page.locator('main .ant-table-row button:has(.anticon-eye)').first().click();
  await expectVisible(page.locator('.ant-drawer-body pre'));
  await settle(page);
  await checkScreen(page, at('/settings/mail-outbox: a mail'));
  await page.keyboard.press('Escape');
  await expectHidden(page.locator('.ant-drawer-body pre'));

  // Settings: the default-system tabs, leave types (the list, a new type and its reason dialog), salary components.
  await visit(page, '/settings/default-system');
  await checkPage(page, at('/settings/default-system'), t.settings.title);
  await checkComparison(page, language, at('/settings/default-system salary'));
  for (const tab of ['tax', 'work', 'holidays'] as const) {
    await page.getByRole('tab', { name: t.settings.tabs[tab], exact: true }).click();
    await expectVisible(page.getByRole('tab', { name: t.settings.tabs[tab], selected: true }));
    await settle(page);
    await checkScreen(page, at(`/settings/default-system ${tab}`));
  }
  if (width === 'phone') await expectRowActionsInView(page, at('/settings/default-system holidays'));
  await visit(page, '/settings/leave-management');
  await checkPage(page, at('/settings/leave-management'), t.leaveTypes.title);
  if (width === 'phone') await expectRowActionsInView(page, at('/settings/leave-management'));
  await visit(page, '/settings/leave-management/leave-type/create');
  await checkPage(page, at('/settings/leave-management/leave-type/create'), t.leaveTypes.detail.create_title);
  const reason = await checkDialog(
    page,
    () => buttonNamed(page, t.leaveTypes.detail.add_reason).click(),
    t.leaveTypes.reason.create_title,
    at('leave reason'),
  );
  await expectDialogLabelsOwnFields(page, at('leave reason'));
  await expectVisible(reason.getByRole('textbox', { name: t.leaveTypes.fields.description_vie, exact: true }));
  await closeDialog(page, t.leaveTypes.reason.create_title);
  await visit(page, '/settings/salary-component');
  await checkPage(page, at('/settings/salary-component'), t.salaryComponents.title);
  if (width === 'phone') await expectRowActionsInView(page, at('/settings/salary-component'));
  await checkDialog(
    page,
    () => buttonNamed(page, t.salaryComponents.add.allowance).click(),
    t.salaryComponents.add.allowance,
    at('salary component'),
  );
  await closeDialog(page, t.salaryComponents.add.allowance);
}

/** A path nothing answers: the not-found page. */
async function walkNotFound(page: Page, language: Language, _width: Width, at: At): Promise<void> {
  await visit(page, '/no/such/page');
  await checkPage(page, at('not found'), TEXTS[language].common.pages.not_found_title);
}

/**
 * The walk's parts after signing in, in order: the shell's and organisation's here, then each area's own
 * (e2e/<area>/walk.ts, written with support/walk.ts). `WALK_ONLY=<part>` runs one of them alone after signing in
 * (an area's screens while building them), instead of the whole walk.
 */
const PARTS: Record<string, AreaWalk> = {
  shell: walkShell,
  organisation: walkOrganisation,
  settings: walkSettings,
  // Staff records (issue 27): the list, its dialogs, the record's tabs, a work history.
  staff: walkStaffScreens,
  // Payroll data (issue 29): bonus and deduction lists, forms and details, shift changes.
  'payroll-data': walkPayrollDataScreens,
  // Attendance reports (issue 28): home tab and chart, report, timekeeping and a person's days, the kiosk.
  'attendance-reports': walkAttendanceReportScreens,
  // Recruitment (issue 30): the candidate list and its add dialog, a candidate's tabs, the question bank.
  recruitment: walkRecruitmentScreens,
  // Attendance (issue 28): registration with its panel's tabs, and the overview.
  attendance: walkAttendanceScreens,
  // Payroll (issue 31): the gross-net calculator, the monthly run, one's payslips.
  payroll: walkPayrollScreens,
  'not found': walkNotFound,
};

const only = process.env.WALK_ONLY;
if (only && !(only in PARTS)) throw new Error(`WALK_ONLY=${only}: not one of ${Object.keys(PARTS).join(', ')}`);

/** One combination on its page: signed out, signed in, every part (or the one of WALK_ONLY). */
async function walk(page: Page, language: Language, width: Width): Promise<void> {
  const at: At = (name) => `${name} (${language}, ${width})`;
  const combination = `${language} ${WIDTHS[width].width}`;
  await page.setViewportSize(WIDTHS[width]);
  watchLoads(page);
  if (!only) await timed(page, 'signed out', combination, () => walkSignedOut(page, language, width, at));
  await timed(page, 'sign in', combination, () => signInAdmin(page, language));
  for (const [name, part] of Object.entries(PARTS))
    if (!only || only === name) await timed(page, name, combination, () => part(page, language, width, at));
}

/**
 * Both widths of a language at once, on two pages (each in its own context): while one page's axe runs, the other
 * page loads its next screen. Each walk goes to its end; the failures of both are reported.
 */
describe('every screen is accessible (axe, WCAG 2.1 AA) and fits the width', () => {
  afterAll(() => reportTimings('screens'));
  for (const language of ['ja', 'en', 'vi'] as const)
    test(`${language} at 1280 and 390 px${only ? `, ${only} only` : ''}`, { timeout: 300_000 }, async ({
      page,
      otherPage,
    }) => {
      const walks = await Promise.allSettled([walk(page, language, 'desktop'), walk(otherPage, language, 'phone')]);
      const failures = walks.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      if (failures.length > 1) throw new AggregateError(failures, failures.map(String).join('\n\n'));
      if (failures.length === 1) throw failures[0];
    });
});
