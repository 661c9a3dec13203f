import type { TaxInsuranceData, TaxStep } from '@hr/contracts';
import { percentOf, vnd } from './rounding';
import type { Line } from './types';

/**
 * Progressive tax: each part of the income at its bracket's rate, unrounded. The last bracket has no upper bound
 * (the law's "above"), whatever top a stored version gives it.
 */
export function progressiveTax(income: number, steps: TaxStep[]): number {
  let tax = 0;
  const sorted = [...steps].sort((a, b) => a.order - b.order);
  for (const [i, s] of sorted.entries()) {
    if (income <= s.from_salary) break;
    const top = i === sorted.length - 1 || s.to_salary === null ? income : Math.min(income, s.to_salary);
    tax += percentOf(top - s.from_salary, s.rate_of_tax);
  }
  return tax;
}

export type TaxInput = {
  /** TAX_TYPES: 1 exempt, 2 progressive, 3 flat 10 %, 4 flat 20 %. */
  tax_type: 1 | 2 | 3 | 4;
  resident: boolean;
  /** Everything paid in the month (the flat 10 % threshold compares this). */
  gross: number;
  taxable_gross: number;
  employee_insurance: number;
  dependants: number;
};

export type IncomeTax = { lines: Line[]; family_deductions: number; taxable_income: number; income_tax: number };

export const FLAT_RATE = 10;
export const NON_RESIDENT_RATE = 20;

/**
 * Personal income tax by the person's tax type: exempt; progressive on taxable income (taxable gross - employee
 * insurance - family deductions, not below 0) with the month's brackets; a flat 10 % of the taxable gross when the
 * payment reaches the dated threshold; 20 % of the taxable gross for non-residents (type 4 or not resident), with
 * no deductions.
 */
export function incomeTax(input: TaxInput, tax: TaxInsuranceData, settings: string): IncomeTax {
  const type = input.tax_type !== 1 && !input.resident ? 4 : input.tax_type;
  if (type === 1)
    return {
      lines: [{ key: 'income_tax', amount: 0, rule: 'tax type: exempt', figures: {}, settings }],
      family_deductions: 0,
      taxable_income: 0,
      income_tax: 0,
    };
  if (type === 3 || type === 4) {
    const rate = type === 3 ? FLAT_RATE : NON_RESIDENT_RATE;
    const below = type === 3 && input.gross < tax.flat_tax_threshold;
    const income_tax = below ? 0 : vnd(percentOf(input.taxable_gross, rate));
    return {
      lines: [
        {
          key: 'income_tax',
          amount: -income_tax,
          rule:
            type === 3
              ? below
                ? 'flat 10 %: payment below the threshold, no tax'
                : 'flat 10 % of the taxable gross (payment at or above the threshold)'
              : 'non-resident: 20 % of the taxable gross, no deductions',
          figures: {
            taxable_gross: input.taxable_gross,
            rate,
            ...(type === 3 ? { threshold: tax.flat_tax_threshold } : {}),
          },
          settings,
        },
      ],
      family_deductions: 0,
      taxable_income: input.taxable_gross,
      income_tax,
    };
  }
  const family_deductions = tax.personal_allowance + input.dependants * tax.dependent_allowance;
  const taxable_income = Math.max(0, input.taxable_gross - input.employee_insurance - family_deductions);
  const income_tax = vnd(progressiveTax(taxable_income, tax.config_progressive_tax_schedule));
  return {
    lines: [
      {
        key: 'family_deductions',
        amount: family_deductions,
        rule: 'personal allowance + dependants x dependant allowance',
        figures: {
          personal_allowance: tax.personal_allowance,
          dependants: input.dependants,
          dependent_allowance: tax.dependent_allowance,
        },
        settings,
      },
      {
        key: 'taxable_income',
        amount: taxable_income,
        rule: 'taxable gross - employee insurance - family deductions, not below 0',
        figures: { taxable_gross: input.taxable_gross, employee_insurance: input.employee_insurance },
        settings,
      },
      {
        key: 'income_tax',
        amount: -income_tax,
        rule: 'progressive brackets of the month on the taxable income',
        figures: {
          // The last bracket is open: no top is written for it.
          brackets: [...tax.config_progressive_tax_schedule]
            .sort((a, b) => a.order - b.order)
            .map((s, i, all) => `${s.from_salary}-${i === all.length - 1 ? '' : (s.to_salary ?? '')}:${s.rate_of_tax}%`)
            .join(' '),
        },
        settings,
      },
    ],
    family_deductions,
    taxable_income,
    income_tax,
  };
}
