import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberShifts } from '../../db/schema/index';

export type PlannedShiftSource = 'assignment' | 'work_plan' | 'person';
export type PlannedShiftRow = {
  source: PlannedShiftSource;
  shift_id: number;
  shift_name: string;
  normal_checkin_time: string;
  normal_checkout_time: string;
  /** The assignment covering the date (source 'assignment'). */
  assignment_id: number | null;
  start_date: string | null;
  end_date: string | null;
};

/** A person's planned shift on one date and the one-day assignment that replaces it (a shift change). */
export function plannedShiftRepository(db: Executor) {
  return {
    /**
     * The planned shift of a person on a date, in the order attendance picks it (attendance/working-day.ts
     * `pickShift`): a shift assignment covering the date, else a work plan of that date naming the person, else the
     * person's own shift group. Undefined when none.
     */
    async on(userId: number, date: string): Promise<PlannedShiftRow | undefined> {
      const result = await db.execute<PlannedShiftRow>(sql`
        select c.source, s.id as shift_id, s.name as shift_name, s.normal_checkin_time, s.normal_checkout_time,
          c.assignment_id, c.start_date::text, c.end_date::text
        from (
          select 1 as rank, 'assignment' as source, ms.shift_id, ms.id as assignment_id, ms.start_date, ms.end_date
            from member_shifts ms where ms.user_id = ${userId} and ms.start_date <= ${date} and ms.end_date >= ${date}
          union all
          select 2, 'work_plan', p.shift_id, null, null, null
            from department_working_plan_users pu join department_working_plans p on p.id = pu.plan_id
            where pu.user_id = ${userId} and p.date = ${date}
          union all
          select 3, 'person', u.shift_id, null, null, null from users u where u.id = ${userId} and u.shift_id is not null
        ) c join shifts s on s.id = c.shift_id
        order by c.rank
        limit 1`);
      const row = result.rows[0];
      return row ? { ...row, assignment_id: row.assignment_id === null ? null : Number(row.assignment_id) } : undefined;
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

    async find(id: number) {
      const [row] = await db
        .select()
        .from(memberShifts)
        .where(and(eq(memberShifts.id, id)));
      return row;
    },

    async remove(id: number) {
      await db.delete(memberShifts).where(eq(memberShifts.id, id));
    },
  };
}
