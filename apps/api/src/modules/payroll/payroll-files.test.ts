import { type JobStarted, ROLES } from '@hr/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffBody } from '../../test/factories/staff';
import { createTestApp, type TestApp } from '../../test/harness';
import { waitForJob } from '../../test/jobs';
import { readPdf } from '../../test/pdf-reader';

let t: TestApp;
let a: number;
let b: number;
let aStaffId: string;
let aAccount: string;
const MONTH = '2026-09';
const hr = () => t.as(ROLES.HR);
const plain = (text: string) => text.normalize('NFC');

beforeAll(async () => {
  t = await createTestApp();
  const org = await t.seedOrganisation();
  const body = staffBody(
    { department_id: org.departments.production },
    {
      full_name: '山田 太郎',
      pay_config: { effective_date: '2025-01-01', basic_salary: 20_000_000, salary_rate: 100 },
      allowances: [],
    },
  );
  body.personal_income_tax = { ...body.personal_income_tax!, insurance_contribution_salary: 20_000_000 };
  aStaffId = body.alias_id!;
  aAccount = body.bank_account_number!;
  a = (await hr().post<{ id: number }>('/api/users', body)).ok().id;
  b = (
    await hr().post<{ id: number }>(
      '/api/users',
      staffBody({ department_id: org.departments.hr }, { full_name: 'Nguyễn Thị Hường' }),
    )
  ).ok().id;
  const started = (await hr().post<JobStarted>('/api/payroll/runs', { month: MONTH })).ok(202);
  await waitForJob(hr(), started.job_id, 30_000);
});
afterAll(() => t?.close());

describe('payslip PDFs', () => {
  it("prints one's own payslip of a locked month in Japanese and Vietnamese, nobody else's", async () => {
    const asA = t.withToken(await t.mintToken(a));
    // Refused before any stream starts: a JSON answer in the language asked.
    const early = (await asA.in('vi').get(`/api/payroll/payslips/${MONTH}/pdf`)).refused(404, 'payslip_not_available');
    expect(early.message).toContain('2026/09');
    (await hr().post('/api/payroll/locks', { month: MONTH })).ok();

    const ja = await asA.in('ja').get(`/api/payroll/payslips/${MONTH}/pdf`);
    ja.ok();
    expect(ja.headers['content-type']).toBe('application/pdf');
    expect(ja.headers['content-disposition']).toContain(`Payslip_2026-09_${aStaffId}.pdf`);
    const jaPdf = await readPdf(ja.raw.rawPayload);
    expect(jaPdf.pages).toBe(1);
    expect(jaPdf.embedded).toBe(true);
    expect(jaPdf.fonts.every((f) => f.includes('NotoSansJP'))).toBe(true);
    const jaText = plain(jaPdf.text[0]!);
    // The published example: 20,000,000 gross, 2,100,000 insurance, 120,000 tax, 17,780,000 net; money, rates and the
    // month as on every screen (1.000.000 VND, 1,5%, 2026/09), in every language.
    for (const s of ['給与明細 2026/09', '山田 太郎', '基本給', '20.000.000 VND', '社会保険', '-1.600.000 VND'])
      expect(jaText).toContain(s);
    for (const s of ['個人所得税', '-120.000 VND', '差引支給額', '17.780.000 VND', '1,5%']) expect(jaText).toContain(s);
    expect(jaText).not.toContain('Nguyễn Thị Hường');

    const vi = await asA.in('vi').get(`/api/payroll/payslips/${MONTH}/pdf`);
    const viText = plain((await readPdf(vi.raw.rawPayload)).text[0]!);
    for (const s of ['Phiếu lương tháng 2026/09', 'Lương cơ bản', 'Thực lĩnh', '17.780.000 VND', '1,5%'])
      expect(viText).toContain(s);

    const asB = t.withToken(await t.mintToken(b));
    const bText = plain((await readPdf((await asB.get(`/api/payroll/payslips/${MONTH}/pdf`)).raw.rawPayload)).text[0]!);
    expect(bText).toContain('Nguyễn Thị Hường');
    expect(bText).not.toContain('山田');
    // A person not in the month's payroll has no payslip (HR included, on the self-service route).
    (await hr().get(`/api/payroll/payslips/${MONTH}/pdf`)).refused(404, 'payslip_not_available');
    (await hr().delete(`/api/payroll/locks/${MONTH}`)).ok();
  });

  it("lets HR print anyone's payslip of a month that was run, in the language asked; refuses the rest", async () => {
    const response = await hr().in('en').get(`/api/payroll/people/${b}/payslip?month=${MONTH}&lang=vi`);
    response.ok();
    const text = plain((await readPdf(response.raw.rawPayload)).text[0]!);
    expect(text).toContain('Phiếu lương tháng 2026/09');
    expect(text).toContain('Nguyễn Thị Hường');

    (await t.as(ROLES.EMPLOYEE).get(`/api/payroll/people/${b}/payslip?month=${MONTH}`)).refused(403, 'forbidden');
    (await t.as(ROLES.DIRECTOR).get(`/api/payroll/people/${b}/payslip?month=${MONTH}`)).refused(403, 'forbidden');
    (await hr().get(`/api/payroll/people/${b}/payslip?month=2020-01`)).refused(404, 'not_found');
    const bad = (await hr().in('ja').get(`/api/payroll/people/${b}/payslip?month=2026-13&lang=de`)).refused(
      400,
      'invalid_input',
    );
    expect(Object.keys(bad.errors ?? {})).toEqual(expect.arrayContaining(['month', 'lang']));
  });
});

/** Runs an export job as HR and reads its file back with exceljs. */
async function exported(file: 'payroll' | 'bank', lang: 'en' | 'ja' | 'vi' = 'en') {
  const started = (await hr().in(lang).post<JobStarted>('/api/payroll/exports', { month: MONTH, file })).ok(202);
  const job = await waitForJob(hr(), started.job_id, 30_000);
  expect(job).toMatchObject({ state: 'done', progress: 100 });
  const response = await hr().get(`/api/jobs/${started.job_id}/file`);
  response.ok();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.raw.rawPayload as unknown as ArrayBuffer);
  return { book, name: response.headers['content-disposition'] as string };
}
const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

describe('payroll exports', () => {
  it("writes the month's payroll: every person's figures, then the totals by department", async () => {
    const { book, name } = await exported('payroll', 'ja');
    expect(name).toContain('Payroll_2026-09.xlsx');
    const [people, totals] = book.worksheets.map(rowsOf);
    expect(people![0]).toEqual([
      '番号',
      '社員番号',
      '氏名',
      '部署',
      '基本給',
      '未消化休暇の支給',
      '手当',
      '残業代',
      '賞与',
      '総支給額',
      '社会保険',
      '健康保険',
      '失業保険',
      '本人負担保険料',
      '組合費',
      '課税所得',
      '個人所得税',
      '控除',
      '差引支給額',
      '会社負担',
    ]);
    const a = people!.find((r) => r[1] === aStaffId)!;
    // The published example: 20,000,000 gross; 1,600,000 + 300,000 + 200,000 insurance; 120,000 tax; net 17,780,000.
    expect(a.slice(2, 20)).toEqual([
      '山田 太郎',
      expect.any(String),
      20_000_000,
      0,
      0,
      0,
      0,
      20_000_000,
      1_600_000,
      300_000,
      200_000,
      2_100_000,
      0,
      2_400_000,
      120_000,
      0,
      17_780_000,
      4_700_000,
    ]);
    // Each row adds up: base pay, untaken leave, allowances, overtime and bonuses make the gross.
    for (const r of people!.slice(1)) expect((r.slice(4, 9) as number[]).reduce((x, y) => x + y, 0)).toBe(r[9]);
    expect(people!.length - 1).toBe(2);
    const total = totals!.at(-1)!;
    expect(total[0]).toBe('合計');
    expect(total[1]).toBe(2);
    expect(total[5]).toBe(people!.slice(1).reduce((sum, r) => sum + (r[18] as number), 0));
    expect(totals!.find((r) => r[0] === a[3])?.slice(1, 3)).toEqual([1, 20_000_000]);
  });

  it('writes the bank transfer sheet: name, bank, account and net of each person', async () => {
    const { book, name } = await exported('bank');
    expect(name).toContain('Bank_Transfer_2026-09.xlsx');
    const rows = rowsOf(book.worksheets[0]!);
    expect(rows[0]).toEqual(['No.', 'Staff ID', 'Name', 'Bank', 'Account number', 'Net pay']);
    expect(rows.find((r) => r[1] === aStaffId)?.slice(2)).toEqual(['山田 太郎', 'Vietcombank', aAccount, 17_780_000]);
    expect(rows).toHaveLength(3);
  });

  it('refuses those who may not have the files, and bad requests, before any job starts', async () => {
    for (const role of [ROLES.DIRECTOR, ROLES.EMPLOYEE])
      (await t.as(role).post('/api/payroll/exports', { month: MONTH, file: 'bank' })).refused(403, 'forbidden');
    const bad = (await hr().in('vi').post('/api/payroll/exports', { month: '2026-9', file: 'pdf' })).refused(
      400,
      'invalid_input',
    );
    expect(Object.keys(bad.errors ?? {})).toEqual(expect.arrayContaining(['month', 'file']));
  });
});
