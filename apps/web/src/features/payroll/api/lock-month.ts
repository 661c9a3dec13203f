import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payrollKeys } from './payroll-month';

/** `POST /api/payroll/locks` or `DELETE /api/payroll/locks/{month}`. */
export const setMonthLock = ({ month, locked }: { month: string; locked: boolean }) =>
  locked
    ? api('payroll/locks', { method: 'POST', body: { month } })
    : api(`payroll/locks/${month}`, { method: 'DELETE' });

export function useSetMonthLock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setMonthLock,
    onSuccess: () => client.invalidateQueries({ queryKey: payrollKeys.all }),
  });
}
