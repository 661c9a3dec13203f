/**
 * A JSON value written the way PostgreSQL prints a `jsonb` value (`value::text`): object keys ordered by length,
 * then bytewise; `": "` and `", "` as separators. The payroll benchmark digests stored results with it, so that a
 * build that stores them in another shape can still show the same figures as an older build's `md5(result::text)`.
 */
export function jsonbText(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`;
  if (typeof value === 'object') {
    const keys = Object.keys(value as object).sort((a, b) => {
      const x = Buffer.from(a);
      const y = Buffer.from(b);
      return x.length - y.length || Buffer.compare(x, y);
    });
    return `{${keys.map((k) => `${JSON.stringify(k)}: ${jsonbText((value as Record<string, unknown>)[k])}`).join(', ')}}`;
  }
  return JSON.stringify(value);
}
