import type { UserListQuery } from '@hr/contracts';

/** Query keys of this area: invalidating `all` refreshes every user list and detail. */
export const userKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => ['users', 'list', query] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
};
