import type { ShiftBody } from '@hr/contracts';
import { next, tag } from './sequence';

const clock = (minutes: number) => {
  const minute = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
};

/**
 * Working hours no other call made: two shift groups never share their check-in and check-out times
 * (has_conflict_time_shift). The check-in may be given; the length comes from the counter (1 to 1439 minutes,
 * never zero; 1439 is prime, so 1438 calls in a row each get a length of their own).
 */
export function distinctHours(checkinMinute = 8 * 60) {
  const length = ((next() * 7) % 1439) + 1;
  return { normal_checkin_time: clock(checkinMinute), normal_checkout_time: clock(checkinMinute + length) };
}

/** A valid shift group body (`POST /api/shifts`), unique in name and hours. */
export function shiftBody(overrides: Partial<ShiftBody> = {}): ShiftBody {
  return { name: `Shift ${tag()}`, description: null, ...distinctHours(), ...overrides } as ShiftBody;
}

/** A shift group's row for the database (times as PostgreSQL reads them). */
export function shiftRow(
  overrides: { name?: string; normal_checkin_time?: string; normal_checkout_time?: string } = {},
) {
  return { name: `Shift ${tag()}`, ...distinctHours(), ...overrides };
}
