import { z } from 'zod';
import { envelope, readOnly, required } from './common';
import { isoMonth } from './dates';

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

const int = () => readOnly(z.number().int());
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
