import type { PayrollExportBody } from '@hr/contracts';
import { useMutation } from '@tanstack/react-query';
import { startJob } from '../../../lib/jobs';

/** `POST /api/payroll/exports`: the month's payroll or the bank transfer sheet, as a job; answers its id. */
export const exportPayroll = (body: PayrollExportBody) => startJob('payroll/exports', { body });

export function useExportPayroll() {
  return useMutation({ mutationFn: exportPayroll });
}
