import type { OverviewPeopleQuery, OverviewQuery, StaffsQuery } from '@hr/contracts';

/** Query keys of this area: invalidating `all` refreshes the list, the plans and the overview. */
export const attendanceKeys = {
  all: ['attendance'] as const,
  staffs: (query: StaffsQuery) => ['attendance', 'staffs', query] as const,
  plans: (userId: number, date: string) => ['attendance', 'plans', userId, date] as const,
  config: ['attendance', 'plan-config'] as const,
  overview: (query: OverviewQuery) => ['attendance', 'overview', query] as const,
  overviewPeople: (query: OverviewPeopleQuery) => ['attendance', 'overview', 'people', query] as const,
};
