import type { UserListQuery } from '@hr/contracts';

/**
 * Query keys of staff records. They sit under the user list's root (`users`): one `users` table, so saving a person
 * here refreshes the user list and its details too, and the other way round.
 */
export const staffKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => ['users', 'staff-list', query] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
  payHistory: (id: number) => ['users', 'detail', id, 'pay-history'] as const,
  taxHistory: (id: number) => ['users', 'detail', id, 'tax-history'] as const,
  changeLog: (id: number) => ['users', 'detail', id, 'change-log'] as const,
  histories: (userId: number) => ['users', 'detail', userId, 'histories'] as const,
  history: (historyId: number) => ['users', 'history', historyId] as const,
  spouses: (keyword: string) => ['users', 'spouse-search', keyword] as const,
};
