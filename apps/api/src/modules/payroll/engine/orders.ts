import type { MonthFacts } from './conditions';
import { taxablePart, unmetCondition } from './conditions';
import type { Line, OrderInput } from './types';

export type OrdersPay = { lines: Line[]; bonuses: number; taxable: number; deductions: number };

/**
 * The month's bonus and deduction orders (payroll data), each with the treatment it copied at creation: a bonus adds
 * to gross and its taxable part (taxable, above its tax-free amount, or none) to the taxable gross; a deduction is
 * taken from net pay and does not reduce taxable income. Orders whose conditions the month misses are listed unpaid.
 */
export function ordersPay(orders: OrderInput[], facts: MonthFacts): OrdersPay {
  const lines: Line[] = [];
  let bonuses = 0;
  let taxable = 0;
  let deductions = 0;
  for (const o of [...orders].sort((a, b) => a.order_id - b.order_id)) {
    const unmet = unmetCondition(o, facts);
    const amount = unmet ? 0 : Math.round(o.amount);
    if (o.kind === 'bonus') {
      const taxed = taxablePart(amount, o.tax_calculation, o.tax_free_amount);
      bonuses += amount;
      taxable += taxed;
      lines.push({
        key: 'bonus',
        amount,
        rule: unmet
          ? `not paid: ${unmet}`
          : ['', 'bonus, taxable', 'bonus, taxable above its tax-free amount', 'bonus, exempt'][o.tax_calculation]!,
        figures: {
          order_id: o.order_id,
          name: o.component_name,
          taxable: taxed,
          tax_free_amount: o.tax_free_amount ?? 0,
        },
      });
    } else {
      deductions += amount;
      lines.push({
        key: 'deduction',
        amount: -amount,
        rule: unmet ? `not deducted: ${unmet}` : 'deduction order, taken from net pay',
        figures: { order_id: o.order_id, name: o.component_name },
      });
    }
  }
  return { lines, bonuses, taxable, deductions };
}
