import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { departmentShifts, departmentWorkingPlans, memberShifts, shifts, users } from '../../db/schema/index';
import type { Page } from '../../lib/paging';
import { likePattern } from '../../db/like';

export type ShiftRow = typeof shifts.$inferSelect;
type ShiftValues = Pick<ShiftRow, 'name' | 'description' | 'normal_checkin_time' | 'normal_checkout_time'>;

export function shiftsRepository(db: Executor) {
  return {
    async list(filter: { name?: string }, page: Page) {
      const where = filter.name ? ilike(shifts.name, likePattern(filter.name)) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(shifts)
          .where(where)
          .orderBy(asc(shifts.name), asc(shifts.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(shifts).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    all: () => db.select().from(shifts).orderBy(asc(shifts.name), asc(shifts.id)),

    async find(id: number) {
      const [row] = await db.select().from(shifts).where(eq(shifts.id, id));
      return row;
    },

    /** Another shift group with the same name (letter case ignored) or the same check-in and check-out times. */
    async clashes(values: ShiftValues, exceptId?: number) {
      const other = exceptId === undefined ? undefined : ne(shifts.id, exceptId);
      const [[sameName], [sameTimes]] = await Promise.all([
        db
          .select({ id: shifts.id, name: shifts.name })
          .from(shifts)
          .where(and(eq(sql`lower(${shifts.name})`, values.name.toLowerCase()), other))
          .limit(1),
        db
          .select({ id: shifts.id, name: shifts.name })
          .from(shifts)
          .where(
            and(
              eq(shifts.normal_checkin_time, values.normal_checkin_time),
              eq(shifts.normal_checkout_time, values.normal_checkout_time),
              other,
            ),
          )
          .limit(1),
      ]);
      return { sameName, sameTimes };
    },

    async insert(values: ShiftValues) {
      const [row] = await db.insert(shifts).values(values).returning();
      return row!;
    },

    /** Updates only when the row still has `version`; undefined means it changed meanwhile (or is gone). */
    async update(id: number, version: number | undefined, values: ShiftValues) {
      const [row] = await db
        .update(shifts)
        .set({ ...values, version: sql`${shifts.version} + 1`, updated_at: new Date() })
        .where(and(eq(shifts.id, id), version === undefined ? undefined : eq(shifts.version, version)))
        .returning();
      return row;
    },

    /** How many departments and people still use the shift group. */
    async usage(id: number) {
      const [[departments], [people]] = await Promise.all([
        db.select({ value: count() }).from(departmentShifts).where(eq(departmentShifts.shift_id, id)),
        db.select({ value: count() }).from(users).where(eq(users.shift_id, id)),
      ]);
      return (departments?.value ?? 0) + (people?.value ?? 0);
    },

    /** How many shift assignments and work plans (history) name the shift group. */
    async history(id: number) {
      const [[assignments], [plans]] = await Promise.all([
        db.select({ value: count() }).from(memberShifts).where(eq(memberShifts.shift_id, id)),
        db.select({ value: count() }).from(departmentWorkingPlans).where(eq(departmentWorkingPlans.shift_id, id)),
      ]);
      return (assignments?.value ?? 0) + (plans?.value ?? 0);
    },

    async remove(id: number) {
      const deleted = await db.delete(shifts).where(eq(shifts.id, id)).returning({ id: shifts.id });
      return deleted.length > 0;
    },
  };
}
