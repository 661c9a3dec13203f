import { type CalculatorResult, ROLES } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const URL = '/api/payroll/calculate';
const hr = () => t.as(ROLES.HR);
const calc = (body: Record<string, unknown>, role: (typeof ROLES)[keyof typeof ROLES] = ROLES.HR) =>
  t.as(role).post<CalculatorResult>(URL, body);

describe('the gross-net calculator', () => {
  it.each([
    ['2026-01', 20_000_000, 0, 2_100_000, 2_400_000, 120_000, 17_780_000],
    ['2026-03', 25_000_000, 1, 2_625_000, 675_000, 33_750, 22_341_250],
    ['2026-05', 30_000_000, 2, 3_150_000, 0, 0, 26_850_000],
    ['2025-06', 30_000_000, 1, 3_150_000, 11_450_000, 967_500, 25_882_500],
  ])(
    'answers the published example of %s: gross %d, %d dependants',
    async (month, gross, dependants, ins, ti, tax, net) => {
      const r = (await calc({ month, direction: 'gross_to_net', amount: gross, dependants })).ok();
      expect([r.employee_insurance, r.taxable_income, r.income_tax, r.net]).toEqual([ins, ti, tax, net]);
      const back = (await calc({ month, direction: 'net_to_gross', amount: net, dependants })).ok();
      expect([back.gross, back.net, back.exact]).toEqual([gross, net, true]);
    },
  );

  it('answers every line with the settings versions of the month, employer side included', async () => {
    const r = (await calc({ month: '2026-01', direction: 'gross_to_net', amount: 20_000_000 }, ROLES.EMPLOYEE)).ok();
    expect(r.employer).toEqual({
      social: 3_500_000,
      occupational: 100_000,
      health: 600_000,
      unemployment: 200_000,
      union_fee: 400_000,
      total: 4_700_000,
    });
    expect([r.social_insurance, r.health_insurance, r.unemployment_insurance, r.region]).toEqual([
      1_600_000, 300_000, 200_000, 1,
    ]);
    expect(r.settings.tax_insurance.effective_from).toBe('2026-01-01');
    expect(r.lines.find((l) => l.key === 'income_tax')?.settings).toMatch(/^tax_insurance#\d+@2026-01-01$/);
    // July 2026: the new base salary caps social insurance at 50,600,000.
    const july = (await calc({ month: '2026-07', direction: 'gross_to_net', amount: 60_000_000 })).ok();
    expect([july.settings.tax_insurance.effective_from, july.social_insurance]).toEqual(['2026-07-01', 4_048_000]);
  });

  it('overtime by type at the salary over the standard hours, exempt under 2026 law', async () => {
    const body = {
      direction: 'gross_to_net',
      amount: 17_600_000,
      standard_hours: 176,
      overtime: [
        { type: 6, hours: 8 },
        { type: 7, hours: 40 },
      ],
    };
    const y2026 = (await calc({ ...body, month: '2026-10' })).ok();
    expect([y2026.overtime_pay, y2026.gross, y2026.income_tax, y2026.net]).toEqual([
      4_320_000, 21_920_000, 12_600, 20_059_400,
    ]);
    const y2025 = (await calc({ ...body, month: '2025-10' })).ok();
    expect([y2025.income_tax, y2025.net]).toEqual([305_200, 19_766_800]);
  });

  it('union member, tax types, not insured, insurance salary and region', async () => {
    const base = { month: '2026-08', direction: 'gross_to_net', amount: 20_000_000 };
    expect((await calc({ ...base, union_member: true })).ok().union_dues).toBe(100_000);
    expect((await calc({ ...base, tax_type: 4 })).ok().income_tax).toBe(4_000_000);
    expect((await calc({ ...base, tax_type: 3 })).ok().income_tax).toBe(2_000_000);
    expect((await calc({ ...base, tax_type: 1 })).ok().income_tax).toBe(0);
    expect((await calc({ ...base, insured: false })).ok().employee_insurance).toBe(0);
    const r = (await calc({ ...base, amount: 120_000_000, insurance_salary: 120_000_000, region: 4 })).ok();
    expect(r.unemployment_insurance).toBe(740_000);
  });

  it('refuses bad figures with field messages in the asked language, and an unreachable net with 422', async () => {
    const bad = await hr()
      .in('ja')
      .post(URL, {
        month: '2026-13',
        direction: 'sideways',
        amount: -1,
        overtime: [
          { type: 1, hours: 1 },
          { type: 1, hours: 0.3 },
        ],
      });
    const { errors } = bad.refused(400, 'invalid_input');
    expect(Object.keys(errors ?? {})).toEqual(expect.arrayContaining(['month', 'direction', 'amount']));
    expect(errors?.month?.[0]).toContain('YYYY-MM');
    const en = (
      await hr().post(URL, { month: '2026-07', direction: 'gross_to_net', amount: 1, dependants: 21 })
    ).refused(400, 'invalid_input');
    expect(en.errors?.dependants?.[0]).toBe('Dependants is too large');
    const far = await hr().in('vi').post(URL, { month: '2026-07', direction: 'net_to_gross', amount: 9_999_999_999 });
    expect(far.refused(422, 'net_unreachable').message).toContain('2026/07');
  });

  it('taxes income above 999,999,999 in the open top bracket', async () => {
    const r = (await calc({ month: '2026-08', direction: 'gross_to_net', amount: 2_000_000_000 })).ok();
    // Taxable 2,000,000,000 - 5,869,000 - 15,500,000 = 1,978,631,000: 20,500,000 + 35 % of 1,878,631,000.
    expect([r.taxable_income, r.income_tax]).toEqual([1_978_631_000, 678_020_850]);
  });

  it('never answers a negative net: withholdings stop at the pay of the month', async () => {
    const at = async (amount: number, more: Record<string, unknown> = {}) =>
      (await calc({ month: '2026-10', direction: 'gross_to_net', amount, ...more })).ok();
    expect((await at(0)).net).toBe(0);
    const small = await at(1_000);
    expect([small.employee_insurance, small.net]).toEqual([1_000, 0]);
    const high = await at(5_672_563, { insurance_salary: 60_000_000, union_member: true, tax_type: 3 });
    expect([high.employee_insurance, high.union_dues, high.income_tax, high.net]).toEqual([
      5_407_000, 253_000, 12_563, 0,
    ]);
  });

  it('refuses a month before the first settings version in three languages; the first month is answered', async () => {
    for (const month of ['2023-06', '2020-01', '1900-01']) {
      const en = (await calc({ month, direction: 'gross_to_net', amount: 20_000_000 })).refused(
        422,
        'payroll_month_before_settings',
      );
      expect(en.message).toBe(
        `No settings are in force for ${month.replace('-', '/')}: the payroll rules (tax, insurance, pay, working time) apply from 2023-07-01.`,
      );
    }
    const ja = await hr().in('ja').post(URL, { month: '2023-06', direction: 'net_to_gross', amount: 1 });
    expect(ja.refused(422, 'payroll_month_before_settings').message).toContain('2023-07-01から適用されます');
    const vi = await hr().in('vi').post(URL, { month: '2023-06', direction: 'gross_to_net', amount: 1 });
    expect(vi.refused(422, 'payroll_month_before_settings').message).toContain('áp dụng từ ngày 2023-07-01');
    const first = (await calc({ month: '2023-07', direction: 'gross_to_net', amount: 40_000_000 })).ok();
    // 20 x 1,800,000: social 8 % of 36,000,000.
    expect([first.settings.tax_insurance.effective_from, first.social_insurance]).toEqual(['2023-07-01', 2_880_000]);
  });

  it('refuses a region or a tax type that is not one of 1 to 4', async () => {
    const bad = await calc({ month: '2026-10', direction: 'gross_to_net', amount: 1, region: 5, tax_type: 7 });
    expect(Object.keys(bad.refused(400, 'invalid_input').errors ?? {}).sort()).toEqual(['region', 'tax_type']);
  });

  it('needs a signed-in person', async () => {
    (await t.anonymous().post(URL, { month: '2026-07', direction: 'gross_to_net', amount: 1 })).refused(
      401,
      'unauthenticated',
    );
  });
});
