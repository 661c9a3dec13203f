import { describe, expect, it } from 'vitest';
import { personMonth } from './engine/fixtures';
import { computeMonth } from './engine/month';
import type { DayInput, PersonMonthInput } from './engine/types';
import { type Legend, readStored, resultWriter, type Snapshot } from './payroll.stored';

const MONTH = '2026-10-01';
const days = (kind: (date: string) => DayInput['kind'], extra: Partial<DayInput> = {}): DayInput[] =>
  Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`)
    .filter((date) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()))
    .map((date) => ({ date, kind: kind(date), late_minutes: 0, overtime: {}, ...extra }));

/** People whose lines differ in every way a line can: text figures, conditions, no settings, orders, leave. */
const people: PersonMonthInput[] = [
  personMonth(MONTH, 20_000_000),
  personMonth(MONTH, 12_000_000, {
    pay: [
      {
        effective_date: '2025-01-01',
        basic_salary: 12_000_000,
        salary_rate: 100,
        allowances: [
          { code: 'meal', name: 'Meal', amount: 730_000, method: 2, component: { id: 3, version: 2 } },
          { code: 'phone', name: 'Phone', amount: 20_000, method: 1, attendance_condition: 1, tax_calculation: 3 },
        ],
      },
      { effective_date: '2026-10-16', basic_salary: 14_000_000, salary_rate: 85, allowances: [] },
    ],
    profile: { ...personMonth(MONTH, 0).profile, union_member: true, dependants: 2 },
    orders: [
      {
        order_id: 1,
        kind: 'bonus',
        component_name: 'Tết bonus',
        amount: 5_000_000,
        tax_calculation: 2,
        tax_free_amount: 1_000_000,
        attendance_condition: 0,
        overtime_condition: 0,
        minimum_number_days: null,
      },
      {
        order_id: 2,
        kind: 'deduction',
        component_name: 'Loan',
        amount: 90_000_000,
        tax_calculation: 1,
        tax_free_amount: null,
        attendance_condition: 0,
        overtime_condition: 0,
        minimum_number_days: null,
      },
    ],
  }),
  personMonth(MONTH, 30_000_000, {
    days: days((date) => (date === '2026-10-07' ? 'unpaid' : date === '2026-10-08' ? 'leave' : 'work'), {
      late_minutes: 5,
      overtime: { 1: 90, 7: 30 },
      leave_rate: 75,
      leave_type: { id: 4, code: 'SL', rate_from: '2026-01-01' },
    }),
    end_date: '2026-10-20',
    untaken_leave_days: 3,
  }),
  personMonth(MONTH, 9_000_000, {
    start_date: '2026-10-15',
    profile: { ...personMonth(MONTH, 0).profile, insured: false, tax_type: 4, resident: false },
  }),
];

const stored = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

describe('the stored shape of a run (payroll.stored.ts)', () => {
  it('gives back every result and snapshot exactly as the engine answered them, keys in the same order', () => {
    const holidays = ['2026-10-20'];
    const writer = resultWriter(holidays);
    const rows = people.map((input) => {
      const result = computeMonth(input);
      const snapshot: Snapshot = {
        pay: input.pay,
        profile: input.profile,
        region: input.region,
        start_date: input.start_date,
        end_date: input.end_date,
        days: input.days?.length ?? null,
        holidays,
        orders: input.orders,
      };
      return { result, snapshot, row: stored({ result: writer.result(result), inputs: writer.inputs(snapshot) }) };
    });
    const legend = stored(writer.legend()) as Legend;
    for (const { result, snapshot, row } of rows) {
      const { result: r, inputs } = row as { result: unknown; inputs: unknown };
      const read = readStored(legend, MONTH, r, inputs);
      expect(JSON.stringify(read.result)).toBe(JSON.stringify(result));
      expect(JSON.stringify(read.inputs)).toBe(JSON.stringify(snapshot));
    }
    // The rules and texts are kept once a run, not once a person.
    expect(
      new Set(legend.lines.map(([key, rule, settings, names]) => JSON.stringify([key, rule, settings, names]))).size,
    ).toBe(legend.lines.length);
    expect(legend.texts).toEqual(expect.arrayContaining(['Meal', 'Tết bonus', 'Loan']));
    expect(JSON.stringify(rows[0]!.row)).not.toContain('insured salary');
    expect(rows.some(({ result }) => result.lines.some((l) => l.settings === undefined))).toBe(true);
  });

  it('reads a row stored before the legend (the whole objects) as it is', () => {
    const result = computeMonth(people[0]!);
    const inputs = { pay: [], holidays: [], orders: [] };
    expect(readStored(null, MONTH, stored(result), inputs)).toEqual({ result, inputs });
  });
});
