import type { WorkingPlanBody } from '@hr/contracts';
import { uniqueFarDay } from './days';

/**
 * A valid work plan body (`POST /api/departments/:id/working-plans`); the shift and people name rows of the
 * department. Unless given, the date is one no other call got (one plan per shift and date).
 */
export function workingPlanBody(
  refs: { shift_id: number; user_ids: number[] },
  overrides: Partial<WorkingPlanBody> = {},
): WorkingPlanBody {
  return { date: uniqueFarDay(), ...refs, ...overrides };
}
