import dayjs from 'dayjs';

/** The product's date display (specification 000 section 9). */
export const DATE_FORMAT = 'YYYY/MM/DD';
/** Specification 001's areas (department groups, shift assignment) show dates day first (docs/spec-decisions.md). */
export const DAY_FIRST_DATE_FORMAT = 'DD/MM/YYYY';

/** Dates show as YYYY/MM/DD unless an area's specification shows them otherwise; undefined when there is none. */
export function formatDate(value: string | null | undefined, format: string = DATE_FORMAT): string | undefined {
  if (!value) return undefined;
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : undefined;
}

/** Moments show as YYYY/MM/DD HH:mm:ss. */
export function formatDateTime(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY/MM/DD HH:mm:ss') : undefined;
}
