import type { UntakenLeave } from './untaken-leave';
import type { DefaultSalaryData, TaxInsuranceData, WorkScheduleData } from '@hr/contracts';

/** A settings version as payroll uses it: its id (null for the built-in statutory figures) and its first day. */
export type RulesVersion<T> = { id: number | null; effective_from: string; data: T };

/** The three settings versions in force for the month (settings.api.ts `inForce(first day of the month)`). */
export type MonthRules = {
  tax_insurance: RulesVersion<TaxInsuranceData>;
  default_salary: RulesVersion<DefaultSalaryData>;
  work_schedule: RulesVersion<WorkScheduleData>;
};

/** One pay configuration (staff): monthly basic salary at `salary_rate` percent from `effective_date`. */
export type PayPeriod = {
  effective_date: string;
  basic_salary: number;
  salary_rate: number;
  allowances: AllowanceInput[];
};

/** An allowance of the pay configuration with the treatment of its component (docs/payroll.md "Allowances"). */
export type AllowanceInput = {
  code: string;
  name: string;
  amount: number;
  /** 1 per working day, 2 per month (ALLOWANCE_METHODS). */
  method: 1 | 2;
  /** 1 taxable, 2 partially taxable (tax_free_amount), 3 exempt; the meal allowance is exempt up to the dated limit. */
  tax_calculation?: 1 | 2 | 3;
  tax_free_amount?: number | null;
  /** Paid only when the month has no unpaid day (attendance condition). */
  attendance_condition?: 0 | 1;
  /** Paid only with overtime on at least `minimum_number_days` days. */
  overtime_condition?: 0 | 1;
  minimum_number_days?: number | null;
  /** Paid only to a married person (is_spouse). */
  spouse_condition?: 0 | 1;
  valid_from?: string | null;
  valid_to?: string | null;
  /** The salary component whose rules these are (the line names it and its version). */
  component?: { id: number; version: number };
};

/** One calendar day of the month as attendance stored it (the run maps working days to these). */
export type DayInput = {
  date: string;
  /** work: a scheduled day worked; leave: paid at `leave_rate`; holiday: paid; unpaid: absent; rest: weekly rest. */
  kind: 'work' | 'leave' | 'holiday' | 'unpaid' | 'rest';
  /** Salary rate of the leave type, percent (leave days and part-day leave; 100 when no type is named). */
  leave_rate?: number;
  /**
   * Part of a day not wholly on leave (kind work or unpaid) that a leave covers, 0 to 1: its leave minutes over the
   * standard working day (half a day of leave in the morning: 0.5). That part pays at `leave_rate`, the rest as the
   * day's kind (worked: paid; absent: unpaid).
   */
  leave_share?: number;
  /** The leave type paid at `leave_rate` and the month its rate pays from (leave-types.api.ts `inForce`). */
  leave_type?: { id: number; code: string; rate_from: string };
  late_minutes?: number;
  /** Overtime minutes by type 1 to 7. */
  overtime?: Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, number>>;
};

/** An order of payroll data (payroll-data.api.ts MonthOrder), the fields the engine reads. */
export type OrderInput = {
  order_id: number;
  kind: 'bonus' | 'deduction';
  component_name: string;
  amount: number;
  tax_calculation: 1 | 2 | 3;
  tax_free_amount: number | null;
  attendance_condition: 0 | 1;
  overtime_condition: 0 | 1;
  minimum_number_days: number | null;
};

/** The insurance and tax profile in force for the month (staff). */
export type TaxProfileInput = {
  insured: boolean;
  /** The contribution salary; null: the month's contract wage. */
  contribution_salary: number | null;
  /** TAX_TYPES: 1 exempt, 2 progressive, 3 flat 10 %, 4 flat 20 % (non-resident). */
  tax_type: 1 | 2 | 3 | 4;
  dependants: number;
  union_member: boolean;
  resident: boolean;
  married?: boolean;
};

/** Everything the engine needs for one person and one month. */
export type PersonMonthInput = {
  /** First day of the month, 'YYYY-MM-01'. */
  month: string;
  rules: MonthRules;
  /** Holidays (and days off in lieu) of the month, 'YYYY-MM-DD'. */
  holidays: string[];
  /** Pay configurations in force during the month, oldest first (the first one in force on its first day or later). */
  pay: PayPeriod[];
  /** First and last day of employment (null: before the month / still employed). */
  start_date: string | null;
  end_date: string | null;
  /** The month's days; null when the person has no attendance (paid by the schedule, see docs/payroll.md). */
  days: DayInput[] | null;
  /** Untaken annual leave days paid on leaving (the month of the last day of employment only). */
  untaken_leave_days: number;
  /** How the run reached `untaken_leave_days` (untaken-leave.ts), shown on the line. */
  untaken_leave?: UntakenLeave;
  profile: TaxProfileInput;
  region: 1 | 2 | 3 | 4;
  orders: OrderInput[];
};

/** Where a figure came from: the rule applied and the settings version read. */
export type Line = {
  /** Stable key of the line (base_pay, overtime_1, social_insurance, income_tax, ...). */
  key: string;
  amount: number;
  /** The rule in words, in English (the screens translate by key). */
  rule: string;
  /** Figures the rule used (days, hours, rates, bases). */
  figures: Record<string, number | string>;
  /** The settings version read, as 'kind#id@effective_from' (id 'statutory' for the built-in figures). */
  settings?: string;
};

export type EmployerContributions = {
  /** Retirement, sickness and maternity, and occupational accident (17 + 0.5 = 17.5 % by default). */
  social: number;
  /** The occupational accident part, already inside `social`. */
  occupational: number;
  health: number;
  unemployment: number;
  union_fee: number;
  total: number;
};

/** A person's month: the totals and every line that made them. */
export type PayResult = {
  month: string;
  base_pay: number;
  allowances: number;
  overtime_pay: number;
  bonuses: number;
  untaken_leave_pay: number;
  /** Everything earned before deductions. */
  gross: number;
  social_insurance: number;
  health_insurance: number;
  unemployment_insurance: number;
  employee_insurance: number;
  union_dues: number;
  /** Gross minus exempt parts and the late deduction: what income tax starts from. */
  taxable_gross: number;
  family_deductions: number;
  taxable_income: number;
  income_tax: number;
  late_deduction: number;
  order_deductions: number;
  /** late_deduction + order_deductions. */
  deductions: number;
  net: number;
  employer: EmployerContributions;
  lines: Line[];
};
