import { z } from 'zod';
import { envelope, pageQuery, paged, readOnly, required } from './common';
import { isoMonth } from './dates';
import { LANGUAGES } from './languages';

/**
 * Payroll (docs/payroll.md): the gross-net calculator now; the monthly run, its results and locks later.
 */
const V = 'validation.payroll.';

/** A payroll month, 'YYYY-MM' (answered as 'YYYY-MM-01'). */
export const payrollMonth = isoMonth({ formatError: `${V}month_format`, requiredError: 'validation.required' });

/** The largest amount of money the calculator takes (10 billion đồng a month). */
export const PAYROLL_MAX_AMOUNT = 10_000_000_000;
export const CALCULATOR_DIRECTIONS = ['gross_to_net', 'net_to_gross'] as const;
export const OVERTIME_TYPE_IDS = [1, 2, 3, 4, 5, 6, 7] as const;

const money = z
  .number(required())
  .int({ error: 'validation.integer' })
  .min(0, { error: `${V}min_0` })
  .max(PAYROLL_MAX_AMOUNT, { error: `${V}too_big` });
const choice = <T extends readonly number[]>(values: T) =>
  z
    .number(required())
    .int({ error: `${V}choice` })
    .refine((v) => (values as readonly number[]).includes(v), { error: `${V}choice` })
    // The refinement is invisible to JSON Schema: the OpenAPI document lists the values.
    .meta({ enum: [...values] })
    .transform((v) => v as T[number]);

export const calculatorOvertime = z.strictObject({
  type: choice(OVERTIME_TYPE_IDS),
  /** Hours of this type in the month, to the quarter hour. */
  hours: z
    .number(required())
    .min(0, { error: `${V}min_0` })
    .max(300, { error: `${V}hours_max` })
    .refine((h) => Number.isInteger(h * 4), { error: `${V}quarter_hours` }),
});

/** `POST /api/payroll/calculate`: a month's salary to net pay, or a net pay to the salary that gives it. */
export const calculatorBody = z
  .strictObject({
    month: payrollMonth,
    direction: z.enum(CALCULATOR_DIRECTIONS, { error: `${V}choice` }),
    /** The monthly gross salary (gross_to_net) or the net pay wanted (net_to_gross), integer VND. */
    amount: money,
    /** The insured salary; absent or null: the salary itself. */
    insurance_salary: money.nullish(),
    dependants: z
      .number(required())
      .int({ error: 'validation.integer' })
      .min(0, { error: `${V}min_0` })
      .max(20, { error: `${V}too_big` })
      .default(0),
    /** Minimum-wage region 1 to 4; absent: the company's region of the month's settings. */
    region: choice([1, 2, 3, 4] as const).nullish(),
    /** TAX_TYPES: 1 exempt, 2 progressive (default), 3 flat 10 %, 4 non-resident 20 %. */
    tax_type: choice([1, 2, 3, 4] as const).default(2),
    insured: z.boolean({ error: `${V}choice` }).default(true),
    union_member: z.boolean({ error: `${V}choice` }).default(false),
    overtime: z.array(calculatorOvertime).max(7).default([]),
    /** Hours of a normal month (hourly wage = salary / standard hours); absent: days x hours of the settings. */
    standard_hours: z
      .number(required())
      .min(1, { error: `${V}standard_hours_range` })
      .max(744, { error: `${V}standard_hours_range` })
      .nullish(),
  })
  .superRefine((body, ctx) => {
    const types = body.overtime.map((o) => o.type);
    if (new Set(types).size !== types.length)
      ctx.addIssue({ code: 'custom', path: ['overtime'], message: `${V}overtime_types_once` });
  });
export type CalculatorBody = z.input<typeof calculatorBody>;
export type CalculatorParsed = z.output<typeof calculatorBody>;

const int = () => readOnly(z.number().int());

const settingsRef = z
  .object({
    id: readOnly(z.number().int().nullable()),
    effective_from: readOnly(z.string()),
  })
  .meta({ id: 'PayrollSettingsRef', description: 'A settings version read (id null: the built-in statutory figures)' });

export const payrollLine = z
  .object({
    key: readOnly(z.string()),
    amount: readOnly(z.number().int()),
    rule: readOnly(z.string()),
    figures: readOnly(z.record(z.string(), z.union([z.number(), z.string()]))),
    settings: readOnly(z.string().nullable()),
  })
  .meta({ id: 'PayrollLine', description: 'One figure of a payroll and how it was reached' });
export type PayrollLine = z.infer<typeof payrollLine>;

export const employerContributions = z
  .object({
    social: readOnly(z.number().int()),
    occupational: readOnly(z.number().int()),
    health: readOnly(z.number().int()),
    unemployment: readOnly(z.number().int()),
    union_fee: readOnly(z.number().int()),
    total: readOnly(z.number().int()),
  })
  .meta({
    id: 'EmployerContributions',
    description: "The employer's contributions; `occupational` is the part of `social` for occupational accidents",
  });

export const calculatorResult = z
  .object({
    month: readOnly(z.string()),
    direction: readOnly(z.enum(CALCULATOR_DIRECTIONS)),
    /** net_to_gross: false when no salary gives exactly the net asked (the smallest giving more is answered). */
    exact: readOnly(z.boolean()),
    salary: int(),
    overtime_pay: int(),
    gross: int(),
    social_insurance: int(),
    health_insurance: int(),
    unemployment_insurance: int(),
    employee_insurance: int(),
    union_dues: int(),
    taxable_gross: int(),
    family_deductions: int(),
    taxable_income: int(),
    income_tax: int(),
    net: int(),
    employer: employerContributions,
    region: readOnly(z.number().int()),
    standard_hours: readOnly(z.number()),
    settings: z.object({
      tax_insurance: settingsRef,
      default_salary: settingsRef,
      work_schedule: settingsRef,
    }),
    lines: readOnly(z.array(payrollLine)),
  })
  .meta({ id: 'PayrollCalculation' });
export type CalculatorResult = z.infer<typeof calculatorResult>;
export const calculatorResponse = envelope(calculatorResult);

// ---------------------------------------------------------------- the monthly run

/** `POST /api/payroll/runs`: run or re-run a month for the company (no departments) or some departments. */
export const payrollRunBody = z.strictObject({
  month: payrollMonth,
  department_ids: z
    .array(z.number({ error: 'validation.invalid' }).int().min(1).max(2_147_483_647))
    .min(1, { error: 'validation.required' })
    .max(500)
    .nullish(),
});
export type PayrollRunBody = z.input<typeof payrollRunBody>;

/**
 * `GET /api/payroll?month=2026-07`: the month's payroll (default: this month), paged, optionally one department and a
 * staff ID or name (folded: "nguyen" finds "Nguyễn"); the totals by department stay the month's.
 */
export const payrollListQuery = z.strictObject({
  month: payrollMonth.optional(),
  department_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  keyword: z.string().trim().max(128).optional().meta({ description: 'Part of the staff ID or the name' }),
  ...pageQuery,
});
export type PayrollListQuery = z.output<typeof payrollListQuery>;

export const payrollPersonQuery = z.strictObject({ month: payrollMonth });

/** `GET /api/payroll/people/{id}/payslip?month=2026-07&lang=vi`: HR prints a person's payslip, in the language asked. */
export const payrollPayslipQuery = z.strictObject({
  month: payrollMonth,
  lang: z.enum(LANGUAGES, { error: `${V}choice` }).optional(),
});

/** The files of `POST /api/payroll/exports`: the month's payroll, or the bank transfer sheet. */
export const PAYROLL_EXPORT_FILES = ['payroll', 'bank'] as const;
export const payrollExportBody = z.strictObject({
  month: payrollMonth,
  file: z.enum(PAYROLL_EXPORT_FILES, { error: `${V}choice` }),
});
export type PayrollExportBody = z.input<typeof payrollExportBody>;

/** `POST /api/payroll/locks` and `DELETE /api/payroll/locks/{month}`. */
export const payrollLockBody = z.strictObject({ month: payrollMonth });
export const payrollMonthParam = z.strictObject({ month: payrollMonth });

const figures = {
  base_pay: int(),
  allowances: int(),
  overtime_pay: int(),
  bonuses: int(),
  gross: int(),
  employee_insurance: int(),
  union_dues: int(),
  taxable_income: int(),
  income_tax: int(),
  deductions: int(),
  net: int(),
  employer_total: int(),
};

export const payrollRow = z
  .object({
    user_id: int(),
    staff_id: readOnly(z.string()),
    name: readOnly(z.string()),
    department_id: readOnly(z.number().int().nullable()),
    department_name: readOnly(z.string().nullable()),
    run_id: int(),
    ...figures,
  })
  .meta({ id: 'PayrollRow' });
export type PayrollRow = z.infer<typeof payrollRow>;

export const payrollDepartmentTotal = z
  .object({
    department_id: readOnly(z.number().int().nullable()),
    department_name: readOnly(z.string().nullable()),
    people: int(),
    gross: int(),
    employee_insurance: int(),
    income_tax: int(),
    net: int(),
    employer_total: int(),
  })
  .meta({ id: 'PayrollDepartmentTotal' });

export const payrollRunItem = z
  .object({
    id: int(),
    month: readOnly(z.string()),
    department_ids: readOnly(z.array(z.number().int()).nullable()),
    people: int(),
    gross: int(),
    net: int(),
    employer_total: int(),
    created_at: readOnly(z.string()),
  })
  .meta({ id: 'PayrollRun' });

export const payrollMonthAnswer = z
  .object({
    month: readOnly(z.string()),
    locked: readOnly(z.boolean()),
    runs: readOnly(z.array(payrollRunItem)),
    totals: readOnly(z.array(payrollDepartmentTotal)),
    list: paged(payrollRow),
  })
  .meta({ id: 'PayrollMonth' });
export const payrollMonthResponse = envelope(payrollMonthAnswer);

export const payrollPerson = z
  .object({
    month: readOnly(z.string()),
    run_id: int(),
    user_id: int(),
    staff_id: readOnly(z.string()),
    name: readOnly(z.string()),
    department_name: readOnly(z.string().nullable()),
    ...figures,
    employer: employerContributions,
    lines: readOnly(z.array(payrollLine)),
    /** The inputs the run used, as figures (pay, profile, days, region, orders). */
    inputs: readOnly(z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()]))),
    settings: z.object({
      tax_insurance: settingsRef,
      default_salary: settingsRef,
      work_schedule: settingsRef,
    }),
  })
  .meta({ id: 'PayrollPerson' });
export type PayrollPerson = z.infer<typeof payrollPerson>;
export const payrollPersonResponse = envelope(payrollPerson);

/** `GET /api/payroll/payslips`: the months of which the signed-in person has a payslip (locked, run), newest first. */
export const payslipMonths = z.object({ months: readOnly(z.array(z.string())) }).meta({ id: 'PayslipMonths' });
export type PayslipMonths = z.infer<typeof payslipMonths>;
export const payslipMonthsResponse = envelope(payslipMonths);

export const payrollLockItem = z.object({ month: readOnly(z.string()), locked: readOnly(z.boolean()) });
export const payrollLockResponse = envelope(payrollLockItem);
