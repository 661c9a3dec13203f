import { z } from 'zod';
import { choiceError, envelope, paged, required, readOnly, versionField } from './common';
import { DATE_WINDOWS, isoDate } from './dates';
import { ROLE_IDS } from './roles';
import {
  SALARY_COMPONENT_TYPES,
  SALARY_COMPONENT_TEXT_MAX,
  APPLICATION_METHOD,
  TAX_CALCULATION,
  SCOPE_OF_APPLICATION,
  APPLY_BY_FORMULA,
  STANDARD_AMOUNTS,
} from './salary-components-constants';

export * from './salary-components-constants';

/**
 * Salary components: allowances, bonuses and deductions (specification 002 sections 3, 4, 5, 7 and 9). One schema
 * validates the add/edit dialog in the browser and the body on the server, with every conditional rule.
 */
/**
 * A component's or an order's `sex` condition is written as the specification's salary component writes it (1 male,
 * 0 female, spec 002), while a person's `gender` is 0 unknown, 1 male, 2 female (spec 000): the person's gender a
 * condition selects. Nobody of unknown gender matches either.
 */
export const genderOfSex = (sex: 0 | 1): 1 | 2 => (sex === 1 ? 1 : 2);

/**
 * The statutory cap on a tax-exempt meal allowance, with the date each applies from
 * (VN-PAYROLL-RULES: 730,000 a month until 30 June 2026, 1,200,000 from 1 July 2026). The component's own
 * `tax_free_amount` is the company's setting; payroll exempts at most the cap in force for the month it computes.
 */
export const MEAL_ALLOWANCE_TAX_FREE_CAPS = [
  { effective_from: '2013-10-01', amount: 730_000 },
  { effective_from: '2026-07-01', amount: 1_200_000 },
] as const;

/** The meal allowance cap in force on `date` ('YYYY-MM-DD'). */
export function mealAllowanceTaxFreeCap(date: string): number {
  let amount: number = MEAL_ALLOWANCE_TAX_FREE_CAPS[0].amount;
  for (const cap of MEAL_ALLOWANCE_TAX_FREE_CAPS) if (cap.effective_from <= date) amount = cap.amount;
  return amount;
}

/** A calendar date 'YYYY-MM-DD' that exists. */
export const componentDate = isoDate({
  window: DATE_WINDOWS.calendar,
  formatError: 'validation.iso_date',
  requiredError: 'validation.required',
  emptyError: 'validation.required',
  slashes: false,
});

const zeroOne = z.union([z.literal(0), z.literal(1)], choiceError());
const name = z
  .string(required())
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(SALARY_COMPONENT_TEXT_MAX);
const description = z.string(required('validation.invalid')).trim().max(SALARY_COMPONENT_TEXT_MAX).nullish();
const money = z.number(required()).int({ error: 'validation.integer' }).min(0).max(999_999_999_999);

const fields = z.strictObject({
  salary_component_type: z.enum(SALARY_COMPONENT_TYPES, choiceError()),
  salary_component_name_vie: name,
  salary_component_name_jp: name,
  description_vie: description,
  description_jp: description,
  application_method: z.union([z.literal(1), z.literal(2), z.literal(3)], choiceError()),
  apply_by_formula: z.enum(APPLY_BY_FORMULA, choiceError()).nullish(),
  fix_money: money.nullish(),
  standard_amount: z.enum(STANDARD_AMOUNTS, choiceError()).nullish(),
  coefficient: z.number(required()).min(0).max(99_999_999).nullish(),
  tax_calculation: z.union([z.literal(1), z.literal(2), z.literal(3)], choiceError()),
  tax_free_amount: money.nullish(),
  attendance_condition: zeroOne,
  overtime_condition: zeroOne,
  minimum_number_days: z.number(required()).int({ error: 'validation.integer' }).min(1).max(31).nullish(),
  is_spouse: zeroOne.nullish(),
  add_leave_days: z.number(required()).int({ error: 'validation.integer' }).min(0).max(366).nullish(),
  included_social_insurance: zeroOne.optional(),
  included_in_overtime: zeroOne.optional(),
  deducted_in_first_payroll: zeroOne.optional(),
  deducted_in_final_payroll: zeroOne.optional(),
  scope_of_application: z.union([z.literal(1), z.literal(2), z.literal(3)], choiceError()),
  is_department: zeroOne.optional(),
  department_id: z.number(required('validation.invalid')).int().min(1).max(2_147_483_647).nullish(),
  is_position: zeroOne.optional(),
  /** Positions are the product's roles 1 to 9 (there is no separate position table; docs/spec-decisions.md). */
  position_id: z
    .number(required('validation.invalid'))
    .int()
    .min(1, { error: 'validation.invalid' })
    .max(2_147_483_647, { error: 'validation.invalid' })
    .refine((value) => (ROLE_IDS as number[]).includes(value), { error: 'validation.invalid' })
    .nullish(),
  is_sex: zeroOne.optional(),
  sex: zeroOne.nullish(),
  start_date: componentDate.nullish(),
  end_date: componentDate.nullish(),
  status: zeroOne.optional(),
});

type Draft = Partial<Record<keyof z.infer<typeof fields>, unknown>>;
const missing = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The rules between fields: what each method, tax treatment, condition and scope makes required. Runs even when
 * other fields failed, so a form gets every message at once.
 */
function crossRules(value: unknown, ctx: z.RefinementCtx) {
  const v = (value ?? {}) as Draft;
  const need = (field: keyof Draft) => {
    if (missing(v[field])) ctx.addIssue({ code: 'custom', message: 'validation.required', path: [field] });
  };
  if (v.application_method === APPLICATION_METHOD.FIXED) {
    need('fix_money');
    need('apply_by_formula');
  }
  if (v.application_method === APPLICATION_METHOD.FORMULA) {
    need('coefficient');
    need('apply_by_formula');
  }
  if (v.tax_calculation === TAX_CALCULATION.PARTIALLY_TAXABLE) need('tax_free_amount');
  if (v.overtime_condition === 1) need('minimum_number_days');
  if (v.salary_component_type === 'allowance') {
    need('is_spouse');
    need('add_leave_days');
  }
  const scope = v.scope_of_application;
  if (scope === SCOPE_OF_APPLICATION.ENTIRE_COMPANY || scope === SCOPE_OF_APPLICATION.SPECIFIC_CONDITIONS) {
    need('start_date');
    need('end_date');
    if (typeof v.start_date === 'string' && typeof v.end_date === 'string' && v.end_date < v.start_date)
      ctx.addIssue({ code: 'custom', message: 'validation.end_after_start', path: ['end_date'] });
  }
  if (scope === SCOPE_OF_APPLICATION.SPECIFIC_CONDITIONS) {
    if (v.is_department === 1) need('department_id');
    if (v.is_position === 1) need('position_id');
    if (v.is_sex === 1) need('sex');
    if (v.is_department !== 1 && v.is_position !== 1 && v.is_sex !== 1)
      ctx.addIssue({ code: 'custom', message: 'validation.scope_criteria_required', path: ['scope_of_application'] });
  }
}

/** `POST /salary_component`: the body includes salary_component_type. */
export const salaryComponentCreateBody = fields.superRefine(crossRules, { when: () => true });
export type SalaryComponentCreateBody = z.infer<typeof salaryComponentCreateBody>;

/** `PUT /salary_component/update/{id}`: the same fields with the version the edit started from. */
export const salaryComponentUpdateBody = fields
  .extend({
    id: z.number().int().min(1).max(2_147_483_647).optional(),
    version: versionField,
  })
  .superRefine(crossRules, { when: () => true });
export type SalaryComponentUpdateBody = z.infer<typeof salaryComponentUpdateBody>;

const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).max(10)]);
const scopeCode = z.coerce.number().int().min(1).max(3);
const statusCode = z.coerce.number().int().min(0).max(1);

/**
 * `GET /salary_component/list`: component_type, salary_component_name, scope_of_application[] and status[] (the
 * brackets are optional), page and per_page (10 by default).
 */
export const salaryComponentListQuery = z.strictObject({
  component_type: z.enum(SALARY_COMPONENT_TYPES).optional(),
  salary_component_name: z.string().max(SALARY_COMPONENT_TEXT_MAX).optional(),
  scope_of_application: oneOrMany(scopeCode).optional(),
  'scope_of_application[]': oneOrMany(scopeCode).optional(),
  status: oneOrMany(statusCode).optional(),
  'status[]': oneOrMany(statusCode).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});
export type SalaryComponentListQuery = z.infer<typeof salaryComponentListQuery>;

export const salaryComponent = z.object({
  id: readOnly(z.number().int()),
  salary_component_type: z.enum(SALARY_COMPONENT_TYPES),
  salary_component_name_vie: z.string(),
  salary_component_name_jp: z.string(),
  description_vie: z.string().nullable(),
  description_jp: z.string().nullable(),
  application_method: z.number().int(),
  apply_by_formula: z.string().nullable(),
  fix_money: z.number().int().nullable(),
  standard_amount: z.string().nullable(),
  coefficient: z.number().nullable(),
  tax_calculation: z.number().int(),
  tax_free_amount: z.number().int().nullable(),
  attendance_condition: z.number().int(),
  overtime_condition: z.number().int(),
  minimum_number_days: z.number().int().nullable(),
  is_spouse: z.number().int().nullable(),
  add_leave_days: z.number().int().nullable(),
  included_social_insurance: z.number().int(),
  included_in_overtime: z.number().int(),
  deducted_in_first_payroll: z.number().int(),
  deducted_in_final_payroll: z.number().int(),
  scope_of_application: z.number().int(),
  is_department: z.number().int(),
  department_id: z.number().int().nullable(),
  department_name: readOnly(z.string().nullable()),
  is_position: z.number().int(),
  position_id: z.number().int().nullable(),
  is_sex: z.number().int(),
  sex: z.number().int().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  status: z.number().int(),
  version: z.number().int(),
});
export type SalaryComponent = z.infer<typeof salaryComponent>;

export const salaryComponentResponse = envelope(salaryComponent);
export const salaryComponentListResponse = envelope(paged(salaryComponent));
