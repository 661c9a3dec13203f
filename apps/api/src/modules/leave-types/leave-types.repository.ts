import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveTypeItems, leaveTypeRates, managementLeaveTypes } from '../../db/schema/index';
import { likePattern } from '../../db/like';

export type LeaveTypeDbRow = typeof managementLeaveTypes.$inferSelect;
export type LeaveReasonDbRow = typeof leaveTypeItems.$inferSelect;
type LeaveTypeValues = Omit<typeof managementLeaveTypes.$inferInsert, 'id' | 'version' | 'created_at' | 'updated_at'>;
type LeaveReasonValues = Omit<typeof leaveTypeItems.$inferInsert, 'id' | 'version' | 'created_at' | 'updated_at'>;

export function leaveTypesRepository(db: Executor) {
  return {
    /** Leave types whose code or names contain the keyword, with how many reasons each has. */
    list: (keyword?: string) => {
      const reasons = db
        .select({ type_id: leaveTypeItems.management_leave_type_id, reasons_count: count().as('reasons_count') })
        .from(leaveTypeItems)
        .groupBy(leaveTypeItems.management_leave_type_id)
        .as('reasons');
      const pattern = keyword ? likePattern(keyword) : undefined;
      return db
        .select({
          type: managementLeaveTypes,
          reasons_count: sql<number>`coalesce(${reasons.reasons_count}, 0)::int`,
        })
        .from(managementLeaveTypes)
        .leftJoin(reasons, eq(reasons.type_id, managementLeaveTypes.id))
        .where(
          pattern
            ? or(
                ilike(managementLeaveTypes.leave_code, pattern),
                ilike(managementLeaveTypes.leave_name_vie, pattern),
                ilike(managementLeaveTypes.leave_name_jp, pattern),
              )
            : undefined,
        )
        .orderBy(asc(managementLeaveTypes.id));
    },

    async find(id: number) {
      const [row] = await db.select().from(managementLeaveTypes).where(eq(managementLeaveTypes.id, id));
      return row;
    },

    reasons: (typeId: number) =>
      db
        .select()
        .from(leaveTypeItems)
        .where(eq(leaveTypeItems.management_leave_type_id, typeId))
        .orderBy(asc(leaveTypeItems.id)),

    async codeTaken(code: string, exceptId?: number) {
      const [row] = await db
        .select({ id: managementLeaveTypes.id })
        .from(managementLeaveTypes)
        .where(
          and(
            sql`lower(${managementLeaveTypes.leave_code}) = lower(${code})`,
            exceptId === undefined ? undefined : sql`${managementLeaveTypes.id} <> ${exceptId}`,
          ),
        );
      return row !== undefined;
    },

    async insert(values: LeaveTypeValues) {
      const [row] = await db.insert(managementLeaveTypes).values(values).returning();
      return row!;
    },

    /** Updates only when the row still has `version`; undefined means it changed meanwhile (or is gone). */
    async update(id: number, version: number, values: LeaveTypeValues) {
      const [row] = await db
        .update(managementLeaveTypes)
        .set({ ...values, version: sql`${managementLeaveTypes.version} + 1`, updated_at: new Date() })
        .where(and(eq(managementLeaveTypes.id, id), eq(managementLeaveTypes.version, version)))
        .returning();
      return row;
    },

    async remove(id: number) {
      const deleted = await db
        .delete(managementLeaveTypes)
        .where(eq(managementLeaveTypes.id, id))
        .returning({ id: managementLeaveTypes.id });
      return deleted.length > 0;
    },

    async findReason(id: number) {
      const [row] = await db.select().from(leaveTypeItems).where(eq(leaveTypeItems.id, id));
      return row;
    },

    async insertReasons(values: LeaveReasonValues[]) {
      if (values.length === 0) return [];
      return db.insert(leaveTypeItems).values(values).returning();
    },

    async updateReason(id: number, version: number, values: Omit<LeaveReasonValues, 'management_leave_type_id'>) {
      const [row] = await db
        .update(leaveTypeItems)
        .set({ ...values, version: sql`${leaveTypeItems.version} + 1`, updated_at: new Date() })
        .where(and(eq(leaveTypeItems.id, id), eq(leaveTypeItems.version, version)))
        .returning();
      return row;
    },

    /* ------------------------------------------------------------ salary rates by month (payroll) */

    /** Sets the rate a type pays from `month` ('YYYY-MM-01') on: one row per type and month. */
    setRate: (typeId: number, month: string, rate: number) =>
      db
        .insert(leaveTypeRates)
        .values({ management_leave_type_id: typeId, effective_from: month, salary_rate: String(rate) })
        .onConflictDoUpdate({
          target: [leaveTypeRates.management_leave_type_id, leaveTypeRates.effective_from],
          set: { salary_rate: String(rate) },
        }),
    hasRates: async (typeId: number) =>
      (
        await db
          .select({ id: leaveTypeRates.id })
          .from(leaveTypeRates)
          .where(eq(leaveTypeRates.management_leave_type_id, typeId))
          .limit(1)
      ).length > 0,
    /** Every type (a company has a handful) and every rate row up to `month`, oldest first. */
    typesForPay: () =>
      db
        .select({
          id: managementLeaveTypes.id,
          leave_code: managementLeaveTypes.leave_code,
          salary_rate: managementLeaveTypes.salary_rate,
          is_deduct_leave: managementLeaveTypes.is_deduct_leave,
          status: managementLeaveTypes.status,
        })
        .from(managementLeaveTypes)
        .orderBy(asc(managementLeaveTypes.id)),
    ratesUpTo: (month: string) =>
      db
        .select()
        .from(leaveTypeRates)
        .where(sql`${leaveTypeRates.effective_from} <= ${month}`)
        .orderBy(asc(leaveTypeRates.effective_from), asc(leaveTypeRates.id)),
    /** The active types among `ids`. */
    activeIds: async (ids: number[]) =>
      ids.length === 0
        ? []
        : (
            await db
              .select({ id: managementLeaveTypes.id })
              .from(managementLeaveTypes)
              .where(and(inArray(managementLeaveTypes.id, ids), eq(managementLeaveTypes.status, 1)))
          ).map((r) => r.id),

    async removeReason(id: number) {
      const deleted = await db
        .delete(leaveTypeItems)
        .where(eq(leaveTypeItems.id, id))
        .returning({ id: leaveTypeItems.id });
      return deleted.length > 0;
    },
  };
}
