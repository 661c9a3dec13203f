import { type JobStarted, ROLES } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffBody } from '../../test/factories/staff';
import { createTestApp, type TestApp } from '../../test/harness';
import { waitForJob } from '../../test/jobs';
import { readPdf } from '../../test/pdf-reader';

let t: TestApp;
let a: number;
let b: number;
let aStaffId: string;
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
    expect(early.message).toContain('2026-09');
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
    // The published example: 20,000,000 gross, 2,100,000 insurance, 120,000 tax, 17,780,000 net.
    for (const s of ['給与明細 2026-09', '山田 太郎', '基本給', '20,000,000', '社会保険', '-1,600,000'])
      expect(jaText).toContain(s);
    for (const s of ['個人所得税', '-120,000', '差引支給額', '17,780,000']) expect(jaText).toContain(s);
    expect(jaText).not.toContain('Nguyễn Thị Hường');

    const vi = await asA.in('vi').get(`/api/payroll/payslips/${MONTH}/pdf`);
    const viText = plain((await readPdf(vi.raw.rawPayload)).text[0]!);
    for (const s of ['Phiếu lương tháng 2026-09', 'Lương cơ bản', 'Thuế thu nhập cá nhân', 'Thực lĩnh', '17.780.000'])
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
    expect(text).toContain('Phiếu lương tháng 2026-09');
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
