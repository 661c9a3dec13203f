import type { SettingKind } from '@hr/contracts';
import type { TFunction } from 'i18next';
import { formatRate } from '../../../lib/format';

/**
 * Every field a dated settings version answers (`GET /config/{kind}/versions`), with the label a person reads and
 * the one format of its value (lib/format.ts). The comparison of two versions reads only this table, so a figure is
 * never shown under another field's label or unformatted; a test (setting-fields.test.ts) fails when a field of
 * the contracts' answer schemas is missing here, so a new field cannot fall through.
 *
 * Keys are the answer's paths: `a.b` inside an object, `list[].field` for the rows of a list.
 */
export type FieldKind =
  /** Integer VND: "1.000.000 VND". */
  | 'money'
  /** A rate or percentage: "17,5%". */
  | 'rate'
  /** A plain number (days, hours): "7,5". */
  | 'number'
  /** A time of day: "22:00". */
  | 'time'
  /** Yes / No. */
  | 'yes_no'
  /** A choice shown by its name (`choice` gives the texts' prefix). */
  | 'choice'
  /** Bookkeeping or a row's position (ids, versions, orders, generated descriptions): not compared. */
  | 'internal';

export type FieldSpec = { kind: FieldKind; label: (t: TFunction) => string; choice?: (value: unknown) => string };

const label =
  (key: string, options?: Record<string, unknown>) =>
  (t: TFunction): string =>
    t(key, options ?? {});
const internal: FieldSpec = { kind: 'internal', label: label('settings:versions.field') };
const field = (kind: FieldKind, key: string, options?: Record<string, unknown>): FieldSpec => ({
  kind,
  label: label(key, options),
});
const REGIONS = ['region_1', 'region_2', 'region_3', 'region_4'] as const;
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const META: Record<string, FieldSpec> = {
  id: internal,
  effective_from: internal,
  version: internal,
  locked: internal,
  updated_at: internal,
};
const salaryChoice = (key: string): FieldSpec => ({
  kind: 'choice',
  label: label(`settings:salary.${key}.label`),
  choice: (value) => `settings:salary.${key}.${value}`,
});

export const SETTING_FIELDS: Record<SettingKind, Record<string, FieldSpec>> = {
  default_salary: {
    ...META,
    calculation_method: salaryChoice('calculation_method'),
    salary_upon_change: salaryChoice('salary_upon_change'),
    the_first_payroll: salaryChoice('the_first_payroll'),
    the_final_payroll: salaryChoice('the_final_payroll'),
    deduction_for_late: salaryChoice('deduction_for_late'),
    default_deduction_amount: field('money', 'settings:salary.default_deduction_amount'),
    'pay_calculation_methods[].reference_days': field('number', 'settings:salary.reference_days'),
    'pay_calculation_methods[].benefit_rate': field('rate', 'settings:salary.benefit_rate'),
    'pay_calculation_methods[].description': internal,
    'pay_calculation_methods[].order': internal,
    'pay_calculation_methods[].type': internal,
    'overtimes[].type': internal,
    'overtimes[].benefit_rate': field('rate', 'settings:salary.benefit_rate'),
    'overtimes[].rate_of_taxation': field('rate', 'settings:salary.rate_of_taxation'),
  },
  tax_insurance: {
    ...META,
    per_social_insurance: field('rate', 'messages:fields.per_social_insurance'),
    per_health_insurance: field('rate', 'messages:fields.per_health_insurance'),
    per_accident_insurance: field('rate', 'messages:fields.per_accident_insurance'),
    per_union_dues: field('rate', 'messages:fields.per_union_dues'),
    com_social_insurance: field('rate', 'messages:fields.com_social_insurance'),
    com_health_insurance: field('rate', 'messages:fields.com_health_insurance'),
    com_accident_insurance: field('rate', 'messages:fields.com_accident_insurance'),
    com_union_dues: field('rate', 'messages:fields.com_union_dues'),
    com_occupation: field('rate', 'messages:fields.com_occupation'),
    insurance_contribution_conditions: {
      kind: 'choice',
      label: label('settings:tax.insurance_contribution_conditions'),
      choice: (value) => `settings:tax.condition_${value}`,
    },
    minimum_days: field('number', 'settings:tax.minimum_days'),
    personal_allowance: field('money', 'settings:tax.personal_allowance'),
    dependent_allowance: field('money', 'settings:tax.dependent_allowance'),
    'config_progressive_tax_schedule[].order': internal,
    'config_progressive_tax_schedule[].from_salary': field('money', 'settings:tax.from'),
    'config_progressive_tax_schedule[].to_salary': field('money', 'settings:tax.to'),
    'config_progressive_tax_schedule[].rate_of_tax': field('rate', 'settings:tax.rate'),
    base_salary: field('money', 'settings:tax.base_salary'),
    ...Object.fromEntries(
      REGIONS.map((r) => [`regional_minimum_wages.${r}`, field('money', `settings:tax.${r}`)] as const),
    ),
    company_region: {
      kind: 'choice',
      label: label('settings:tax.company_region'),
      choice: (value) => `settings:tax.region_${value}_short`,
    },
    flat_tax_threshold: { kind: 'money', label: (t) => t('settings:tax.flat_tax_threshold', { rate: formatRate(10) }) },
    meal_allowance_exempt_limit: field('money', 'settings:tax.meal_allowance_exempt_limit'),
    // Derived from the version (insuranceCaps): a new base salary or minimum wage moves them.
    'derived.social_health_cap': field('money', 'settings:tax.social_health_cap'),
    ...Object.fromEntries(
      REGIONS.map(
        (r) =>
          [
            `derived.unemployment_caps.${r}`,
            {
              kind: 'money',
              label: (t: TFunction) => t('settings:tax.unemployment_cap', { region: t(`settings:tax.${r}_short`) }),
            },
          ] as const,
      ),
    ),
  },
  work_schedule: {
    ...META,
    'standard_working_time.start_time': field('time', 'settings:work.start_time'),
    'standard_working_time.end_time': field('time', 'settings:work.end_time'),
    'standard_working_time.normal_working_hours': field('number', 'settings:work.normal_working_hours'),
    'standard_working_time.normal_working_days': field('number', 'settings:work.normal_working_days'),
    ...Object.fromEntries(
      WEEK.map(
        (d) =>
          [
            `schedule_week.${d}`,
            {
              kind: 'yes_no',
              label: (t: TFunction) => `${t('settings:work.week_title')}: ${t(`settings:work.days.${d}`)}`,
            },
          ] as const,
      ),
    ),
    'annual_vacation_days.basic_leave_days': field('number', 'settings:work.basic_leave_days'),
    'annual_vacation_days.leave_increase_cycle': field('number', 'settings:work.leave_increase_cycle'),
    'annual_vacation_days.special_leave_days': field('number', 'settings:work.special_leave_days'),
    'annual_vacation_days.total_leave_days': field('number', 'settings:work.total_leave_days'),
    'annual_vacation_days.maximum_leave_days': field('number', 'settings:work.maximum_leave_days'),
    'annual_vacation_days.leave_accrual': field('yes_no', 'settings:work.leave_accrual'),
  },
};
