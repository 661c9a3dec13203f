import type { StaffRow, WorkingStatusBody } from '@hr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceKeys } from './keys';

export const storeWorkingStatus = (userId: number, body: WorkingStatusBody) =>
  api<StaffRow>(`staff-working-status-store/${userId}`, { method: 'POST', body });

/** POST /staff-working-status-store/{id}: one of the four buttons; the list refreshes afterwards. */
export function useStoreWorkingStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: WorkingStatusBody }) => storeWorkingStatus(userId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
