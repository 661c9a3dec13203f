import { ROLES, type RoleId, type UserCreateBody } from '@hr/contracts';
import { next, tag } from './sequence';

/**
 * People (the `users` table): one valid person for the API (`personBody`) and one row for the database
 * (`personRow`), each unique in staff ID, user name, e-mail and phone. Module tests, the write fuzz's valid cases
 * and the browser tests' seeding (e2e/support/db.ts) all start from these.
 */

/** A valid `POST /api/users` body; `department_id` and `shift_id` name rows the test made. */
export function personBody(
  refs: { department_id: number; shift_id: number },
  overrides: Partial<UserCreateBody> = {},
): UserCreateBody {
  const code = `F${tag()}`;
  return {
    alias_id: code,
    first_name: 'Test',
    last_name: `Person ${code}`,
    role_id: ROLES.EMPLOYEE,
    department_id: refs.department_id,
    shift_id: refs.shift_id,
    gender: 1,
    email: `${code.toLowerCase()}@example.test`,
    avatar: '',
    ...overrides,
  } as UserCreateBody;
}

/** The columns of one person's row (no password: the caller hashes one when the person must sign in). */
export type PersonRow = {
  alias_id: string;
  username: string;
  email: string | null;
  first_name: string;
  last_name: string;
  full_name: string;
  role_id: RoleId;
  phone_number: string | null;
};

export function personRow(overrides: Partial<PersonRow> & { role_id: RoleId }): PersonRow {
  const n = next();
  const code = `T${String(n).padStart(5, '0')}`;
  const first = overrides.first_name ?? 'Test';
  const last = overrides.last_name ?? `Person${n}`;
  return {
    alias_id: code,
    username: `person${n}`,
    email: `person${n}@example.test`,
    phone_number: null,
    ...overrides,
    first_name: first,
    last_name: last,
    full_name: overrides.full_name ?? `${first} ${last}`,
  };
}

/** A phone number no other factory call made (phone numbers are unique: duplicate_phone_number). */
export const phoneNumber = () => `09${String(next()).padStart(8, '0')}`;
