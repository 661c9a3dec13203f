import type { AllowancePay } from './allowances';
import type { BasePay } from './base-pay';
import { incomeTax } from './income-tax';
import { type InsuranceInput, insurance } from './insurance';
import type { OrdersPay } from './orders';
import type { OvertimePay } from './overtime';
import { versionTag } from './rounding';
import type { Line, MonthRules, PayResult, TaxProfileInput } from './types';

export type Earnings = {
  month: string;
  rules: MonthRules;
  base: BasePay;
  allowances: AllowancePay;
  overtime: OvertimePay;
  orders: OrdersPay;
  insurance: Omit<InsuranceInput, 'earned' | 'payable'>;
  profile: TaxProfileInput;
};

/**
 * From the month's earnings to net pay: gross, employee insurance and union dues, income tax, deductions.
 * net = gross - employee insurance - union dues - income tax - deductions. Nothing is withheld beyond what the month
 * pays: insurance and union dues (insurance.ts), then income tax, then deduction orders are each taken only up to
 * what is left, the rest shown on their lines (docs/payroll.md "Withholding"), so net is never below 0.
 */
export function assemble(e: Earnings): PayResult {
  const tax = e.rules.tax_insurance;
  const tag = versionTag('tax_insurance', tax);
  const { base, allowances, overtime, orders } = e;
  const gross = base.base_pay + base.untaken_leave_pay + allowances.pay + overtime.pay + orders.bonuses;
  const taxable_gross = Math.max(
    0,
    base.base_pay +
      base.untaken_leave_pay +
      allowances.taxable +
      overtime.taxable +
      orders.taxable -
      base.late_deduction,
  );
  const ins = insurance({ ...e.insurance, earned: gross, payable: gross - base.late_deduction }, tax.data, tag);
  const employee_insurance = ins.social + ins.health + ins.unemployment;
  const it = incomeTax(
    {
      tax_type: e.profile.tax_type,
      resident: e.profile.resident,
      gross,
      taxable_gross,
      employee_insurance,
      dependants: e.profile.dependants,
    },
    tax.data,
    tag,
  );
  // Income tax is withheld from what the month still pays; beyond it the tax is due but not withheld (its line says).
  const afterInsurance = Math.max(0, gross - base.late_deduction - employee_insurance - ins.union_dues);
  const income_tax = Math.min(it.income_tax, afterInsurance);
  const taxLines =
    income_tax === it.income_tax
      ? it.lines
      : it.lines.map((l) =>
          l.key === 'income_tax'
            ? {
                ...l,
                amount: -income_tax,
                rule: `${l.rule}; withheld only up to the pay left`,
                figures: { ...l.figures, due: it.income_tax },
              }
            : l,
        );
  const beforeOrders = afterInsurance - income_tax;
  const order_deductions = Math.min(orders.deductions, Math.max(0, beforeOrders));
  const lines: Line[] = [
    ...base.lines,
    ...allowances.lines,
    ...overtime.lines,
    ...orders.lines,
    { key: 'gross', amount: gross, rule: 'base pay + untaken leave + allowances + overtime + bonuses', figures: {} },
    {
      key: 'taxable_gross',
      amount: taxable_gross,
      rule: 'gross - exempt parts (overtime, allowances, bonuses) - late deduction',
      figures: {},
    },
    ...ins.lines,
    ...taxLines,
  ];
  if (order_deductions < orders.deductions)
    lines.push({
      key: 'deduction_limited',
      amount: order_deductions - orders.deductions,
      rule: 'deduction orders taken only up to the pay left after insurance and tax',
      figures: { ordered: orders.deductions, taken: order_deductions },
    });
  const deductions = base.late_deduction + order_deductions;
  const net = gross - employee_insurance - ins.union_dues - income_tax - deductions;
  lines.push({
    key: 'net',
    amount: net,
    rule: 'gross - employee insurance - union dues - income tax - deductions',
    figures: {},
  });
  return {
    month: e.month,
    base_pay: base.base_pay,
    allowances: allowances.pay,
    overtime_pay: overtime.pay,
    bonuses: orders.bonuses,
    untaken_leave_pay: base.untaken_leave_pay,
    gross,
    social_insurance: ins.social,
    health_insurance: ins.health,
    unemployment_insurance: ins.unemployment,
    employee_insurance,
    union_dues: ins.union_dues,
    taxable_gross,
    family_deductions: it.family_deductions,
    taxable_income: it.taxable_income,
    income_tax,
    late_deduction: base.late_deduction,
    order_deductions,
    deductions,
    net,
    employer: ins.employer,
    lines,
  };
}
