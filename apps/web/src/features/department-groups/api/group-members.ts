import type { DepartmentGroupMembers } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupKeys } from './keys';

/** `GET /department_group/group/list_member/{id}`: the group with its members (detail dialog and edit form). */
export const getGroupMembers = (groupId: number) =>
  api<DepartmentGroupMembers>(`department_group/group/list_member/${groupId}`);

export function useGroupMembers(groupId: number | undefined) {
  return useQuery({
    queryKey: groupKeys.group(groupId ?? 0),
    queryFn: () => getGroupMembers(groupId ?? 0),
    enabled: groupId !== undefined,
  });
}
