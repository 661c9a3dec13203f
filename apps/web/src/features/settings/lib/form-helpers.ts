import { issueMessageKey } from '@hr/contracts';
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { type FieldPath, toPath } from '../../../lib/save-error';

/** A rate as the form shows it: Vietnamese comma decimals (90,5). */
export const commaText = (value: unknown) =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');

export type { FieldPath } from '../../../lib/save-error';
/** `remap` moves list rows the form keeps apart from the server's shape (an error path 'a.0.b' as a name path). */
export type Remap = (path: FieldPath) => FieldPath;

/** Puts field messages under their fields; answers how many found a field. */
export function setFieldErrors(form: FormInstance, errors: Record<string, string[]>, remap: Remap = (p) => p): number {
  const fields = Object.entries(errors).map(([path, messages]) => ({ name: remap(toPath(path)), errors: messages }));
  form.setFields(fields);
  return fields.length;
}

/** The browser's own check with the contract's schema: field messages in the interface language, same as the server's. */
export function clientErrors(schema: z.ZodType, body: unknown, t: TFunction): Record<string, string[]> | null {
  const result = schema.safeParse(body);
  if (result.success) return null;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    const field = String(issue.path.filter((p) => typeof p === 'string').at(-1) ?? '');
    const { key, params } = issueMessageKey(issue as Parameters<typeof issueMessageKey>[0]);
    const text = t(`messages:${key}`, {
      ...params,
      field: t(`messages:fields.${field}`, { defaultValue: field }),
    });
    errors[path || '_'] = [...(errors[path || '_'] ?? []), text];
  }
  return errors;
}

/** Every leaf of a version as 'path' -> value, to compare two versions. */
export function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) flatten(item, `${prefix}[${i + 1}]`, out);
  } else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, out);
  else out.set(prefix, value);
  return out;
}

const META = new Set(['id', 'version', 'locked', 'updated_at', 'effective_from', 'versions']);
/** The fields that differ between two versions. */
export function versionDiff(a: Record<string, unknown>, b: Record<string, unknown>) {
  const strip = (v: Record<string, unknown>) => Object.fromEntries(Object.entries(v).filter(([k]) => !META.has(k)));
  const left = flatten(strip(a));
  const right = flatten(strip(b));
  const keys = [...new Set([...left.keys(), ...right.keys()])].sort();
  return keys
    .filter((k) => JSON.stringify(left.get(k)) !== JSON.stringify(right.get(k)))
    .map((k) => ({ path: k, before: left.get(k), after: right.get(k) }));
}
