import { and, asc, count, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import {
  departmentShifts,
  departmentWorkingPlans,
  departmentWorkingPlanUsers,
  shifts,
  users,
} from '../../db/schema/index';
import type { Page } from '../../lib/paging';
import type { Executor } from '../../db/client';

type PlanValues = { date: string; shift_id: number };

const planColumns = {
  id: departmentWorkingPlans.id,
  department_id: departmentWorkingPlans.department_id,
  date: departmentWorkingPlans.date,
  shift_id: departmentWorkingPlans.shift_id,
  shift_name: shifts.name,
  checkin: shifts.normal_checkin_time,
  checkout: shifts.normal_checkout_time,
  version: departmentWorkingPlans.version,
};
export type PlanRow = {
  id: number;
  department_id: number;
  date: string;
  shift_id: number;
  shift_name: string;
  checkin: string;
  checkout: string;
  version: number;
};
export type PlanPerson = { plan_id: number; id: number; staff_id: string; name: string };

export function workingPlansRepository(db: Executor) {
  const planQuery = () =>
    db
      .select(planColumns)
      .from(departmentWorkingPlans)
      .innerJoin(shifts, eq(shifts.id, departmentWorkingPlans.shift_id));

  return {
    /** Newest date first: upcoming plans are the ones a planner works on. */
    async list(departmentId: number, range: { from?: string; to?: string }, page: Page) {
      const conditions: SQL[] = [eq(departmentWorkingPlans.department_id, departmentId)];
      if (range.from) conditions.push(gte(departmentWorkingPlans.date, range.from));
      if (range.to) conditions.push(lte(departmentWorkingPlans.date, range.to));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        planQuery()
          .where(where)
          .orderBy(desc(departmentWorkingPlans.date), asc(shifts.normal_checkin_time), asc(departmentWorkingPlans.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(departmentWorkingPlans).where(where),
      ]);
      return { rows: rows as PlanRow[], total: total?.value ?? 0 };
    },

    async find(departmentId: number, planId: number): Promise<PlanRow | undefined> {
      const [row] = await planQuery().where(
        and(eq(departmentWorkingPlans.id, planId), eq(departmentWorkingPlans.department_id, departmentId)),
      );
      return row as PlanRow | undefined;
    },

    /** The planned people of each plan (deleted people included: a plan is a record of who was planned). */
    async people(planIds: number[]): Promise<PlanPerson[]> {
      if (planIds.length === 0) return [];
      return db
        .select({
          plan_id: departmentWorkingPlanUsers.plan_id,
          id: users.id,
          staff_id: users.alias_id,
          name: users.full_name,
        })
        .from(departmentWorkingPlanUsers)
        .innerJoin(users, eq(users.id, departmentWorkingPlanUsers.user_id))
        .where(inArray(departmentWorkingPlanUsers.plan_id, planIds))
        .orderBy(asc(users.full_name), asc(users.id));
    },

    async shiftInDepartment(departmentId: number, shiftId: number) {
      const [row] = await db
        .select({ id: departmentShifts.shift_id })
        .from(departmentShifts)
        .where(and(eq(departmentShifts.department_id, departmentId), eq(departmentShifts.shift_id, shiftId)));
      return row !== undefined;
    },

    /** Another plan of the department for the same date and shift. */
    async duplicate(departmentId: number, values: PlanValues, exceptId?: number) {
      const [row] = await db
        .select({ id: departmentWorkingPlans.id })
        .from(departmentWorkingPlans)
        .where(
          and(
            eq(departmentWorkingPlans.department_id, departmentId),
            eq(departmentWorkingPlans.date, values.date),
            eq(departmentWorkingPlans.shift_id, values.shift_id),
            exceptId ? ne(departmentWorkingPlans.id, exceptId) : undefined,
          ),
        );
      return row !== undefined;
    },

    /** Of `userIds`, the people already in another plan (of any department) on the date. */
    busy(date: string, userIds: number[], exceptId?: number) {
      return db
        .selectDistinct({ id: users.id, name: users.full_name })
        .from(departmentWorkingPlanUsers)
        .innerJoin(departmentWorkingPlans, eq(departmentWorkingPlans.id, departmentWorkingPlanUsers.plan_id))
        .innerJoin(users, eq(users.id, departmentWorkingPlanUsers.user_id))
        .where(
          and(
            eq(departmentWorkingPlans.date, date),
            inArray(departmentWorkingPlanUsers.user_id, userIds),
            exceptId ? ne(departmentWorkingPlans.id, exceptId) : undefined,
          ),
        );
    },

    async insert(departmentId: number, values: PlanValues, createdBy: number) {
      const [row] = await db
        .insert(departmentWorkingPlans)
        .values({ ...values, department_id: departmentId, created_by: createdBy })
        .returning({ id: departmentWorkingPlans.id });
      return row!.id;
    },

    /** Updates only when the row still has `version`; false means it changed meanwhile (or is gone). */
    async update(planId: number, version: number | undefined, values: PlanValues) {
      const rows = await db
        .update(departmentWorkingPlans)
        .set({ ...values, version: sql`${departmentWorkingPlans.version} + 1`, updated_at: new Date() })
        .where(
          and(
            eq(departmentWorkingPlans.id, planId),
            version === undefined ? undefined : eq(departmentWorkingPlans.version, version),
          ),
        )
        .returning({ id: departmentWorkingPlans.id });
      return rows.length > 0;
    },

    async replacePeople(planId: number, userIds: number[]) {
      await db.delete(departmentWorkingPlanUsers).where(eq(departmentWorkingPlanUsers.plan_id, planId));
      await db.insert(departmentWorkingPlanUsers).values(userIds.map((user_id) => ({ plan_id: planId, user_id })));
    },

    async remove(planId: number) {
      await db.delete(departmentWorkingPlans).where(eq(departmentWorkingPlans.id, planId));
    },
  };
}
