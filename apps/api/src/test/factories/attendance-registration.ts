import type { WorkingPlanEntry, WorkingStatusBody } from '@hr/contracts';
import { futureDay } from './days';

/** A valid working-plan item (`POST /api/staff-working-plan-store`): a part-day leave `inDays` days from today. */
export function planEntry(overrides: Partial<WorkingPlanEntry> = {}, inDays = 1): WorkingPlanEntry {
  const date = futureDay(inDays);
  return {
    working_plan_type_id: 1,
    start_date: date,
    start_time: '08:00',
    end_date: date,
    end_time: '12:00',
    location_of_plan: 'home',
    reason: 'personal',
    ...overrides,
  };
}

/** A whole-day item (annual leave, type 4) from `from` to `to`. */
export function wholeDayEntry(from: string, to = from, type = 4): WorkingPlanEntry {
  return { working_plan_type_id: type, start_date: from, end_date: to, location_of_plan: null, reason: 'family' };
}

/** A working-status body (`POST /api/staff-working-status-store/{id}`) for a button code 1 to 4 of section 4. */
export function statusBody(checkin_date: string, button: 1 | 2 | 3 | 4): WorkingStatusBody {
  if (button === 1) return { checkin_date, is_late_checkin: 1 };
  if (button === 2) return { checkin_date, is_early_checkout: 1 };
  return { checkin_date, break_status: button === 3 ? 1 : 2 };
}
