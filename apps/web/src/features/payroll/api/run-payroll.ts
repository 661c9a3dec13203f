import { useMutation } from '@tanstack/react-query';
import { startJob } from '../../../lib/jobs';

/** `POST /api/payroll/runs`: runs the month as a job, for the company or some departments; answers its id. */
export const runPayroll = ({ month, departmentIds }: { month: string; departmentIds: number[] }) =>
  startJob('payroll/runs', { body: { month, department_ids: departmentIds.length > 0 ? departmentIds : null } });

export function useRunPayroll() {
  return useMutation({ mutationFn: runPayroll });
}
