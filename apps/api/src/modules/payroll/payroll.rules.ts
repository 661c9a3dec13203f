import { formatApiMonth } from '@hr/contracts';
import { AppError } from '../../lib/errors';
import type { MonthRules } from './engine/types';

/**
 * Refuses (422 `payroll_month_before_settings`) a month that begins before a version of each of the three settings
 * is in force: the settings answer their first version for earlier dates, whose figures (base salary, minimum wages,
 * brackets) are not that month's law. The calculator and the run both ask it (docs/payroll.md "Months before the
 * settings").
 */
export function assertRulesCover(rules: MonthRules, month: string) {
  const first = [rules.tax_insurance, rules.default_salary, rules.work_schedule]
    .map((v) => v.effective_from)
    .reduce((a, b) => (a > b ? a : b));
  if (first > month)
    throw new AppError(422, 'payroll_month_before_settings', 'errors.payroll_month_before_settings', {
      month: formatApiMonth(month),
      date: first,
    });
}
