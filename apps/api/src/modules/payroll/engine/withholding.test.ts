import { describe, expect, it } from 'vitest';
import { type CalculatorFigures, calculateFromGross } from './calculator';
import { personMonth, statutoryRules } from './fixtures';
import { grossFromNet } from './gross-from-net';
import { computeMonth } from './month';
import type { PayResult } from './types';

/** Nothing is withheld beyond what the month pays (docs/payroll.md "Withholding"): October 2026, region I. */
const OCT = '2026-10-01';
const calc = (over: Partial<CalculatorFigures>): CalculatorFigures => ({
  month: OCT,
  rules: statutoryRules(OCT),
  salary: 0,
  insurance_salary: null,
  dependants: 0,
  region: 1,
  tax_type: 2,
  insured: true,
  union_member: false,
  overtime: [],
  standard_hours: null,
  ...over,
});
const line = (r: PayResult, key: string) => r.lines.find((l) => l.key === key);

describe('withholding never beyond the month pay', () => {
  it('a month without pay owes no contribution, on either side', () => {
    const r = calculateFromGross(calc({ salary: 0 }));
    expect([r.employee_insurance, r.union_dues, r.income_tax, r.net, r.employer.total]).toEqual([0, 0, 0, 0, 0]);
    expect(line(r, 'insurance')?.rule).toBe('no insurance: no pay in the month');
  });

  it('1,000 paid: the insurance floored at 5,310,000 (557,550) is withheld up to the 1,000 only', () => {
    const r = calculateFromGross(calc({ salary: 1_000 }));
    // Social first: 8 % of 5,310,000 = 424,800 due, 1,000 withheld; health and unemployment nothing left.
    expect([r.social_insurance, r.health_insurance, r.unemployment_insurance, r.net]).toEqual([1_000, 0, 0, 0]);
    expect(line(r, 'social_insurance')?.figures).toMatchObject({ due: 424_800, base: 5_310_000 });
    expect(line(r, 'health_insurance')?.figures).toMatchObject({ due: 79_650 });
    // The employer's part is its own: on the floored salary.
    expect(r.employer.social).toBe(929_250);
  });

  it('5,672,563 insured on 60,000,000, a union member, flat 10 %: insurance, dues, then tax up to the pay left', () => {
    const r = calculateFromGross(
      calc({ salary: 5_672_563, insurance_salary: 60_000_000, union_member: true, tax_type: 3 }),
    );
    // Insurance 8 % + 1.5 % of 50,600,000 + 1 % of 60,000,000 = 5,407,000; dues 0.5 % of 50,600,000 = 253,000;
    // 12,563 left of the flat tax due, 10 % of 5,672,563 = 567,256: net 0, not -554,693.
    expect([r.employee_insurance, r.union_dues, r.income_tax, r.net]).toEqual([5_407_000, 253_000, 12_563, 0]);
    expect(line(r, 'income_tax')?.figures).toMatchObject({ due: 567_256 });
    expect(line(r, 'income_tax')?.amount).toBe(-12_563);
    // Net to gross of a net of 0: the smallest salary giving it, 0, exactly.
    const back = grossFromNet(0, calc({ insurance_salary: 60_000_000, union_member: true, tax_type: 3 }));
    expect([back?.exact, back?.result.base_pay, back?.result.net]).toEqual([true, 0, 0]);
  });

  it('the run: one paid day on a contribution salary of 60,000,000 leaves net 0, the lines adding up', () => {
    const r = computeMonth(
      personMonth(OCT, 24_000_000, {
        end_date: '2026-10-01',
        days: [{ date: '2026-10-01', kind: 'work' }],
        profile: { ...personMonth(OCT, 0).profile, contribution_salary: 60_000_000, union_member: true },
      }),
    );
    // 1,000,000 for the one day (24,000,000 / 24); 21 unpaid days outside employment: no insurance (14 or more);
    // union dues on the wage paid: 0.5 % of 1,000,000.
    expect([r.gross, r.employee_insurance, r.union_dues, r.net]).toEqual([1_000_000, 0, 5_000, 995_000]);
    const worked = computeMonth(
      personMonth(OCT, 0, {
        pay: [{ effective_date: '2020-01-01', basic_salary: 1_000_000, salary_rate: 100, allowances: [] }],
        profile: { ...personMonth(OCT, 0).profile, contribution_salary: 60_000_000, union_member: true },
      }),
    );
    // A whole month at 1,000,000 insured on 60,000,000: 5,407,000 due, 1,000,000 withheld (social 1,000,000).
    expect([worked.gross, worked.social_insurance, worked.employee_insurance, worked.union_dues, worked.net]).toEqual([
      1_000_000, 1_000_000, 1_000_000, 0, 0,
    ]);
    expect(worked.net).toBe(
      worked.gross - worked.employee_insurance - worked.union_dues - worked.income_tax - worked.deductions,
    );
  });
});
