import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberShifts } from '../../db/schema/index';

/** The one-day assignment that replaces a person's planned shift on a date (a shift change). */
export function plannedShiftRepository(db: Executor) {
  return {
    /**
     * The shift assignment covering a person's date, if any. Which shift a person works that day is attendance's
     * (attendance.api.ts `plannedShiftOn`); a shift change reads this only to cut the day out of the assignment.
     */
    async assignmentOn(userId: number, date: string) {
      const [row] = await db
        .select()
        .from(memberShifts)
        .where(
          and(eq(memberShifts.user_id, userId), lte(memberShifts.start_date, date), gte(memberShifts.end_date, date)),
        )
        .limit(1);
      return row;
    },

    /** Shortens an assignment to [start, end] (the caller cuts a day out of it). */
    async reshape(id: number, start: string, end: string) {
      await db
        .update(memberShifts)
        .set({ start_date: start, end_date: end, version: sql`${memberShifts.version} + 1`, updated_at: new Date() })
        .where(eq(memberShifts.id, id));
    },

    async insert(values: typeof memberShifts.$inferInsert) {
      const [row] = await db.insert(memberShifts).values(values).returning();
      return row!;
    },

    async setShift(id: number, shiftId: number) {
      const [row] = await db
        .update(memberShifts)
        .set({ shift_id: shiftId, version: sql`${memberShifts.version} + 1`, updated_at: new Date() })
        .where(eq(memberShifts.id, id))
        .returning();
      return row;
    },

    async remove(id: number) {
      await db.delete(memberShifts).where(eq(memberShifts.id, id));
    },
  };
}
