import type { PayrollLine } from '@hr/contracts';
import { TAX_TOP } from '@hr/contracts/settings-statutory';
import type { TFunction } from 'i18next';
import { formatDate, formatDecimal, formatMoney, formatRate } from '../../../lib/format';

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
  'due',
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

/** The month's tax brackets as the engine records them ('0-10000000:5% 10000000-30000000:10% ...'), formatted. */
function bracketsText(value: string): string {
  return value
    .split(' ')
    .map((step) => {
      const match = /^(\d+)-(\d*|null):([\d.]+)%$/.exec(step);
      if (!match) return step;
      const [, from, to, rate] = match;
      // The last bracket is open: its top is the settings' stand-in for "no limit".
      const upper = to && to !== 'null' && Number(to) > 0 && Number(to) < TAX_TOP ? formatMoney(Number(to)) : '';
      return `${formatMoney(Number(from))} – ${upper}: ${formatRate(Number(rate))}`.replace(' – :', ' –:');
    })
    .join(' · ');
}

function figureText(key: string, value: number | string): string {
  if (typeof value === 'string') {
    if (key === 'brackets') return bracketsText(value);
    // A date the engine records as the API writes it (an effective date): shown as every date is.
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value) ?? value;
    return value;
  }
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
