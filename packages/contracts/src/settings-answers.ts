import { z } from 'zod';
import { envelope, readOnly } from './common';
import {
  type DefaultSalaryData,
  type SettingKind,
  type TaxInsuranceData,
  WEEKDAYS,
  type WorkScheduleData,
} from './settings-statutory';

/**
 * The answers of the dated settings (`GET /config/{kind}`, `.../versions`, the saves): every payroll figure typed,
 * one schema per kind, so the OpenAPI document lists exactly what is answered and the serializer refuses a drift.
 * Fields a client does not send back (ids, bookkeeping, derived figures) are read-only in the document.
 */

const int = () => z.number().int();
const choice12 = z.enum(['1', '2']);
const regions = z.object({ region_1: int(), region_2: int(), region_3: int(), region_4: int() });

/** The bookkeeping of one dated version. */
const versionMeta = {
  id: readOnly(int()),
  effective_from: z.string().meta({ description: 'YYYY-MM-DD: the version applies from this date' }),
  version: int(),
  locked: readOnly(z.boolean().meta({ description: 'A locked payroll month used this version: it cannot change' })),
  updated_at: readOnly(z.string()),
};
export const settingVersionSummary = z.object(versionMeta);
export type SettingVersionSummary = z.infer<typeof settingVersionSummary>;

export const milestoneAnswer = z.object({
  reference_days: int(),
  benefit_rate: z.number(),
  /** Regenerated from the days and rates (milestoneDescription). */
  description: readOnly(z.string()),
  order: int(),
  type: z.enum(['the_first_payroll', 'the_final_payroll']),
});
export const overtimeAnswer = z.object({ type: int(), benefit_rate: z.number(), rate_of_taxation: z.number() });

const defaultSalaryFields = {
  calculation_method: choice12,
  salary_upon_change: choice12,
  the_first_payroll: choice12,
  the_final_payroll: choice12,
  deduction_for_late: choice12,
  default_deduction_amount: int(),
  /** The milestones as saved (the save body names its list `pay_calculation_method`). */
  pay_calculation_methods: readOnly(z.array(milestoneAnswer)),
  overtimes: z.array(overtimeAnswer),
};

/** A tax step; the last one's `to_salary` is null (no upper bound). */
export const taxStepAnswer = z.object({
  order: int(),
  from_salary: int(),
  to_salary: int().nullable(),
  rate_of_tax: z.number(),
});

const taxInsuranceFields = {
  per_social_insurance: z.number(),
  per_health_insurance: z.number(),
  per_accident_insurance: z.number(),
  per_union_dues: z.number(),
  com_social_insurance: z.number(),
  com_health_insurance: z.number(),
  com_accident_insurance: z.number(),
  com_union_dues: z.number(),
  com_occupation: z.number(),
  insurance_contribution_conditions: z.union([z.literal(1), z.literal(2)]),
  minimum_days: int(),
  personal_allowance: int(),
  dependent_allowance: int(),
  config_progressive_tax_schedule: z.array(taxStepAnswer),
  base_salary: int(),
  regional_minimum_wages: regions,
  company_region: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  flat_tax_threshold: int(),
  meal_allowance_exempt_limit: int(),
};
/** Caps derived from the version (insuranceCaps), shown read-only. */
export const insuranceCapsAnswer = z.object({ social_health_cap: int(), unemployment_caps: regions });

const workScheduleFields = {
  standard_working_time: z.object({
    start_time: z.string(),
    end_time: z.string(),
    normal_working_hours: z.number(),
    normal_working_days: z.number(),
  }),
  schedule_week: z.object(
    Object.fromEntries(WEEKDAYS.map((d) => [d, z.boolean()])) as Record<(typeof WEEKDAYS)[number], z.ZodBoolean>,
  ),
  annual_vacation_days: z.object({
    basic_leave_days: int(),
    leave_increase_cycle: int(),
    special_leave_days: int(),
    /** Basic + special (totalLeaveDays); what a client sends is ignored. */
    total_leave_days: readOnly(int()),
    maximum_leave_days: int(),
    leave_accrual: z.boolean(),
  }),
};

/** One dated version of each kind: its bookkeeping and its figures (the versions list answers these). */
export const defaultSalaryVersion = z.object({ ...versionMeta, ...defaultSalaryFields });
export const taxInsuranceVersion = z.object({
  ...versionMeta,
  ...taxInsuranceFields,
  derived: readOnly(insuranceCapsAnswer),
});
export const workScheduleVersion = z.object({ ...versionMeta, ...workScheduleFields });

/** The version in force on a date, with the list of every version of its kind (the GET of each kind). */
const versionsList = { versions: readOnly(z.array(settingVersionSummary)) };

/** The answers of each kind's routes, by kind: each route answers one kind. */
export const SETTING_ANSWERS = {
  default_salary: {
    get: envelope(defaultSalaryVersion.extend(versionsList)),
    versions: envelope(z.array(defaultSalaryVersion)),
  },
  tax_insurance: {
    get: envelope(taxInsuranceVersion.extend(versionsList)),
    versions: envelope(z.array(taxInsuranceVersion)),
  },
  work_schedule: {
    get: envelope(workScheduleVersion.extend(versionsList)),
    versions: envelope(z.array(workScheduleVersion)),
  },
} satisfies Record<SettingKind, { get: z.ZodType; versions: z.ZodType }>;

export type SettingVersionOf<K extends SettingKind> = z.infer<(typeof SETTING_ANSWERS)[K]['versions']>['data'][number];
export type SettingOf<K extends SettingKind> = z.infer<(typeof SETTING_ANSWERS)[K]['get']>['data'];
/** Any kind's version, as code common to the three kinds reads it. */
export type AnySettingVersion = SettingVersionOf<SettingKind>;
export type AnySetting = SettingOf<SettingKind>;

export const settingSavedResponse = envelope(
  z.object({
    id: readOnly(int()),
    effective_from: z.string(),
    version: int(),
    created: readOnly(
      z.boolean().meta({ description: 'true: a new version; false: the version of that date changed' }),
    ),
  }),
);
export type SettingSaved = z.infer<typeof settingSavedResponse>['data'];

// The answers and the stored figures (settings-statutory.ts, free of zod for the browser) are one shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Figures<T extends z.ZodObject> = Omit<z.infer<T>, keyof typeof versionMeta | 'derived'>;
export const figuresMatchStoredData: [
  Same<Figures<typeof defaultSalaryVersion>, DefaultSalaryData>,
  Same<Figures<typeof taxInsuranceVersion>, TaxInsuranceData>,
  Same<Figures<typeof workScheduleVersion>, WorkScheduleData>,
] = [true, true, true];
