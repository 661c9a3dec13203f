import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leaveTypeKeys } from './keys';

export const deleteLeaveType = (id: number) => api<null>(`config/management_leave_type/${id}`, { method: 'DELETE' });

export function useDeleteLeaveType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLeaveType,
    onSuccess: () => client.invalidateQueries({ queryKey: leaveTypeKeys.all }),
  });
}
