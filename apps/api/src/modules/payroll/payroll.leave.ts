import type { Executor } from '../../db/client';
import { attendanceApi } from '../attendance/attendance.api';
import { leaveTypesApi } from '../leave-types/leave-types.api';
import type { DayInput } from './engine/types';

/** What a leave day pays: its type's salary rate in force for the month, and the type (the line names it). */
export type LeavePay = { leave_rate: number; leave_type?: NonNullable<DayInput['leave_type']> };

/**
 * The leave rates of a month (docs/payroll.md "Leave"): the leave types in force for the month are read once; per
 * batch, attendance's leave days with the leave type of the item covering each. A leave day without a named type
 * pays 100 %.
 */
export async function monthLeave(db: Executor, from: string, to: string, timeZone: string) {
  const types = await leaveTypesApi(db).inForce(from);
  return {
    /** Each leave day of these people, by `${user_id} ${date}`. */
    async ofBatch(ids: number[]): Promise<Map<string, LeavePay>> {
      const days = await attendanceApi(db, { timeZone }).leaveDays(ids, from, to);
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
