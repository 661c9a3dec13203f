import { assemble } from './net';
import { overtimePay } from './overtime';
import { versionTag } from './rounding';
import type { MonthRules, PayResult } from './types';

/** The calculator's figures: a month's salary with overtime, no attendance, allowances or orders. */
export type CalculatorFigures = {
  month: string;
  rules: MonthRules;
  /** Monthly gross salary (integer VND). */
  salary: number;
  /** Insured salary; null: the salary. */
  insurance_salary: number | null;
  dependants: number;
  region: 1 | 2 | 3 | 4;
  tax_type: 1 | 2 | 3 | 4;
  insured: boolean;
  union_member: boolean;
  /** Overtime hours by type 1 to 7. */
  overtime: { type: number; hours: number }[];
  /** Hours of a normal month (the hourly wage = salary / standard hours); null: days x hours of the settings. */
  standard_hours: number | null;
};

export const standardHours = (f: Pick<CalculatorFigures, 'rules' | 'standard_hours'>) => {
  const t = f.rules.work_schedule.data.standard_working_time;
  return f.standard_hours ?? t.normal_working_days * t.normal_working_hours;
};

/** Gross to net with the run's own parts (overtime, insurance, income tax, net). */
export function calculateFromGross(f: CalculatorFigures): PayResult {
  const salaryTag = versionTag('default_salary', f.rules.default_salary);
  const hours = standardHours(f);
  const hourly = hours > 0 ? f.salary / hours : 0;
  const overtime = overtimePay(
    f.overtime.map((o) => ({ type: o.type, hours: o.hours, hourly })),
    f.rules.default_salary.data,
    salaryTag,
  );
  return assemble({
    month: f.month,
    rules: f.rules,
    base: {
      lines: [{ key: 'base_pay', amount: f.salary, rule: 'the salary given', figures: { standard_hours: hours } }],
      base_pay: f.salary,
      late_deduction: 0,
      untaken_leave_pay: 0,
    },
    allowances: { lines: [], pay: 0, taxable: 0 },
    overtime,
    orders: { lines: [], bonuses: 0, taxable: 0, deductions: 0 },
    insurance: {
      insured: f.insured,
      salary: f.insurance_salary ?? f.salary,
      region: f.region,
      union_member: f.union_member,
      unpaid_days: 0,
      paid_days: Number.MAX_SAFE_INTEGER,
    },
    profile: {
      insured: f.insured,
      contribution_salary: f.insurance_salary,
      tax_type: f.tax_type,
      dependants: f.dependants,
      union_member: f.union_member,
      resident: f.tax_type !== 4,
    },
  });
}
