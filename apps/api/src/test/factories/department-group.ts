import type { DepartmentGroupBody } from '@hr/contracts';
import { tag } from './sequence';

/**
 * A valid department group body (`POST /api/department_group/create`), unique in code and name; the members are
 * people of the department, and the first of them leads the group unless told.
 */
export function departmentGroupBody(
  refs: { department_id: number; members: number[] },
  overrides: Partial<DepartmentGroupBody> & { confirm_move?: boolean } = {},
): DepartmentGroupBody {
  // Two letters before the counter: a code has at least 3 characters.
  const code = `GR${tag()}`;
  return { group_code: code, group_name: `Group ${code}`, group_leader: refs.members[0]!, ...refs, ...overrides };
}

/** A department group's row for the database; `group_leader` is a person of the department. */
export function departmentGroupRow(
  refs: { department_id: number; group_leader: number },
  overrides: { group_code?: string; group_name?: string } = {},
) {
  const code = `GR${tag()}`;
  return { group_code: code, group_name: `Group ${code}`, ...refs, ...overrides };
}
