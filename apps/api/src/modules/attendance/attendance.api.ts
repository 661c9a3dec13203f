import { LEAVE_ABSENCE_TYPES, type WorkingDayItem } from '@hr/contracts';
import type { Executor } from '../../db/client';
import { cachedRules } from '../settings/settings.api';
import { attendanceRepository } from './attendance.repository';
import { toDayItem } from './attendance.service';
import { plannedShiftOf } from './planned-shift';
import { type PersonDate, recomputeDays } from './recompute';
import { registrationRepository } from './registration.repository';
import type { PlannedShift } from './working-day';

export type { PlannedShift };

/** A stored leave day with the leave type of the item covering it (null: none named). */
export type LeaveDay = {
  user_id: number;
  date: string;
  leave_type_id: number | null;
  /** The item is an annual leave (absence types 1 and 4, which the screens tick as "Annual leave"). */
  annual_leave: boolean;
  /** A whole day of leave (status `leave`); else part of the shift, `leave_minutes` of it (half a day, some hours). */
  whole: boolean;
  leave_minutes: number;
};

/** A stored day with the fields pay counts (docs/payroll.md "The run"). */
export type PayrollDay = Pick<
  WorkingDayItem,
  'work_date' | 'status' | 'late_minutes' | 'leave_minutes' | 'absence_types' | 'overtime'
>;

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
     * The stored days of these people between two dates (inclusive) as payroll counts them, by person in date order;
     * people without a stored day are absent. One query for any number of people.
     */
    async payrollDays(userIds: number[], from: string, to: string): Promise<Map<number, PayrollDay[]>> {
      const byUser = new Map<number, PayrollDay[]>();
      if (userIds.length === 0) return byUser;
      for (const row of await repo.payrollDaysOf(userIds, from, to))
        byUser.set(
          row.user_id,
          row.days.map(([work_date, status, late_minutes, leave_minutes, absence_types, ...o]) => ({
            work_date,
            status: status as PayrollDay['status'],
            late_minutes,
            leave_minutes,
            absence_types,
            overtime: { '1': o[0]!, '2': o[1]!, '3': o[2]!, '4': o[3]!, '5': o[4]!, '6': o[5]!, '7': o[6]! },
          })),
        );
      return byUser;
    },
    /**
     * The stored leave days of these people between two dates (whole days, and days with part of the shift on
     * leave), each with the leave type of the current working-plan item covering it: the newest item naming a type,
     * else the newest item (no type).
     */
    async leaveDays(userIds: number[], from: string, to: string): Promise<LeaveDay[]> {
      if (userIds.length === 0) return [];
      const days = new Map<string, LeaveDay>();
      for (const row of await registrationRepository(executor).leaveDaysOf(userIds, from, to)) {
        const key = `${row.user_id} ${row.work_date}`;
        const seen = days.get(key);
        if (seen && (seen.leave_type_id !== null || row.leave_type_id === null)) continue;
        days.set(key, {
          user_id: row.user_id,
          date: row.work_date,
          leave_type_id: row.leave_type_id,
          annual_leave: LEAVE_ABSENCE_TYPES.includes(row.working_plan_type_id),
          whole: row.status === 'leave',
          leave_minutes: row.leave_minutes,
        });
      }
      return [...days.values()];
    },
    /**
     * Computes these (person, date) days again from their events, e.g. after a shift assignment or a work plan
     * changed; days of payroll-locked months are left alone. Answers how many were stored.
     */
    recompute: (pairs: PersonDate[]) => recomputeDays(executor, pairs, { timeZone: options.timeZone }),
    /**
     * The person's planned shift on a date as their working day is computed (planned-shift.ts): a shift, or the
     * standard working time of the settings in force (`shift_id` null, source 'default').
     */
    async plannedShiftOn(userId: number, date: string): Promise<PlannedShift> {
      const { stamp, people } = await repo.dayInputs([userId], date, date);
      return plannedShiftOf(people[0], date, (await cachedRules(executor, stamp)).scheduleOn(date));
    },
  };
}
export type { PersonDate };
