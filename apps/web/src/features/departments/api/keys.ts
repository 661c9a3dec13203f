import type { DepartmentListQuery, WorkingPlanListQuery } from '@hr/contracts';

/** Query keys of this area: invalidating `all` refreshes every department list, detail and picker. */
export const departmentKeys = {
  all: ['departments'] as const,
  list: (query: DepartmentListQuery) => ['departments', 'list', query] as const,
  detail: (id: number) => ['departments', 'detail', id] as const,
  types: ['departments', 'types'] as const,
  shiftOptions: ['departments', 'shift-options'] as const,
  shifts: (id: number) => ['departments', id, 'shifts'] as const,
  users: (id: number, q: string) => ['departments', id, 'users', q] as const,
  plans: (id: number) => ['departments', id, 'working-plans'] as const,
  planList: (id: number, query: WorkingPlanListQuery) => ['departments', id, 'working-plans', query] as const,
};
