import { z } from 'zod';
import { createVersion, envelope, required, readOnly, versionField } from './common';
import { DATE_WINDOWS, isoDate } from './dates';
import { TAX_TOP, totalLeaveDays, WEEKDAYS } from './settings-statutory';

export * from './settings-answers';
export * from './settings-statutory';

const V = 'validation.settings.';
/** A real calendar date 'YYYY-MM-DD'. */
export const settingDate = isoDate({
  window: DATE_WINDOWS.calendar,
  formatError: `${V}date_format`,
  requiredError: 'validation.required',
  slashes: false,
});

/**
 * A rate or amount typed in the Vietnamese way: `90,5` (comma decimals, at most two), also `90.5` or a number.
 * Anything else reads 'invalid format'.
 */
export const commaDecimal = z
  .custom<number | string>((v) => typeof v === 'number' || typeof v === 'string', {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? 'validation.required' : `${V}decimal_format`,
  })
  .transform((value, ctx) => {
    if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.round(value * 100) / 100 !== value) {
        ctx.addIssue({ code: 'custom', message: `${V}decimal_format` });
        return z.NEVER;
      }
      return value;
    }
    const s = value.trim();
    if (!/^-?\d{1,9}([,.]\d{1,2})?$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: `${V}decimal_format` });
      return z.NEVER;
    }
    return Number(s.replace(',', '.'));
  });

const between = (min: number, max: number) =>
  commaDecimal.pipe(
    z
      .number()
      .min(min, { error: `${V}range_${min}_${max}` })
      .max(max, { error: `${V}range_${min}_${max}` }),
  );
const money = z
  .number(required())
  .int({ error: `${V}integer` })
  .min(0, { error: `${V}min_0` })
  .max(TAX_TOP, { error: `${V}too_big` });
const wholeAtLeast0 = z
  .number(required())
  .int({ error: `${V}integer` })
  .min(0, { error: `${V}min_0` })
  .max(100_000, { error: `${V}too_big` });
const choice12 = z.enum(['1', '2'], { error: `${V}choice` });

/** Fields every dated version carries: the date it applies from (default today) and the version it was read at. */
const versionFields = {
  id: z.number().int().min(1).max(2_147_483_647).optional(),
  effective_from: settingDate.optional(),
  version: z.number().int().min(1).max(2_147_483_647).optional(),
};

// ---------------------------------------------------------------- salary and overtime

export const milestoneBody = z.strictObject({
  id: z.number().int().min(1).max(2_147_483_647).optional(),
  reference_days: z
    .number(required())
    .int({ error: `${V}integer` })
    .min(0, { error: `${V}min_0` })
    .max(366, { error: `${V}too_big` }),
  benefit_rate: between(10, 100),
  description: z.string().trim().max(256).nullish(),
  order: z.number(required()).int().min(1).max(1000),
  type: z.enum(['the_first_payroll', 'the_final_payroll'], { error: `${V}choice` }),
});

export const overtimeBody = z.strictObject({
  type: z
    .number(required())
    .int()
    .min(1, { error: `${V}choice` })
    .max(7, { error: `${V}choice` }),
  benefit_rate: commaDecimal.pipe(
    z
      .number()
      .int({ error: `${V}integer` })
      .min(0, { error: `${V}min_0` })
      .max(1000, { error: `${V}too_big` }),
  ),
  /** The share of the normal hourly wage that stays taxable (0 to 100). */
  rate_of_taxation: between(0, 100),
});

export const defaultSalaryBody = z
  .strictObject({
    ...versionFields,
    calculation_method: choice12,
    salary_upon_change: choice12,
    the_first_payroll: choice12,
    the_final_payroll: choice12,
    deduction_for_late: choice12,
    default_deduction_amount: money.nullish(),
    pay_calculation_method: z.array(milestoneBody).max(50),
    overtimes: z.array(overtimeBody).max(7),
  })
  .superRefine((body, ctx) => {
    // The default amount is the deduction of choice '2' ('by default amount'): required there (docs/spec-decisions.md).
    if (body.deduction_for_late === '2' && (body.default_deduction_amount ?? null) === null)
      ctx.addIssue({ code: 'custom', path: ['default_deduction_amount'], message: 'validation.required' });
    for (const type of ['the_first_payroll', 'the_final_payroll'] as const) {
      const rows = body.pay_calculation_method
        .map((row, index) => ({ row, index }))
        .filter(({ row }) => row.type === type);
      if (body[type] === '2' && rows.length === 0)
        ctx.addIssue({ code: 'custom', path: [type], message: `${V}milestone_required` });
      rows.sort((a, b) => a.row.order - b.row.order);
      for (let i = 1; i < rows.length; i++) {
        const prev = rows[i - 1]!.row;
        const { row, index } = rows[i]!;
        if (row.reference_days <= prev.reference_days)
          ctx.addIssue({
            code: 'custom',
            path: ['pay_calculation_method', index, 'reference_days'],
            message: `${V}days_ascending`,
          });
        if (row.benefit_rate <= prev.benefit_rate)
          ctx.addIssue({
            code: 'custom',
            path: ['pay_calculation_method', index, 'benefit_rate'],
            message: `${V}rates_ascending`,
          });
      }
    }
    const types = body.overtimes.map((o) => o.type);
    if (new Set(types).size !== types.length || types.length !== 7)
      ctx.addIssue({ code: 'custom', path: ['overtimes'], message: `${V}overtime_types` });
  });
export type DefaultSalaryBody = z.input<typeof defaultSalaryBody>;
export type DefaultSalaryParsed = z.output<typeof defaultSalaryBody>;

// ---------------------------------------------------------------- tax and insurance

export const taxStepBody = z.strictObject({
  id: z.number().int().min(1).max(2_147_483_647).optional(),
  order: z.number(required()).int().min(1).max(100),
  from_salary: money,
  /** Null on the last step only: the top bracket has no upper bound. */
  to_salary: money.nullable(),
  rate_of_tax: between(0, 100),
});

const region = z
  .number(required())
  .int()
  .min(1, { error: `${V}choice` })
  .max(4, { error: `${V}choice` });

export const taxInsuranceBody = z
  .strictObject({
    ...versionFields,
    per_social_insurance: between(0, 100),
    per_health_insurance: between(0, 100),
    per_accident_insurance: between(0, 100),
    per_union_dues: between(0, 100),
    com_social_insurance: between(0, 100),
    com_health_insurance: between(0, 100),
    com_accident_insurance: between(0, 100),
    com_union_dues: between(0, 100),
    com_occupation: between(0, 100),
    insurance_contribution_conditions: z.union([z.literal(1), z.literal(2)], { error: `${V}choice` }),
    minimum_days: wholeAtLeast0.nullish(),
    personal_allowance: money,
    dependent_allowance: money,
    config_progressive_tax_schedule: z.array(taxStepBody).max(30),
    base_salary: money,
    regional_minimum_wages: z.strictObject({ region_1: money, region_2: money, region_3: money, region_4: money }),
    company_region: region,
    flat_tax_threshold: money,
    meal_allowance_exempt_limit: money,
  })
  .superRefine((body, ctx) => {
    if (body.insurance_contribution_conditions === 2 && (body.minimum_days ?? null) === null)
      ctx.addIssue({ code: 'custom', path: ['minimum_days'], message: 'validation.required' });
    const rows = body.config_progressive_tax_schedule;
    if (rows.length === 0)
      ctx.addIssue({ code: 'custom', path: ['config_progressive_tax_schedule'], message: `${V}steps_required` });
    const sorted = rows.map((row, index) => ({ row, index })).sort((a, b) => a.row.order - b.row.order);
    sorted.forEach(({ row, index }, i) => {
      const at = (field: string) => ['config_progressive_tax_schedule', index, field];
      // The last step is "above": it has no upper bound (the engine reads none); every other step has one.
      if (i === sorted.length - 1) {
        if (row.to_salary !== null)
          ctx.addIssue({ code: 'custom', path: at('to_salary'), message: `${V}last_step_open` });
      } else if (row.to_salary === null)
        ctx.addIssue({ code: 'custom', path: at('to_salary'), message: 'validation.required' });
      else if (row.to_salary <= row.from_salary)
        ctx.addIssue({ code: 'custom', path: at('to_salary'), message: `${V}to_greater_than_from` });
      const prev = sorted[i - 1]?.row;
      if (!prev && row.from_salary !== 0)
        ctx.addIssue({ code: 'custom', path: at('from_salary'), message: `${V}first_step_from_zero` });
      if (prev && row.from_salary !== prev.to_salary)
        ctx.addIssue({ code: 'custom', path: at('from_salary'), message: `${V}step_linked` });
      if (prev && row.rate_of_tax <= prev.rate_of_tax)
        ctx.addIssue({ code: 'custom', path: at('rate_of_tax'), message: `${V}tax_rate_ascending` });
    });
  });
export type TaxInsuranceBody = z.input<typeof taxInsuranceBody>;
export type TaxInsuranceParsed = z.output<typeof taxInsuranceBody>;

// ---------------------------------------------------------------- working days and hours

const clock = z
  .string(required())
  .max(8, { error: 'validation.time_format', abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: 'validation.time_format' })
  .transform((s) => (s.length === 5 ? `${s}:00` : s));

export const workScheduleBody = z
  .strictObject({
    ...versionFields,
    standard_working_time: z.strictObject({
      start_time: clock,
      end_time: clock,
      normal_working_hours: between(0, 24).refine((n) => Number.isInteger(n * 4), `${V}quarter_hours`),
      normal_working_days: between(0, 31).refine((n) => Number.isInteger(n * 2), `${V}half_days`),
    }),
    schedule_week: z.strictObject(
      Object.fromEntries(WEEKDAYS.map((d) => [d, z.boolean(required())])) as Record<
        (typeof WEEKDAYS)[number],
        z.ZodBoolean
      >,
    ),
    annual_vacation_days: z.strictObject({
      basic_leave_days: wholeAtLeast0,
      leave_increase_cycle: wholeAtLeast0,
      special_leave_days: wholeAtLeast0,
      /** Derived (basic + special); what the browser sends is ignored. */
      total_leave_days: z.number().optional(),
      maximum_leave_days: wholeAtLeast0.max(3, { error: `${V}max_3_per_month` }),
      leave_accrual: z.boolean(required()),
    }),
  })
  .superRefine((body, ctx) => {
    if (!WEEKDAYS.some((d) => body.schedule_week[d]))
      ctx.addIssue({ code: 'custom', path: ['schedule_week'], message: `${V}weekday_required` });
  })
  .transform((body) => ({
    ...body,
    annual_vacation_days: { ...body.annual_vacation_days, total_leave_days: totalLeaveDays(body.annual_vacation_days) },
  }));
export type WorkScheduleBody = z.input<typeof workScheduleBody>;
export type WorkScheduleParsed = z.output<typeof workScheduleBody>;

// ---------------------------------------------------------------- answers

export const settingDateQuery = z.strictObject({ date: settingDate.optional() });

// ---------------------------------------------------------------- holidays

export const HOLIDAY_TYPES = [1, 2, 3] as const;

/**
 * The public holidays the product adds itself (apps/api/src/lib/vn-holidays.ts). A row with a code is shown by its
 * name in the message catalog (`holidays.<code>`) in the reader's language; a typed holiday has no code.
 */
export const HOLIDAY_CODES = [
  'new_year',
  'tet_1',
  'tet_2',
  'tet_3',
  'tet_4',
  'tet_5',
  'hung_kings',
  'reunification_day',
  'labour_day',
  'national_day',
  'national_day_2',
  'culture_day',
] as const;
export type HolidayCode = (typeof HOLIDAY_CODES)[number];

export const holidayBody = z.strictObject({
  holiday_name: z
    .string(required())
    .trim()
    .min(3, { error: `${V}name_length` })
    .max(128, { error: `${V}name_length` })
    .regex(/^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .,'()/&-]*$/u, { error: `${V}holiday_name_chars` }),
  /** Month and day, 'MM-DD'; with `year` it names the date. */
  date: z
    .string(required())
    .max(5, { error: `${V}month_day_format`, abort: true })
    .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: `${V}month_day_format` }),
  year: z
    .number(required())
    .int({ error: `${V}integer` })
    .min(1900, { error: `${V}choice` })
    .max(2200, { error: `${V}choice` }),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: `${V}choice` }),
  repeat_year: z.union([z.literal(0), z.literal(1)], { error: `${V}choice` }),
  notes: z
    .string()
    .max(256, { error: `${V}notes_length` })
    .nullish(),
  version: createVersion,
});
export type HolidayBody = z.infer<typeof holidayBody>;
/** `PUT /config/holiday/{id}`: the same fields with the version the edit started from (required). */
export const holidayUpdateBody = holidayBody.safeExtend({ version: versionField });
export type HolidayUpdateBody = z.infer<typeof holidayUpdateBody>;

export const holidayListQuery = z.strictObject({ year: z.coerce.number().int().min(1900).max(2200).optional() });

export const holidayItem = z.object({
  id: readOnly(z.number().int()),
  /** In the reader's language for a holiday with a code; as typed otherwise. */
  holiday_name: z.string(),
  /**
   * One of HOLIDAY_CODES on the public holidays the product added itself, null on typed ones. A plain string in the
   * document: a code a newer server adds must not break an older client.
   */
  code: readOnly(z.string().nullable()),
  date: z.string(),
  year: z.number().int(),
  /** The full date of this row in the listed year ('YYYY-MM-DD'). */
  full_date: readOnly(z.string()),
  type: z.number().int(),
  repeat_year: z.number().int(),
  notes: z.string().nullable(),
  note: readOnly(z.string().nullable()),
  /** When the holiday falls on a weekly rest day: the next working day, taken off instead. */
  day_off_in_lieu: readOnly(z.string().nullable()),
  version: z.number().int(),
});
export type HolidayItem = z.infer<typeof holidayItem>;
export const holidayListResponse = envelope(z.array(holidayItem));
export const holidayResponse = envelope(holidayItem);

// ---------------------------------------------------------------- department regions

/** A department's own minimum-wage region (null: the company's region of the tax and insurance settings). */
export const departmentRegionBody = z.strictObject({
  region: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.null()], { error: `${V}choice` }),
});
export type DepartmentRegionBody = z.infer<typeof departmentRegionBody>;
export const departmentRegionItem = z.object({
  id: z.number().int(),
  name: z.string(),
  region: z.number().int().nullable(),
});
export type DepartmentRegionItem = z.infer<typeof departmentRegionItem>;
export const departmentRegionListResponse = envelope(z.array(departmentRegionItem));
export const departmentRegionResponse = envelope(departmentRegionItem);
