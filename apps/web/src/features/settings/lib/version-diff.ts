import type { Milestone, OvertimeRate, TaxStep } from '@hr/contracts';
import type { TFunction } from 'i18next';
import { formatDecimal, formatMoney, formatRate, formatTime, NO_VALUE } from '../../../lib/format';

type Part = string | number;
type Data = Record<string, unknown>;
/** One changed setting: where it is (a path in the version), its value before and after. */
export type Change = { path: Part[]; before: unknown; after: unknown };
/** One changed setting as the comparison shows it: a label a person reads and both values formatted. */
export type ChangeRow = { key: string; label: string; before: string; after: string };

const META = new Set(['id', 'version', 'locked', 'updated_at', 'effective_from', 'versions']);
const MILESTONE_TYPES = ['the_first_payroll', 'the_final_payroll'] as const;

/**
 * A version in the shape the comparison walks: milestones grouped by payroll (first, final) in their order,
 * overtime rates keyed by their type, and no derived or bookkeeping fields (ids, orders, descriptions).
 */
function comparable(version: Data): Data {
  const out: Data = {};
  for (const [key, value] of Object.entries(version)) {
    if (META.has(key)) continue;
    if (key === 'pay_calculation_methods') {
      const milestones = (value as Milestone[]) ?? [];
      out.milestones = Object.fromEntries(
        MILESTONE_TYPES.map((type) => [
          type,
          milestones
            .filter((m) => m.type === type)
            .sort((x, y) => x.order - y.order)
            .map(({ reference_days, benefit_rate }) => ({ reference_days, benefit_rate })),
        ]),
      );
    } else if (key === 'overtimes') {
      const overtimes = [...((value as OvertimeRate[]) ?? [])].sort((x, y) => x.type - y.type);
      out.overtimes = Object.fromEntries(
        overtimes.map(({ type, benefit_rate, rate_of_taxation }) => [type, { benefit_rate, rate_of_taxation }]),
      );
    } else if (key === 'config_progressive_tax_schedule') {
      out[key] = [...((value as TaxStep[]) ?? [])]
        .sort((x, y) => x.order - y.order)
        .map(({ from_salary, to_salary, rate_of_tax }) => ({ from_salary, to_salary, rate_of_tax }));
    } else out[key] = value;
  }
  return out;
}

/** Every leaf of a value with its path. */
function leaves(value: unknown, path: Part[] = [], out = new Map<string, { path: Part[]; value: unknown }>()) {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) leaves(item, [...path, i], out);
  } else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) leaves(item, [...path, key], out);
  else out.set(JSON.stringify(path), { path, value });
  return out;
}

/** Both values in one shape (the first's keys, then the second's new ones), to order the changes. */
function overlay(a: unknown, b: unknown): unknown {
  if (Array.isArray(a) || Array.isArray(b)) {
    const [x, y] = [Array.isArray(a) ? a : [], Array.isArray(b) ? b : []];
    return Array.from({ length: Math.max(x.length, y.length) }, (_, i) => overlay(x[i], y[i]));
  }
  const isObject = (v: unknown): v is Data => v !== null && typeof v === 'object';
  if (!isObject(a) && !isObject(b)) return a ?? b;
  const [x, y] = [isObject(a) ? a : {}, isObject(b) ? b : {}];
  return Object.fromEntries([...new Set([...Object.keys(x), ...Object.keys(y)])].map((k) => [k, overlay(x[k], y[k])]));
}

/** The settings that differ between two versions, in the order of the first's fields. */
export function versionDiff(a: Data, b: Data): Change[] {
  const left = leaves(comparable(a));
  const right = leaves(comparable(b));
  // In the order of the form: a row only the second version has stands after the rows before it.
  const keys = [...leaves(overlay(comparable(a), comparable(b))).keys()];
  return keys
    .filter((key) => JSON.stringify(left.get(key)?.value) !== JSON.stringify(right.get(key)?.value))
    .map((key) => ({
      path: (left.get(key) ?? right.get(key))!.path,
      before: left.get(key)?.value,
      after: right.get(key)?.value,
    }));
}

const RATES = new Set([
  'per_social_insurance',
  'per_health_insurance',
  'per_accident_insurance',
  'per_union_dues',
  'com_social_insurance',
  'com_health_insurance',
  'com_accident_insurance',
  'com_union_dues',
  'com_occupation',
  'benefit_rate',
  'rate_of_taxation',
  'rate_of_tax',
]);
const MONEY = new Set([
  'default_deduction_amount',
  'personal_allowance',
  'dependent_allowance',
  'base_salary',
  'flat_tax_threshold',
  'meal_allowance_exempt_limit',
  'region_1',
  'region_2',
  'region_3',
  'region_4',
  'from_salary',
  'to_salary',
]);
const SALARY_CHOICES = new Set([
  'calculation_method',
  'salary_upon_change',
  'the_first_payroll',
  'the_final_payroll',
  'deduction_for_late',
]);

/** A setting's label as its form shows it, else the label the server's messages give the field. */
function fieldName(t: TFunction, key: string): string {
  if (SALARY_CHOICES.has(key)) return t(`settings:salary.${key}.label`);
  return t([`settings:tax.${key}`, `settings:work.${key}`, `settings:salary.${key}`, `messages:fields.${key}`], {
    rate: formatRate(10),
    defaultValue: key,
  });
}

/** "Progressive tax, bracket 4, rate" for ['config_progressive_tax_schedule', 3, 'rate_of_tax']. */
export function changeLabel(t: TFunction, path: Part[]): string {
  const [head, second, third] = path;
  const leaf = String(path.at(-1));
  if (head === 'config_progressive_tax_schedule')
    return t('settings:versions.paths.tax_step', { n: Number(second) + 1, field: t(`settings:tax.${STEP[leaf]}`) });
  if (head === 'milestones')
    return t(`settings:versions.paths.${second === 'the_first_payroll' ? 'first' : 'final'}_milestone`, {
      n: Number(third) + 1,
      field: fieldName(t, leaf),
    });
  if (head === 'overtimes')
    return t('settings:versions.paths.overtime', {
      type: t(`settings:salary.overtime_types.${second}`),
      field: fieldName(t, leaf),
    });
  if (head === 'schedule_week') return `${t('settings:work.week_title')}: ${t(`settings:work.days.${leaf}`)}`;
  return fieldName(t, leaf);
}
const STEP: Record<string, string> = { from_salary: 'from', to_salary: 'to', rate_of_tax: 'rate' };

/** A setting's value as the screens show it: rates "17,5%", money "1.000.000 VND", choices by their name. */
export function changeValue(t: TFunction, path: Part[], value: unknown): string {
  if (value === undefined || value === null || value === '') return NO_VALUE;
  const leaf = String(path.at(-1));
  if (typeof value === 'boolean') return t(`settings:versions.${value ? 'yes' : 'no'}`);
  if (SALARY_CHOICES.has(leaf)) return t(`settings:salary.${leaf}.${value}`);
  if (leaf === 'insurance_contribution_conditions') return t(`settings:tax.condition_${value}`);
  if (leaf === 'company_region') return t(`settings:tax.region_${value}_short`);
  if (RATES.has(leaf)) return formatRate(value as number) ?? String(value);
  if (MONEY.has(leaf)) return formatMoney(value as number) ?? String(value);
  if (leaf === 'start_time' || leaf === 'end_time') return formatTime(String(value)) ?? String(value);
  if (typeof value === 'number') return formatDecimal(value) ?? String(value);
  return String(value);
}

/** The comparison's rows: what changed, in words. */
export function describeChanges(t: TFunction, changes: Change[]): ChangeRow[] {
  return changes.map(({ path, before, after }) => ({
    key: JSON.stringify(path),
    label: changeLabel(t, path),
    before: changeValue(t, path, before),
    after: changeValue(t, path, after),
  }));
}
