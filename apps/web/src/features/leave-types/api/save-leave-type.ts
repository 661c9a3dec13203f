import type { LeaveTypeCreateBody, LeaveTypeDetail, LeaveTypeUpdateBody } from '@hr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leaveTypeKeys } from './keys';

/** `POST /config/management_leave_type` (ours: the specification does not show the create path). */
export const createLeaveType = (body: LeaveTypeCreateBody) =>
  api<LeaveTypeDetail>('config/management_leave_type', { method: 'POST', body });
/** `PUT /config/management_leave_type/{id}` with the full object (also for the status toggle). */
export const updateLeaveType = (id: number, body: LeaveTypeUpdateBody) =>
  api<LeaveTypeDetail>(`config/management_leave_type/${id}`, { method: 'PUT', body });

export function useCreateLeaveType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createLeaveType,
    onSuccess: () => client.invalidateQueries({ queryKey: leaveTypeKeys.all }),
  });
}

export function useUpdateLeaveType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: LeaveTypeUpdateBody }) => updateLeaveType(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: leaveTypeKeys.all }),
  });
}
