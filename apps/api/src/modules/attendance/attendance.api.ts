import type { WorkingDayItem } from '@hr/contracts';
import type { Executor } from '../../db/client';
import { attendanceRepository } from './attendance.repository';
import { toDayItem } from './attendance.service';
import { type PersonDate, recomputeDays } from './recompute';

/**
 * The public face of attendance: what payroll (and later the registration, overview and report screens) may read,
 * inside their own unit of work. The minutes of a past month are read exactly as they were computed and stored;
 * a payroll-locked month is never computed again (docs/attendance.md "Recompute").
 */
export function attendanceApi(executor: Executor, options: { timeZone: string }) {
  const repo = attendanceRepository(executor);
  return {
    /** The stored working days of these people between two dates (inclusive), by person then date. */
    async days(userIds: number[], from: string, to: string): Promise<WorkingDayItem[]> {
      if (userIds.length === 0) return [];
      return (await repo.daysOf(userIds, from, to)).map(toDayItem);
    },
    /**
     * Computes these (person, date) days again from their events, e.g. after a shift assignment or a work plan
     * changed; days of payroll-locked months are left alone. Answers how many were stored.
     */
    recompute: (pairs: PersonDate[]) => recomputeDays(executor, pairs, { timeZone: options.timeZone }),
  };
}
export type { PersonDate };
