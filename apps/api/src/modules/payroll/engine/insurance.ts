import type { TaxInsuranceData } from '@hr/contracts';
import { percentOf, vnd } from './rounding';
import type { EmployerContributions, Line } from './types';

/** Labour law: no social insurance for a month with this many working days or more without pay. */
export const UNPAID_DAYS_WITHOUT_INSURANCE = 14;

export type InsuranceInput = {
  insured: boolean;
  /** The insured salary before floor and caps. */
  salary: number;
  region: 1 | 2 | 3 | 4;
  union_member: boolean;
  /** Scheduled days of the month without pay (outside employment included). */
  unpaid_days: number;
  /** Days paid, for the "with minimum days" condition. */
  paid_days: number;
  /** The month's gross pay: the union dues' base when no insurance is due is never more than what was paid. */
  earned: number;
  /**
   * What the month pays before withholdings (gross - late deduction): the employee's contributions are withheld
   * from it, never more (docs/payroll.md "Withholding").
   */
  payable: number;
};

export type Insurance = {
  lines: Line[];
  social: number;
  health: number;
  unemployment: number;
  union_dues: number;
  employer: EmployerContributions;
};

const none: EmployerContributions = { social: 0, occupational: 0, health: 0, unemployment: 0, union_fee: 0, total: 0 };

/**
 * Compulsory insurance on the insured salary, floored at the region's minimum wage, capped at 20 x the base salary
 * (social, health) and 20 x the region's minimum wage (unemployment; the settings' "accident" rates). None when not
 * insured, when the settings ask for minimum days not reached, or with 14 or more unpaid days. Union dues: members
 * only, on the social insurance salary (without insurance: the wage paid in the month, at most the contract wage),
 * capped at 10 % of the base salary, not deducted from taxable income. The
 * employer's social rate and the occupational rate are separate parts of its 17.5 % (docs/spec-decisions.md).
 * A month without pay owes no contribution; otherwise the employee's part is withheld from the month's pay, never
 * more: social, health, unemployment, then union dues, each up to what is left (the line shows what was due).
 */
export function insurance(input: InsuranceInput, tax: TaxInsuranceData, settings: string): Insurance {
  const lines: Line[] = [];
  const minimum = tax.regional_minimum_wages[`region_${input.region}`];
  const socialCap = 20 * tax.base_salary;
  const unemploymentCap = 20 * minimum;
  const unionCap = vnd(percentOf(tax.base_salary, 10));
  let left = Math.max(0, input.payable);
  /** The part of `due` withheld from what the month still pays. */
  const withhold = (due: number) => {
    const taken = Math.min(due, left);
    left -= taken;
    return taken;
  };
  const limited = (due: number, taken: number): Record<string, number> => (taken < due ? { due } : {});
  let reason: string | null = null;
  if (!input.insured) reason = 'not insured';
  else if (input.unpaid_days >= UNPAID_DAYS_WITHOUT_INSURANCE) reason = '14 or more unpaid working days in the month';
  else if (input.earned <= 0) reason = 'no pay in the month';
  else if (tax.insurance_contribution_conditions === 2 && input.paid_days < tax.minimum_days)
    reason = 'fewer paid days than the minimum days of the settings';
  if (reason !== null) {
    lines.push({
      key: 'insurance',
      amount: 0,
      rule: `no insurance: ${reason}`,
      figures: { unpaid_days: input.unpaid_days },
      settings,
    });
    // Union dues are a member's fee on the wage even when no insurance is due, on the wage actually paid that month
    // (a member without compulsory insurance pays on the wage received): a leaver's one paid day, or a month of
    // unpaid leave, is not charged the whole month's dues.
    const duesBase = Math.max(0, Math.min(input.salary, input.earned));
    const dues = input.union_member ? vnd(Math.min(percentOf(duesBase, tax.per_union_dues), unionCap)) : 0;
    const union_dues = withhold(dues);
    if (union_dues > 0)
      lines.push({
        key: 'union_dues',
        amount: -union_dues,
        rule: 'union member: salary paid in the month (at most the wage) x union rate, capped at 10 % of the base salary',
        figures: { base: duesBase, rate: tax.per_union_dues, cap: unionCap, ...limited(dues, union_dues) },
        settings,
      });
    return { lines, social: 0, health: 0, unemployment: 0, union_dues, employer: none };
  }
  const floored = Math.max(input.salary, minimum);
  const socialBase = Math.min(floored, socialCap);
  const unemploymentBase = Math.min(floored, unemploymentCap);
  const part = (key: string, base: number, rate: number, cap: number, capName: string) => {
    const due = vnd(percentOf(base, rate));
    const employer = key.startsWith('employer_');
    const amount = employer ? due : withhold(due);
    lines.push({
      key,
      amount: employer ? amount : -amount,
      rule: `insured salary (floored at the regional minimum, capped at ${capName}) x rate${amount < due ? '; withheld only up to the pay left' : ''}`,
      figures: { salary: input.salary, base, rate, floor: minimum, cap, region: input.region, ...limited(due, amount) },
      settings,
    });
    return amount;
  };
  const social = part('social_insurance', socialBase, tax.per_social_insurance, socialCap, '20 x base salary');
  const health = part('health_insurance', socialBase, tax.per_health_insurance, socialCap, '20 x base salary');
  const unemployment = part(
    'unemployment_insurance',
    unemploymentBase,
    tax.per_accident_insurance,
    unemploymentCap,
    '20 x regional minimum wage',
  );
  const dues = input.union_member ? vnd(Math.min(percentOf(socialBase, tax.per_union_dues), unionCap)) : 0;
  const union_dues = withhold(dues);
  if (union_dues > 0)
    lines.push({
      key: 'union_dues',
      amount: -union_dues,
      rule: 'union member: insured salary x union rate, capped at 10 % of the base salary; not deducted from taxable income',
      figures: { base: socialBase, rate: tax.per_union_dues, cap: unionCap, ...limited(dues, union_dues) },
      settings,
    });
  const e = {
    social: part('employer_social_insurance', socialBase, tax.com_social_insurance, socialCap, '20 x base salary'),
    occupational: part('employer_occupational', socialBase, tax.com_occupation, socialCap, '20 x base salary'),
    health: part('employer_health_insurance', socialBase, tax.com_health_insurance, socialCap, '20 x base salary'),
    unemployment: part(
      'employer_unemployment_insurance',
      unemploymentBase,
      tax.com_accident_insurance,
      unemploymentCap,
      '20 x regional minimum wage',
    ),
    union_fee: part('employer_union_fee', socialBase, tax.com_union_dues, socialCap, '20 x base salary'),
  };
  // The published figure for the employer's social insurance is 17.5 %: the occupational part is shown inside it.
  const employer = {
    ...e,
    social: e.social + e.occupational,
    total: e.social + e.occupational + e.health + e.unemployment + e.union_fee,
  };
  return { lines, social, health, unemployment, union_dues, employer };
}
