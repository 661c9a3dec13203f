import { ROLES, type RoleId } from './roles';

/**
 * Every permission flag of the product, as `<area>.<action>`. The specification names the flags of the user,
 * department and shift screens; the `view` flags are ours (who may open a list at all). `docs/permissions.md`
 * explains the defaults. Later areas add their flags here and nowhere else.
 */
export const PERMISSIONS = [
  'user.view',
  'user.create',
  'user.update',
  'user.delete',
  'department.view',
  'department.create',
  'department.update',
  'department.delete',
  'department.working_plan_action',
  'shift.view',
  'shift.create',
  'shift.update',
  'shift.delete',
  'setting.view',
  'setting.update',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Where a permission applies: `all` everywhere, `own_department` only for records of the person's own
 * department (a manager planning their own department's shifts).
 */
export type Scope = 'all' | 'own_department';

const ALL: Scope = 'all';
const OWN: Scope = 'own_department';

const everything = Object.fromEntries(PERMISSIONS.map((p) => [p, ALL])) as Record<Permission, Scope>;
const readOrganisation: Partial<Record<Permission, Scope>> = {
  'user.view': ALL,
  'department.view': ALL,
  'shift.view': ALL,
};

/** The one table of who may do what. Absent means refused. */
export const ROLE_PERMISSIONS: Record<RoleId, Partial<Record<Permission, Scope>>> = {
  [ROLES.ICT]: everything,
  [ROLES.HR]: everything,
  [ROLES.DIRECTOR]: { ...readOrganisation, 'department.working_plan_action': ALL, 'setting.view': ALL },
  [ROLES.HEAD_OF_FACTORY]: { ...readOrganisation, 'department.working_plan_action': ALL, 'setting.view': ALL },
  [ROLES.MANAGER]: { ...readOrganisation, 'department.working_plan_action': OWN },
  [ROLES.SUB_MANAGER]: { ...readOrganisation, 'department.working_plan_action': OWN },
  [ROLES.LEADER]: { ...readOrganisation },
  [ROLES.SUB_LEADER]: { ...readOrganisation },
  [ROLES.EMPLOYEE]: {},
};

export function scopeOf(roleId: number, permission: Permission): Scope | undefined {
  return ROLE_PERMISSIONS[roleId as RoleId]?.[permission];
}

export function can(roleId: number, permission: Permission): boolean {
  return scopeOf(roleId, permission) !== undefined;
}

/**
 * The permission object of `GET /auth/user` (specification 000 section 6): `{ user: { create: true, ... }, ... }`.
 * A flag is true when the role holds it in any scope; the server still checks the scope on every call.
 */
export type PermissionObject = Record<string, Record<string, boolean>>;
export function permissionObject(roleId: number): PermissionObject {
  const result: PermissionObject = {};
  for (const permission of PERMISSIONS) {
    const [area, action] = permission.split('.') as [string, string];
    result[area] ??= {};
    result[area][action] = can(roleId, permission);
  }
  return result;
}
