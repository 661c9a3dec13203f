import { type DefaultSalaryData, statutoryInForce, type TaxInsuranceData } from '@hr/contracts';
import type { MonthRules, PersonMonthInput } from './types';

/**
 * The built-in statutory settings in force on `date`, as payroll reads them (id null): the engine's tests, the
 * benchmark and the documentation's examples use them; `change` overrides single fields.
 */
export function statutoryRules(
  date: string,
  change: { tax?: Partial<TaxInsuranceData>; salary?: Partial<DefaultSalaryData> } = {},
): MonthRules {
  const tax = statutoryInForce('tax_insurance', date);
  const salary = statutoryInForce('default_salary', date);
  const schedule = statutoryInForce('work_schedule', date);
  return {
    tax_insurance: { id: null, effective_from: tax.effective_from, data: { ...tax.data, ...change.tax } },
    default_salary: { id: null, effective_from: salary.effective_from, data: { ...salary.data, ...change.salary } },
    work_schedule: { id: null, effective_from: schedule.effective_from, data: schedule.data },
  };
}

/** A person paid `salary` a month for the whole of `month`, insured on it, progressive tax, no attendance. */
export function personMonth(month: string, salary: number, over: Partial<PersonMonthInput> = {}): PersonMonthInput {
  return {
    month,
    rules: statutoryRules(month),
    holidays: [],
    pay: [{ effective_date: '2020-01-01', basic_salary: salary, salary_rate: 100, allowances: [] }],
    start_date: null,
    end_date: null,
    days: null,
    untaken_leave_days: 0,
    profile: {
      insured: true,
      contribution_salary: null,
      tax_type: 2,
      dependants: 0,
      union_member: false,
      resident: true,
    },
    region: 1,
    orders: [],
    ...over,
  };
}
