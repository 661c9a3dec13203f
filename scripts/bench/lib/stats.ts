/** Small statistics over a list of numbers (milliseconds, bytes, ...). */

export function sorted(values: number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** The p-th percentile by nearest rank (p in 0..100): the value below which p % of the samples fall. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const s = sorted(values);
  const rank = Math.ceil((p / 100) * s.length);
  return s[Math.min(s.length - 1, Math.max(0, rank - 1))]!;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const s = sorted(values);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function mean(values: number[]): number {
  return values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : Number.NaN;
}

export type Summary = {
  count: number;
  min: number;
  median: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
};

export function summarize(values: number[]): Summary {
  const s = sorted(values);
  return {
    count: s.length,
    min: s[0] ?? Number.NaN,
    median: median(s),
    p90: percentile(s, 90),
    p99: percentile(s, 99),
    max: s[s.length - 1] ?? Number.NaN,
    mean: mean(s),
  };
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
