import { companyToday } from '@hr/contracts';
import type { Locator } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { adminApi, buttonNamed, expectToast, formItem, pickOption, tableRows, typeDate } from '../support/antd';
import { admin, expectVisible, signInViaApi, test } from '../support/browser';
import { closeDb, createUser } from '../support/db';

afterAll(closeDb);

const WAIT = { timeout: 15_000, interval: 200 };
/** A staff badge shown at the kiosk: the same call the /checkinout page makes. */
const checkIn = (staffId: string) => adminApi('POST', 'attendance/kiosk/check', { code: staffId });
/** The company's date `days` from today, as the pickers show it (YYYY/MM/DD). */
const dayFromToday = (days: number) =>
  new Date(Date.parse(`${companyToday()}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10)
    .replaceAll('-', '/');

describe('registration', () => {
  test('a day registered through the panel, then a working plan saved', { timeout: 60_000 }, async ({ page }) => {
    const person = await createUser({
      firstName: 'Registration',
      department: 'HR',
      shiftFromNow: true,
      staffRecord: true,
    });
    await checkIn(person.staffId);
    await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto(`/registration?staff_id=${person.staffId}`);
    const row = tableRows(page).filter({ hasText: person.staffId });
    await expectVisible(row);
    // The check-in is ticked with its time.
    await expect.poll(() => row.getByRole('img', { name: /^Yes \d{2}:\d{2}$/ }).count(), WAIT).toBe(1);
    await row.click();
    const panel = page.locator('.ant-drawer');
    await expectVisible(panel.getByText(person.name, { exact: false }).first());

    // Working Status: Late Check in once; then its button is off and the row ticks it.
    const late = buttonNamed(panel, 'Late Check in');
    await late.click();
    await expectToast(page, 'Registered successfully');
    await expect.poll(() => late.isDisabled(), WAIT).toBe(true);
    await expect.poll(() => buttonNamed(panel, 'Finish Break').isDisabled(), WAIT).toBe(true);
    await expect.poll(() => row.getByRole('img', { name: /^Yes \d{2}:\d{2}$/ }).count(), WAIT).toBe(2);

    // Working Plan: one empty row to start with.
    await panel.getByRole('tab', { name: 'Working Plan', exact: true }).click();
    await buttonNamed(panel, 'Edit').click();
    const rows = panel.locator('.ant-card');
    await expect.poll(() => rows.count(), WAIT).toBe(1);
    const first = rows.first();
    const save = async () => {
      await buttonNamed(panel, 'Save').click();
      const confirm = page.locator('.ant-modal-confirm').filter({ hasText: 'Do you want to save the changes?' });
      await expectVisible(confirm);
      await buttonNamed(confirm, 'Save').click();
    };
    // A part-day leave without dates or times: the server's refusals are listed in red above the form.
    await pickOption(page, formItem(first, 'Absence').locator('.ant-select'), 'Leave (part of the day)');
    await save();
    const errors: Locator = panel.locator('.ant-alert-error');
    await expectVisible(errors.getByText('Row 1: Start date has not been entered', { exact: true }));
    await expectVisible(errors.getByText('Row 1: End date has not been entered', { exact: true }));

    // A whole day of annual leave tomorrow: its times are disabled.
    await pickOption(page, formItem(first, 'Absence').locator('.ant-select'), 'Annual leave (whole day)');
    await expect.poll(() => formItem(first, 'Start time').locator('input').isDisabled(), WAIT).toBe(true);
    const tomorrow = dayFromToday(1);
    await typeDate(formItem(first, 'Start date').locator('input'), tomorrow);
    await typeDate(formItem(first, 'End date').locator('input'), tomorrow);
    // A leave names its leave type: payroll pays its days at the type's salary rate.
    await pickOption(page, formItem(first, 'Leave type').locator('.ant-select'), 'ANNUAL - Nghỉ phép năm');
    await pickOption(page, formItem(first, 'Reason').locator('.ant-select'), 'Others');
    await formItem(first, 'Other reason').locator('input').fill('Moving house');
    await save();
    await expectToast(page, 'Working plan saved');
    const saved = tableRows(panel);
    await expect.poll(() => saved.count(), WAIT).toBe(1);
    await expect.poll(() => saved.first().innerText(), WAIT).toContain('Annual leave (whole day)');
    await expect.poll(() => saved.first().innerText(), WAIT).toContain('Moving house');
    await expect.poll(() => saved.first().innerText(), WAIT).toContain('ANNUAL - Nghỉ phép năm');
    await expect.poll(() => saved.first().innerText(), WAIT).toContain(tomorrow);
  });
});

describe('overview', () => {
  test('shows a person who just checked in at the kiosk, without a reload', { timeout: 60_000 }, async ({ page }) => {
    const person = await createUser({ firstName: 'Overview', department: 'HR', shiftFromNow: true, staffRecord: true });
    await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto(`/overview?search=${person.staffId}`);
    await expectVisible(page.getByText(person.name, { exact: true }));
    await expectVisible(page.getByText('Not in yet', { exact: true }));
    await checkIn(person.staffId);
    // Check in (1) or Late Check in (2), depending on the hour the test runs at; polled by the page itself.
    await expect
      .poll(
        () =>
          page
            .locator('.ant-tag[data-status]')
            .first()
            .getAttribute('data-status')
            .catch(() => null),
        WAIT,
      )
      .toMatch(/^[12]$/);
    // The search opened the person's department; closing it hides them, and its header keeps the count.
    const header = page.locator('.ant-collapse-header');
    await expectVisible(header.getByText(/^(Check in|Late Check in) 1$/));
    await header.first().click();
    await expect.poll(() => page.getByText(person.name, { exact: true }).count(), WAIT).toBe(0);

    // Without a search every department comes closed, with its head count; opening one shows its people.
    await page.goto('/overview');
    await expect.poll(() => header.count(), WAIT).toBeGreaterThan(0);
    expect(await page.locator('.ant-collapse-item-active').count()).toBe(0);
    await header.first().click();
    await expect.poll(() => page.locator('.ant-collapse-item-active .ant-avatar').count(), WAIT).toBeGreaterThan(0);
  });
});
