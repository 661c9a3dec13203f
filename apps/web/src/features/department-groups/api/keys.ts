import type { MemberGroupMemberQuery, MemberShiftListQuery } from '@hr/contracts';

/** Query keys of this area: invalidating `groups(id)` or `shifts(id)` refreshes everything of that tab. */
export const groupKeys = {
  all: ['department-groups'] as const,
  groups: (departmentId: number) => ['department-groups', departmentId, 'groups'] as const,
  group: (groupId: number) => ['department-groups', 'group', groupId] as const,
  members: (departmentId: number, query: MemberGroupMemberQuery) =>
    ['department-groups', departmentId, 'members', query] as const,
  assignments: (departmentId: number) => ['department-groups', departmentId, 'assignments'] as const,
  assignmentList: (departmentId: number, query: MemberShiftListQuery) =>
    ['department-groups', departmentId, 'assignments', query] as const,
};
