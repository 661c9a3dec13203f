import { type Permission, ROLE_PERMISSIONS, type RoleId } from '@hr/contracts';

/**
 * Gives `role` the flags for the length of `run`, then takes them back: the real table the server reads (the test
 * app runs in this process), for rules that hold only for a role the defaults do not have (an editor without pay).
 */
export async function withFlags<T>(role: RoleId, flags: Permission[], run: () => Promise<T>): Promise<T> {
  const table = ROLE_PERMISSIONS[role];
  const before = flags.map((flag) => [flag, table[flag]] as const);
  for (const flag of flags) table[flag] = 'all';
  try {
    return await run();
  } finally {
    for (const [flag, scope] of before) if (scope === undefined) delete table[flag];
  }
}
