import { allowancePay } from './allowances';
import { basePay, dayDivisor, monthlyWage, payOn } from './base-pay';
import { dayCounts, payDays } from './days';
import { assemble } from './net';
import { ordersPay } from './orders';
import { type OvertimeEntry, overtimePay } from './overtime';
import { versionTag } from './rounding';
import type { PayResult, PersonMonthInput } from './types';

/**
 * A person's month: pure, from its inputs and the settings versions in force for the month (docs/payroll.md).
 * The run and the calculator both end in `assemble` (net.ts).
 */
export function computeMonth(input: PersonMonthInput): PayResult {
  const days = payDays(input);
  const counts = dayCounts(days);
  const pay = payOn(input, days);
  const divisor = dayDivisor(input, days);
  const schedule = input.rules.work_schedule;
  const hours = schedule.data.standard_working_time.normal_working_hours;
  const salaryTag = versionTag('default_salary', input.rules.default_salary);
  const taxData = input.rules.tax_insurance.data;
  const facts = {
    unpaid_days: counts.unpaidInEmployment,
    worked_days: counts.worked,
    overtime_days: counts.overtimeDays,
    married: input.profile.married ?? false,
  };

  const base = basePay(input, days);
  const hourly = (date: string) => {
    const p = pay(date);
    return p && divisor > 0 && hours > 0 ? monthlyWage(p) / divisor / hours : 0;
  };
  const entries: OvertimeEntry[] = days.flatMap((d) =>
    Object.entries(d.overtime).map(([type, minutes]) => ({
      type: Number(type),
      hours: (minutes ?? 0) / 60,
      hourly: hourly(d.date),
    })),
  );
  const overtime = overtimePay(entries, input.rules.default_salary.data, salaryTag);
  const allowances = allowancePay(
    days,
    pay,
    facts,
    taxData.meal_allowance_exempt_limit,
    versionTag('tax_insurance', input.rules.tax_insurance),
  );
  const orders = ordersPay(input.orders, facts);

  // The insured salary: the profile's contribution salary, else the contract wage in force at the month's end.
  const lastEmployed = days.filter((d) => d.employed).at(-1)?.date ?? input.month;
  const wage = pay(lastEmployed);
  const insuredSalary = input.profile.contribution_salary ?? (wage ? Math.round(monthlyWage(wage)) : 0);
  return assemble({
    month: input.month,
    rules: input.rules,
    base,
    allowances,
    overtime,
    orders,
    insurance: {
      insured: input.profile.insured,
      salary: insuredSalary,
      region: input.region,
      union_member: input.profile.union_member,
      unpaid_days: counts.unpaid,
      paid_days: counts.paidDays,
    },
    profile: input.profile,
  });
}
