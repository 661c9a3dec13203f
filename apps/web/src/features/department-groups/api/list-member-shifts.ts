import type { MemberShiftListQuery, MemberShiftPage } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupKeys } from './keys';

export const listMemberShifts = (departmentId: number, query: MemberShiftListQuery) =>
  api<MemberShiftPage>(`member_group/member_shift/user_list/${departmentId}`, { query });

export function useMemberShifts(departmentId: number, query: MemberShiftListQuery, enabled: boolean) {
  return useQuery({
    queryKey: groupKeys.assignmentList(departmentId, query),
    queryFn: () => listMemberShifts(departmentId, query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
