import { type CalculatorFigures, calculateFromGross } from './calculator';
import type { PayResult } from './types';

/** The largest salary the calculator accepts (integer VND). */
export const MAX_SALARY = 10_000_000_000;
/** How many đồng above the bracket's end an exact salary is still looked for (rounding dips, see below). */
const NEAR = 8;

/**
 * Net to gross: the smallest whole-đồng salary whose net is the net asked, by secant steps and bisection on each
 * stretch where net grows with the salary (the flat 10 % threshold on the gross makes net drop once, so the stretch
 * below it is tried first).
 * Null when no salary gives exactly that net (rounding can skip a đồng): then the smallest salary giving more.
 * With integer rounding several salaries a đồng apart can give one net; the smallest is answered.
 */
export function grossFromNet(
  net: number,
  figures: Omit<CalculatorFigures, 'salary'>,
): { result: PayResult; exact: boolean } | null {
  const at = (salary: number) => calculateFromGross({ ...figures, salary });
  const threshold = figures.tax_type === 3 ? flatTaxStart(figures.rules.tax_insurance.data.flat_tax_threshold) : null;
  const stretches: [number, number][] =
    threshold !== null
      ? [
          [0, threshold - 1],
          [threshold, MAX_SALARY],
        ]
      : [[0, MAX_SALARY]];
  /**
   * The smallest salary whose gross reaches the flat tax's threshold: net drops there. Overtime and allowances are
   * part of the gross, so with them it lies below the threshold itself (bisection, about 21 engine runs).
   */
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
    // Net is piecewise linear in the salary: a few secant steps narrow the bracket to a few đồng, then bisection
    // finishes it (about 10 engine runs instead of 34).
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
    // Several parts are rounded to the đồng, so net can dip by a đồng as the salary grows: the smallest salary
    // reaching the net may overshoot it while one a few đồng above gives it exactly.
    for (let salary = lo + 1; result.net !== net && salary <= Math.min(to, lo + NEAR); salary++) {
      const near = at(salary);
      if (near.net === net) result = near;
    }
    if (result.net === net || stretches.at(-1)![0] === from) return { result, exact: result.net === net };
  }
  return null;
}
