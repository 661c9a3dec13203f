import type { PayrollLine } from '@hr/contracts';
import type { TFunction } from 'i18next';
import { formatDecimal, formatMoney, formatRate } from '../../../lib/format';

/** Figures that are money, and those that are rates, in a line's explanation. */
const MONEY = new Set([
  'basic_salary',
  'base',
  'cap',
  'floor',
  'salary',
  'per_day',
  'per_month',
  'taxable',
  'taxable_gross',
  'employee_insurance',
  'personal_allowance',
  'dependent_allowance',
  'tax_free_amount',
  'threshold',
  'hourly_wage',
  'exempt_limit',
  'ordered',
  'taken',
]);
const RATES = new Set(['salary_rate', 'rate', 'benefit_rate', 'rate_of_taxation']);

/** A payroll line's item as the screens name it (the payroll detail and the payslip). */
export function lineLabel(t: TFunction, line: PayrollLine): string {
  const name = String(line.figures.name ?? '');
  if (line.key.startsWith('overtime_'))
    return t('run.lines.overtime', { type: t(`calculator.overtime_types.${line.key.slice(9)}`) });
  if (line.key.startsWith('allowance_')) return t('run.lines.allowance', { name });
  if (line.key === 'bonus' || line.key === 'deduction') return t(`run.lines.${line.key}`, { name });
  return t(`run.lines.${line.key}`);
}

function figureText(key: string, value: number | string): string {
  if (typeof value === 'string') return value;
  if (MONEY.has(key)) return formatMoney(value) ?? '';
  if (RATES.has(key)) return formatRate(value) ?? '';
  return formatDecimal(value) ?? '';
}

/** How a line was reached, in words: its figures named and formatted (days, hours, rates, bases). */
export function howText(t: TFunction, line: PayrollLine): string {
  return Object.entries(line.figures)
    .filter(([key]) => key !== 'name')
    .map(([key, value]) => `${t(`run.figures.${key}`, { defaultValue: key })} ${figureText(key, value)}`)
    .join(' · ');
}
