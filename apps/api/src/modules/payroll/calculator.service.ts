import { type CalculatorParsed, type CalculatorResult, formatApiMonth } from '@hr/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { cachedRules } from '../settings/settings.api';
import { type CalculatorFigures, calculateFromGross, standardHours } from './engine/calculator';
import { grossFromNet } from './engine/gross-from-net';
import type { MonthRules, PayResult } from './engine/types';
import { assertRulesCover } from './payroll.rules';

/**
 * The gross-net calculator (`POST /api/payroll/calculate`): the run's own engine on the figures given, under the
 * settings versions in force on the first day of the month asked. It reads nobody's data.
 */
export function calculatorService(db: Executor) {
  return {
    async calculate(body: CalculatorParsed): Promise<CalculatorResult> {
      // The month's versions from memory: one statement (the settings' stamp) unless a save changed them.
      const rules: MonthRules = (await cachedRules(db)).inForce(body.month);
      assertRulesCover(rules, body.month);
      const figures: Omit<CalculatorFigures, 'salary'> = {
        month: body.month,
        rules,
        insurance_salary: body.insurance_salary ?? null,
        dependants: body.dependants,
        region: body.region ?? rules.tax_insurance.data.company_region,
        tax_type: body.tax_type,
        insured: body.insured,
        union_member: body.union_member,
        overtime: body.overtime,
        standard_hours: body.standard_hours ?? null,
      };
      let result: PayResult;
      let exact = true;
      if (body.direction === 'gross_to_net') result = calculateFromGross({ ...figures, salary: body.amount });
      else {
        const found = grossFromNet(body.amount, figures);
        if (!found)
          throw new AppError(422, 'net_unreachable', 'errors.net_unreachable', { month: formatApiMonth(body.month) });
        ({ result, exact } = found);
      }
      const ref = (v: { id: number | null; effective_from: string }) => ({
        id: v.id,
        effective_from: v.effective_from,
      });
      return {
        month: body.month,
        direction: body.direction,
        exact,
        salary: result.base_pay,
        overtime_pay: result.overtime_pay,
        gross: result.gross,
        social_insurance: result.social_insurance,
        health_insurance: result.health_insurance,
        unemployment_insurance: result.unemployment_insurance,
        employee_insurance: result.employee_insurance,
        union_dues: result.union_dues,
        taxable_gross: result.taxable_gross,
        family_deductions: result.family_deductions,
        taxable_income: result.taxable_income,
        income_tax: result.income_tax,
        net: result.net,
        employer: result.employer,
        region: figures.region,
        standard_hours: standardHours(figures),
        settings: {
          tax_insurance: ref(rules.tax_insurance),
          default_salary: ref(rules.default_salary),
          work_schedule: ref(rules.work_schedule),
        },
        lines: result.lines.map((l) => ({ ...l, settings: l.settings ?? null })),
      };
    },
  };
}
export type CalculatorService = ReturnType<typeof calculatorService>;
