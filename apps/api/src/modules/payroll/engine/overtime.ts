import type { DefaultSalaryData } from '@hr/contracts';
import { percentOf, vnd } from './rounding';
import type { Line } from './types';

/** Labour Code 2019 art. 107: at most 40 overtime hours a month; hours beyond stay taxable in full. */
export const OVERTIME_MONTH_LIMIT_HOURS = 40;
/** Type 7 (night work) pays only the night premium on hours whose normal pay is already in the base pay. */
export const NIGHT_WORK_TYPE = 7;

/** Overtime hours of one type at one hourly wage (a day, or the calculator's month). */
export type OvertimeEntry = { type: number; hours: number; hourly: number };

export type OvertimePay = { lines: Line[]; pay: number; taxable: number };

/**
 * Overtime pay per type: hours x hourly wage x the type's benefit rate. Its taxable part, by the dated
 * `rate_of_taxation` (the share of the normal hourly wage that stays taxable): 100 until 2025 (only the premium is
 * exempt), 0 from 2026 (the whole pay within the limits is exempt). Hours of types 1 to 6 beyond the monthly limit
 * are taxable in full; night work (type 7) is a premium only and stays exempt under both laws.
 */
export function overtimePay(entries: OvertimeEntry[], salary: DefaultSalaryData, settings: string): OvertimePay {
  const rateOf = (type: number) => salary.overtimes.find((o) => o.type === type);
  let withinLeft = OVERTIME_MONTH_LIMIT_HOURS;
  const byType = new Map<number, { hours: number; pay: number; taxable: number; hourly: Set<number> }>();
  for (const e of entries) {
    const rate = rateOf(e.type);
    if (!rate || e.hours <= 0) continue;
    const pay = percentOf(e.hours * e.hourly, rate.benefit_rate);
    let taxable = 0;
    if (e.type !== NIGHT_WORK_TYPE) {
      const within = Math.min(e.hours, withinLeft);
      withinLeft -= within;
      taxable =
        percentOf(within * e.hourly, Math.min(rate.rate_of_taxation, rate.benefit_rate)) +
        percentOf((e.hours - within) * e.hourly, rate.benefit_rate);
    }
    const acc = byType.get(e.type) ?? { hours: 0, pay: 0, taxable: 0, hourly: new Set<number>() };
    acc.hours += e.hours;
    acc.pay += pay;
    acc.taxable += taxable;
    acc.hourly.add(e.hourly);
    byType.set(e.type, acc);
  }
  const lines: Line[] = [];
  let pay = 0;
  let taxable = 0;
  for (const [type, acc] of [...byType].sort((a, b) => a[0] - b[0])) {
    const rate = rateOf(type)!;
    const amount = vnd(acc.pay);
    const taxablePart = Math.min(amount, vnd(acc.taxable));
    pay += amount;
    taxable += taxablePart;
    const hourly = acc.hourly.size === 1 ? [...acc.hourly][0]! : null;
    lines.push({
      key: `overtime_${type}`,
      amount,
      rule:
        type === NIGHT_WORK_TYPE
          ? 'night work hours x hourly wage x night premium rate (exempt)'
          : 'overtime hours x hourly wage x benefit rate; taxable: the rate of taxation share within the monthly limit, all beyond it',
      figures: {
        hours: Math.round(acc.hours * 100) / 100,
        ...(hourly !== null ? { hourly_wage: Math.round(hourly * 100) / 100 } : {}),
        benefit_rate: rate.benefit_rate,
        rate_of_taxation: rate.rate_of_taxation,
        taxable: taxablePart,
      },
      settings,
    });
  }
  return { lines, pay, taxable };
}
