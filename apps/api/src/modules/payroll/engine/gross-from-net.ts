import { type CalculatorFigures, calculateFromGross } from './calculator';
import type { PayResult } from './types';

/** The largest salary the calculator accepts (integer VND). */
export const MAX_SALARY = 10_000_000_000;
/** How many đồng above the bracket's end an exact salary is still looked for (rounding dips, see below). */
const NEAR = 8;
/** How many đồng below a salary reaching the net an earlier one is still looked for (rounding dips, see below). */
const BACK = 3;

/**
 * Net to gross: the smallest whole-đồng salary whose net is the net asked. Between the brackets' and caps' edges net
 * is a linear function of the salary, so two engine runs give its slope and the next lands within a few đồng of the
 * answer (secant steps); bisection takes over only where an edge falls between the steps. The flat 10 % threshold on
 * the gross makes net drop once, so the stretch below it is tried first.
 * Null when no salary gives exactly that net (rounding can skip a đồng): then the smallest salary giving more.
 * With integer rounding several salaries a đồng apart can give one net; the smallest is answered.
 */
export function grossFromNet(
  net: number,
  figures: Omit<CalculatorFigures, 'salary'>,
): { result: PayResult; exact: boolean } | null {
  // A search asks for some salaries twice (the secant's last step, the looks back and forward): run each once.
  const runs = new Map<number, PayResult>();
  const at = (salary: number) => {
    let result = runs.get(salary);
    if (!result) {
      result = calculateFromGross({ ...figures, salary });
      runs.set(salary, result);
    }
    return result;
  };
  const threshold = figures.tax_type === 3 ? flatTaxStart(figures.rules.tax_insurance.data.flat_tax_threshold) : null;
  const stretches: [number, number][] =
    threshold !== null
      ? [
          [0, threshold - 1],
          [threshold, MAX_SALARY],
        ]
      : [[0, MAX_SALARY]];
  /**
   * The smallest salary whose gross reaches the flat tax's threshold: net drops there. Overtime is part of the gross,
   * so with it the salary lies below the threshold, at the threshold / (gross / salary): the gross of the threshold
   * as a salary gives that ratio (overtime is a fixed share of the salary), then a step or two for the rounding.
   */
  function flatTaxStart(grossThreshold: number) {
    const ratio = at(grossThreshold).gross / grossThreshold;
    const guess = Math.min(grossThreshold, Math.ceil(grossThreshold / ratio));
    return reaching((salary) => at(salary).gross, grossThreshold, 0, grossThreshold, guess, ratio);
  }
  for (const [from, to] of stretches) {
    if (to < from || at(to).net < net) continue;
    const reached = reaching((salary) => at(salary).net, net, from, to, Math.min(to, Math.max(from, net)), 0.8);
    // Several parts are rounded to the đồng, so net can dip by a đồng or two as the salary grows: a salary a few đồng
    // below may reach the net too (the smallest is answered), and the smallest salary reaching it may overshoot it
    // while one a few đồng above gives it exactly.
    let first = reached;
    for (let salary = reached - 1; salary >= Math.max(from, first - BACK); salary--)
      if (at(salary).net >= net) first = salary;
    let result = at(first);
    for (let salary = first + 1; result.net !== net && salary <= Math.min(to, first + NEAR); salary++) {
      const near = at(salary);
      if (near.net === net) result = near;
    }
    if (result.net === net || stretches.at(-1)![0] === from) return { result, exact: result.net === net };
  }
  return null;
}

/**
 * A salary in [from, to] where `value` reaches `target`: value(salary) >= target, and salary is `from` or
 * value(salary - 1) < target (value(to) >= target). For a value that only grows with the salary (the gross) it is the
 * smallest such salary. Secant steps from `guess` (`slope`: value per đồng until two steps far enough apart measure
 * it), each aimed at the first salary the line reaches the target at; after 8 steps, bisection.
 */
function reaching(
  value: (salary: number) => number,
  target: number,
  from: number,
  to: number,
  guess: number,
  slope: number,
): number {
  let lo = from;
  let hi = to;
  let previous: [number, number] | null = null;
  for (let step = 0; lo < hi; step++) {
    const got = value(guess);
    if (got >= target) hi = guess;
    else lo = guess + 1;
    // Steps a few đồng apart measure the rounding, not the slope.
    if (previous && Math.abs(guess - previous[0]) >= 16) {
      const measured = (got - previous[1]) / (guess - previous[0]);
      if (measured > 0.05) slope = measured;
    }
    previous = [guess, got];
    const aim = guess + Math.ceil((target - got) / slope);
    guess = step < 8 ? Math.min(hi - 1, Math.max(lo, aim)) : Math.floor((lo + hi) / 2);
  }
  return lo;
}
