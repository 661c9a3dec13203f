import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payrollDataKeys } from './keys';

/** `DELETE /shift_change/delete/{id}`. */
export const deleteShiftChange = (id: number) => api<null>(`shift_change/delete/${id}`, { method: 'DELETE' });

export function useDeleteShiftChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteShiftChange,
    onSettled: () => client.invalidateQueries({ queryKey: payrollDataKeys.shiftChanges }),
  });
}
