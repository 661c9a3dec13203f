/**
 * How money, decimals, rates and months read, for every screen, file and PDF in every language (docs/web-parts.md;
 * the web's `lib/format.ts` re-exports these and adds the dates, which need the company's calendar):
 * money is integer VND with dots grouping the thousands and " VND" after it ("1.000.000 VND"), a decimal has a
 * comma and at most two decimals ("1,5"), a rate has "%" right after it ("17,5%"), a month is YYYY/MM.
 */

/** Digits grouped by three with dots: 1000000 -> "1.000.000". */
export function groupThousands(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A number, or a text of one (a decimal comma taken); undefined for anything else. */
export const asNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) ? number : undefined;
};

/** Integer VND as "1.000.000 VND"; undefined for no amount. */
export function formatMoney(value: number | string | null | undefined): string | undefined {
  const number = asNumber(value);
  return number === undefined ? undefined : `${groupThousands(Math.round(number))} VND`;
}

/** A decimal number with a comma and at most two decimals: 1.5 -> "1,5", 17 -> "17", 0.125 -> "0,13". */
export function formatDecimal(value: number | string | null | undefined): string | undefined {
  const number = asNumber(value);
  if (number === undefined) return undefined;
  const [whole, fraction] = String(Math.round(number * 100) / 100).split('.');
  return fraction ? `${whole},${fraction}` : whole;
}

/** A rate or percentage (17.5 meaning 17.5 %) as "17,5%"; undefined for no rate. */
export function formatRate(value: number | string | null | undefined): string | undefined {
  const text = formatDecimal(value);
  return text === undefined ? undefined : `${text}%`;
}

/** A month as the API writes it ('2026-07' or its first day '2026-07-01') as "2026/07". */
export const formatApiMonth = (value: string): string => value.slice(0, 7).replace('-', '/');

/** A day as the API writes it ('2026-07-05') as the screens show it, "2026/07/05" (server messages). */
export const formatApiDate = (value: string): string => value.slice(0, 10).replaceAll('-', '/');
