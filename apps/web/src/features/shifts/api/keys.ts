import type { ShiftListQuery } from '@hr/contracts';

/** Query keys of this area: invalidating `all` refreshes every shift list and the shift pickers (lib/lookups). */
export const shiftKeys = {
  all: ['shifts'] as const,
  list: (query: ShiftListQuery) => ['shifts', 'list', query] as const,
};
