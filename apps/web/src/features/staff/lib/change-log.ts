import { formatDate, formatMoney, formatRate, fromIsoDate, NO_VALUE } from '../../../lib/format';

/** Fields whose values are money (integer VND) and rates, so a change shows them as every screen does. */
const MONEY_FIELDS = new Set(['basic_salary', 'quantity', 'insurance_contribution_salary', 'personal_deduction']);
const RATE_FIELDS = new Set(['salary_rate']);

type Words = { label: (field: string) => string; yes: string; no: string };

function scalar(field: string, value: unknown, words: Words): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  const text = String(value);
  const number = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
  if (number !== undefined && MONEY_FIELDS.has(field)) return formatMoney(number) ?? text;
  if (number !== undefined && RATE_FIELDS.has(field)) return formatRate(number) ?? text;
  if (text.length === 10 && fromIsoDate(text)) return formatDate(text) ?? text;
  return text;
}

function describe(field: string, value: unknown, words: Words): string {
  if (Array.isArray(value))
    return value.length === 0 ? NO_VALUE : value.map((item) => describe(field, item, words)).join('; ');
  if (value !== null && typeof value === 'object')
    return Object.entries(value)
      .map(([key, inner]) => `${words.label(key)}: ${describe(key, inner, words)}`)
      .join(', ');
  return scalar(field, value, words);
}

/**
 * A value before or after a change of the change log, as the screens show values: money, rates and days in the one
 * format (lib/format.ts), yes/no, and a saved object (a pay configuration, a list of allowances) as its fields with
 * their labels, never its JSON.
 */
export function changeValue(field: string, raw: string | null, words: Words): string {
  if (raw === null || raw === '') return NO_VALUE;
  if (raw.startsWith('{') || raw.startsWith('[')) {
    try {
      return describe(field, JSON.parse(raw) as unknown, words);
    } catch {
      return raw;
    }
  }
  return scalar(field, raw, words);
}
