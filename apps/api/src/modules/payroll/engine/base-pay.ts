import type { PayDay } from './days';
import { percentOf, versionTag, vnd } from './rounding';
import type { Line, PayPeriod, PersonMonthInput } from './types';

/** The monthly wage of a pay configuration: basic salary x salary rate. */
export const monthlyWage = (p: PayPeriod) => percentOf(p.basic_salary, p.salary_rate);

/**
 * The pay configuration each date is paid by. "Pay changes" '1' (from the next period): the one in force on the
 * first day of employment in the month, for the whole month; '2' (split): the one in force on each date.
 */
export function payOn(input: PersonMonthInput, days: PayDay[]): (date: string) => PayPeriod | null {
  const inForce = (date: string) => {
    let found: PayPeriod | null = null;
    for (const p of input.pay) if (p.effective_date <= date) found = p;
    // A configuration starting after the first employed day still pays from its own date.
    return found;
  };
  if (input.rules.default_salary.data.salary_upon_change === '2') return inForce;
  const firstEmployed = days.find((d) => d.employed)?.date ?? input.month;
  const fixed = inForce(firstEmployed) ?? input.pay[0] ?? null;
  return (date) => (fixed && fixed.effective_date <= date ? fixed : inForce(date));
}

/** The divisor of the daily wage: '1' the standard working days of the settings, '2' the month's working days. */
export function dayDivisor(input: PersonMonthInput, days: PayDay[]): number {
  const method = input.rules.default_salary.data.calculation_method;
  const standard = input.rules.work_schedule.data.standard_working_time.normal_working_days;
  const scheduled = days.filter((d) => d.scheduled).length;
  return method === '1' && standard > 0 ? standard : scheduled;
}

/** Days counted with their shares (half a day 0.5), to 2 decimals. */
const dayTotal = (days: PayDay[], share: (d: PayDay) => number) =>
  Math.round(days.reduce((sum, d) => sum + share(d), 0) * 100) / 100;

export type BasePay = { lines: Line[]; base_pay: number; late_deduction: number; untaken_leave_pay: number };

/**
 * Base pay of the month. A full month is the contract wage (split at a change by scheduled days), less unpaid days
 * and the unpaid part of leave days at the daily wage. A joiner's or a leaver's month follows the first or final
 * payroll method: '1' the paid days at the daily wage, '2' the milestone table (a share of the monthly wage by the
 * days paid). Holidays are paid days. Late minutes are deducted by the minute or by the default amount a late day.
 */
export function basePay(input: PersonMonthInput, days: PayDay[]): BasePay {
  const salary = input.rules.default_salary;
  const tag = versionTag('default_salary', salary);
  const scheduleTag = versionTag('work_schedule', input.rules.work_schedule);
  const pay = payOn(input, days);
  const divisor = dayDivisor(input, days);
  const scheduledInMonth = days.filter((d) => d.scheduled).length;
  const daily = (date: string) => {
    const p = pay(date);
    return p && divisor > 0 ? monthlyWage(p) / divisor : 0;
  };
  const lines: Line[] = [];
  const joiner = input.start_date !== null && input.start_date > input.month && days.some((d) => d.employed);
  const leaver = input.end_date !== null && input.end_date < days.at(-1)!.date;
  const method = joiner ? salary.data.the_first_payroll : leaver ? salary.data.the_final_payroll : null;

  if (method === null) {
    // Full month: each configuration's share of the month by scheduled days.
    const shares = new Map<PayPeriod, number>();
    for (const d of days) {
      const p = pay(d.date);
      if (d.scheduled && p) shares.set(p, (shares.get(p) ?? 0) + 1);
    }
    for (const [p, count] of shares) {
      lines.push({
        key: 'base_pay',
        amount: vnd((monthlyWage(p) * count) / scheduledInMonth),
        rule: 'monthly wage (basic salary x salary rate) x scheduled days of this configuration / scheduled days of the month',
        figures: {
          basic_salary: p.basic_salary,
          salary_rate: p.salary_rate,
          from: p.effective_date,
          days: count,
          month_days: scheduledInMonth,
        },
        settings: tag,
      });
    }
    // An absent day is unpaid but for the part of it on leave (half a day of leave, the other half absent).
    const unpaid = days.filter((d) => d.employed && d.scheduled && d.kind === 'unpaid' && d.leave_share < 1);
    if (unpaid.length > 0)
      lines.push({
        key: 'unpaid_absence',
        amount: -vnd(unpaid.reduce((sum, d) => sum + daily(d.date) * (1 - d.leave_share), 0)),
        rule: 'unpaid days x daily wage (monthly wage / divisor)',
        figures: { days: dayTotal(unpaid, (d) => 1 - d.leave_share), divisor, method: salary.data.calculation_method },
        settings: tag,
      });
    // One line per leave type and rate: the rule, the rate and the rate's month say how each was reached. A part of a
    // day on leave counts its share (half a day: 0.5).
    const leaveGroups = new Map<string, PayDay[]>();
    for (const d of days)
      if (d.employed && d.leave_share > 0 && d.leave_rate < 1) {
        const key = `${d.leave_type?.id ?? ''}/${d.leave_rate}`;
        leaveGroups.set(key, [...(leaveGroups.get(key) ?? []), d]);
      }
    for (const group of leaveGroups.values()) {
      const type = group[0]!.leave_type;
      lines.push({
        key: 'leave_reduction',
        amount: -vnd(group.reduce((sum, d) => sum + daily(d.date) * d.leave_share * (1 - d.leave_rate), 0)),
        rule: 'leave days x daily wage x (100 % - the leave type salary rate)',
        figures: {
          days: dayTotal(group, (d) => d.leave_share),
          divisor,
          salary_rate: Math.round(group[0]!.leave_rate * 10000) / 100,
          ...(type ? { leave_type: type.code } : {}),
        },
        settings: type ? `${tag} leave_type#${type.id}@${type.rate_from}` : tag,
      });
    }
  } else if (method === '1') {
    const paid = days.filter((d) => d.paid > 0);
    const amount = paid.reduce((sum, d) => sum + daily(d.date) * d.paid, 0);
    const last = pay(days.filter((d) => d.employed).at(-1)?.date ?? input.month);
    lines.push({
      key: 'base_pay',
      amount: vnd(Math.min(amount, last ? monthlyWage(last) : amount)),
      rule: `${joiner ? 'first' : 'final'} payroll by actual days: paid days x daily wage (monthly wage / divisor)`,
      figures: {
        paid_days: paid.reduce((sum, d) => sum + d.paid, 0),
        divisor,
        method: salary.data.calculation_method,
        basic_salary: last?.basic_salary ?? 0,
        salary_rate: last?.salary_rate ?? 0,
      },
      settings: tag,
    });
  } else {
    const type = joiner ? 'the_first_payroll' : 'the_final_payroll';
    const paidDays = days.filter((d) => d.paid > 0).length;
    const milestones = salary.data.pay_calculation_methods
      .filter((m) => m.type === type)
      .sort((a, b) => a.reference_days - b.reference_days);
    const hit = milestones.filter((m) => m.reference_days <= paidDays).at(-1);
    const last = pay(days.filter((d) => d.employed).at(-1)?.date ?? input.month);
    const wage = last ? monthlyWage(last) : 0;
    lines.push({
      key: 'base_pay',
      amount: vnd(percentOf(wage, hit?.benefit_rate ?? 0)),
      rule: `${joiner ? 'first' : 'final'} payroll by milestone: monthly wage x the rate of the highest milestone reached by the paid days`,
      figures: {
        paid_days: paidDays,
        milestone_days: hit?.reference_days ?? 0,
        benefit_rate: hit?.benefit_rate ?? 0,
        basic_salary: last?.basic_salary ?? 0,
        salary_rate: last?.salary_rate ?? 0,
      },
      settings: tag,
    });
  }
  // With standard days above the month's working days the deductions can leave pay for a month without a paid
  // day: such a month pays nothing; and deductions never take base pay below 0. The correction is a line of its own.
  const sum = lines.reduce((total, l) => total + l.amount, 0);
  const base_pay = days.some((d) => d.paid > 0) ? Math.max(0, sum) : 0;
  if (base_pay !== sum)
    lines.push({
      key: 'base_pay_floor',
      amount: base_pay - sum,
      rule: 'no paid day in the month, or deductions above the wage: base pay 0',
      figures: {},
      settings: tag,
    });

  // Untaken leave is paid in the month of the last day of employment (the 31st included).
  let untaken_leave_pay = 0;
  const leaving = input.end_date !== null && input.end_date >= input.month && input.end_date <= days.at(-1)!.date;
  const lastDay = days.filter((d) => d.employed).at(-1)?.date;
  if (leaving && lastDay && input.untaken_leave_days > 0) {
    untaken_leave_pay = vnd(daily(lastDay) * input.untaken_leave_days);
    const how = input.untaken_leave;
    lines.push({
      key: 'untaken_leave',
      amount: untaken_leave_pay,
      rule: how
        ? 'untaken annual leave paid on leaving: ((annual + seniority days) / 12 x months counted - days taken) x the last daily wage'
        : 'untaken annual leave paid on leaving: days x the last daily wage',
      figures: {
        days: input.untaken_leave_days,
        divisor,
        ...(how
          ? {
              entitlement: how.entitlement,
              annual_days: how.annual_days,
              seniority_days: how.seniority_days,
              months: how.months,
              days_taken: how.taken,
            }
          : {}),
      },
      settings: how ? `${tag} ${scheduleTag}` : tag,
    });
  }

  const lateDays = days.filter((d) => d.late_minutes > 0);
  let late_deduction = 0;
  if (lateDays.length > 0) {
    const hours = input.rules.work_schedule.data.standard_working_time.normal_working_hours;
    const byMinutes = salary.data.deduction_for_late === '1';
    const minutes = lateDays.reduce((sum, d) => sum + d.late_minutes, 0);
    const raw = byMinutes
      ? lateDays.reduce((sum, d) => sum + (hours > 0 ? (daily(d.date) / (hours * 60)) * d.late_minutes : 0), 0)
      : lateDays.length * salary.data.default_deduction_amount;
    late_deduction = Math.min(base_pay, vnd(raw));
    lines.push({
      key: 'late_deduction',
      amount: -late_deduction,
      rule: byMinutes
        ? 'late minutes x minute wage (daily wage / normal hours / 60)'
        : 'late days x the default deduction amount',
      figures: byMinutes ? { minutes, normal_hours: hours, divisor } : { days: lateDays.length },
      settings: `${tag} ${scheduleTag}`,
    });
  }
  return { lines, base_pay, late_deduction, untaken_leave_pay };
}
