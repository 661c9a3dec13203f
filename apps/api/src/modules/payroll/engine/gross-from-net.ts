import { type CalculatorFigures, calculateFromGross } from './calculator';
import type { PayResult } from './types';

/** The largest salary the calculator accepts (integer VND). */
export const MAX_SALARY = 10_000_000_000;

/**
 * Net to gross: the smallest whole-đồng salary whose net is the net asked, by bisection on each stretch where net
 * grows with the salary (the flat 10 % threshold makes net drop once, so the stretch below it is tried first).
 * Null when no salary gives exactly that net (rounding can skip a đồng): then the smallest salary giving more.
 * With integer rounding several salaries a đồng apart can give one net; the smallest is answered.
 */
export function grossFromNet(
  net: number,
  figures: Omit<CalculatorFigures, 'salary'>,
): { result: PayResult; exact: boolean } | null {
  const at = (salary: number) => calculateFromGross({ ...figures, salary });
  const threshold = figures.tax_type === 3 ? figures.rules.tax_insurance.data.flat_tax_threshold : null;
  const stretches: [number, number][] =
    threshold !== null
      ? [
          [0, threshold - 1],
          [threshold, MAX_SALARY],
        ]
      : [[0, MAX_SALARY]];
  for (const [from, to] of stretches) {
    if (to < from || at(to).net < net) continue;
    let lo = from;
    let hi = to;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (at(mid).net >= net) hi = mid;
      else lo = mid + 1;
    }
    const result = at(lo);
    if (result.net === net || stretches.at(-1)![0] === from) return { result, exact: result.net === net };
  }
  return null;
}
