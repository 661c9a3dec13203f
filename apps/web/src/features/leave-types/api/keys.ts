/** Query keys of this area: invalidating `all` refreshes every leave type list and detail. */
export const leaveTypeKeys = {
  all: ['leave-types'] as const,
  list: (keyword: string) => ['leave-types', 'list', keyword] as const,
  detail: (id: number) => ['leave-types', 'detail', id] as const,
};
