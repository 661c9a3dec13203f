import {
  ROLES,
  STAFF_IMPORT_MAX_BYTES,
  type StaffCreateBody,
  type StaffImportReport,
  type staffRecord,
  translate,
} from '@hr/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  staffPayAllowances,
  staffPayConfigs,
  staffRecords,
  staffTaxProfiles,
  users,
} from '../../db/schema/index';
import { staffBody } from '../../test/factories/staff';
import { withFlags } from '../../test/flags';
import { createTestApp, type Organisation, type TestApp } from '../../test/harness';
import { waitForJob } from '../../test/jobs';
import { lockedPayrollMonth } from '../../test/factories/payroll';

let t: TestApp;
let org: Organisation;
beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
});
afterAll(() => t?.close());

const hr = () => t.as(ROLES.HR);
type Rec = ReturnType<typeof staffRecord.parse>;

async function created(overrides: Parameters<typeof staffBody>[1] = {}) {
  const body = staffBody({ department_id: org.departments.production }, overrides);
  return { body, record: (await hr().post<Rec>('/api/users', body)).ok() };
}

/** Runs a job started by `client` to its end and reads its result file. */
async function finished(client: ReturnType<typeof hr>, started: { job_id: string }) {
  const job = await waitForJob(client, started.job_id);
  expect(job.state, job.message ?? '').toBe('done');
  const file = await client.get(job.download_url!);
  file.ok();
  return { job, bytes: file.raw.rawPayload };
}

async function workbookOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** The sheet as header -> value objects (the export read back). */
function rowsOf(sheet: ExcelJS.Worksheet) {
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    const values = (sheet.getRow(r).values as unknown[]).slice(1);
    rows.push(Object.fromEntries(headers.map((h, i) => [h, values[i] ?? null])));
  }
  return { headers, rows };
}

async function exported(client: ReturnType<typeof hr>, ids: number[]) {
  const started = (await client.post<{ job_id: string }>('/api/staff/export', { user_ids: ids })).ok(202);
  const { job, bytes } = await finished(client, started);
  expect(job.file_name).toBe('Employee_List.xlsx');
  return bytes;
}

/** A multipart body with one file, as the browser's FormData sends it. */
function upload(client: ReturnType<typeof hr>, bytes: Buffer, field = 'file') {
  const boundary = '----staff-import-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="staff.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
  );
  const payload = Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return client.post<{ job_id: string }>('/api/staff/import', payload, {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

async function imported(client: ReturnType<typeof hr>, bytes: Buffer): Promise<StaffImportReport> {
  const started = (await upload(client, bytes)).ok(202);
  const { job, bytes: report } = await finished(client, started);
  expect(job.file_name).toBe('staff_import_result.json');
  return JSON.parse(Buffer.from(report).toString('utf8'));
}

const toBuffer = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());

describe('export (POST /staff/export)', () => {
  it('writes Employee_List.xlsx of the selected staff with the staff columns, pay columns for pay readers', async () => {
    const a = await created({ full_name: 'Nguyễn Văn Xuất' });
    const b = await created();
    const bytes = await exported(hr().in('vi'), [b.record.id, a.record.id]);
    const { headers, rows } = rowsOf((await workbookOf(bytes)).worksheets[0]!);
    expect(headers.slice(0, 4)).toEqual(['STT', 'Mã nhân viên', 'Họ và tên', 'Giới tính']);
    expect(headers).toContain('Số CCCD');
    expect(headers).toContain('Lương cơ bản (VND)');
    expect(rows).toHaveLength(2);
    const row = rows.find((r) => r['Mã nhân viên'] === a.body.alias_id)!;
    expect(row).toMatchObject({
      'Họ và tên': 'Nguyễn Văn Xuất',
      'Giới tính': '1 - Nam',
      'Phòng ban': expect.stringMatching(/ - /),
      'Trạng thái làm việc': '2 - Chính thức',
      'Số CCCD': a.body.citize_id_card,
      'Lương cơ bản (VND)': 12_000_000,
      'Ngày áp dụng lương': '2024-01-02',
      'Bảo hiểm': '1 - Tham gia',
    });
  });

  it('leaves out the pay, bank and ID columns for an exporter who does not read pay', async () => {
    const a = await created();
    await t.setPerson(ROLES.HEAD_OF_FACTORY, { department_id: org.departments.production });
    const bytes = await withFlags(ROLES.HEAD_OF_FACTORY, ['staff.export'], () =>
      exported(t.as(ROLES.HEAD_OF_FACTORY), [a.record.id]),
    );
    const { headers, rows } = rowsOf((await workbookOf(bytes)).worksheets[0]!);
    expect(headers).toContain('Staff ID');
    expect(headers).toContain('Date of birth');
    for (const hidden of ['Citizen ID card', 'Bank name', 'Bank account number', 'Basic salary (VND)'])
      expect(headers).not.toContain(hidden);
    expect(JSON.stringify(rows)).not.toContain(a.body.citize_id_card);
  });

  it('refuses an unknown or deleted person (404, nothing started) and an empty selection (400)', async () => {
    const a = await created();
    (await hr().delete(`/api/users/${a.record.id}`)).ok();
    const refused = (
      await hr()
        .in('ja')
        .post('/api/staff/export', { user_ids: [a.record.id] })
    ).refused(404, 'not_found');
    expect(refused.message).toContain('1 人');
    const empty = (await hr().post('/api/staff/export', { user_ids: [] })).refused(400);
    expect(empty.errors.user_ids).toEqual(['Choose at least one staff member to export']);
    (await t.as(ROLES.DIRECTOR).post('/api/staff/export', { user_ids: [1] })).refused(403, 'forbidden');
  });
});

describe('import (POST /staff/import)', () => {
  it('applies a good file in one go: the export edited and a new row, audited; an unchanged file writes nothing', async () => {
    const a = await created();
    const workbook = await workbookOf(await exported(hr(), [a.record.id]));
    const sheet = workbook.worksheets[0]!;
    const { headers } = rowsOf(sheet);
    const col = (header: string) => headers.indexOf(header) + 1;
    sheet.getRow(2).getCell(col('Address')).value = '5 Trần Phú, Đà Nẵng';
    sheet.getRow(2).getCell(col('Basic salary (VND)')).value = 14_000_000;
    sheet.getRow(2).getCell(col('Salary effective date')).value = '2025-01-01';
    const fresh = staffBody({ department_id: org.departments.production });
    const newRow = sheet.getRow(2).values as ExcelJS.CellValue[];
    const added = sheet.getRow(3);
    added.values = newRow;
    const set = (header: string, value: unknown) => {
      added.getCell(col(header)).value = value as ExcelJS.CellValue;
    };
    set('Staff ID', fresh.alias_id);
    set('Full name', 'Phạm Thị Mới');
    set('Phone number', fresh.phone_number);
    set('Email', fresh.email);
    set('Citizen ID card', fresh.citize_id_card);
    set('Insurance number', fresh.personal_income_tax.insurance_number);
    set('Personal tax code', fresh.personal_income_tax.personal_tax_code);
    set('Date of birth', new Date(Date.UTC(1995, 2, 4)));
    added.commit();

    const report = await imported(hr(), await toBuffer(workbook));
    expect(report).toEqual({ applied: true, created: 1, updated: 1, errors: [] });
    const [record] = await t.db.select().from(staffRecords).where(eq(staffRecords.user_id, a.record.id));
    expect(record?.address).toBe('5 Trần Phú, Đà Nẵng');
    const pays = await t.db.select().from(staffPayConfigs).where(eq(staffPayConfigs.user_id, a.record.id));
    expect(pays.map((p) => p.basic_salary).sort()).toEqual([12_000_000, 14_000_000]);
    const [person] = await t.db.select().from(users).where(eq(users.alias_id, fresh.alias_id));
    expect(person).toMatchObject({ full_name: 'Phạm Thị Mới', dob: '1995-03-04' });
    expect(await t.auditActions('staff', a.record.id)).toEqual(['create', 'update_base', 'pay_config']);
    expect(await t.auditActions('staff', person!.id)).toEqual(['create']);
    // The same people exported and imported back unchanged: nothing written, no audit row.
    const again = await imported(hr(), await exported(hr(), [a.record.id, person!.id]));
    expect(again).toEqual({ applied: true, created: 0, updated: 0, errors: [] });
    expect(await t.auditActions('staff', a.record.id)).toEqual(['create', 'update_base', 'pay_config']);
  });

  it('writes nothing when a row is bad, and answers every bad row with its row, column and message', async () => {
    const taken = await created();
    const a = await created();
    const workbook = await workbookOf(await exported(hr(), [a.record.id, taken.record.id]));
    const sheet = workbook.worksheets[0]!;
    const { headers, rows } = rowsOf(sheet);
    const col = (header: string) => headers.indexOf(header) + 1;
    const rowOf = (alias: string) => 2 + rows.findIndex((r) => r['Staff ID'] === alias);
    const aRow = rowOf(a.body.alias_id);
    const takenRow = rowOf(taken.body.alias_id);
    // Row of a: a good change (it must not be saved), then a citizen ID another person has (found when applying).
    sheet.getRow(aRow).getCell(col('Address')).value = 'Không được lưu';
    sheet.getRow(aRow).getCell(col('Citizen ID card')).value = taken.body.citize_id_card;
    // Row of the other: a date of birth that is not a date, a formula, an unknown department.
    sheet.getRow(takenRow).getCell(col('Date of birth')).value = 'hôm qua';
    sheet.getRow(takenRow).getCell(col('Email')).value = { formula: 'HYPERLINK("x")', result: 'x' };
    sheet.getRow(takenRow).getCell(col('Department')).value = 'NOPE - Nowhere';

    const report = await imported(hr().in('ja'), await toBuffer(workbook));
    expect(report.applied).toBe(false);
    expect(report.errors).toEqual(
      expect.arrayContaining([
        { row: takenRow, column: '生年月日', message: '日付（YYYY-MM-DD）を入力してください' },
        { row: takenRow, column: 'メールアドレス', message: '数式は使用できません。値を直接入力してください' },
        { row: takenRow, column: '部署', message: 'このコードの部署はありません' },
        { row: aRow, column: '身分証明書番号', message: 'この身分証明書番号は既に登録されています' },
      ]),
    );
    expect(report.errors, JSON.stringify(report.errors)).toHaveLength(4);
    // Fixed but the duplicate: still nothing written, the one row answered.
    sheet.getRow(takenRow).getCell(col('Date of birth')).value = '1990-05-17';
    sheet.getRow(takenRow).getCell(col('Email')).value = taken.body.email;
    sheet.getRow(takenRow).getCell(col('Department')).value = rows[0]!.Department as string;
    const second = await imported(hr(), await toBuffer(workbook));
    expect(second).toMatchObject({ applied: false, created: 0, updated: 0 });
    expect(second.errors).toEqual([
      { row: aRow, column: 'Citizen ID card', message: 'This citizen ID card number already exists' },
    ]);
    const [record] = await t.db.select().from(staffRecords).where(eq(staffRecords.user_id, a.record.id));
    expect(record?.address).toBe(a.body.address);
    expect(await t.auditActions('staff', a.record.id)).toEqual(['create']);
    expect(await t.auditActions('staff', taken.record.id)).toEqual(['create']);
  });

  it('refuses fake, oversize and foreign files by content (4xx, no job)', async () => {
    const fake = (await upload(hr(), Buffer.from('alias_id,full_name\nA1,Someone\n'))).refused(422, 'import_file_type');
    expect(fake.message).toBe('The file is not an Excel workbook (.xlsx).');
    // A zip that is not a workbook.
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(200, 7)]);
    (await upload(hr(), zip)).refused(422, 'import_file_type');
    const big = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(STAFF_IMPORT_MAX_BYTES + 10)]);
    (await upload(hr().in('vi'), big)).refused(413, 'import_too_large');
    (await upload(hr(), await toBuffer(new ExcelJS.Workbook()), 'avatar')).refused(400, 'import_file_missing');

    const foreign = new ExcelJS.Workbook();
    foreign.addWorksheet('x').addRow(['Staff ID', 'Full name', 'Salary bonus']);
    const answer = (await upload(hr(), await toBuffer(foreign))).refused(422, 'import_foreign_columns');
    expect(answer.message).toContain('Salary bonus');
    const missing = new ExcelJS.Workbook();
    missing.addWorksheet('x').addRow(['Staff ID', 'Full name']);
    (await upload(hr(), await toBuffer(missing))).refused(422, 'import_missing_columns');
    const template = await hr().in('ja').get('/api/staff/import/template');
    template.ok();
    const empty = (await upload(hr(), template.raw.rawPayload)).refused(422, 'import_empty');
    expect(empty.message).toBe('The sheet has no staff rows.');
    const { headers } = rowsOf((await workbookOf(template.raw.rawPayload)).worksheets[0]!);
    expect(headers.slice(0, 3)).toEqual(['社員ID', '氏名', '性別']);
    expect(
      await t.db
        .select()
        .from(users)
        .where(inArray(users.alias_id, ['A1'])),
    ).toEqual([]);
  });
});

/** A sheet of new people in the import's layout (English headers), one row per body, in order. */
async function sheetOf(bodies: StaffCreateBody[]) {
  const cells = (b: StaffCreateBody): Record<string, unknown> => ({
    alias_id: b.alias_id,
    full_name: b.full_name,
    gender: b.gender,
    dob: b.dob,
    phone_number: b.phone_number,
    email: b.email,
    department: 'PROD - Production',
    position: b.role_id,
    status: b.status,
    marital_status: b.marital_status,
    address: b.address,
    probation_start_date: b.probation_start_date,
    official_start_date: b.official_start_date,
    citize_id_card: b.citize_id_card,
    bank_name: b.bank_name,
    bank_account_number: b.bank_account_number,
    effective_date: b.pay_config.effective_date,
    basic_salary: b.pay_config.basic_salary,
    salary_rate: b.pay_config.salary_rate,
    insurance_status: b.personal_income_tax.insurance_status,
    insurance_number: b.personal_income_tax.insurance_number,
    insurance_contribution_salary: b.personal_income_tax.insurance_contribution_salary,
    applicable_tax_type: b.personal_income_tax.applicable_tax_type,
    personal_tax_code: b.personal_income_tax.personal_tax_code,
    personal_deduction: b.personal_income_tax.personal_deduction,
    union_member: b.personal_income_tax.union_member ? 1 : 0,
  });
  const keys = Object.keys(cells(bodies[0]!));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Staff');
  sheet.addRow(keys.map((key) => translate('en', `staff.sheet.${key}`)));
  for (const body of bodies) sheet.addRow(keys.map((key) => cells(body)[key] ?? null));
  return toBuffer(workbook);
}

const bodies = (n: number, overrides: (i: number) => Partial<StaffCreateBody> = () => ({})) =>
  Array.from({ length: n }, (_, i) => staffBody({ department_id: org.departments.production }, overrides(i)));

/** The present people of these staff IDs, by staff ID. */
async function peopleOf(aliases: string[]) {
  const rows = await t.db.select().from(users).where(inArray(users.alias_id, aliases));
  return new Map(rows.map((row) => [row.alias_id, row]));
}

describe('import of hundreds of rows (set-based)', () => {
  it('creates 300 people, then updates them, with every row, version and audit row as the forms write them', async () => {
    const created = bodies(300, (i) => ({ address: `${i + 1} Lê Lợi, Huế` }));
    const first = await imported(hr(), await sheetOf(created));
    expect(first).toEqual({ applied: true, created: 300, updated: 0, errors: [] });
    const aliases = created.map((b) => b.alias_id);
    const people = await peopleOf(aliases);
    expect(people.size).toBe(300);
    const ids = [...people.values()].map((p) => p.id);
    const one = people.get(created[123]!.alias_id)!;
    expect(one).toMatchObject({
      full_name: created[123]!.full_name,
      phone_number: created[123]!.phone_number,
      department_id: org.departments.production,
      status: 2,
      version: 1,
    });
    const records = await t.db.select().from(staffRecords).where(inArray(staffRecords.user_id, ids));
    expect(records).toHaveLength(300);
    expect(records.find((r) => r.user_id === one.id)).toMatchObject({
      citize_id_card: created[123]!.citize_id_card,
      address: '124 Lê Lợi, Huế',
    });
    const pays = await t.db.select().from(staffPayConfigs).where(inArray(staffPayConfigs.user_id, ids));
    expect(pays).toHaveLength(300);
    expect(pays.every((p) => p.basic_salary === 12_000_000 && p.effective_date === '2024-01-02')).toBe(true);
    const profiles = await t.db.select().from(staffTaxProfiles).where(inArray(staffTaxProfiles.user_id, ids));
    expect(profiles.find((p) => p.user_id === one.id)).toMatchObject({
      insurance_number: created[123]!.personal_income_tax.insurance_number,
      personal_tax_code: created[123]!.personal_income_tax.personal_tax_code,
      effective_date: '2024-01-02',
    });
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'staff'), inArray(auditLogs.entity_id, ids)));
    expect(audits.map((a) => a.action)).toEqual(Array(300).fill('create'));
    expect(audits.find((a) => a.entity_id === one.id)?.after).toMatchObject({
      alias_id: created[123]!.alias_id,
      address: '124 Lê Lợi, Huế',
      pay_config: { basic_salary: 12_000_000 },
      insurance_number: created[123]!.personal_income_tax.insurance_number,
    });

    // An allowance of the first person's configuration in force, to be kept with their new one.
    const firstId = people.get(created[0]!.alias_id)!.id;
    const [firstPay] = pays.filter((p) => p.user_id === firstId);
    await t.db.insert(staffPayAllowances).values({
      pay_config_id: firstPay!.id,
      allowances_code: 'meal',
      allowances_name: 'Ăn trưa',
      amount: 500_000,
      allowance_method: 2,
    });

    // The same people again: every address changed, a new salary for the first 100, a new tax code for row 3.
    const changed = created.map((b, i) => ({
      ...b,
      address: `${i + 1} Trần Phú, Đà Nẵng`,
      pay_config: i < 100 ? { effective_date: '2025-01-01', basic_salary: 15_000_000, salary_rate: 100 } : b.pay_config,
      personal_income_tax: i === 2 ? { ...b.personal_income_tax, personal_tax_code: 'MST0300' } : b.personal_income_tax,
    }));
    // The first person's phone number moves to the second person (written after the first one frees it).
    changed[0] = { ...changed[0]!, phone_number: '+84700000001' };
    changed[1] = { ...changed[1]!, phone_number: created[0]!.phone_number };
    const second = await imported(hr(), await sheetOf(changed));
    expect(second).toEqual({ applied: true, created: 0, updated: 300, errors: [] });
    const after = await peopleOf(aliases);
    expect(after.get(created[0]!.alias_id)?.version).toBe(3); // general tab and pay configuration
    expect(after.get(created[2]!.alias_id)?.version).toBe(4); // and the insurance and tax profile
    expect(after.get(created[200]!.alias_id)?.version).toBe(2);
    expect(after.get(created[0]!.alias_id)?.phone_number).toBe('+84700000001');
    expect(after.get(created[1]!.alias_id)?.phone_number).toBe(created[0]!.phone_number);
    const [record] = await t.db.select().from(staffRecords).where(eq(staffRecords.user_id, one.id));
    expect(record?.address).toBe('124 Trần Phú, Đà Nẵng');
    const history = await t.db
      .select()
      .from(staffPayConfigs)
      .where(eq(staffPayConfigs.user_id, firstId))
      .orderBy(asc(staffPayConfigs.id));
    expect(history.map((p) => [p.effective_date, p.basic_salary])).toEqual([
      ['2024-01-02', 12_000_000],
      ['2025-01-01', 15_000_000],
    ]);
    // The allowance of the configuration in force is kept with the new one.
    const allowances = await t.db
      .select()
      .from(staffPayAllowances)
      .where(
        inArray(
          staffPayAllowances.pay_config_id,
          history.map((p) => p.id),
        ),
      );
    expect(allowances.map((a) => [a.allowances_code, a.amount])).toEqual([
      ['meal', 500_000],
      ['meal', 500_000],
    ]);
    expect(await t.auditActions('staff', firstId)).toEqual(['create', 'update_base', 'pay_config']);
    expect(await t.auditActions('staff', people.get(created[2]!.alias_id)!.id)).toEqual([
      'create',
      'update_base',
      'pay_config',
      'income_tax',
    ]);
    expect(await t.auditActions('staff', one.id)).toEqual(['create', 'update_base']);
    const [payAudit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'pay_config'), eq(auditLogs.entity_id, firstId)));
    expect(payAudit?.before).toMatchObject({ basic_salary: 12_000_000, effective_date: '2024-01-02' });
    expect(payAudit?.after).toMatchObject({ id: history[1]!.id, basic_salary: 15_000_000 });
  });

  it('writes nothing when row 300 of 400 takes a phone number an earlier row of the file took', async () => {
    const rows = bodies(400);
    rows[299] = { ...rows[299]!, phone_number: rows[9]!.phone_number };
    const report = await imported(hr().in('vi'), await sheetOf(rows));
    expect(report).toEqual({
      applied: false,
      created: 0,
      updated: 0,
      errors: [{ row: 301, column: 'Số điện thoại', message: expect.any(String) }],
    });
    expect(report.errors[0]!.message).toBe(translate('vi', 'validation.phone_taken'));
    expect(await peopleOf(rows.map((b) => b.alias_id))).toEqual(new Map());
    const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'create'));
    expect(audits.filter((a) => JSON.stringify(a.after).includes(rows[0]!.alias_id))).toEqual([]);
  });
});

describe('import into a payroll-locked month', () => {
  it('refuses a row whose new pay is in force in a locked month, with the one message; nothing written', async () => {
    const a = await created();
    await lockedPayrollMonth(hr(), '2026-09');
    try {
      const workbook = await workbookOf(await exported(hr(), [a.record.id]));
      const sheet = workbook.worksheets[0]!;
      const { headers } = rowsOf(sheet);
      const col = (header: string) => headers.indexOf(header) + 1;
      sheet.getRow(2).getCell(col('Address')).value = 'Không được lưu';
      sheet.getRow(2).getCell(col('Basic salary (VND)')).value = 14_000_000;
      sheet.getRow(2).getCell(col('Salary effective date')).value = '2026-09-01';
      const report = await imported(hr().in('vi'), await toBuffer(workbook));
      expect(report).toEqual({
        applied: false,
        created: 0,
        updated: 0,
        errors: [{ row: 2, column: '', message: translate('vi', 'errors.payroll_month_locked', { month: '2026/09' }) }],
      });
      const pays = await t.db.select().from(staffPayConfigs).where(eq(staffPayConfigs.user_id, a.record.id));
      expect(pays).toHaveLength(1);
      const [record] = await t.db.select().from(staffRecords).where(eq(staffRecords.user_id, a.record.id));
      expect(record?.address).toBe(a.body.address);
    } finally {
      await hr().delete('/api/payroll/locks/2026-09');
    }
  });
});
