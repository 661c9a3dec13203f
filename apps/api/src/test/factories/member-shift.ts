import type { MemberShiftCreateBody } from '@hr/contracts';
import { uniqueFarDay } from './days';

/**
 * A valid shift assignment body (`POST /api/member_group/member_shift/create`): a shift of the department for some
 * of its people. Unless given, one day no other call got (so assignments of one person never overlap).
 */
export function assignmentBody(
  refs: { department_id: number; shift_id: number; user_ids: number[] },
  overrides: Partial<MemberShiftCreateBody> = {},
): MemberShiftCreateBody {
  const day = uniqueFarDay();
  return { start_date: day, end_date: day, ...refs, ...overrides };
}
