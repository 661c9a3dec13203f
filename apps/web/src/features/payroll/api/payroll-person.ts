import type { PayrollPerson } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payrollKeys } from './payroll-month';

/** `GET /api/payroll/people/{id}?month=`: every line of a person's month with its rule and settings version. */
export const getPayrollPerson = (month: string, id: number) =>
  api<PayrollPerson>(`payroll/people/${id}`, { query: { month } });

export function usePayrollPerson(month: string, id: number | undefined) {
  return useQuery({
    queryKey: payrollKeys.person(month, id ?? 0),
    queryFn: () => getPayrollPerson(month, id as number),
    enabled: id !== undefined,
  });
}
