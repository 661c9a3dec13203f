import type { TimekeepingPersonQuery, TimekeepingQuery } from '@hr/contracts';

/** Query keys of timekeeping and reports. */
export const timekeepingKeys = {
  all: ['timekeeping'] as const,
  list: (query: TimekeepingQuery) => ['timekeeping', 'list', query] as const,
  person: (id: number, query: TimekeepingPersonQuery) => ['timekeeping', 'person', id, query] as const,
  reportOptions: ['timekeeping', 'report-options'] as const,
};
