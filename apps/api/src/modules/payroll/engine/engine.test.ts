import { describe, expect, it } from 'vitest';
import { type CalculatorFigures, calculateFromGross } from './calculator';
import { personMonth, statutoryRules } from './fixtures';
import { grossFromNet } from './gross-from-net';
import { computeMonth } from './month';
import type { DayInput, PayResult } from './types';

/** October 2026: Thursday 1st, 22 working days Monday to Friday, no public holiday. */
const OCT = '2026-10-01';
const octWorkdays = (from = 1, to = 31): string[] =>
  Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`).filter((d) => {
    const day = Number(d.slice(8));
    const wd = new Date(`${d}T00:00:00Z`).getUTCDay();
    return day >= from && day <= to && wd !== 0 && wd !== 6;
  });
const worked = (dates: string[], extra: Partial<DayInput> = {}): DayInput[] =>
  dates.map((date) => ({ date, kind: 'work', ...extra }));

const calc = (over: Partial<CalculatorFigures>): CalculatorFigures => ({
  month: '2026-10-01',
  rules: statutoryRules(over.month ?? '2026-10-01'),
  salary: 20_000_000,
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

describe('worked examples of VN-PAYROLL-RULES (Ministry of Finance)', () => {
  it.each([
    ['2026-01-01', 20_000_000, 0, 2_100_000, 2_400_000, 120_000, 17_780_000],
    ['2026-01-01', 25_000_000, 1, 2_625_000, 675_000, 33_750, 22_341_250],
    ['2026-01-01', 30_000_000, 2, 3_150_000, 0, 0, 26_850_000],
    ['2025-06-01', 30_000_000, 1, 3_150_000, 11_450_000, 967_500, 25_882_500],
  ])('%s gross %d with %d dependants', (month, gross, dependants, insurance, taxable, tax, net) => {
    const r = calculateFromGross(calc({ month, rules: statutoryRules(month), salary: gross, dependants }));
    expect([r.employee_insurance, r.taxable_income, r.income_tax, r.net]).toEqual([insurance, taxable, tax, net]);
    // The run's path gives the same figures for a whole month without attendance.
    const m = computeMonth({
      ...personMonth(month, gross),
      profile: { ...personMonth(month, gross).profile, dependants },
    });
    expect([m.employee_insurance, m.taxable_income, m.income_tax, m.net]).toEqual([insurance, taxable, tax, net]);
  });

  it('employer side of the first example: social 3,500,000, health 600,000, unemployment 200,000, union 400,000', () => {
    const r = calculateFromGross(calc({ month: '2026-01-01', rules: statutoryRules('2026-01-01') }));
    expect(r.employer).toEqual({
      social: 3_500_000,
      occupational: 100_000,
      health: 600_000,
      unemployment: 200_000,
      union_fee: 400_000,
      total: 4_700_000,
    });
  });

  it('net to gross gives back the examples', () => {
    const { month: _m, salary: _s, ...figures } = calc({ month: '2026-01-01', rules: statutoryRules('2026-01-01') });
    expect(grossFromNet(17_780_000, { ...figures, month: '2026-01-01' })?.result.gross).toBe(20_000_000);
    expect(grossFromNet(22_341_250, { ...figures, month: '2026-01-01', dependants: 1 })?.result.gross).toBe(25_000_000);
    const y2025 = { ...figures, month: '2025-06-01', rules: statutoryRules('2025-06-01'), dependants: 1 };
    expect(grossFromNet(25_882_500, y2025)?.result.gross).toBe(30_000_000);
  });

  // Two cases the property test found (fast-check seeds -979177062 and -71761751).
  it('net to gross with overtime: the flat tax starts where the gross, not the salary, reaches its threshold', () => {
    const { salary: _s, ...figures } = calc({
      month: '2026-07-01',
      rules: statutoryRules('2026-07-01'),
      tax_type: 3,
      insured: false,
      overtime: [{ type: 3, hours: 41 }],
    });
    const net = calculateFromGross({ ...figures, salary: 2_910_731 }).net;
    expect(grossFromNet(net, figures)).toMatchObject({ exact: true, result: { base_pay: 2_910_731, net } });
  });

  it('net to gross finds the salary a đồng past a rounding dip', () => {
    const { salary: _s, ...figures } = calc({
      month: '2025-03-01',
      rules: statutoryRules('2025-03-01'),
      tax_type: 4,
      overtime: [{ type: 1, hours: 23 }],
      standard_hours: 208,
    });
    const net = calculateFromGross({ ...figures, salary: 20_736_369 }).net;
    const back = grossFromNet(net, figures);
    expect(back?.exact).toBe(true);
    expect(back?.result.net).toBe(net);
  });
});

describe('base pay', () => {
  it('a mid-month salary change is split at the change date, or applied from the next month', () => {
    const pay = [
      { effective_date: '2025-01-01', basic_salary: 20_000_000, salary_rate: 100, allowances: [] },
      { effective_date: '2026-10-15', basic_salary: 26_000_000, salary_rate: 100, allowances: [] },
    ];
    const split = computeMonth(
      personMonth(OCT, 0, { pay, rules: statutoryRules(OCT, { salary: { salary_upon_change: '2' } }) }),
    );
    // 10 working days at 20,000,000 and 12 at 26,000,000 of 22: 9,090,909.09 + 14,181,818.18.
    expect(split.lines.filter((l) => l.key === 'base_pay').map((l) => l.amount)).toEqual([9_090_909, 14_181_818]);
    expect(split.base_pay).toBe(23_272_727);
    const next = computeMonth(personMonth(OCT, 0, { pay }));
    expect(next.base_pay).toBe(20_000_000);
  });

  it('a joiner on the 15th: by actual days (standard days or the month days) and by milestone', () => {
    const joiner = { start_date: '2026-10-15', days: worked(octWorkdays(15)) };
    // 12 working days from Thursday 15th; 24,000,000 / 24 standard days = 1,000,000 a day.
    expect(computeMonth(personMonth(OCT, 24_000_000, joiner)).base_pay).toBe(12_000_000);
    // By the month's 22 working days: 24,000,000 x 12 / 22 = 13,090,909.09.
    const actual = statutoryRules(OCT, { salary: { calculation_method: '2' } });
    expect(computeMonth(personMonth(OCT, 24_000_000, { ...joiner, rules: actual })).base_pay).toBe(13_090_909);
    // Milestones 1 day 50 %, 10 days 80 %, 20 days 100 %: 12 paid days reach 80 %.
    const milestones = statutoryRules(OCT, {
      salary: {
        the_first_payroll: '2',
        pay_calculation_methods: [
          { reference_days: 1, benefit_rate: 50, description: '', order: 1, type: 'the_first_payroll' },
          { reference_days: 10, benefit_rate: 80, description: '', order: 2, type: 'the_first_payroll' },
          { reference_days: 20, benefit_rate: 100, description: '', order: 3, type: 'the_first_payroll' },
        ],
      },
    });
    const m = computeMonth(personMonth(OCT, 24_000_000, { ...joiner, rules: milestones }));
    expect(m.base_pay).toBe(19_200_000);
    expect(line(m, 'base_pay')?.figures).toMatchObject({ paid_days: 12, milestone_days: 10, benefit_rate: 80 });
    // Ten unpaid days before joining: insurance is still due (fewer than 14).
    expect(m.social_insurance).toBe(1_920_000);
  });

  it('a leaver with untaken leave: the days to the 16th and three days of leave at the last daily wage', () => {
    const r = computeMonth(
      personMonth(OCT, 24_000_000, { end_date: '2026-10-16', days: worked(octWorkdays(1, 16)), untaken_leave_days: 3 }),
    );
    expect([r.base_pay, r.untaken_leave_pay, r.gross]).toEqual([12_000_000, 3_000_000, 15_000_000]);
    // Insured on 24,000,000: 1,920,000 + 360,000 + 240,000; 15,000,000 - 2,520,000 - 15,500,000 < 0: no tax.
    expect([r.employee_insurance, r.income_tax, r.net]).toEqual([2_520_000, 0, 12_480_000]);
  });

  it('paid leave at its rate, holidays paid, unpaid absence and late minutes deducted', () => {
    const days = worked(octWorkdays());
    days[0] = { date: '2026-10-01', kind: 'holiday' };
    days[1] = { date: '2026-10-02', kind: 'leave', leave_rate: 50 };
    days[2] = { date: '2026-10-05', kind: 'unpaid' };
    days[3] = { date: '2026-10-06', kind: 'work', late_minutes: 30 };
    const r = computeMonth(personMonth(OCT, 24_000_000, { days }));
    // 1,000,000 a day (24 standard days): half a day of leave, one unpaid day, 30 minutes at 1,000,000 / 480.
    expect(line(r, 'leave_reduction')?.amount).toBe(-500_000);
    expect(line(r, 'unpaid_absence')?.amount).toBe(-1_000_000);
    expect(r.late_deduction).toBe(62_500);
    expect(r.base_pay).toBe(22_500_000);
    expect(r.taxable_gross).toBe(22_437_500);
    const byAmount = computeMonth(
      personMonth(OCT, 24_000_000, {
        days,
        rules: statutoryRules(OCT, { salary: { deduction_for_late: '2', default_deduction_amount: 50_000 } }),
      }),
    );
    expect(byAmount.late_deduction).toBe(50_000);
  });

  it('a person with no attendance is paid by the schedule; recorded attendance without days pays nothing', () => {
    const none = computeMonth(personMonth(OCT, 20_000_000));
    expect([none.base_pay, none.overtime_pay, none.net]).toEqual([20_000_000, 0, 17_780_000]);
    const empty = computeMonth(personMonth(OCT, 20_000_000, { days: [] }));
    // 22 unpaid days: no pay, no insurance (14 or more), nothing negative.
    expect([empty.base_pay, empty.employee_insurance, empty.income_tax, empty.net]).toEqual([0, 0, 0, 0]);
  });

  it('a rest day worked is overtime only, never a paid day: a leaver by actual days, by milestone, a full month', () => {
    // November 2026: Sunday 1st; Tuesday 24th is Vietnamese Culture Day. Leaving Wednesday 25th: 18 working days
    // from the 2nd (the holiday included), the first 6 absent; Saturday 7th worked 09:00 to 12:30 (rest-day overtime).
    const NOV = '2026-11-01';
    const holidays = ['2026-11-24'];
    const weekdays = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`).filter(
      (d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()),
    );
    const toLeaving = weekdays.filter((d) => d <= '2026-11-25');
    expect(toLeaving).toHaveLength(18);
    const dayOf = (date: string, i: number): DayInput => ({
      date,
      kind: holidays.includes(date) ? 'holiday' : i < 6 ? 'unpaid' : 'work',
    });
    const saturday: DayInput = { date: '2026-11-07', kind: 'work', overtime: { 2: 210 } };
    const leaver = { end_date: '2026-11-25', holidays, days: [...toLeaving.map(dayOf), saturday] };
    const r = computeMonth(personMonth(NOV, 20_000_000, leaver));
    // 11 days worked and the holiday: 12 x 20,000,000 / 24 = 10,000,000 (not 13 days, 10,833,333).
    expect(line(r, 'base_pay')?.figures).toMatchObject({ paid_days: 12 });
    expect(r.base_pay).toBe(10_000_000);
    // The Saturday is paid as overtime: 3.5 hours x 20,000,000 / 24 / 8 x 200 % = 729,166.67.
    expect(r.overtime_pay).toBe(729_167);
    // By milestone (10 days 80 %, 15 days 100 %): 12 paid days reach 80 % only.
    const milestones = statutoryRules(NOV, {
      salary: {
        the_final_payroll: '2',
        pay_calculation_methods: [
          { reference_days: 10, benefit_rate: 80, description: '', order: 1, type: 'the_final_payroll' },
          { reference_days: 13, benefit_rate: 100, description: '', order: 2, type: 'the_final_payroll' },
        ],
      },
    });
    const m = computeMonth(personMonth(NOV, 20_000_000, { ...leaver, rules: milestones }));
    expect([m.base_pay, line(m, 'base_pay')?.figures.paid_days]).toEqual([16_000_000, 12]);
    // A full month: the wage less the one absent day (833,333), the Saturday adding nothing but its overtime.
    const full = computeMonth(
      personMonth(NOV, 20_000_000, {
        holidays,
        days: [...weekdays.map((date, i) => dayOf(date, i === 0 ? 0 : 6)), saturday],
      }),
    );
    expect([full.base_pay, full.overtime_pay]).toEqual([19_166_667, 729_167]);
    // A holiday on a rest day is paid through its day off in lieu only: Hung Kings day on Sunday 26 April 2026, off
    // on Monday 27th. A joiner on Friday 24th without attendance: the 24th, 27th to 29th and the 30th (a holiday).
    const april = computeMonth(
      personMonth('2026-04-01', 24_000_000, {
        start_date: '2026-04-24',
        holidays: ['2026-04-26', '2026-04-27', '2026-04-30'],
      }),
    );
    expect([april.base_pay, line(april, 'base_pay')?.figures.paid_days]).toEqual([5_000_000, 5]);
  });

  it('14 unpaid days stop insurance; 13 do not', () => {
    const days = worked(octWorkdays());
    const unpaid = (n: number) => days.map((d, i) => (i < n ? { ...d, kind: 'unpaid' as const } : d));
    expect(computeMonth(personMonth(OCT, 24_000_000, { days: unpaid(14) })).employee_insurance).toBe(0);
    expect(computeMonth(personMonth(OCT, 24_000_000, { days: unpaid(13) })).employee_insurance).toBe(2_520_000);
  });
});

describe('insurance caps, floor and union dues', () => {
  it('social and health capped at 20 x the base salary: 46,800,000 in June 2026, 50,600,000 from July', () => {
    const june = calculateFromGross(
      calc({ month: '2026-06-01', rules: statutoryRules('2026-06-01'), salary: 60_000_000 }),
    );
    expect([june.social_insurance, june.health_insurance, june.unemployment_insurance]).toEqual([
      3_744_000, 702_000, 600_000,
    ]);
    const july = calculateFromGross(
      calc({ month: '2026-07-01', rules: statutoryRules('2026-07-01'), salary: 60_000_000 }),
    );
    expect([july.social_insurance, july.health_insurance, july.unemployment_insurance]).toEqual([
      4_048_000, 759_000, 600_000,
    ]);
  });

  it('unemployment capped at 20 x the regional minimum: 99,200,000 in 2025, 106,200,000 in 2026, by region', () => {
    const at = (month: string, region: 1 | 2 | 3 | 4) =>
      calculateFromGross(calc({ month, rules: statutoryRules(month), salary: 120_000_000, region }))
        .unemployment_insurance;
    expect(at('2025-12-01', 1)).toBe(992_000);
    expect(at('2026-06-01', 1)).toBe(1_062_000);
    expect(at('2026-07-01', 1)).toBe(1_062_000);
    expect(at('2026-07-01', 4)).toBe(740_000);
  });

  it('the insured salary is not below the regional minimum wage', () => {
    const r = calculateFromGross(calc({ salary: 3_000_000, region: 1 }));
    expect(r.social_insurance).toBe(424_800); // 8 % of 5,310,000
    expect(line(r, 'social_insurance')?.figures).toMatchObject({ base: 5_310_000, floor: 5_310_000 });
  });

  it('a union member pays 0.5 %, capped at 10 % of the base salary, not deducted from taxable income', () => {
    const member = calculateFromGross(calc({ union_member: true }));
    expect([member.union_dues, member.taxable_income, member.income_tax, member.net]).toEqual([
      100_000, 2_400_000, 120_000, 17_680_000,
    ]);
    expect(calculateFromGross(calc({})).union_dues).toBe(0);
    const rules = statutoryRules('2026-07-01', { tax: { per_union_dues: 1 } });
    const capped = calculateFromGross(calc({ month: '2026-07-01', rules, salary: 60_000_000, union_member: true }));
    expect(capped.union_dues).toBe(253_000); // 10 % of 2,530,000 (1 % of 50,600,000 would be 506,000)
  });

  it('a member without insurance pays union dues on what was paid that month, never on more (net not negative)', () => {
    // Found by the property test (seed 1457872698): a non-resident leaving on Saturday 1 March 2025 was paid for no
    // working day, yet was charged the whole month's dues on the wage, which left a negative net.
    const rules = statutoryRules('2025-03-01');
    const pay = [{ effective_date: '2020-01-01', basic_salary: 5_310_000, salary_rate: 85, allowances: [] }];
    const leaver = personMonth('2025-03-01', 5_310_000, {
      rules,
      pay,
      end_date: '2025-03-01',
      profile: { ...personMonth('2025-03-01', 0).profile, insured: false, union_member: true, resident: false },
    });
    const r = computeMonth(leaver);
    expect(r.union_dues).toBe(Math.round(r.gross * 0.005));
    expect(r.net).toBeGreaterThanOrEqual(0);
    // A whole month without insurance: the dues on the wage, as before.
    const month = computeMonth({ ...leaver, end_date: null });
    expect(month.union_dues).toBe(Math.round(Math.min(month.gross, 5_310_000 * 0.85) * 0.005));
  });

  it('not insured: no insurance on either side', () => {
    const r = calculateFromGross(calc({ insured: false }));
    expect([r.employee_insurance, r.employer.total]).toEqual([0, 0]);
    expect(r.taxable_income).toBe(4_500_000);
  });
});

describe('income tax', () => {
  it('two dependants under 2025 and 2026 law', () => {
    const y2025 = calculateFromGross(
      calc({ month: '2025-06-01', rules: statutoryRules('2025-06-01'), salary: 30_000_000, dependants: 2 }),
    );
    // 30,000,000 - 3,150,000 - 11,000,000 - 2 x 4,400,000 = 7,050,000: 250,000 + 205,000.
    expect([y2025.taxable_income, y2025.income_tax]).toEqual([7_050_000, 455_000]);
    const y2026 = calculateFromGross(calc({ salary: 30_000_000, dependants: 2 }));
    expect([y2026.family_deductions, y2026.income_tax]).toEqual([27_900_000, 0]);
  });

  it('the same person under 2025 and 2026 law', () => {
    const y2025 = calculateFromGross(
      calc({ month: '2025-06-01', rules: statutoryRules('2025-06-01'), salary: 30_000_000, dependants: 1 }),
    );
    const y2026 = calculateFromGross(
      calc({ month: '2026-03-01', rules: statutoryRules('2026-03-01'), salary: 30_000_000, dependants: 1 }),
    );
    expect([y2025.income_tax, y2025.net]).toEqual([967_500, 25_882_500]);
    // 30,000,000 - 3,150,000 - 15,500,000 - 6,200,000 = 5,150,000 at 5 %.
    expect([y2026.taxable_income, y2026.income_tax, y2026.net]).toEqual([5_150_000, 257_500, 26_592_500]);
  });

  it('the top bracket has no upper bound: 2,000,000,000 in August 2026', () => {
    const month = '2026-08-01';
    const r = calculateFromGross(calc({ month, rules: statutoryRules(month), salary: 2_000_000_000 }));
    // Insurance at its caps: 9.5 % of 50,600,000 + 1 % of 106,200,000 = 5,869,000. Taxable 2,000,000,000 -
    // 5,869,000 - 15,500,000 = 1,978,631,000: 500,000 + 2,000,000 + 6,000,000 + 12,000,000 + 35 % of 1,878,631,000.
    expect([r.employee_insurance, r.taxable_income, r.income_tax, r.net]).toEqual([
      5_869_000, 1_978_631_000, 678_020_850, 1_316_110_150,
    ]);
    expect(line(r, 'income_tax')?.figures.brackets).toBe(
      '0-10000000:5% 10000000-30000000:10% 30000000-60000000:20% 60000000-100000000:30% 100000000-:35%',
    );
    // A version saved before the top was left open (999,999,999 on its last step) is read the same way.
    const steps = statutoryRules(month).tax_insurance.data.config_progressive_tax_schedule;
    const closed = statutoryRules(month, {
      tax: { config_progressive_tax_schedule: steps.map((s) => ({ ...s, to_salary: s.to_salary ?? 999_999_999 })) },
    });
    expect(calculateFromGross(calc({ month, rules: closed, salary: 2_000_000_000 })).income_tax).toBe(678_020_850);
  });

  it('each tax type', () => {
    const at = (tax_type: 1 | 2 | 3 | 4, salary = 20_000_000, month = '2026-08-01') =>
      calculateFromGross(calc({ month, rules: statutoryRules(month), salary, tax_type })).income_tax;
    expect(at(1)).toBe(0);
    expect(at(2)).toBe(120_000);
    expect(at(3)).toBe(2_000_000);
    expect(at(4)).toBe(4_000_000);
    // Flat 10 % threshold: 5,000,000 from July 2026, 2,000,000 before.
    expect(at(3, 4_000_000)).toBe(0);
    expect(at(3, 4_000_000, '2026-03-01')).toBe(400_000);
  });

  it('a partially taxable bonus: only the part above its tax-free amount is taxed', () => {
    const r = computeMonth(
      personMonth(OCT, 20_000_000, {
        orders: [
          {
            order_id: 1,
            kind: 'bonus',
            component_name: 'Project bonus',
            amount: 5_000_000,
            tax_calculation: 2,
            tax_free_amount: 2_000_000,
            attendance_condition: 0,
            overtime_condition: 0,
            minimum_number_days: null,
          },
          {
            order_id: 2,
            kind: 'deduction',
            component_name: 'Advance',
            amount: 1_000_000,
            tax_calculation: 1,
            tax_free_amount: null,
            attendance_condition: 0,
            overtime_condition: 0,
            minimum_number_days: null,
          },
        ],
      }),
    );
    // Taxable 23,000,000 - 2,100,000 - 15,500,000 = 5,400,000 at 5 %; the deduction does not lower the tax.
    expect([r.gross, r.taxable_gross, r.income_tax, r.deductions, r.net]).toEqual([
      25_000_000, 23_000_000, 270_000, 1_000_000, 21_630_000,
    ]);
  });
});

describe('overtime', () => {
  it('a night-shift worker with holiday night overtime, under 2026 and 2025 law', () => {
    // 17,600,000 over 176 standard hours: 100,000 an hour. 8 h holiday night at 390 %, 40 h night work at 30 %.
    const figures = {
      salary: 17_600_000,
      standard_hours: 176,
      overtime: [
        { type: 6, hours: 8 },
        { type: 7, hours: 40 },
      ],
    };
    const y2026 = calculateFromGross(calc(figures));
    expect([line(y2026, 'overtime_6')?.amount, line(y2026, 'overtime_7')?.amount]).toEqual([3_120_000, 1_200_000]);
    // 2026: overtime within the limits and night work exempt.
    expect([y2026.gross, y2026.taxable_gross, y2026.income_tax, y2026.net]).toEqual([
      21_920_000, 17_600_000, 12_600, 20_059_400,
    ]);
    const y2025 = calculateFromGross(calc({ ...figures, month: '2025-06-01', rules: statutoryRules('2025-06-01') }));
    // 2025: the normal-hours part (100 %) of the holiday overtime stays taxable: 800,000.
    expect([y2025.taxable_gross, y2025.income_tax, y2025.net]).toEqual([18_400_000, 305_200, 19_766_800]);
  });

  it('from attendance minutes: hourly wage = monthly wage / standard days / hours; beyond 40 hours taxable', () => {
    const days = worked(octWorkdays());
    days[0] = { ...days[0]!, overtime: { 1: 45 * 60 } };
    const r = computeMonth(personMonth(OCT, 19_200_000, { days }));
    // 19,200,000 / 24 / 8 = 100,000 an hour; 45 h at 150 % = 6,750,000; 5 h beyond 40 taxable in full: 750,000.
    expect(line(r, 'overtime_1')).toMatchObject({ amount: 6_750_000, figures: { taxable: 750_000, hours: 45 } });
  });
});
