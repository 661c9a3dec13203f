/**
 * The statutory history of the settings that payroll reads (VN-PAYROLL-RULES, kept in docs/spec-decisions.md):
 * each entry applies from its `effective_from` until the next one. A fresh install holds exactly these versions
 * (migration 0006 inserts them; `tax-open-bracket` left the top bracket open), and "restore defaults" in the
 * browser fills the entry in force on the form's date. Free of zod so that the browser can use it cheaply.
 */

/** A tax bracket; the last one (highest `order`) has no upper bound: its `to_salary` is null. */
export type TaxStep = { order: number; from_salary: number; to_salary: number | null; rate_of_tax: number };

export type TaxInsuranceData = {
  per_social_insurance: number;
  per_health_insurance: number;
  per_accident_insurance: number;
  per_union_dues: number;
  com_social_insurance: number;
  com_health_insurance: number;
  com_accident_insurance: number;
  com_union_dues: number;
  com_occupation: number;
  insurance_contribution_conditions: 1 | 2;
  minimum_days: number;
  personal_allowance: number;
  dependent_allowance: number;
  config_progressive_tax_schedule: TaxStep[];
  /** Base salary (mức lương cơ sở), also the insurance reference level: the social and health cap is 20 x this. */
  base_salary: number;
  /** Regional minimum wages a month, regions I to IV: the unemployment cap is 20 x the region's figure. */
  regional_minimum_wages: { region_1: number; region_2: number; region_3: number; region_4: number };
  /** The company's region (1 to 4); a department may override it. */
  company_region: 1 | 2 | 3 | 4;
  /** Payments at or above this to people without a contract (or under 3 months) are taxed at a flat 10 %. */
  flat_tax_threshold: number;
  /** The meal allowance is exempt from income tax up to this amount a month. */
  meal_allowance_exempt_limit: number;
};

export type Milestone = {
  reference_days: number;
  benefit_rate: number;
  description: string;
  order: number;
  type: 'the_first_payroll' | 'the_final_payroll';
};
export type OvertimeRate = { type: number; benefit_rate: number; rate_of_taxation: number };

export type DefaultSalaryData = {
  calculation_method: '1' | '2';
  salary_upon_change: '1' | '2';
  the_first_payroll: '1' | '2';
  the_final_payroll: '1' | '2';
  deduction_for_late: '1' | '2';
  default_deduction_amount: number;
  pay_calculation_methods: Milestone[];
  overtimes: OvertimeRate[];
};

export type WorkScheduleData = {
  standard_working_time: {
    start_time: string;
    end_time: string;
    normal_working_hours: number;
    normal_working_days: number;
  };
  schedule_week: Record<(typeof WEEKDAYS)[number], boolean>;
  annual_vacation_days: {
    basic_leave_days: number;
    leave_increase_cycle: number;
    special_leave_days: number;
    total_leave_days: number;
    maximum_leave_days: number;
    leave_accrual: boolean;
  };
};

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export const SETTING_KINDS = ['default_salary', 'tax_insurance', 'work_schedule'] as const;
export type SettingKind = (typeof SETTING_KINDS)[number];
export type SettingData = {
  default_salary: DefaultSalaryData;
  tax_insurance: TaxInsuranceData;
  work_schedule: WorkScheduleData;
};
export type StatutoryVersion<K extends SettingKind> = { effective_from: string; source: string; data: SettingData[K] };

/** The largest money figure a setting holds (as the specification writes the top of the brackets). */
export const TAX_TOP = 999_999_999;

const steps = (rows: [number, number | null, number][]): TaxStep[] =>
  rows.map(([from_salary, to_salary, rate_of_tax], i) => ({ order: i + 1, from_salary, to_salary, rate_of_tax }));

const BRACKETS_UNTIL_2025 = steps([
  [0, 5_000_000, 5],
  [5_000_000, 10_000_000, 10],
  [10_000_000, 18_000_000, 15],
  [18_000_000, 32_000_000, 20],
  [32_000_000, 52_000_000, 25],
  [52_000_000, 80_000_000, 30],
  [80_000_000, null, 35],
]);
const BRACKETS_FROM_2026 = steps([
  [0, 10_000_000, 5],
  [10_000_000, 30_000_000, 10],
  [30_000_000, 60_000_000, 20],
  [60_000_000, 100_000_000, 30],
  [100_000_000, null, 35],
]);

/**
 * Contribution rates (unchanged by Social Insurance Law 41/2024). The company's social rate is 14 + 3 (retirement,
 * sickness and maternity); the occupational 0.5 is its own rate beside it, so the employer's total is 17.5 and
 * nothing is counted twice (docs/spec-decisions.md).
 */
const RATES = {
  per_social_insurance: 8,
  per_health_insurance: 1.5,
  per_accident_insurance: 1,
  per_union_dues: 0.5,
  com_social_insurance: 17,
  com_health_insurance: 3,
  com_accident_insurance: 1,
  com_union_dues: 2,
  com_occupation: 0.5,
  insurance_contribution_conditions: 1 as const,
  minimum_days: 0,
  company_region: 1 as const,
};

const MIN_WAGES_2022 = { region_1: 4_680_000, region_2: 4_160_000, region_3: 3_640_000, region_4: 3_250_000 };
const MIN_WAGES_2024 = { region_1: 4_960_000, region_2: 4_410_000, region_3: 3_860_000, region_4: 3_450_000 };
const MIN_WAGES_2026 = { region_1: 5_310_000, region_2: 4_730_000, region_3: 4_140_000, region_4: 3_700_000 };

export const STATUTORY_TAX_INSURANCE: StatutoryVersion<'tax_insurance'>[] = [
  {
    effective_from: '2023-07-01',
    source: 'Decree 24/2023 (base salary 1,800,000); Decree 38/2022 (regional minimums); Resolution 954/2020',
    data: {
      ...RATES,
      personal_allowance: 11_000_000,
      dependent_allowance: 4_400_000,
      config_progressive_tax_schedule: BRACKETS_UNTIL_2025,
      base_salary: 1_800_000,
      regional_minimum_wages: MIN_WAGES_2022,
      flat_tax_threshold: 2_000_000,
      meal_allowance_exempt_limit: 730_000,
    },
  },
  {
    effective_from: '2024-07-01',
    source: 'Decree 73/2024 (base salary 2,340,000); Decree 74/2024 (regional minimums)',
    data: {
      ...RATES,
      personal_allowance: 11_000_000,
      dependent_allowance: 4_400_000,
      config_progressive_tax_schedule: BRACKETS_UNTIL_2025,
      base_salary: 2_340_000,
      regional_minimum_wages: MIN_WAGES_2024,
      flat_tax_threshold: 2_000_000,
      meal_allowance_exempt_limit: 730_000,
    },
  },
  {
    effective_from: '2026-01-01',
    source: 'Resolution 110/2025/UBTVQH15 (deductions); PIT Law 109/2025/QH15 art. 9 (brackets); Decree 293/2025',
    data: {
      ...RATES,
      personal_allowance: 15_500_000,
      dependent_allowance: 6_200_000,
      config_progressive_tax_schedule: BRACKETS_FROM_2026,
      base_salary: 2_340_000,
      regional_minimum_wages: MIN_WAGES_2026,
      flat_tax_threshold: 2_000_000,
      meal_allowance_exempt_limit: 730_000,
    },
  },
  {
    effective_from: '2026-07-01',
    source: 'Decree 161/2026 (base salary 2,530,000); Decree 253/2026 art. 50 (flat 10 % from 5,000,000); meal limit',
    data: {
      ...RATES,
      personal_allowance: 15_500_000,
      dependent_allowance: 6_200_000,
      config_progressive_tax_schedule: BRACKETS_FROM_2026,
      base_salary: 2_530_000,
      regional_minimum_wages: MIN_WAGES_2026,
      flat_tax_threshold: 5_000_000,
      meal_allowance_exempt_limit: 1_200_000,
    },
  },
];

/** Overtime types 1 to 7: normal day, rest day, holiday, their night variants, night work (Decree 145/2020). */
export const OVERTIME_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;
const OVERTIME_RATES = [150, 200, 300, 210, 270, 390, 30];
const overtimes = (rateOfTaxation: number): OvertimeRate[] =>
  OVERTIME_TYPES.map((type, i) => ({ type, benefit_rate: OVERTIME_RATES[i]!, rate_of_taxation: rateOfTaxation }));

/** The description of milestone `i` of a list: its day range and rate (regenerated when a row is added or deleted). */
export function milestoneDescription(list: { reference_days: number; benefit_rate: number }[], i: number): string {
  const row = list[i]!;
  const next = list[i + 1];
  const rate = String(row.benefit_rate).replace('.', ',');
  return next ? `${row.reference_days}-${next.reference_days - 1}: ${rate}%` : `${row.reference_days}+: ${rate}%`;
}

const firstMilestones: Milestone[] = [
  { reference_days: 1, benefit_rate: 10, description: '1+: 10%', order: 1, type: 'the_first_payroll' },
  { reference_days: 1, benefit_rate: 10, description: '1+: 10%', order: 1, type: 'the_final_payroll' },
];

const SALARY_CHOICES = {
  calculation_method: '1' as const,
  salary_upon_change: '1' as const,
  the_first_payroll: '1' as const,
  the_final_payroll: '1' as const,
  deduction_for_late: '1' as const,
  default_deduction_amount: 0,
  pay_calculation_methods: firstMilestones,
};

export const STATUTORY_DEFAULT_SALARY: StatutoryVersion<'default_salary'>[] = [
  {
    effective_from: '2023-07-01',
    source: 'Labour Code 2019 art. 98; Decree 145/2020; PIT: only the premium above normal pay is exempt',
    data: { ...SALARY_CHOICES, overtimes: overtimes(100) },
  },
  {
    effective_from: '2026-01-01',
    source: 'PIT Law 109/2025/QH15 art. 4: overtime and night-work pay within the limits exempt',
    data: { ...SALARY_CHOICES, overtimes: overtimes(0) },
  },
];

export const STATUTORY_WORK_SCHEDULE: StatutoryVersion<'work_schedule'>[] = [
  {
    effective_from: '2023-07-01',
    source: 'Specification 002 section 9; Labour Code 2019 art. 113, 114 (12 days, +1 per 5 years)',
    data: {
      standard_working_time: {
        start_time: '22:00:00',
        end_time: '06:00:00',
        normal_working_hours: 8,
        normal_working_days: 24,
      },
      schedule_week: {
        monday: true,
        tuesday: true,
        wednesday: true,
        thursday: true,
        friday: true,
        saturday: false,
        sunday: false,
      },
      annual_vacation_days: {
        basic_leave_days: 12,
        leave_increase_cycle: 5,
        special_leave_days: 0,
        total_leave_days: 12,
        maximum_leave_days: 3,
        leave_accrual: true,
      },
    },
  },
];

export const STATUTORY: { [K in SettingKind]: StatutoryVersion<K>[] } = {
  default_salary: STATUTORY_DEFAULT_SALARY,
  tax_insurance: STATUTORY_TAX_INSURANCE,
  work_schedule: STATUTORY_WORK_SCHEDULE,
};

/** The statutory entry in force on `date` ('YYYY-MM-DD'); the earliest one for dates before the history starts. */
export function statutoryInForce<K extends SettingKind>(kind: K, date: string): StatutoryVersion<K> {
  const list = STATUTORY[kind] as StatutoryVersion<K>[];
  let found = list[0]!;
  for (const entry of list) if (entry.effective_from <= date) found = entry;
  return found;
}

/**
 * Total annual leave for a new hire: basic + special. The increase cycle is read as the Labour Code reads it (one
 * more day per `leave_increase_cycle` years of service), so it is added per person, not to this total.
 */
export const totalLeaveDays = (a: { basic_leave_days: number; special_leave_days: number }) =>
  a.basic_leave_days + a.special_leave_days;

/** Caps derived from a tax and insurance version (shown read-only). */
export function insuranceCaps(data: Pick<TaxInsuranceData, 'base_salary' | 'regional_minimum_wages'>) {
  const w = data.regional_minimum_wages;
  return {
    social_health_cap: 20 * data.base_salary,
    unemployment_caps: {
      region_1: 20 * w.region_1,
      region_2: 20 * w.region_2,
      region_3: 20 * w.region_3,
      region_4: 20 * w.region_4,
    },
  };
}
