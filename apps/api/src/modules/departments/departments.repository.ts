import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  departmentShifts,
  departments,
  departmentTypes,
  departmentWorkingPlans,
  memberShifts,
  shifts,
  users,
} from '../../db/schema/index';
import type { Page } from '../../lib/paging';
import { likePattern } from '../../db/like';

/** The database or the transaction the service opened (db/client.ts). */
import type { Executor } from '../../db/client';

type DepartmentValues = Pick<typeof departments.$inferInsert, 'department_id' | 'name' | 'department_type_id'>;

const leader = alias(users, 'leader');

/** A department with what its screens show: type text, leader, active people, shift groups. */
const detailColumns = {
  id: departments.id,
  department_id: departments.department_id,
  name: departments.name,
  department_type_id: departments.department_type_id,
  type_text: departmentTypes.type,
  leader_name: leader.full_name,
  version: departments.version,
  // Active, not deleted people, from the counters the database keeps per department and role (no scan of people).
  number_of_employees: sql<number>`(select coalesce(sum(uc.active), 0)::int from user_counts uc where uc.department_key = ${departments.id})`,
  shift_ids: sql<
    number[]
  >`coalesce((select array_agg(ds.shift_id order by ds.shift_id) from department_shifts ds where ds.department_id = ${departments.id}), '{}')`,
};
export type DepartmentRow = {
  id: number;
  department_id: string;
  name: string;
  department_type_id: number | null;
  type_text: string | null;
  leader_name: string | null;
  version: number;
  number_of_employees: number;
  shift_ids: number[];
};

/** Active people: signed-in-able and not deleted. */
const activePerson = and(isNull(users.deleted_at), eq(users.is_active, true));

export function departmentsRepository(db: Executor) {
  const detailQuery = () =>
    db
      .select(detailColumns)
      .from(departments)
      .leftJoin(departmentTypes, eq(departmentTypes.id, departments.department_type_id))
      .leftJoin(leader, and(eq(leader.id, departments.leader_id), isNull(leader.deleted_at)));

  return {
    async list(filter: { code?: string; name?: string }, page: Page) {
      const conditions: SQL[] = [];
      if (filter.code) conditions.push(ilike(departments.department_id, likePattern(filter.code)));
      if (filter.name) conditions.push(ilike(departments.name, likePattern(filter.name)));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        detailQuery()
          .where(where)
          .orderBy(asc(sql`lower(${departments.department_id})`), asc(departments.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(departments).where(where),
      ]);
      return { rows: rows as DepartmentRow[], total: total?.value ?? 0 };
    },

    async find(id: number): Promise<DepartmentRow | undefined> {
      const [row] = await detailQuery().where(eq(departments.id, id));
      return row as DepartmentRow | undefined;
    },

    /** Locks the department row until the transaction ends (plans of one department are checked one at a time). */
    async lock(id: number) {
      const [row] = await db
        .select({ id: departments.id })
        .from(departments)
        .where(eq(departments.id, id))
        .for('update');
      return row !== undefined;
    },

    options: () =>
      db
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .orderBy(asc(departments.name), asc(departments.id)),

    types: () =>
      db
        .select({ id: departmentTypes.id, type: departmentTypes.type })
        .from(departmentTypes)
        .orderBy(asc(departmentTypes.id)),

    async typeExists(id: number) {
      const [row] = await db.select({ id: departmentTypes.id }).from(departmentTypes).where(eq(departmentTypes.id, id));
      return row !== undefined;
    },

    async existingShiftIds(ids: number[]) {
      const rows = await db.select({ id: shifts.id }).from(shifts).where(inArray(shifts.id, ids));
      return rows.map((row) => row.id);
    },

    /** Another department (case-insensitively) holding the code. */
    async codeTaken(code: string, exceptId?: number) {
      const [row] = await db
        .select({ id: departments.id })
        .from(departments)
        .where(
          and(
            sql`lower(${departments.department_id}) = lower(${code})`,
            exceptId ? sql`${departments.id} <> ${exceptId}` : undefined,
          ),
        );
      return row !== undefined;
    },

    async insert(values: DepartmentValues) {
      const [row] = await db.insert(departments).values(values).returning({ id: departments.id });
      return row!.id;
    },

    /** Updates only when the row still has `version`; false means it changed meanwhile (or is gone). */
    async update(id: number, version: number | undefined, values: DepartmentValues) {
      const rows = await db
        .update(departments)
        .set({ ...values, version: sql`${departments.version} + 1`, updated_at: new Date() })
        .where(and(eq(departments.id, id), version === undefined ? undefined : eq(departments.version, version)))
        .returning({ id: departments.id });
      return rows.length > 0;
    },

    async replaceShifts(departmentId: number, shiftIds: number[]) {
      await db.delete(departmentShifts).where(eq(departmentShifts.department_id, departmentId));
      await db.insert(departmentShifts).values(shiftIds.map((shift_id) => ({ department_id: departmentId, shift_id })));
    },

    /** People whose record names the department: current ones (active or not) and deleted ones, counted apart. */
    async people(departmentId: number) {
      const [current, former] = await Promise.all([
        db
          .select({ value: count() })
          .from(users)
          .where(and(eq(users.department_id, departmentId), isNull(users.deleted_at))),
        db
          .select({ value: count() })
          .from(users)
          .where(and(eq(users.department_id, departmentId), isNotNull(users.deleted_at))),
      ]);
      return { current: current[0]?.value ?? 0, former: former[0]?.value ?? 0 };
    },

    /** Whether shift assignments or work plans (history, also of people who moved out) name the department. */
    async hasHistory(departmentId: number) {
      const [assignment] = await db
        .select({ id: memberShifts.id })
        .from(memberShifts)
        .where(eq(memberShifts.department_id, departmentId))
        .limit(1);
      if (assignment) return true;
      const [plan] = await db
        .select({ id: departmentWorkingPlans.id })
        .from(departmentWorkingPlans)
        .where(eq(departmentWorkingPlans.department_id, departmentId))
        .limit(1);
      return plan !== undefined;
    },

    async remove(id: number) {
      await db.delete(departmentShifts).where(eq(departmentShifts.department_id, id));
      await db.delete(departments).where(eq(departments.id, id));
    },

    /** The department's shift groups, for pickers. */
    shifts: (departmentId: number) =>
      db
        .select({
          id: shifts.id,
          name: shifts.name,
          checkin: shifts.normal_checkin_time,
          checkout: shifts.normal_checkout_time,
        })
        .from(departmentShifts)
        .innerJoin(shifts, eq(shifts.id, departmentShifts.shift_id))
        .where(eq(departmentShifts.department_id, departmentId))
        .orderBy(asc(shifts.name), asc(shifts.id)),

    /** Active people of the department, `q` matching name or staff ID. */
    activePeople(departmentId: number, q: string | undefined, limit: number) {
      const search = q ? or(ilike(users.full_name, likePattern(q)), ilike(users.alias_id, likePattern(q))) : undefined;
      return db
        .select({ id: users.id, staff_id: users.alias_id, name: users.full_name })
        .from(users)
        .where(and(eq(users.department_id, departmentId), activePerson, search))
        .orderBy(asc(users.full_name), asc(users.id))
        .limit(limit);
    },

    /** Of `ids`, the active people of the department. */
    async activeMemberIds(departmentId: number, ids: number[]) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.department_id, departmentId), activePerson, inArray(users.id, ids)));
      return rows.map((row) => row.id);
    },
  };
}
