import type { MemberGroupMember, MemberGroupMemberQuery } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupKeys } from './keys';

/** `GET /member_group/department/list_member/{departmentId}`: the department's people with their group (pickers). */
export const listDepartmentMembers = (departmentId: number, query: MemberGroupMemberQuery) =>
  api<MemberGroupMember[]>(`member_group/department/list_member/${departmentId}`, { query });

export function useDepartmentMembers(departmentId: number, query: MemberGroupMemberQuery, enabled = true) {
  return useQuery({
    queryKey: groupKeys.members(departmentId, query),
    queryFn: () => listDepartmentMembers(departmentId, query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
