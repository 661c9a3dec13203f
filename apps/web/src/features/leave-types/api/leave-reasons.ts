import type { LeaveReason, LeaveReasonCreateBody, LeaveReasonUpdateBody } from '@hr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leaveTypeKeys } from './keys';

export const createLeaveReason = (body: LeaveReasonCreateBody) =>
  api<LeaveReason>('config/leave_type_item', { method: 'POST', body });
export const updateLeaveReason = (id: number, body: LeaveReasonUpdateBody) =>
  api<LeaveReason>(`config/leave_type_item/${id}`, { method: 'PUT', body });
export const deleteLeaveReason = (id: number) => api<null>(`config/leave_type_item/${id}`, { method: 'DELETE' });

/** Add (no id), edit or delete a reason of a saved leave type; the type's queries are refreshed afterwards. */
export function useLeaveReasonMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: leaveTypeKeys.all });
  return {
    create: useMutation({ mutationFn: createLeaveReason, onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: LeaveReasonUpdateBody }) => updateLeaveReason(id, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: deleteLeaveReason, onSuccess: refresh }),
  };
}
