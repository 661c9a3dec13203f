import type { ChangeLogEntry } from '@hr/contracts';
import type { TFunction } from 'i18next';
import { genderKey, roleKey } from '../../../lib/access';
import { formatDate, formatDateTime, formatMoney, formatRate, fromIsoDate, NO_VALUE } from '../../../lib/format';

/**
 * The change log of a staff record as a person reads it: each action and field by its label (en, ja, vi), values in
 * the one format of lib/format.ts, a saved object (a pay configuration, a list of allowances) as its fields, and
 * the bookkeeping of the rows (ids, versions, timestamps) left out.
 */
type Kind =
  | 'money'
  | 'rate'
  | 'yes_no'
  | 'moment'
  | 'internal'
  | { choices: string }
  | { label: (t: TFunction, value: number) => string };

const FIELDS: Record<string, Kind> = {
  id: 'internal',
  version: 'internal',
  created_at: 'internal',
  updated_at: 'internal',
  deleted_at: 'internal',
  user_id: 'internal',
  history_id: 'internal',
  created_by: 'internal',
  created_by_name: 'internal',
  in_force: 'internal',
  order: 'internal',
  basic_salary: 'money',
  quantity: 'money',
  insurance_contribution_salary: 'money',
  personal_deduction: 'money',
  salary_rate: 'rate',
  union_member: 'yes_no',
  tax_resident: 'yes_no',
  deleted: 'yes_no',
  password_changed: 'yes_no',
  marital_status: { choices: 'marital' },
  insurance_status: { choices: 'insurance' },
  applicable_tax_type: { choices: 'tax_types' },
  allowance_method: { choices: 'methods' },
  hazardous_work: { choices: 'hazardous' },
  // Codes the rest of the app names: a role change reads "Employee → ICT", not "9 → 1".
  role_id: { label: (t, role) => t(`common:${roleKey(role)}`) },
  gender: { label: (t, gender) => t(`common:${genderKey(gender)}`) },
  status: { label: (t, status) => t(`messages:staff.statuses.${status}`, { defaultValue: String(status) }) },
};

/** Sign-in and password actions record where the request came from: their `address` is an IP address. */
const SIGN_IN_ACTIONS = new Set([
  'login_succeeded',
  'login_failed',
  'login_blocked',
  'password_changed',
  'password_change_failed',
  'password_reset',
  'password_reset_requested',
]);

/** Is this a field of the row's bookkeeping (not shown)? */
export const isInternalField = (field: string): boolean => FIELDS[field] === 'internal';

/** A field's label: the change log's own words first (an IP address is not the postal address), then the form's. */
export function fieldLabel(t: TFunction, field: string, action?: string): string {
  if (field === 'address' && action && SIGN_IN_ACTIONS.has(action)) return t('staff:change_fields.ip_address');
  return t([`staff:change_fields.${field}`, `staff:fields.${field}`, `messages:fields.${field}`], {
    defaultValue: field,
  });
}

/** An action by its label ("Signed in"); an action the screen does not know yet reads "Other change". */
export const actionLabel = (t: TFunction, action: string): string =>
  t([`staff:change_actions.${action}`, 'staff:change_actions.other']);

function scalar(t: TFunction, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  const kind = FIELDS[field];
  const text = String(value);
  if (typeof value === 'boolean' || kind === 'yes_no')
    return text === 'true' ? t('staff:yes_no.yes') : text === 'false' ? t('staff:yes_no.no') : text;
  const number = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
  if (number !== undefined && kind === 'money') return formatMoney(number) ?? text;
  if (number !== undefined && kind === 'rate') return formatRate(number) ?? text;
  if (number !== undefined && typeof kind === 'object' && 'label' in kind) return kind.label(t, number);
  if (typeof kind === 'object' && 'choices' in kind) return t(`staff:${kind.choices}.${text}`, { defaultValue: text });
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) return formatDateTime(text) ?? text;
  if (text.length === 10 && fromIsoDate(text)) return formatDate(text) ?? text;
  return text;
}

function describe(t: TFunction, field: string, value: unknown): string {
  if (Array.isArray(value))
    return value.length === 0 ? NO_VALUE : value.map((item) => describe(t, field, item)).join('; ');
  if (value !== null && typeof value === 'object') {
    const parts = Object.entries(value)
      .filter(([key]) => !isInternalField(key))
      .map(([key, inner]) => `${fieldLabel(t, key)}: ${describe(t, key, inner)}`);
    return parts.length === 0 ? NO_VALUE : parts.join(', ');
  }
  return scalar(t, field, value);
}

/** A value before or after a change, as the screens show values; a saved object by its fields, never its JSON. */
export function changeValue(t: TFunction, field: string, raw: string | null): string {
  if (raw === null || raw === '') return NO_VALUE;
  if (raw.startsWith('{') || raw.startsWith('[')) {
    try {
      return describe(t, field, JSON.parse(raw) as unknown);
    } catch {
      return raw;
    }
  }
  return scalar(t, field, raw);
}

/** The changes of one entry as lines "Field: before → after", bookkeeping fields left out. */
export function changeLines(t: TFunction, entry: ChangeLogEntry): { key: string; text: string }[] {
  return entry.changes
    .filter((change) => !isInternalField(change.field))
    .map((change) => ({
      key: change.field,
      text: t('staff:change', {
        field: fieldLabel(t, change.field, entry.action),
        before: changeValue(t, change.field, change.before),
        after: changeValue(t, change.field, change.after),
      }),
    }));
}
