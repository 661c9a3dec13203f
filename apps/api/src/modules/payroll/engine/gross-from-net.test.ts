import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CalculatorFigures, calculateFromGross } from './calculator';
import { statutoryRules } from './fixtures';
import { grossFromNet, MAX_SALARY } from './gross-from-net';
import type { PayResult } from './types';

/**
 * The runs are a fixed number; only the machine's load changes how long they take (19.7 s of 20 once on a loaded
 * two-core machine), so these tests get a timeout of their own instead of the unit tier's 20 s.
 */
const PROPERTY_TIMEOUT = 120_000;

/**
 * The reference: net to gross as it was before the secant search (issue 31's fifth round), kept word for word as the
 * oracle: the flat tax's start by bisection on the gross, then secant steps, bisection, and a scan of 8 đồng.
 */
function bisectedGrossFromNet(
  net: number,
  figures: Omit<CalculatorFigures, 'salary'>,
): { result: PayResult; exact: boolean } | null {
  const NEAR = 8;
  const at = (salary: number) => calculateFromGross({ ...figures, salary });
  const threshold = figures.tax_type === 3 ? flatTaxStart(figures.rules.tax_insurance.data.flat_tax_threshold) : null;
  const stretches: [number, number][] =
    threshold !== null
      ? [
          [0, threshold - 1],
          [threshold, MAX_SALARY],
        ]
      : [[0, MAX_SALARY]];
  function flatTaxStart(grossThreshold: number) {
    let lo = 0;
    let hi = grossThreshold;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (at(mid).gross >= grossThreshold) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
  for (const [from, to] of stretches) {
    if (to < from || at(to).net < net) continue;
    let lo = from;
    let hi = to;
    let previous: [number, number] | null = null;
    let guess = Math.min(hi, Math.max(lo, net));
    for (let step = 0; step < 8 && lo < hi; step++) {
      const got = at(guess).net;
      if (got >= net) hi = Math.min(hi, guess);
      else lo = Math.max(lo, guess + 1);
      const slope: number = previous && guess !== previous[0] ? (got - previous[1]) / (guess - previous[0]) : 0.8;
      previous = [guess, got];
      const next = Math.round(guess + (net - got) / (slope > 0.05 ? slope : 0.8));
      guess = Math.min(hi, Math.max(lo, next));
    }
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (at(mid).net >= net) hi = mid;
      else lo = mid + 1;
    }
    let result = at(lo);
    for (let salary = lo + 1; result.net !== net && salary <= Math.min(to, lo + NEAR); salary++) {
      const near = at(salary);
      if (near.net === net) result = near;
    }
    if (result.net === net || stretches.at(-1)![0] === from) return { result, exact: result.net === net };
  }
  return null;
}

const months = ['2025-03-01', '2025-06-01', '2025-12-01', '2026-01-01', '2026-06-01', '2026-07-01', '2026-10-01'];
const figures = fc.record({
  month: fc.constantFrom(...months),
  // Small salaries too: the flat tax's threshold (2 or 5 million) and the regional minimum wages lie there.
  salary: fc.oneof(fc.integer({ min: 0, max: 300_000_000 }), fc.integer({ min: 0, max: 10_000_000 })),
  insurance_salary: fc.option(fc.integer({ min: 0, max: 150_000_000 }), { nil: null }),
  dependants: fc.integer({ min: 0, max: 5 }),
  region: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
  tax_type: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
  insured: fc.boolean(),
  union_member: fc.boolean(),
  overtime: fc.array(fc.record({ type: fc.integer({ min: 1, max: 7 }), hours: fc.integer({ min: 0, max: 45 }) }), {
    maxLength: 4,
  }),
  standard_hours: fc.constantFrom(null, 176, 208),
  // The net asked: a salary's own net, a few đồng off it (a net no salary gives), or far off (another stretch).
  offset: fc.oneof(fc.constant(0), fc.integer({ min: -3, max: 3 }), fc.integer({ min: -5_000_000, max: 5_000_000 })),
});

describe('net to gross by secant steps', () => {
  it(
    'answers what the bisection answered, for random figures of every tax type, region and insurance',
    () => {
      fc.assert(
        fc.property(figures, ({ salary, offset, ...f }) => {
          const full = { ...f, rules: statutoryRules(f.month) };
          const net = calculateFromGross({ ...full, salary }).net + offset;
          const got = grossFromNet(net, full);
          const want = bisectedGrossFromNet(net, full);
          if (got === null || want === null || got.result.base_pay === want.result.base_pay) {
            expect(got).toEqual(want);
            return;
          }
          // The one difference allowed: past a rounding dip the bisection could stop at a salary a few đồng above a
          // smaller one with the same net (docs/payroll.md promises the smallest); the secant search answers that one.
          expect(got.exact && want.exact).toBe(true);
          expect(got.result.net).toBe(want.result.net);
          expect(got.result.base_pay).toBeLessThan(want.result.base_pay);
          expect(want.result.base_pay - got.result.base_pay).toBeLessThanOrEqual(8);
        }),
        { numRuns: 2000 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it('answers the smallest salary a rounding dip hid from the bisection (a case the comparison found)', () => {
    const f = {
      month: '2025-03-01',
      rules: statutoryRules('2025-03-01'),
      insurance_salary: null,
      dependants: 3,
      region: 2 as const,
      tax_type: 4 as const,
      insured: false,
      union_member: true,
      overtime: [{ type: 2, hours: 18 }],
      standard_hours: 208,
    };
    const net = calculateFromGross({ ...f, salary: 8_261_501 }).net;
    // 8,261,499 and 8,261,501 give this net, 8,261,500 a đồng less (its union dues and its income tax both round up).
    expect([8_261_499, 8_261_500, 8_261_501].map((salary) => calculateFromGross({ ...f, salary }).net)).toEqual([
      net,
      net - 1,
      net,
    ]);
    expect(bisectedGrossFromNet(net, f)?.result.base_pay).toBe(8_261_501);
    expect(grossFromNet(net, f)).toMatchObject({ exact: true, result: { base_pay: 8_261_499, net } });
  });
});
