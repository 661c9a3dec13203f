import type { LeaveTypeRow } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leaveTypeKeys } from './keys';

export const listLeaveTypes = (keyword: string) =>
  api<LeaveTypeRow[]>('config/management_leave_type_list', { query: { keyword } });

export function useLeaveTypeList(keyword: string) {
  return useQuery({
    queryKey: leaveTypeKeys.list(keyword),
    queryFn: () => listLeaveTypes(keyword),
    placeholderData: keepPreviousData,
  });
}
