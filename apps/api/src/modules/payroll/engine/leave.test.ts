import { describe, expect, it } from 'vitest';
import { personMonth, statutoryRules } from './fixtures';
import { computeMonth } from './month';
import type { DayInput } from './types';
import { untakenLeave } from './untaken-leave';

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

describe('part of a day on leave', () => {
  it('half a day of leave at 100 %, the other half absent: half a day paid, half a day unpaid', () => {
    const days: DayInput[] = octWorkdays.map((date) => ({ date, kind: 'work' }));
    days[2] = { date: days[2]!.date, kind: 'unpaid', leave_share: 0.5, leave_rate: 100, leave_type: SICK };
    const r = computeMonth(personMonth(OCT, 24_000_000, { days }));
    // Daily wage 1,000,000 (24,000,000 / 24 standard days): the absent half, 500,000, is taken; the leave half paid.
    const unpaid = r.lines.filter((l) => l.key === 'unpaid_absence');
    expect(unpaid.map((l) => [l.amount, l.figures.days])).toEqual([[-500_000, 0.5]]);
    expect(r.lines.filter((l) => l.key === 'leave_reduction')).toEqual([]);
    expect(r.base_pay).toBe(23_500_000);
  });

  it('half a day of a 0 % leave type, the other half worked: the leave half is taken at the type rate', () => {
    const days: DayInput[] = octWorkdays.map((date) => ({ date, kind: 'work' }));
    days[3] = { date: days[3]!.date, kind: 'work', leave_share: 0.5, leave_rate: 0, leave_type: HALF };
    days[4] = { date: days[4]!.date, kind: 'work', leave_share: 0.25, leave_rate: 50, leave_type: HALF };
    const r = computeMonth(personMonth(OCT, 24_000_000, { days }));
    // 0.5 x 1,000,000 x 100 % = 500,000 and 0.25 x 1,000,000 x 50 % = 125,000; no unpaid day (both were worked).
    const leave = r.lines.filter((l) => l.key === 'leave_reduction');
    expect(leave.map((l) => [l.amount, l.figures.salary_rate, l.figures.days])).toEqual([
      [-500_000, 0, 0.5],
      [-125_000, 50, 0.25],
    ]);
    expect(r.lines.some((l) => l.key === 'unpaid_absence')).toBe(false);
    expect(r.base_pay).toBe(23_375_000);
  });

  it('a joiner by actual days is paid the leave half of an absent day', () => {
    const days: DayInput[] = octWorkdays.map((date) => ({ date, kind: 'work' }));
    days[12] = { date: days[12]!.date, kind: 'unpaid', leave_share: 0.5, leave_rate: 100 };
    // Joined Thursday 15 October (the 11th working day): 12 working days, one of them half absent: 11.5 paid days.
    const r = computeMonth(personMonth(OCT, 24_000_000, { days, start_date: '2026-10-15' }));
    expect(r.base_pay).toBe(11_500_000);
  });
});

describe('untaken annual leave paid on leaving', () => {
  const schedule = statutoryRules(OCT).work_schedule.data;

  it('12 days + 1 per 5 full years, pro rata by the months counted, less the days taken', () => {
    // Employed since 1 March 2019, leaving Friday 16 October 2026: 7 full years (1 more day); January to October
    // count (12 of October's 22 working days in employment: at least half): (12 + 1) x 10 / 12 = 10.83; 3 taken.
    expect(untakenLeave({ start: '2019-03-01', end: '2026-10-16', schedule, hazardous: 0, taken: 3 })).toEqual({
      days: 7.83,
      entitlement: 10.83,
      annual_days: 12,
      seniority_days: 1,
      months: 10,
      taken: 3,
    });
    // Joined Monday 15 June 2026 (12 of June's 22 working days: June counts), heavy work (14 days), leaving 30
    // October: 14 x 5 / 12 = 5.83, and 6 days taken already: nothing to pay, never below 0.
    expect(untakenLeave({ start: '2026-06-15', end: '2026-10-30', schedule, hazardous: 1, taken: 6 })).toMatchObject({
      days: 0,
      entitlement: 5.83,
      months: 5,
    });
    // Leaving Tuesday 6 October: 4 of 22 working days, October does not count.
    expect(untakenLeave({ start: '2025-01-01', end: '2026-10-06', schedule, hazardous: 2, taken: 0 })).toMatchObject({
      days: 12,
      entitlement: 12,
      annual_days: 16,
      months: 9,
    });
  });

  it('is paid at the last daily wage with the figures that reached it, also when leaving on the last day', () => {
    const how = untakenLeave({ start: '2019-03-01', end: '2026-10-16', schedule, hazardous: 0, taken: 3 });
    const r = computeMonth(
      personMonth(OCT, 24_000_000, { end_date: '2026-10-16', untaken_leave_days: how.days, untaken_leave: how }),
    );
    // 7.83 days x 1,000,000 (24,000,000 / 24 standard days).
    const line = r.lines.find((l) => l.key === 'untaken_leave')!;
    expect([line.amount, line.figures.entitlement, line.figures.seniority_days, line.figures.days_taken]).toEqual([
      7_830_000, 10.83, 1, 3,
    ]);
    expect(line.settings).toBe('default_salary#statutory@2026-01-01 work_schedule#statutory@2023-07-01');
    expect([r.base_pay, r.untaken_leave_pay, r.gross]).toEqual([12_000_000, 7_830_000, 19_830_000]);
    // Leaving on Saturday 31 October: a whole month's pay, and the untaken days in the same month.
    const last = computeMonth(personMonth(OCT, 24_000_000, { end_date: '2026-10-31', untaken_leave_days: 2 }));
    expect([last.base_pay, last.untaken_leave_pay]).toEqual([24_000_000, 2_000_000]);
    // Not leaving this month: nothing.
    expect(computeMonth(personMonth(OCT, 24_000_000, { untaken_leave_days: 2 })).untaken_leave_pay).toBe(0);
  });
});
