/** What a component's conditions read from the month (allowances and orders share them). */
export type MonthFacts = {
  /** Days with no pay inside employment (attendance condition). */
  unpaid_days: number;
  worked_days: number;
  overtime_days: number;
  married: boolean;
};

type Conditions = {
  attendance_condition?: 0 | 1;
  overtime_condition?: 0 | 1;
  minimum_number_days?: number | null;
  spouse_condition?: 0 | 1;
};

/**
 * Why a component is not paid this month, or null when it is: attendance condition (no unpaid day and at least the
 * minimum days worked when one is set), overtime condition (overtime on at least the minimum days, 1 when none is
 * set), spouse (married people only).
 */
export function unmetCondition(c: Conditions, facts: MonthFacts): string | null {
  if (c.attendance_condition === 1) {
    if (facts.unpaid_days > 0) return 'attendance: unpaid days in the month';
    if (c.minimum_number_days && facts.worked_days < c.minimum_number_days) return 'attendance: too few days worked';
  }
  if (c.overtime_condition === 1 && facts.overtime_days < (c.minimum_number_days ?? 1))
    return 'overtime: too few days with overtime';
  if (c.spouse_condition === 1 && !facts.married) return 'spouse: not married';
  return null;
}

/** The taxable part of an amount by its tax treatment: 1 taxable, 2 above its tax-free amount, 3 exempt. */
export function taxablePart(amount: number, tax: 1 | 2 | 3, taxFree: number | null): number {
  if (tax === 3) return 0;
  if (tax === 2) return Math.max(0, amount - (taxFree ?? 0));
  return amount;
}
