import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect } from 'vitest';
import { buttonNamed, confirmDialog, expectRows, openDialog } from '../support/antd';
import { admin, expectVisible, signInViaApi, test } from '../support/browser';
import { closeDb } from '../support/db';
import { counted, fill, MESSAGES, TEXTS } from '../support/texts';
import { seedStaff } from './seed';

afterAll(closeDb);

describe('staff export and import', () => {
  test('exports the selected staff to Employee_List.xlsx, and an import of it with one bad row lists that row (en)', async ({
    page,
  }) => {
    const t = TEXTS.en.staff;
    const common = TEXTS.en.common;
    const sheet = MESSAGES.en.staff.sheet;
    const person = await seedStaff();
    await signInViaApi(page, admin().username, admin().password, { language: 'en' });
    await page.goto(`/staff?keyword=${person.alias_id}`);
    await page.getByRole('checkbox', { name: fill(t.actions.select_row, { name: person.name }) }).check();

    // Export: the confirmation names how many, then the job's file downloads.
    await buttonNamed(page, t.actions.export).click();
    const confirm = confirmDialog(page, t.confirm.export_title);
    await expectVisible(confirm.getByText(counted(t.confirm, 'export_content', 'en', 1), { exact: true }));
    const downloading = page.waitForEvent('download');
    await buttonNamed(confirm, t.confirm.export_ok).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Employee_List.xlsx');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-e2e-staff-io-'));
    const file = path.join(folder, 'Employee_List.xlsx');
    await download.saveAs(file);

    try {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const rows = workbook.worksheets[0]!;
      const headers = (rows.getRow(1).values as unknown[]).slice(1);
      expect(headers.slice(0, 3)).toEqual([sheet.no, sheet.alias_id, sheet.full_name]);
      expect(headers).toContain(sheet.citize_id_card);
      expect(rows.getRow(2).getCell(2).value).toBe(person.alias_id);
      expect(rows.getRow(2).getCell(headers.indexOf(sheet.citize_id_card) + 1).value).toBe(person.body.citize_id_card);

      // The same file back with a date of birth that is not a date: nothing imported, the row listed.
      rows.getRow(2).getCell(headers.indexOf(sheet.dob) + 1).value = 'yesterday';
      await workbook.xlsx.writeFile(file);
      await buttonNamed(page, t.actions.import).click();
      const modal = await openDialog(page, t.import.title);
      await modal.locator('input[type="file"]').setInputFiles(file);
      await buttonNamed(modal, t.import.start).click();
      await expectVisible(modal.getByText(counted(t.import, 'refused', 'en', 1), { exact: true }));
      await expectRows(modal, [['2', sheet.dob, MESSAGES.en.validation.staff.import_date]]);
      await buttonNamed(modal.locator('.ant-modal-footer'), common.jobs.close).click();
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
