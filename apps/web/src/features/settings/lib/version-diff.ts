import type { Milestone, OvertimeRate, SettingKind, TaxStep } from '@hr/contracts';
import type { TFunction } from 'i18next';
import { formatDecimal, formatMoney, formatRate, formatTime, NO_VALUE } from '../../../lib/format';
import { SETTING_FIELDS } from './setting-fields';

type Part = string | number;
type Data = Record<string, unknown>;
/** One changed setting: where it is (a path in the version), its value before and after. */
export type Change = { path: Part[]; before: unknown; after: unknown };
/** One changed setting as the comparison shows it: a label a person reads and both values formatted. */
export type ChangeRow = { key: string; label: string; before: string; after: string };

/** Bookkeeping of a version (and the GET's list of versions), not compared. */
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

/** The key of a change in the table of fields (SETTING_FIELDS): the answer's path, `list[].field` for a row. */
function fieldKey(path: Part[]): string {
  const [head] = path;
  const leaf = String(path.at(-1));
  if (head === 'milestones') return `pay_calculation_methods[].${leaf}`;
  if (head === 'overtimes' || head === 'config_progressive_tax_schedule') return `${head}[].${leaf}`;
  return path.join('.');
}

/** "Progressive tax, bracket 4, Rate" for ['config_progressive_tax_schedule', 3, 'rate_of_tax']. */
export function changeLabel(t: TFunction, kind: SettingKind, path: Part[]): string {
  const spec = SETTING_FIELDS[kind][fieldKey(path)];
  const field = spec ? spec.label(t) : path.join('.');
  const [head, second, third] = path;
  if (head === 'config_progressive_tax_schedule')
    return t('settings:versions.paths.tax_step', { n: Number(second) + 1, field });
  if (head === 'milestones')
    return t(`settings:versions.paths.${second === 'the_first_payroll' ? 'first' : 'final'}_milestone`, {
      n: Number(third) + 1,
      field,
    });
  if (head === 'overtimes')
    return t('settings:versions.paths.overtime', { type: t(`settings:salary.overtime_types.${second}`), field });
  return field;
}

/** A setting's value in the one format of its kind (lib/format.ts): "17,5%", "1.000.000 VND", choices by name. */
export function changeValue(t: TFunction, kind: SettingKind, path: Part[], value: unknown): string {
  if (value === undefined || value === null || value === '') return NO_VALUE;
  const spec = SETTING_FIELDS[kind][fieldKey(path)];
  switch (spec?.kind) {
    case 'money':
      return formatMoney(value as number) ?? String(value);
    case 'rate':
      return formatRate(value as number) ?? String(value);
    case 'number':
      return formatDecimal(value as number) ?? String(value);
    case 'time':
      return formatTime(String(value)) ?? String(value);
    case 'yes_no':
      return t(`settings:versions.${value ? 'yes' : 'no'}`);
    case 'choice':
      return spec.choice ? t(spec.choice(value)) : String(value);
    default:
      return String(value);
  }
}

/** The comparison's rows: what changed, in words. */
export function describeChanges(t: TFunction, kind: SettingKind, changes: Change[]): ChangeRow[] {
  return changes.map(({ path, before, after }) => ({
    key: JSON.stringify(path),
    label: changeLabel(t, kind, path),
    before: changeValue(t, kind, path, before),
    after: changeValue(t, kind, path, after),
  }));
}
