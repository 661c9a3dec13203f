/** Roles of the product (shared enumerations, specification 000 section 3). */
export const ROLES = {
  ICT: 1,
  HR: 2,
  DIRECTOR: 3,
  HEAD_OF_FACTORY: 4,
  MANAGER: 5,
  SUB_MANAGER: 6,
  LEADER: 7,
  SUB_LEADER: 8,
  EMPLOYEE: 9,
  /**
   * A reception tablet's account (the specification's school_receptionist and school_attender): it only checks people
   * in and out at /checkinout (flag attendance.kiosk) and reads nothing else.
   */
  KIOSK: 10,
} as const;
export type RoleId = (typeof ROLES)[keyof typeof ROLES];
export const ROLE_IDS = Object.values(ROLES) as RoleId[];
/** Translation key suffix of each role (`roles.<key>`). */
export const ROLE_KEYS: Record<RoleId, string> = {
  1: 'ict',
  2: 'hr',
  3: 'director',
  4: 'head_of_factory',
  5: 'manager',
  6: 'sub_manager',
  7: 'leader',
  8: 'sub_leader',
  9: 'employee',
  10: 'kiosk',
};
export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'number' && (ROLE_IDS as number[]).includes(value);
}

export const GENDERS = { UNKNOWN: 0, MALE: 1, FEMALE: 2 } as const;
export type Gender = (typeof GENDERS)[keyof typeof GENDERS];
