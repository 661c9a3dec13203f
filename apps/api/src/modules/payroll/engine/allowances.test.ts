import { describe, expect, it } from 'vitest';
import { personMonth } from './fixtures';
import { computeMonth } from './month';
import type { AllowanceInput, DayInput, PayResult } from './types';

/** October 2026: Thursday 1st, 22 working days Monday to Friday, no public holiday. */
const OCT = '2026-10-01';
const octWorkdays = Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`).filter((d) => {
  const wd = new Date(`${d}T00:00:00Z`).getUTCDay();
  return wd !== 0 && wd !== 6;
});
/** Worked days, the first `leave` of them paid leave at 100 %, overtime on the last `overtime` of them. */
const month = (leave: number, overtime = 0): DayInput[] =>
  octWorkdays.map((date, i) => ({
    date,
    kind: i < leave ? 'leave' : 'work',
    leave_rate: 100,
    ...(i >= octWorkdays.length - overtime ? { overtime: { 1: 60 } } : {}),
  }));
const withAllowance = (allowance: AllowanceInput, days: DayInput[]): PayResult =>
  computeMonth(
    personMonth(OCT, 24_000_000, {
      days,
      pay: [{ effective_date: '2020-01-01', basic_salary: 24_000_000, salary_rate: 100, allowances: [allowance] }],
    }),
  );
const line = (r: PayResult, code: string) => r.lines.find((l) => l.key === `allowance_${code}`)!;
const nc: AllowanceInput = {
  code: 'nc',
  name: 'Phụ cấp NC',
  amount: 150_000,
  method: 1,
  tax_calculation: 1,
  attendance_condition: 1,
  minimum_number_days: 20,
  component: { id: 5, version: 2 },
};

describe("allowances with their component's conditions", () => {
  it('a per-day allowance with an attendance condition: 20 of 22 days worked pays 20 days; 19 pays nothing', () => {
    // Two days of paid leave: no unpaid day, 20 days worked, at least the 20 the condition asks: 20 x 150,000.
    const paid = withAllowance(nc, month(2));
    expect([line(paid, 'nc').amount, line(paid, 'nc').figures.days_worked]).toEqual([3_000_000, 20]);
    expect(line(paid, 'nc').figures).toMatchObject({
      attendance_condition: 1,
      minimum_number_days: 20,
      per_day: 150_000,
    });
    expect(line(paid, 'nc').settings).toMatch(/salary_component#5v2$/);
    expect(paid.allowances).toBe(3_000_000);
    const short = withAllowance(nc, month(3));
    expect([line(short, 'nc').amount, line(short, 'nc').rule]).toEqual([
      0,
      'not paid: attendance: too few days worked',
    ]);
    expect(short.allowances).toBe(0);
  });

  it('an overtime condition with minimum days, and validity dates', () => {
    const transport: AllowanceInput = {
      code: 'transport',
      name: 'Phụ cấp đi lại',
      amount: 360_000,
      method: 2,
      overtime_condition: 1,
      minimum_number_days: 3,
    };
    // Overtime on 2 days: not met; on 3 days: the whole month's 360,000.
    expect(line(withAllowance(transport, month(0, 2)), 'transport').amount).toBe(0);
    expect(line(withAllowance(transport, month(0, 3)), 'transport').amount).toBe(360_000);
    // Valid to 15 October: the 11 working days up to it (1, 2, 5 to 9, 12 to 15) x 150,000.
    const until = withAllowance({ ...nc, attendance_condition: 0, valid_to: '2026-10-15' }, month(0));
    expect([line(until, 'nc').amount, line(until, 'nc').figures.valid_to]).toEqual([1_650_000, '2026-10-15']);
  });

  it('the meal allowance is exempt up to the smaller of its tax-free amount and the dated limit', () => {
    const meal = (tax_free_amount: number): AllowanceInput => ({
      code: 'meal',
      name: 'Phụ cấp ăn trưa',
      amount: 1_500_000,
      method: 2,
      tax_calculation: 2,
      tax_free_amount,
    });
    // October 2026: limit 1,200,000. A component free up to 1,000,000 exempts 1,000,000; one up to 2,000,000 only
    // the limit.
    expect(line(withAllowance(meal(1_000_000), month(0)), 'meal').figures.taxable).toBe(500_000);
    expect(line(withAllowance(meal(2_000_000), month(0)), 'meal').figures.taxable).toBe(300_000);
  });
});
