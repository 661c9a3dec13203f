import type { PayrollLine } from '@hr/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { howText } from './line-text';

// The label of a figure is its key here: the test is about the values' formats.
const t = ((key: string) => key.replace('run.figures.', '')) as unknown as TFunction;
const line = (figures: PayrollLine['figures']) =>
  ({ key: 'x', amount: 0, rule: '', figures }) as unknown as PayrollLine;

describe('a payroll line explained', () => {
  it('shows dates, money, rates and the tax brackets in the one display format of each', () => {
    expect(howText(t, line({ from: '2021-07-21', basic_salary: 12_000_000, salary_rate: 80.5 }))).toBe(
      'from 2021/07/21 · basic_salary 12.000.000 VND · salary_rate 80,5%',
    );
    expect(howText(t, line({ brackets: '0-10000000:5% 10000000-30000000:10% 30000000-999999999:20%' }))).toBe(
      'brackets 0 VND – 10.000.000 VND: 5% · 10.000.000 VND – 30.000.000 VND: 10% · 30.000.000 VND –: 20%',
    );
  });
});
