import type { Executor } from '../../db/client';
import { memberShiftsRepository } from './member-shifts.repository';

/**
 * The public face of shift assignments: what other modules may ask, inside their own unit of work (`executor`: the
 * database or their transaction). Other modules import this file only.
 */
export function memberShiftsApi(executor: Executor) {
  const repo = memberShiftsRepository(executor);
  return {
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
