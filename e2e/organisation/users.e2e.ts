import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AVATAR_MAX_BYTES } from '@hr/contracts';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import {
  buttonNamed,
  describedValue,
  expectItemErrors,
  expectRows,
  expectToast,
  footerButton,
  formItem,
  openDialog,
  pickOption,
  pickOptions,
  rowTexts,
  runTag,
  tableRows,
  typeDate,
} from '../support/antd';
import {
  admin,
  countRequests,
  expectHidden,
  expectPath,
  expectText,
  expectVisible,
  newContext,
  signInViaApi,
  test,
} from '../support/browser';
import { readPdf } from '../../apps/api/src/test/pdf-reader';
import { closeDb, createUser } from '../support/db';
import { onePixelPng, pngOfSize } from '../support/png';
import { counted, fill, MESSAGES, TEXTS } from '../support/texts';

afterAll(closeDb);

/** The role's cell in a row of the user list: after the selection box (badges), the number, name, ID, department. */
const ROLE_CELL = 5;

/** Chooses a file in the avatar field the way a person does: the button opens the file chooser. */
async function chooseAvatar(
  page: Page,
  modal: Locator,
  buttonText: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await buttonNamed(modal, buttonText).click();
  await (await chooser).setFiles(file);
}

/** The avatar image of a dialog, once it has loaded: its address, whether it is a signed link, its natural size. */
async function loadedImage(image: Locator) {
  await expectVisible(image);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => ({
    src: new URL(img.src).pathname,
    signed: /^\?s=\d+&e=\d+&sig=[A-Za-z0-9_-]{43}$/.test(new URL(img.src).search),
    width: img.naturalWidth,
    height: img.naturalHeight,
  }));
}

describe('users', () => {
  test('a user created with an avatar is found by staff ID, edited, given a password by the administrator, and signs in (vi)', async ({
    page,
    browser,
  }) => {
    const t = TEXTS.vi.users;
    const common = TEXTS.vi.common;
    const tag = runTag();
    const staffId = `VN${tag.toUpperCase()}`;
    const username = `e2e.vi.${tag}`;
    const email = `${username}@e2e.example`;
    const [firstName, lastName] = ['Nguyễn', `Thị Lan ${tag}`];
    const name = `${firstName} ${lastName}`;
    const password = `Mk-${tag}-moi`;

    await signInViaApi(page, admin().username, admin().password, { language: 'vi' });
    await page.goto('/user');
    await expectVisible(page.locator('.ant-card-head-title').getByText(t.title, { exact: true }));

    // ---- New
    await buttonNamed(page, common.actions.new).click();
    const form = await openDialog(page, t.form.create_title);
    const uploads = countRequests(page, 'upload-avatar');
    await chooseAvatar(page, form, t.avatar.upload, {
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: onePixelPng([200, 30, 60]),
    });
    // The server stored it under a generated name; the field shows it and offers to change it.
    await expectVisible(buttonNamed(form, t.avatar.change));
    expect(uploads.count).toBe(1);
    const preview = await loadedImage(formItem(form, t.form.avatar).locator('img'));
    // Shown through a short-lived signed link, never the bare stored path.
    expect(preview).toMatchObject({ width: 1, height: 1, signed: true });
    expect(preview.src).toMatch(/^\/api\/files\/avatars\/[a-f0-9]{32}\.png$/);

    await form.getByLabel(t.form.alias_id, { exact: true }).fill(staffId);
    await form.getByLabel(t.form.username, { exact: true }).fill(username);
    await form.getByLabel(t.form.first_name, { exact: true }).fill(firstName);
    await form.getByLabel(t.form.last_name, { exact: true }).fill(lastName);
    await pickOptions(form, page, t.form.role, [common.roles.leader]);
    await pickOptions(form, page, t.form.gender, [common.genders['2']]);
    await pickOptions(form, page, t.form.department, ['Production Line A']);
    await pickOptions(form, page, t.form.shift, ['Morning shift']);
    await form.getByLabel(t.form.email, { exact: true }).fill(email);
    await form.getByLabel(t.form.phone_number, { exact: true }).fill('0901234567');
    await typeDate(form.getByLabel(t.form.dob, { exact: true }), '1990/05/17');
    await footerButton(form, common.actions.save).click();
    await expectToast(page, t.messages.created);
    await expectHidden(form);

    // ---- Found by staff ID
    const staffBox = page.getByRole('textbox', { name: t.filters.staff_id, exact: true });
    await staffBox.fill(staffId.toLowerCase());
    await staffBox.press('Enter');
    await expectPath(page, `/user?staff_id=${staffId.toLowerCase()}`);
    const row = [name, staffId, 'Production Line A', common.roles.leader, common.genders['2'], email];
    // The first cell is the selection box (badges), empty of text.
    await expectRows(page, [['', '1', ...row, '0901234567', 'Morning shift', common.actions.detail]]);

    // ---- Detail: the avatar and every listed field
    await buttonNamed(tableRows(page), common.actions.detail).click();
    const detail = await openDialog(page, t.detail.title);
    const shown = await loadedImage(detail.locator('.ant-avatar img'));
    expect(shown).toEqual({ ...preview });
    const value = (label: string) => describedValue(detail, label);
    await expectText(value(t.detail.staff_id), staffId);
    await expectText(value(t.detail.username), username);
    await expectText(value(t.detail.department), 'Production Line A');
    await expectText(value(t.detail.role), common.roles.leader);
    await expectText(value(t.detail.shift), 'Morning shift');
    await expectText(value(t.detail.gender), common.genders['2']);
    await expectText(value(t.detail.email), email);
    await expectText(value(t.detail.phone_number), '0901234567');
    await expectText(value(t.detail.dob), '1990/05/17');
    await expectText(value(t.detail.date_of_join), common.empty);
    await expectText(detail.getByText(name, { exact: true }), name);

    // ---- Edit: a new phone number, seen in the detail and in the list
    await buttonNamed(detail, common.actions.edit).click();
    const edit = await openDialog(page, t.form.edit_title);
    const phone = edit.getByLabel(t.form.phone_number, { exact: true });
    await expect.poll(() => phone.inputValue()).toBe('0901234567');
    await phone.fill('09-88');
    await footerButton(edit, common.actions.save).click();
    await expectItemErrors(edit, t.form.phone_number, [MESSAGES.vi.validation.phone_digits]);
    await phone.fill('0988776655');
    await expectItemErrors(edit, t.form.phone_number, []);
    await footerButton(edit, common.actions.save).click();
    await expectToast(page, t.messages.updated);
    await expectHidden(edit);
    await expectText(value(t.detail.phone_number), '0988776655');

    // ---- Reset password: Save stays disabled until both fields are valid
    await buttonNamed(detail, t.actions.reset_password).click();
    const reset = await openDialog(page, t.reset.title);
    await expectVisible(reset.getByText(fill(t.reset.for, { name, staff_id: staffId }), { exact: true }));
    const save = footerButton(reset, common.actions.save);
    const newPassword = reset.getByLabel(t.reset.password, { exact: true });
    const confirmation = reset.getByLabel(t.reset.password_confirmation, { exact: true });
    expect(await save.isDisabled()).toBe(true);
    await newPassword.fill('  abc  '); // 3 characters once trimmed
    await confirmation.fill('  abc  ');
    await expectItemErrors(reset, t.reset.password, [MESSAGES.vi.validation.password_min_6]);
    expect(await save.isDisabled()).toBe(true);
    await newPassword.fill(password);
    await confirmation.fill(`${password}x`);
    await expectItemErrors(reset, t.reset.password_confirmation, [MESSAGES.vi.validation.confirmation_not_match]);
    expect(await save.isDisabled()).toBe(true);
    await confirmation.fill(password);
    await expectItemErrors(reset, t.reset.password_confirmation, []);
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    await expectToast(page, t.messages.password_reset);
    await expectHidden(reset);

    await detail.locator('.ant-modal-close').click();
    await expectHidden(detail);
    await expectRows(page, [['', '1', ...row, '0988776655', 'Morning shift', common.actions.detail]]);

    // ---- They sign in with the new password, in a browser of their own
    const context = await newContext(browser);
    try {
      const theirs = await context.newPage();
      await theirs.goto('/login');
      await theirs.getByRole('radiogroup').getByText('VI', { exact: true }).click();
      const login = TEXTS.vi.auth.login;
      await theirs.getByLabel(login.username, { exact: true }).fill(username);
      await theirs.getByLabel(login.password, { exact: true }).fill(password);
      await theirs.locator('button[type="submit"]', { hasText: login.submit }).click();
      await expectPath(theirs, '/');
      await expectVisible(theirs.getByRole('heading', { name: fill(common.home.welcome, { name }), exact: true }));
      await expectText(theirs.getByTestId('user-menu'), name);
    } finally {
      await context.close();
    }
  });

  test('Export Excel downloads user_list.xlsx with every person the filter selects, not only the page shown (ja)', async ({
    page,
  }) => {
    const t = TEXTS.ja.users;
    const common = TEXTS.ja.common;
    const tag = runTag();
    // An employee whose name would run as a formula in Excel: the file must carry it as text.
    const formula = await createUser({ roleId: 9, firstName: '=2+3', lastName: `Formula ${tag}`, department: 'QC' });
    await signInViaApi(page, admin().username, admin().password, { language: 'ja' });
    await page.goto('/user');
    await pickOption(page, page.getByRole('combobox', { name: t.filters.role, exact: true }), common.roles.employee);
    await buttonNamed(page, common.actions.search).click();
    await expectPath(page, '/user?role_id=9');

    // What the screen shows once the list has answered: 20 employees on the first page (ordered by staff ID), and the total.
    const shown = async () => Promise.all((await tableRows(page).all()).map(rowTexts));
    await expect
      .poll(async () => (await shown()).map((cells) => cells[ROLE_CELL]))
      .toEqual(Array(20).fill(common.roles.employee));
    await expectHidden(page.locator('.ant-table .ant-spin-spinning'));
    const shownRows = await shown();
    const totalText = ((await page.locator('.ant-pagination-total-text').textContent()) ?? '').trim();
    expect(totalText).toMatch(/^\d+ 件$/);
    const total = Number(totalText.match(/\d+/)![0]);
    expect(total).toBeGreaterThan(20);

    const downloading = page.waitForEvent('download');
    await buttonNamed(page, t.actions.export).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('user_list.xlsx');
    // The export ran as a job on the server: its named progress bar reached 100 and says the file is ready.
    const bar = page.getByRole('progressbar', { name: fill(common.jobs.progress, { title: t.actions.export }) });
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('100');
    await expectVisible(page.getByText(fill(common.jobs.ready, { name: 'user_list.xlsx' }), { exact: true }));
    await buttonNamed(page, common.jobs.close).click();
    await expectHidden(bar);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hr-e2e-export-')), 'user_list.xlsx');
    await download.saveAs(file);

    try {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const sheet = workbook.worksheets[0]!;
      const labels = MESSAGES.ja.users.export;
      expect(sheet.name).toBe(labels.sheet);
      const header = [
        labels.no,
        labels.name,
        labels.staff_id,
        labels.department,
        labels.role,
        labels.gender,
        labels.email,
        labels.phone_number,
        labels.shift,
      ];
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(header);
      const rows: string[][] = [];
      sheet.eachRow((r, number) => {
        if (number > 1) rows.push(header.map((_, i) => String(r.getCell(i + 1).value ?? '')));
      });
      // Every person of the filter, numbered, all employees.
      expect(rows).toHaveLength(total);
      expect(rows.map((r) => r[0])).toEqual(rows.map((_, i) => String(i + 1)));
      expect(new Set(rows.map((r) => r[4]))).toEqual(new Set([common.roles.employee]));
      // The first twenty are the page on the screen, in the same order, with the same texts (the file quotes a
      // text that Excel would run as a formula).
      const unquoted = (text: string) => text.replace(/^'(?=[=+\-@])/, '');
      expect(rows.slice(0, 20).map((r) => [unquoted(r[1]!), r[2], r[3], r[4], r[5]])).toEqual(
        shownRows.map((cells) => cells.slice(ROLE_CELL - 3, ROLE_CELL + 2)),
      );
      // The formula-like name stays text.
      const theirs = rows.find((r) => r[2] === formula.staffId);
      expect(theirs?.[1]).toBe(`'=2+3 Formula ${tag}`);
      expect(theirs?.[3]).toBe('Quality Control');
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });

  test('the avatar field refuses an image over 1 MB and a file that is not really a PNG, with their messages (ja)', async ({
    page,
  }) => {
    const t = TEXTS.ja.users;
    const common = TEXTS.ja.common;
    await signInViaApi(page, admin().username, admin().password, { language: 'ja' });
    await page.goto('/user');
    await buttonNamed(page, common.actions.new).click();
    const form = await openDialog(page, t.form.create_title);
    await expectVisible(form.getByText(t.avatar.hint, { exact: true }));
    const uploads = countRequests(page, 'upload-avatar');

    // One byte over 1 MB: refused before sending, with a message that says 1 MB.
    await chooseAvatar(page, form, t.avatar.upload, {
      name: 'big.png',
      mimeType: 'image/png',
      buffer: pngOfSize(AVATAR_MAX_BYTES + 1),
    });
    await expectToast(page, t.avatar.too_large);
    expect(t.avatar.too_large).toContain('1MB');
    expect(uploads.count).toBe(0);

    // A text file named .png: the browser cannot tell, the server reads its content and refuses it.
    await chooseAvatar(page, form, t.avatar.upload, {
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await expectToast(page, MESSAGES.ja.errors.avatar_type);
    expect(uploads.count).toBe(1);

    // Nothing was kept: the field still asks for an image and the form does not save without one.
    await expectVisible(buttonNamed(form, t.avatar.upload));
    expect(await formItem(form, t.form.avatar).locator('img').count()).toBe(0);
    await footerButton(form, common.actions.save).click();
    await expectItemErrors(form, t.form.avatar, [
      fill(MESSAGES.ja.validation.required, { field: MESSAGES.ja.fields.avatar }),
    ]);
    await expectVisible(form);
  });

  test('Print badges downloads Staff_Badges.pdf of the two people selected, their names in it (vi)', async ({
    page,
  }) => {
    const t = TEXTS.vi.users;
    const tag = runTag();
    const people = [
      await createUser({ firstName: 'Nguyễn Thị', lastName: `Hường ${tag}` }),
      await createUser({ firstName: '山田', lastName: `太郎 ${tag}` }),
    ];
    await signInViaApi(page, admin().username, admin().password, { language: 'vi' });
    await page.goto(`/user?name=${tag}`);
    for (const person of people)
      await (
        await expectVisible(
          page.getByRole('checkbox', { name: fill(t.badges.select_row, { name: person.name }), exact: true }),
        )
      ).check();
    expect(await tableRows(page).count()).toBe(2);
    // Named in Vietnamese only: the printer icon adds no English word to the button's name.
    const print = page.getByRole('button', { name: counted(t.badges, 'print_count', 'vi', 2), exact: true });
    const downloading = page.waitForEvent('download');
    await print.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Staff_Badges.pdf');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hr-e2e-badges-')), 'Staff_Badges.pdf');
    await download.saveAs(file);
    try {
      const bytes = fs.readFileSync(file);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const text = (await readPdf(bytes)).text.join('\n').normalize('NFC');
      for (const person of people) {
        expect(text).toContain(person.name);
        expect(text).toContain(person.staffId);
      }
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });
});
