import { z } from 'zod';
import { COMPANY_DEFAULT_TIME_ZONE, companyToday } from './company-day';

export { COMPANY_DEFAULT_TIME_ZONE, companyToday };

/** Whether 'YYYY-MM-DD' is a real calendar date (no 2024-02-30). */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'YYYY-MM-DD' moved by whole days (negative: back), in the calendar (no time zone, no daylight saving). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' moved by whole years (29 February becomes 28 February in other years). */
export function addYears(date: string, years: number, days = 0): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year + years, month - 1, day));
  if (moved.getUTCDate() !== day) moved.setUTCDate(0);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** `within100Years` of the last today seen (each date field asks twice). */
let hundredYears: { today: string; window: { min: string; max: string } } | undefined;

/** The dates a field accepts, computed when checked (today moves). Both ends included. */
export type DateWindow = () => { min: string; max: string };
export const DATE_WINDOWS = {
  /** Dates of birth: from 1900 to yesterday (a date of birth is before today). */
  birth: () => ({ min: '1900-01-01', max: addYears(companyToday(), 0, -1) }),
  /** Any real calendar date (settings' effective dates, salary components' validity). */
  calendar: () => ({ min: '0001-01-01', max: '9999-12-31' }),
  /** Dates of something that already happened (an application): from 1900 to today. */
  untilToday: () => ({ min: '1900-01-01', max: companyToday() }),
  /** Dates a list is filtered by: from 1900 on. */
  from1900: () => ({ min: '1900-01-01', max: '9999-12-31' }),
  /** Join, plan and assignment dates: within 100 years of today either way. */
  within100Years: () => {
    const today = companyToday();
    if (hundredYears?.today !== today)
      hundredYears = { today, window: { min: addYears(today, -100), max: addYears(today, 100) } };
    return hundredYears.window;
  },
} satisfies Record<string, DateWindow>;

/**
 * THE date schema of the product: a real calendar date written YYYY-MM-DD (or YYYY/MM/DD when `slashes`, as the
 * browser's date pickers send it), answered as YYYY-MM-DD, inside its window. `formatError` names the message of
 * each form; a date outside the window says `validation.date_out_of_range` (or `minError`/`maxError`).
 * `requiredError` is the message of a missing or non-text value, `emptyError` that of an empty one (without it, an
 * empty text is a wrong format). No other date regex lives in the contracts (one-way.test.ts).
 */
export function isoDate({
  window,
  formatError = 'validation.date_format',
  minError = 'validation.date_out_of_range',
  maxError = 'validation.date_out_of_range',
  requiredError,
  emptyError,
  slashes = true,
}: {
  window: DateWindow;
  formatError?: string;
  minError?: string;
  /** The message of a date after the window (a form may have its own, "must be before today"). */
  maxError?: string;
  requiredError?: string;
  emptyError?: string;
  slashes?: boolean;
}) {
  const text = requiredError
    ? z.string({ error: (issue) => (issue.code === 'invalid_type' ? requiredError : undefined) })
    : z.string();
  return (emptyError ? text.min(1, { error: emptyError, abort: true }) : text)
    .max(10, { error: formatError, abort: true })
    .regex(slashes ? /^\d{4}[-/]\d{2}[-/]\d{2}$/ : /^\d{4}-\d{2}-\d{2}$/, { error: formatError, abort: true })
    .transform((value) => value.replaceAll('/', '-'))
    .refine(isRealDate, { error: formatError, abort: true })
    .refine((value) => value >= window().min, { error: minError, abort: true })
    .refine((value) => value <= window().max, { error: maxError });
}

/**
 * A month written YYYY-MM (payroll months), answered as its first day 'YYYY-MM-01'; from 1900 to 9999. The one
 * month regex of the contracts.
 */
export function isoMonth({ formatError, requiredError }: { formatError: string; requiredError: string }) {
  return z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? requiredError : undefined) })
    .max(7, { error: formatError, abort: true })
    .regex(/^(19|[2-9]\d)\d{2}-(0[1-9]|1[0-2])$/, { error: formatError })
    .transform((value) => `${value}-01`);
}
