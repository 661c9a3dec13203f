import { describe, expect, it } from 'vitest';
import {
  insuranceCaps,
  STATUTORY_DEFAULT_SALARY,
  STATUTORY_TAX_INSURANCE,
  STATUTORY_WORK_SCHEDULE,
  statutoryInForce,
  totalLeaveDays,
} from './settings-statutory';

/** The figures of VN-PAYROLL-RULES.md, written out again here so that a slip in the table is caught. */
const brackets = (t: {
  config_progressive_tax_schedule: { from_salary: number; to_salary: number | null; rate_of_tax: number }[];
}) => t.config_progressive_tax_schedule.map((s) => `${s.from_salary}-${s.to_salary ?? 'open'}:${s.rate_of_tax}`);
const OLD = [
  '0-5000000:5',
  '5000000-10000000:10',
  '10000000-18000000:15',
  '18000000-32000000:20',
  '32000000-52000000:25',
  '52000000-80000000:30',
  '80000000-open:35',
];
const NEW = [
  '0-10000000:5',
  '10000000-30000000:10',
  '30000000-60000000:20',
  '60000000-100000000:30',
  '100000000-open:35',
];

describe('statutory tax and insurance versions', () => {
  it('holds the versions from 1 July 2023, 1 July 2024, 1 January 2026 and 1 July 2026', () => {
    expect(STATUTORY_TAX_INSURANCE.map((v) => v.effective_from)).toEqual([
      '2023-07-01',
      '2024-07-01',
      '2026-01-01',
      '2026-07-01',
    ]);
  });

  it.each([
    [
      '2023-07-01',
      11_000_000,
      4_400_000,
      OLD,
      1_800_000,
      [4_680_000, 4_160_000, 3_640_000, 3_250_000],
      2_000_000,
      730_000,
    ],
    [
      '2025-06-30',
      11_000_000,
      4_400_000,
      OLD,
      2_340_000,
      [4_960_000, 4_410_000, 3_860_000, 3_450_000],
      2_000_000,
      730_000,
    ],
    [
      '2025-12-31',
      11_000_000,
      4_400_000,
      OLD,
      2_340_000,
      [4_960_000, 4_410_000, 3_860_000, 3_450_000],
      2_000_000,
      730_000,
    ],
    [
      '2026-01-01',
      15_500_000,
      6_200_000,
      NEW,
      2_340_000,
      [5_310_000, 4_730_000, 4_140_000, 3_700_000],
      2_000_000,
      730_000,
    ],
    [
      '2026-06-30',
      15_500_000,
      6_200_000,
      NEW,
      2_340_000,
      [5_310_000, 4_730_000, 4_140_000, 3_700_000],
      2_000_000,
      730_000,
    ],
    [
      '2026-07-01',
      15_500_000,
      6_200_000,
      NEW,
      2_530_000,
      [5_310_000, 4_730_000, 4_140_000, 3_700_000],
      5_000_000,
      1_200_000,
    ],
    [
      '2026-11-23',
      15_500_000,
      6_200_000,
      NEW,
      2_530_000,
      [5_310_000, 4_730_000, 4_140_000, 3_700_000],
      5_000_000,
      1_200_000,
    ],
  ] as const)(
    'on %s: deductions, brackets, base salary, minimums, thresholds',
    (date, personal, dependant, steps, base, mins, flat, meal) => {
      const { data } = statutoryInForce('tax_insurance', date);
      expect(data.personal_allowance).toBe(personal);
      expect(data.dependent_allowance).toBe(dependant);
      expect(brackets(data)).toEqual(steps);
      expect(data.base_salary).toBe(base);
      expect(Object.values(data.regional_minimum_wages)).toEqual(mins);
      expect(data.flat_tax_threshold).toBe(flat);
      expect(data.meal_allowance_exempt_limit).toBe(meal);
    },
  );

  it('keeps the contribution rates of the rules file in every version, without counting occupational twice', () => {
    for (const { data } of STATUTORY_TAX_INSURANCE) {
      expect([data.per_social_insurance, data.per_health_insurance, data.per_accident_insurance]).toEqual([8, 1.5, 1]);
      expect([data.com_social_insurance, data.com_health_insurance, data.com_accident_insurance]).toEqual([17, 3, 1]);
      expect(data.com_social_insurance + data.com_occupation).toBe(17.5);
      expect([data.per_union_dues, data.com_union_dues]).toEqual([0.5, 2]);
      expect(data.insurance_contribution_conditions).toBe(1);
      expect(data.company_region).toBe(1);
    }
  });

  it('derives the caps: 20 x base salary and 20 x the regional minimum', () => {
    expect(insuranceCaps(statutoryInForce('tax_insurance', '2024-07-01').data).social_health_cap).toBe(46_800_000);
    expect(insuranceCaps(statutoryInForce('tax_insurance', '2026-07-01').data).social_health_cap).toBe(50_600_000);
    expect(insuranceCaps(statutoryInForce('tax_insurance', '2026-01-01').data).unemployment_caps.region_1).toBe(
      106_200_000,
    );
    expect(insuranceCaps(statutoryInForce('tax_insurance', '2025-12-31').data).unemployment_caps.region_1).toBe(
      99_200_000,
    );
  });

  it('answers the rules file worked example for 2026: 20,000,000 gross, no dependant, tax 120,000', () => {
    const { data } = statutoryInForce('tax_insurance', '2026-03-01');
    const insurance =
      (20_000_000 * (data.per_social_insurance + data.per_health_insurance + data.per_accident_insurance)) / 100;
    const taxable = Math.max(0, 20_000_000 - insurance - data.personal_allowance);
    let tax = 0;
    for (const s of data.config_progressive_tax_schedule)
      tax += (Math.max(0, Math.min(taxable, s.to_salary ?? taxable) - s.from_salary) * s.rate_of_tax) / 100;
    expect([insurance, taxable, tax]).toEqual([2_100_000, 2_400_000, 120_000]);
  });
});

describe('statutory salary, overtime and working-week versions', () => {
  it('keeps the overtime rates and taxes the normal-hours share until 2025 only', () => {
    expect(STATUTORY_DEFAULT_SALARY.map((v) => v.effective_from)).toEqual(['2023-07-01', '2026-01-01']);
    const until2025 = statutoryInForce('default_salary', '2025-12-31').data.overtimes;
    const from2026 = statutoryInForce('default_salary', '2026-01-01').data.overtimes;
    expect(until2025.map((o) => o.benefit_rate)).toEqual([150, 200, 300, 210, 270, 390, 30]);
    expect(from2026.map((o) => o.benefit_rate)).toEqual([150, 200, 300, 210, 270, 390, 30]);
    expect(until2025.every((o) => o.rate_of_taxation === 100)).toBe(true);
    expect(from2026.every((o) => o.rate_of_taxation === 0)).toBe(true);
  });

  it('uses the specification defaults of the working week, and 12 days of annual leave plus 1 per 5 years', () => {
    const { data } = STATUTORY_WORK_SCHEDULE[0]!;
    expect(data.standard_working_time).toEqual({
      start_time: '22:00:00',
      end_time: '06:00:00',
      normal_working_hours: 8,
      normal_working_days: 24,
    });
    expect(
      Object.entries(data.schedule_week)
        .filter(([, on]) => on)
        .map(([d]) => d),
    ).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
    expect(data.annual_vacation_days).toMatchObject({
      basic_leave_days: 12,
      leave_increase_cycle: 5,
      maximum_leave_days: 3,
    });
    expect(data.annual_vacation_days.total_leave_days).toBe(totalLeaveDays(data.annual_vacation_days));
    expect(data.annual_vacation_days.total_leave_days).toBe(12);
  });
});
