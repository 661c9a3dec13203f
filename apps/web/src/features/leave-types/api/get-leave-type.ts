import type { LeaveTypeDetail } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leaveTypeKeys } from './keys';

export const getLeaveType = (id: number) => api<LeaveTypeDetail>(`config/management_leave_type/${id}`);

export function useLeaveType(id: number | undefined) {
  return useQuery({
    queryKey: leaveTypeKeys.detail(id ?? 0),
    queryFn: () => getLeaveType(id as number),
    enabled: id !== undefined,
    retry: false,
  });
}
