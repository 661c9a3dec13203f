import type { Permission } from '@hr/contracts/permissions';
import { ROLE_IDS, ROLE_KEYS, type RoleId } from '@hr/contracts/roles';
import type { CurrentUser } from '@hr/contracts';

/** Whether the person's permission object (from GET /auth/user) holds `area.action`. The server checks again. */
export function hasPermission(user: CurrentUser | undefined, permission: Permission | undefined): boolean {
  if (!permission) return true;
  const [area, action] = permission.split('.') as [string, string];
  return user?.permissions[area]?.[action] === true;
}

/** Every route lists all nine roles (specification 000 section 6); anything else in the role cookie is refused. */
export function isAllowedRole(role: number | undefined): role is RoleId {
  return role !== undefined && (ROLE_IDS as number[]).includes(role);
}

/** The common namespace's key of a gender code (0 unknown, 1 male, 2 female). */
export function genderKey(gender: number): string {
  return `genders.${[0, 1, 2].includes(gender) ? gender : 0}`;
}

export function roleKey(role: number): string {
  return `roles.${ROLE_KEYS[role as RoleId] ?? 'employee'}`;
}
