import dayjs from 'dayjs';

/** Dates show as YYYY/MM/DD (specification 000 section 9); undefined when there is none. */
export function formatDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY/MM/DD') : undefined;
}

/** Moments show as YYYY/MM/DD HH:mm:ss. */
export function formatDateTime(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY/MM/DD HH:mm:ss') : undefined;
}
