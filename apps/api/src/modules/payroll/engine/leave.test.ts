import { describe, expect, it } from 'vitest';
import { personMonth } from './fixtures';
import { computeMonth } from './month';
import type { DayInput } from './types';

/** October 2026: Thursday 1st, 22 working days Monday to Friday, no public holiday. */
const OCT = '2026-10-01';
const octWorkdays = Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`).filter((d) => {
  const wd = new Date(`${d}T00:00:00Z`).getUTCDay();
  return wd !== 0 && wd !== 6;
});
const HALF = { id: 7, code: 'HALF', rate_from: '2026-09-01' };
const SICK = { id: 8, code: 'SICK', rate_from: '1970-01-01' };

describe('leave at its leave type salary rate', () => {
  it('two days of a 50 % type and one of a 75 % type: one line per type, with its rate and version', () => {
    const days: DayInput[] = octWorkdays.map((date) => ({ date, kind: 'work' }));
    days[4] = { date: days[4]!.date, kind: 'leave', leave_rate: 50, leave_type: HALF };
    days[5] = { date: days[5]!.date, kind: 'leave', leave_rate: 50, leave_type: HALF };
    days[6] = { date: days[6]!.date, kind: 'leave', leave_rate: 75, leave_type: SICK };
    const r = computeMonth(personMonth(OCT, 24_000_000, { days }));
    // Daily wage 24,000,000 / 24 standard days = 1,000,000: 2 x 50 % = 1,000,000 and 1 x 25 % = 250,000 unpaid.
    const leave = r.lines.filter((l) => l.key === 'leave_reduction');
    expect(leave.map((l) => [l.amount, l.figures.leave_type, l.figures.salary_rate, l.figures.days])).toEqual([
      [-1_000_000, 'HALF', 50, 2],
      [-250_000, 'SICK', 75, 1],
    ]);
    expect(leave[0]!.settings).toBe('default_salary#statutory@2026-01-01 leave_type#7@2026-09-01');
    expect(r.base_pay).toBe(22_750_000);
    // Insured on the wage 24,000,000: 2,520,000; 22,750,000 - 2,520,000 - 15,500,000 = 4,730,000 taxed 5 %.
    expect([r.employee_insurance, r.taxable_income, r.income_tax]).toEqual([2_520_000, 4_730_000, 236_500]);
    expect(r.net).toBe(19_993_500);
  });

  it('a leave type at 0 % is an unpaid day of the wage; at 100 % nothing is taken', () => {
    const days: DayInput[] = octWorkdays.map((date) => ({ date, kind: 'work' }));
    days[0] = { date: days[0]!.date, kind: 'leave', leave_rate: 0, leave_type: { ...HALF, code: 'UNPAID' } };
    days[1] = { date: days[1]!.date, kind: 'leave', leave_rate: 100, leave_type: SICK };
    const r = computeMonth(personMonth(OCT, 24_000_000, { days }));
    expect(r.lines.filter((l) => l.key === 'leave_reduction').map((l) => l.amount)).toEqual([-1_000_000]);
    expect(r.base_pay).toBe(23_000_000);
  });
});
