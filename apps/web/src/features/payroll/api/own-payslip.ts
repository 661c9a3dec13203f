import type { PayrollPerson, PayslipMonths } from '@hr/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { download } from '../../../lib/api-files';
import { payrollKeys } from './payroll-month';

/** `GET /api/payroll/payslips/{month}`: one's own payslip of a locked month (404 payslip_not_available before). */
export const getOwnPayslip = (month: string) => api<PayrollPerson>(`payroll/payslips/${month}`);

/** `GET /api/payroll/payslips`: the months of which one has a payslip, newest first ('YYYY-MM-01'). */
export const getOwnPayslipMonths = () => api<PayslipMonths>('payroll/payslips');

export function useOwnPayslipMonths() {
  return useQuery({ queryKey: payrollKeys.payslipMonths(), queryFn: getOwnPayslipMonths });
}

/** Asked only for a month the months' list offers (`enabled`), so a month without a payslip is not a failed request. */
export function useOwnPayslip(month: string, enabled: boolean) {
  return useQuery({ queryKey: payrollKeys.payslip(month), queryFn: () => getOwnPayslip(month), retry: false, enabled });
}

/** `GET /api/payroll/payslips/{month}/pdf`: the same payslip as a PDF, in the interface language. */
export const downloadOwnPayslip = (month: string) => download(`payroll/payslips/${month}/pdf`, `Payslip_${month}.pdf`);

export function useDownloadOwnPayslip() {
  return useMutation({ mutationFn: downloadOwnPayslip });
}
