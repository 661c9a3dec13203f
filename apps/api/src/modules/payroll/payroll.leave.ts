import type { Executor } from '../../db/client';
import { attendanceApi } from '../attendance/attendance.api';
import { leaveTypesApi } from '../leave-types/leave-types.api';
import type { WorkScheduleData } from '@hr/contracts';
import type { DayInput } from './engine/types';
import { type UntakenLeave, untakenLeave } from './engine/untaken-leave';

/** What a leave day pays: its type's salary rate in force for the month, and the type (the line names it). */
export type LeavePay = { leave_rate: number; leave_type?: NonNullable<DayInput['leave_type']> };

/**
 * The leave rates of a month (docs/payroll.md "Leave"): the leave types in force for the month are read once; per
 * batch, attendance's leave days with the leave type of the item covering each. A leave day without a named type
 * pays 100 %.
 */
export async function monthLeave(
  db: Executor,
  from: string,
  to: string,
  options: { timeZone: string; schedule: WorkScheduleData },
) {
  const types = await leaveTypesApi(db).inForce(from);
  const attendance = attendanceApi(db, { timeZone: options.timeZone });
  return {
    /**
     * Untaken annual leave of the people leaving this month (last day of employment in it): the entitlement of the
     * settings in force for the month, less the annual leave days taken since 1 January (leave days whose type deducts
     * from the leave balance, or annual leave items naming no type; part of a day by its leave minutes over the
     * standard hours, to 2 decimals). docs/payroll.md "Untaken leave".
     */
    async untakenOf(
      people: { user_id: number; start_date: string | null; end_date: string | null }[],
      hazardousOf: (userId: number) => number,
    ): Promise<Map<number, UntakenLeave>> {
      const leavers = people.filter((p) => p.end_date !== null && p.end_date >= from && p.end_date <= to);
      if (leavers.length === 0) return new Map();
      const endOf = new Map(leavers.map((p) => [p.user_id, p.end_date!]));
      const taken = new Map<number, number>();
      // A part of a day (half a day, some hours) counts its leave minutes over the standard working day.
      const dayMinutes = options.schedule.standard_working_time.normal_working_hours * 60;
      for (const day of await attendance.leaveDays([...endOf.keys()], `${from.slice(0, 4)}-01-01`, to)) {
        if (day.date > endOf.get(day.user_id)!) continue;
        const type = day.leave_type_id === null ? undefined : types.get(day.leave_type_id);
        if (!(type ? type.is_deduct_leave : day.annual_leave)) continue;
        const days = day.whole ? 1 : dayMinutes > 0 ? Math.min(1, day.leave_minutes / dayMinutes) : 0;
        taken.set(day.user_id, (taken.get(day.user_id) ?? 0) + days);
      }
      return new Map(
        leavers.map((p) => [
          p.user_id,
          untakenLeave({
            start: p.start_date,
            end: p.end_date!,
            schedule: options.schedule,
            hazardous: hazardousOf(p.user_id),
            taken: Math.round((taken.get(p.user_id) ?? 0) * 100) / 100,
          }),
        ]),
      );
    },
    /** Each leave day of these people, by `${user_id} ${date}`. */
    async ofBatch(ids: number[]): Promise<Map<string, LeavePay>> {
      const days = await attendance.leaveDays(ids, from, to);
      const out = new Map<string, LeavePay>();
      for (const day of days) {
        const type = day.leave_type_id === null ? undefined : types.get(day.leave_type_id);
        out.set(
          `${day.user_id} ${day.date}`,
          type
            ? {
                leave_rate: type.salary_rate,
                leave_type: { id: type.id, code: type.leave_code, rate_from: type.rate_from },
              }
            : { leave_rate: 100 },
        );
      }
      return out;
    },
  };
}
