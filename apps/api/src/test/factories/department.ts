import type { DepartmentBody } from '@hr/contracts';
import { tag } from './sequence';

/** A valid department body (`POST /api/departments`); the type and shift groups name rows the test made. */
export function departmentBody(
  refs: { department_type_id: number; shift_ids: number[] },
  overrides: Partial<DepartmentBody> = {},
): DepartmentBody {
  const code = `D${tag()}`;
  return { department_id: code, name: `Department ${code}`, ...refs, ...overrides } as DepartmentBody;
}

/** A department's row for the database. */
export function departmentRow(overrides: { department_id?: string; name?: string } = {}) {
  const code = `X${tag()}`;
  return { department_id: code, name: `Department ${code}`, ...overrides };
}
