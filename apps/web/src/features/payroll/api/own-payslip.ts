import type { PayrollPerson } from '@hr/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, download } from '../../../lib/api-client';
import { payrollKeys } from './payroll-month';

/** `GET /api/payroll/payslips/{month}`: one's own payslip of a locked month (404 payslip_not_available before). */
export const getOwnPayslip = (month: string) => api<PayrollPerson>(`payroll/payslips/${month}`);

export function useOwnPayslip(month: string) {
  return useQuery({ queryKey: payrollKeys.payslip(month), queryFn: () => getOwnPayslip(month), retry: false });
}

/** `GET /api/payroll/payslips/{month}/pdf`: the same payslip as a PDF, in the interface language. */
export const downloadOwnPayslip = (month: string) => download(`payroll/payslips/${month}/pdf`, `Payslip_${month}.pdf`);

export function useDownloadOwnPayslip() {
  return useMutation({ mutationFn: downloadOwnPayslip });
}
