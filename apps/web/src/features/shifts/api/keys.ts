import type { ShiftListQuery } from '@hr/contracts';

/** Query keys of this area: invalidating `all` refreshes every shift list and picker. */
export const shiftKeys = {
  all: ['shifts'] as const,
  list: (query: ShiftListQuery) => ['shifts', 'list', query] as const,
  options: ['shifts', 'options'] as const,
};
