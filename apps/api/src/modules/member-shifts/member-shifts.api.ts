import type { Executor } from '../../db/client';
import { addDays } from '@hr/contracts';
import { memberShiftsRepository } from './member-shifts.repository';
import { plannedShiftRepository } from './planned-shift.repository';

/**
 * The public face of shift assignments: what other modules may ask, inside their own unit of work (`executor`: the
 * database or their transaction). Other modules import this file only.
 */
export function memberShiftsApi(executor: Executor) {
  const repo = memberShiftsRepository(executor);
  const planned = plannedShiftRepository(executor);
  return {
    /**
     * Makes `shiftId` the person's planned shift on `date` (a shift change): a one-day assignment, cut out of the
     * assignment covering the date if there is one (its days before and after keep their shift), else added in
     * `departmentId`. Answers the one-day assignment's id and what the plan was, for the audit and for undoing it.
     */
    async replaceShiftOn(userId: number, date: string, shiftId: number, departmentId: number, createdBy: number) {
      const old = await planned.assignmentOn(userId, date);
      const day = { user_id: userId, shift_id: shiftId, start_date: date, end_date: date, created_by: createdBy };
      if (old) {
        const id = old.id;
        if (old.start_date === date && old.end_date === date) {
          await planned.setShift(id, shiftId);
          return { member_shift_id: id, before: old };
        }
        // The days around `date` keep the old shift: the assignment shrinks to one side, a copy takes the other.
        if (old.start_date < date) {
          await planned.reshape(id, old.start_date, addDays(date, -1));
          if (old.end_date > date)
            await planned.insert({
              ...day,
              shift_id: old.shift_id,
              department_id: old.department_id,
              start_date: addDays(date, 1),
              end_date: old.end_date,
            });
        } else {
          await planned.reshape(id, addDays(date, 1), old.end_date);
        }
        const inserted = await planned.insert({ ...day, department_id: old.department_id });
        return { member_shift_id: inserted.id, before: old };
      }
      const inserted = await planned.insert({ ...day, department_id: departmentId });
      return { member_shift_id: inserted.id, before: null };
    },

    /** Sets the shift of a one-day assignment a shift change made (the change was edited). */
    setShiftOf: async (memberShiftId: number, shiftId: number) =>
      Boolean(await planned.setShift(memberShiftId, shiftId)),

    /**
     * Undoes a shift change's one-day assignment: it gets the original shift back when that came from an
     * assignment, and is removed when the day was planned by a work plan, the person's own shift group or the standard working time.
     */
    async undoShiftChange(memberShiftId: number, source: string, originalShiftId: number | null) {
      if (source === 'assignment' && originalShiftId !== null) await planned.setShift(memberShiftId, originalShiftId);
      else await planned.remove(memberShiftId);
    },

    /**
     * Removes a person's future assignments (a department change): those starting after `today` are deleted, one
     * running past today ends today. Answers what changed (the caller audits it in the same transaction).
     */
    endFutureOf: async (userId: number, today: string) => {
      const { removed, cut } = await repo.endFutureOf(userId, today);
      return {
        removed: removed.map((r) => ({
          id: r.id,
          shift_id: r.shift_id,
          start_date: r.start_date,
          end_date: r.end_date,
        })),
        cut: cut.map((r) => ({ id: r.id, shift_id: r.shift_id, start_date: r.start_date, end_date: r.end_date })),
      };
    },
  };
}
