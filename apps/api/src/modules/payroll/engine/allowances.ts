import type { MonthFacts } from './conditions';
import { taxablePart, unmetCondition } from './conditions';
import type { PayDay } from './days';
import { vnd } from './rounding';
import type { AllowanceInput, Line, PayPeriod } from './types';

export type AllowancePay = { lines: Line[]; pay: number; taxable: number };

/** The conditions an allowance was checked against, for its line (only those set). */
function conditionFigures(a: AllowanceInput): Record<string, number | string> {
  const out: Record<string, number | string> = {};
  if (a.attendance_condition === 1) out.attendance_condition = 1;
  if (a.overtime_condition === 1) out.overtime_condition = 1;
  if (a.minimum_number_days) out.minimum_number_days = a.minimum_number_days;
  if (a.spouse_condition === 1) out.spouse_condition = 1;
  if (a.valid_from) out.valid_from = a.valid_from;
  if (a.valid_to) out.valid_to = a.valid_to;
  return out;
}

const overlaps = (a: AllowanceInput, from: string, to: string) =>
  (!a.valid_from || a.valid_from <= to) && (!a.valid_to || a.valid_to >= from);

/**
 * Allowances of the pay configuration(s): per working day worked, or per month (a share of it for the
 * configuration's scheduled days, and for a joiner or a leaver the paid days over the month's scheduled days). The
 * meal allowance is exempt up to the dated limit (`meal_allowance_exempt_limit`); other allowances by their tax
 * treatment (taxable when none is given).
 */
export function allowancePay(
  days: PayDay[],
  payOn: (date: string) => PayPeriod | null,
  facts: MonthFacts,
  mealLimit: number,
  settings: string,
): AllowancePay {
  const scheduled = days.filter((d) => d.scheduled);
  const partial = days.some((d) => !d.employed);
  const paidShare = Math.min(1, scheduled.reduce((s, d) => s + d.paid, 0) / Math.max(1, scheduled.length));
  const groups = new Map<PayPeriod, PayDay[]>();
  for (const d of days) {
    const p = payOn(d.date);
    if (p && d.employed) groups.set(p, [...(groups.get(p) ?? []), d]);
  }
  const lines: Line[] = [];
  let pay = 0;
  let taxable = 0;
  for (const [period, own] of groups) {
    const first = own[0]!.date;
    const last = own.at(-1)!.date;
    const ownScheduled = own.filter((d) => d.scheduled).length;
    for (const a of period.allowances) {
      if (a.amount <= 0 || !overlaps(a, first, last)) continue;
      const unmet = unmetCondition(a, facts);
      let raw: number;
      let figures: Record<string, number | string>;
      if (a.method === 1) {
        const worked = own.filter(
          (d) =>
            d.kind === 'work' && (!a.valid_from || d.date >= a.valid_from) && (!a.valid_to || d.date <= a.valid_to),
        ).length;
        raw = a.amount * worked;
        figures = { per_day: a.amount, days_worked: worked };
      } else {
        const share = partial ? paidShare : ownScheduled / Math.max(1, scheduled.length);
        raw = a.amount * share;
        figures = { per_month: a.amount, share: Math.round(share * 10000) / 10000 };
      }
      const amount = unmet ? 0 : vnd(raw);
      // The meal allowance is exempt up to the dated statutory limit at most, whatever its component says.
      const isMeal = a.code === 'meal' && a.tax_calculation !== 1;
      const mealFree =
        a.tax_calculation === 2 && a.tax_free_amount != null ? Math.min(a.tax_free_amount, mealLimit) : mealLimit;
      const taxed = isMeal
        ? Math.max(0, amount - mealFree)
        : taxablePart(amount, a.tax_calculation ?? 1, a.tax_free_amount ?? null);
      pay += amount;
      taxable += taxed;
      lines.push({
        key: `allowance_${a.code}`,
        amount,
        rule: unmet
          ? `not paid: ${unmet}`
          : `${a.method === 1 ? 'per day worked' : 'per month'}${isMeal ? '; exempt up to the meal allowance limit' : ''}`,
        figures: {
          ...figures,
          name: a.name,
          taxable: taxed,
          ...(isMeal ? { exempt_limit: mealFree } : {}),
          ...conditionFigures(a),
        },
        settings: a.component ? `${settings} salary_component#${a.component.id}v${a.component.version}` : settings,
      });
    }
  }
  return { lines, pay, taxable };
}
