/**
 * One query key per lookup call, shared by every screen. The keys sit under the roots the areas invalidate
 * (`shifts`, `departments`), so saving a shift group or a department refreshes every picker showing it.
 */
export const lookupKeys = {
  shifts: ['shifts', 'options'] as const,
  departments: ['departments', 'options'] as const,
  departmentTypes: ['departments', 'types'] as const,
  department: (id: number) => ['departments', 'detail', id] as const,
  departmentShifts: (id: number) => ['departments', id, 'shifts'] as const,
  departmentUsers: (id: number, q: string) => ['departments', id, 'users', q] as const,
  currentUser: ['auth', 'user'] as const,
};

/** A shift group changed: every shift picker, the department's own shift lists included, is refreshed. */
export const isShiftPicker = ({ queryKey }: { queryKey: readonly unknown[] }) =>
  (queryKey[0] === 'shifts' && queryKey[1] === 'options') ||
  (queryKey[0] === 'departments' && queryKey[2] === 'shifts');

/**
 * A person changed (saved or deleted): every person picker is refreshed, the department's people lists
 * (`departments/{id}/users`, `member_group/department/list_member/{id}`) and the department counts with them.
 */
export const isPersonPicker = ({ queryKey }: { queryKey: readonly unknown[] }) =>
  (queryKey[0] === 'departments' && (queryKey[2] === 'users' || queryKey[1] === 'list' || queryKey[1] === 'detail')) ||
  (queryKey[0] === 'department-groups' && queryKey[2] === 'members');
