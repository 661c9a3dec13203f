import { and, asc, count, eq, gte, ilike, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import {
  departmentGroupMembers,
  departmentGroups,
  departments,
  departmentShifts,
  memberShifts,
  shifts,
  users,
} from '../../db/schema/index';
import { likePattern, type Page } from '../../lib/paging';

/** The database or the transaction the service opened (db/client.ts). */
export type { Executor } from '../../db/client';
import type { Executor } from '../../db/client';
export type MemberShiftRecord = typeof memberShifts.$inferSelect;
export type PersonFilter = { alias_id?: string; full_name?: string; group_id?: number };
export type AssignmentFilter = PersonFilter & { shift_id?: number; start_date: string; end_date: string };

const present = isNull(users.deleted_at);

/** The department's (present) people matching the filter, joined to their group in that department. */
function peopleWhere(departmentId: number, filter: PersonFilter) {
  return and(
    eq(users.department_id, departmentId),
    present,
    filter.alias_id ? ilike(users.alias_id, likePattern(filter.alias_id)) : undefined,
    filter.full_name ? ilike(users.full_name, likePattern(filter.full_name)) : undefined,
    filter.group_id ? eq(departmentGroups.id, filter.group_id) : undefined,
  );
}

export function memberShiftsRepository(db: Executor) {
  const groupJoin = (departmentId: number) =>
    and(eq(departmentGroups.id, departmentGroupMembers.group_id), eq(departmentGroups.department_id, departmentId));

  return {
    async departmentExists(departmentId: number) {
      const [row] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, departmentId));
      return row !== undefined;
    },

    people: (departmentId: number, filter: PersonFilter, keyWord: string | undefined, limit: number) =>
      db
        .select({
          id: users.id,
          alias_id: users.alias_id,
          full_name: users.full_name,
          group_id: departmentGroups.id,
          group_name: departmentGroups.group_name,
        })
        .from(users)
        .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id))
        .leftJoin(departmentGroups, groupJoin(departmentId))
        .where(
          and(
            peopleWhere(departmentId, filter),
            keyWord
              ? or(ilike(users.alias_id, likePattern(keyWord)), ilike(users.full_name, likePattern(keyWord)))
              : undefined,
          ),
        )
        .orderBy(asc(users.alias_id))
        .limit(limit),

    /**
     * One row per assignment of the department overlapping the range, plus one row (without assignment) for each
     * person who has none there. With a shift filter only assignments of that shift remain.
     */
    async assignments(departmentId: number, filter: AssignmentFilter, page: Page) {
      const overlapping = and(
        eq(memberShifts.user_id, users.id),
        eq(memberShifts.department_id, departmentId),
        lte(memberShifts.start_date, filter.end_date),
        gte(memberShifts.end_date, filter.start_date),
      );
      const where = and(
        peopleWhere(departmentId, filter),
        filter.shift_id ? eq(memberShifts.shift_id, filter.shift_id) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            user_id: users.id,
            alias_id: users.alias_id,
            full_name: users.full_name,
            group_id: departmentGroups.id,
            group_name: departmentGroups.group_name,
            id: memberShifts.id,
            shift_id: memberShifts.shift_id,
            shift_name: shifts.name,
            start_date: memberShifts.start_date,
            end_date: memberShifts.end_date,
            version: memberShifts.version,
          })
          .from(users)
          .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id))
          .leftJoin(departmentGroups, groupJoin(departmentId))
          .leftJoin(memberShifts, overlapping)
          .leftJoin(shifts, eq(shifts.id, memberShifts.shift_id))
          .where(where)
          .orderBy(asc(users.alias_id), sql`${memberShifts.start_date} nulls first`, asc(memberShifts.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ value: count() })
          .from(users)
          .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id))
          .leftJoin(departmentGroups, groupJoin(departmentId))
          .leftJoin(memberShifts, overlapping)
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async find(id: number) {
      const [row] = await db.select().from(memberShifts).where(eq(memberShifts.id, id));
      return row;
    },

    /** The person's assignments of one shift group, oldest first. */
    ofUserAndShift: (userId: number, shiftId: number) =>
      db
        .select()
        .from(memberShifts)
        .where(and(eq(memberShifts.user_id, userId), eq(memberShifts.shift_id, shiftId)))
        .orderBy(asc(memberShifts.start_date), asc(memberShifts.id)),

    async shiftOfDepartment(departmentId: number, shiftId: number) {
      const [row] = await db
        .select({ id: shifts.id, name: shifts.name })
        .from(departmentShifts)
        .innerJoin(shifts, eq(shifts.id, departmentShifts.shift_id))
        .where(and(eq(departmentShifts.department_id, departmentId), eq(departmentShifts.shift_id, shiftId)));
      return row;
    },

    /**
     * Locks the people's rows until the transaction ends: two requests assigning shifts to the same person run one
     * after the other, so the overlap check of the second sees the rows of the first.
     */
    lockPeople: (ids: number[]) =>
      db
        .select({
          id: users.id,
          alias_id: users.alias_id,
          full_name: users.full_name,
          department_id: users.department_id,
          is_active: users.is_active,
          deleted_at: users.deleted_at,
        })
        .from(users)
        .where(inArray(users.id, ids))
        .orderBy(asc(users.id))
        .for('update'),

    /** Assignments of these people (in any department) that share at least one day with the range. */
    overlaps: (ids: number[], start: string, end: string, exceptId?: number) =>
      db
        .select({
          id: memberShifts.id,
          user_id: memberShifts.user_id,
          alias_id: users.alias_id,
          full_name: users.full_name,
        })
        .from(memberShifts)
        .innerJoin(users, eq(users.id, memberShifts.user_id))
        .where(
          and(
            inArray(memberShifts.user_id, ids),
            lte(memberShifts.start_date, end),
            gte(memberShifts.end_date, start),
            exceptId === undefined ? undefined : ne(memberShifts.id, exceptId),
          ),
        )
        .orderBy(asc(users.alias_id)),

    insertMany: (values: (typeof memberShifts.$inferInsert)[]) => db.insert(memberShifts).values(values).returning(),

    async update(
      id: number,
      version: number | undefined,
      values: Pick<MemberShiftRecord, 'shift_id' | 'start_date' | 'end_date'>,
    ) {
      const [row] = await db
        .update(memberShifts)
        .set({ ...values, version: sql`${memberShifts.version} + 1`, updated_at: new Date() })
        .where(and(eq(memberShifts.id, id), version === undefined ? undefined : eq(memberShifts.version, version)))
        .returning();
      return row;
    },

    async remove(id: number) {
      const deleted = await db.delete(memberShifts).where(eq(memberShifts.id, id)).returning({ id: memberShifts.id });
      return deleted.length > 0;
    },
  };
}
