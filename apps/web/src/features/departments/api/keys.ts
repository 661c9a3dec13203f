import type { DepartmentListQuery, WorkingPlanListQuery } from '@hr/contracts';

/** Query keys of this area (detail and pickers: lib/lookups/keys.ts, under the same root, so `all` refreshes them). */
export const departmentKeys = {
  all: ['departments'] as const,
  list: (query: DepartmentListQuery) => ['departments', 'list', query] as const,
  plans: (id: number) => ['departments', id, 'working-plans'] as const,
  planList: (id: number, query: WorkingPlanListQuery) => ['departments', id, 'working-plans', query] as const,
};
