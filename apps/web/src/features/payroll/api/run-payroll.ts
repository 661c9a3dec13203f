import { useMutation } from '@tanstack/react-query';
import { startJob } from '../../../lib/jobs';

/** `POST /api/payroll/runs`: runs the month as a job; answers its id. */
export const runPayroll = (month: string) => startJob('payroll/runs', { body: { month } });

export function useRunPayroll() {
  return useMutation({ mutationFn: runPayroll });
}
