import type { PayrollRow } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Paged } from '../../../lib/paged';

export type PayrollMonthAnswer = {
  month: string;
  locked: boolean;
  runs: {
    id: number;
    people: number;
    gross: number;
    net: number;
    created_at: string;
    department_ids: number[] | null;
  }[];
  totals: {
    department_id: number | null;
    department_name: string | null;
    people: number;
    gross: number;
    employee_insurance: number;
    income_tax: number;
    net: number;
    employer_total: number;
  }[];
  list: Paged<PayrollRow>;
};

export const payrollKeys = {
  all: ['payroll'] as const,
  month: (month: string, page: number, filter: PayrollFilter) => ['payroll', 'month', month, page, filter] as const,
  person: (month: string, id: number) => ['payroll', 'person', month, id] as const,
  payslip: (month: string) => ['payroll', 'payslip', month] as const,
  payslipMonths: () => ['payroll', 'payslip-months'] as const,
};

/** The people table's filters: a staff ID or name, a department. */
export type PayrollFilter = { keyword?: string | undefined; department_id?: string | undefined };

/** `GET /api/payroll?month=YYYY-MM`: the month's current results (paged, filtered), totals by department, runs, lock. */
export const getPayrollMonth = (month: string, page: number, filter: PayrollFilter = {}) =>
  api<PayrollMonthAnswer>('payroll', { query: { month, page, ...filter } });

export function usePayrollMonth(month: string, page: number, filter: PayrollFilter = {}) {
  return useQuery({
    queryKey: payrollKeys.month(month, page, filter),
    queryFn: () => getPayrollMonth(month, page, filter),
    placeholderData: keepPreviousData,
  });
}
