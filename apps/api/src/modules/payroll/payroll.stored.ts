import type { Line, PayResult, PersonMonthInput } from './engine/types';

/**
 * How a run stores its results (docs/payroll.md "Stored shape"). A person's result repeats what every other person
 * of the run has: the field names, each line's rule in words, its settings version, the names of its figures. A run
 * keeps those once, in its legend (`payroll_runs.legend`), and each result row only its numbers:
 *
 * - `result`: `[figures, employer, lines]`, the PayResult's numbers in the order of `legend.result` and
 *   `legend.employer`, and each line as `[shape, amount, ...figures]`: `shape` indexes `legend.lines` (the line's key,
 *   rule, settings version and figure names), a number figure is written as it is and a text figure (a date, a name,
 *   the tax brackets) as its index in `legend.texts`;
 * - `inputs`: the snapshot without the month's holidays, which are the run's (`legend.holidays`).
 *
 * `readStored` gives back exactly what the engine answered (the bench digests both and compares them with a build that
 * stored the whole objects). Rows written before the legend existed hold the whole objects and are read as they are.
 */

/** The inputs a result was computed from, kept with it so that a figure is explained later (payroll.run.ts). */
export type Snapshot = {
  pay: PersonMonthInput['pay'];
  profile: PersonMonthInput['profile'];
  region: PersonMonthInput['region'];
  start_date: string | null;
  end_date: string | null;
  /** Stored attendance days counted; null: paid by the schedule. */
  days: number | null;
  holidays: string[];
  orders: PersonMonthInput['orders'];
};

/** A figure's name; in brackets when its value is a text (the row holds the text's index in `texts`). */
type FigureName = string | [string];
/** What every line of a shape shares: its key, rule, settings version (null: none) and figure names, in order. */
type LineShape = [key: string, rule: string, settings: string | null, figures: FigureName[]];
export type Legend = {
  result: string[];
  employer: string[];
  lines: LineShape[];
  texts: string[];
  holidays: string[];
};
type StoredResult = [figures: number[], employer: number[], lines: number[][]];
type StoredInputs = Omit<Snapshot, 'holidays'>;

type NumberKeys<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T];
const RESULT = [
  'base_pay',
  'allowances',
  'overtime_pay',
  'bonuses',
  'untaken_leave_pay',
  'gross',
  'social_insurance',
  'health_insurance',
  'unemployment_insurance',
  'employee_insurance',
  'union_dues',
  'taxable_gross',
  'family_deductions',
  'taxable_income',
  'income_tax',
  'late_deduction',
  'order_deductions',
  'deductions',
  'net',
] as const satisfies readonly NumberKeys<PayResult>[];
const EMPLOYER = [
  'social',
  'occupational',
  'health',
  'unemployment',
  'union_fee',
  'total',
] as const satisfies readonly (keyof PayResult['employer'])[];
// A number the engine adds to its answer fails the build here until it is stored too.
const everyNumberStored: [Exclude<NumberKeys<PayResult>, (typeof RESULT)[number]>] extends [never] ? true : never =
  true;
void everyNumberStored;

/** A run's writer: each result and snapshot in the stored shape, and at the end the legend they refer to. */
export function resultWriter(holidays: string[]) {
  const lines: LineShape[] = [];
  /** The shapes of each rule text (a rule is seldom shared by two shapes): compared field by field, no key built. */
  const shapesOfRule = new Map<string, number[]>();
  const texts = new Map<string, number>();
  const textIndex = (text: string) => {
    const index = texts.get(text);
    if (index !== undefined) return index;
    texts.set(text, texts.size);
    return texts.size - 1;
  };
  const sameShape = ([key, , settings, names]: LineShape, l: Line, figures: FigureName[]) =>
    key === l.key &&
    settings === (l.settings ?? null) &&
    names.length === figures.length &&
    names.every((name, i) => {
      const other = figures[i]!;
      return typeof name === 'string' ? name === other : typeof other !== 'string' && name[0] === other[0];
    });

  function line(l: Line): number[] {
    const names: FigureName[] = [];
    const row = [0, l.amount];
    for (const name in l.figures) {
      const value = l.figures[name]!;
      if (typeof value === 'string') {
        names.push([name]);
        row.push(textIndex(value));
      } else {
        names.push(name);
        row.push(value);
      }
    }
    const candidates = shapesOfRule.get(l.rule) ?? [];
    if (candidates.length === 0) shapesOfRule.set(l.rule, candidates);
    let shape = candidates.find((index) => sameShape(lines[index]!, l, names));
    if (shape === undefined) {
      shape = lines.push([l.key, l.rule, l.settings ?? null, names]) - 1;
      candidates.push(shape);
    }
    row[0] = shape;
    return row;
  }

  return {
    result: (r: PayResult): StoredResult => [
      RESULT.map((key) => r[key]),
      EMPLOYER.map((key) => r.employer[key]),
      r.lines.map(line),
    ],
    inputs: ({ holidays: _, ...rest }: Snapshot): StoredInputs => rest,
    legend: (): Legend => ({ result: [...RESULT], employer: [...EMPLOYER], lines, texts: [...texts.keys()], holidays }),
  };
}

/** A stored result and snapshot as the engine answered them (`month`: the row's month). */
export function readStored(
  legend: Legend | null,
  month: string,
  result: unknown,
  inputs: unknown,
): { result: PayResult; inputs: Snapshot } {
  if (!legend) return { result: result as PayResult, inputs: inputs as Snapshot };
  const [figures, employer, rows] = result as StoredResult;
  const named = (names: string[], values: number[]) => Object.fromEntries(names.map((name, i) => [name, values[i]]));
  const lines = rows.map(([shape, amount, ...values]): Line => {
    const [key, rule, settings, names] = legend.lines[shape!]!;
    const lineFigures: Line['figures'] = {};
    for (const [i, name] of names.entries())
      if (typeof name === 'string') lineFigures[name] = values[i]!;
      else lineFigures[name[0]] = legend.texts[values[i]!]!;
    return { key, amount: amount!, rule, figures: lineFigures, ...(settings === null ? {} : { settings }) };
  });
  const { orders, ...rest } = inputs as StoredInputs;
  return {
    result: {
      month,
      ...named(legend.result, figures),
      employer: named(legend.employer, employer),
      lines,
    } as unknown as PayResult,
    inputs: { ...rest, holidays: legend.holidays, orders },
  };
}
