import type { SalaryComponentListQuery } from '@hr/contracts';

/** Query keys of this area: invalidating `all` refreshes every component list. */
export const salaryComponentKeys = {
  all: ['salary-components'] as const,
  list: (query: SalaryComponentListQuery) => ['salary-components', 'list', query] as const,
  departments: ['salary-components', 'departments'] as const,
};
