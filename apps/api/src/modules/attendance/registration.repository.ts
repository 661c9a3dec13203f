import { and, asc, count, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isPerson } from '../../db/person';
import { foldText } from '../../db/fold';
import {
  attendanceDays,
  attendanceStatusRegistrations,
  departmentGroupMembers,
  departments,
  staffWorkingPlans,
  users,
} from '../../db/schema/index';
import { likePattern, type Page } from '../../lib/paging';

export type PlanRow = typeof staffWorkingPlans.$inferSelect;
export type NewPlan = typeof staffWorkingPlans.$inferInsert;
export type RegistrationRow = { user_id: number; work_date: string; kind: string; registered_at: Date };

const listed = and(isNull(users.deleted_at), eq(users.is_active, true), isPerson);
const current = isNull(staffWorkingPlans.deleted_at);

/** Staff ID or name containing the text (the name folded: "nguyen" finds "Nguyễn"). */
function searchOf(staffId?: string, name?: string, either?: string): SQL | undefined {
  const byId = (text: string) => ilike(users.alias_id, likePattern(text));
  const byName = (text: string) => sql`${users.name_search} like ${likePattern(foldText(text))}`;
  return and(
    staffId ? byId(staffId) : undefined,
    name ? byName(name) : undefined,
    either ? or(byId(either), byName(either)) : undefined,
  );
}

/** The queries of registration (working status, working plans) and the overview. */
export function registrationRepository(db: Executor) {
  return {
    /** A page of the active people in `scope` by staff ID (their days are read for the page alone: `daysOn`). */
    async staffPage(scope: SQL | undefined, filter: { staffId?: string; name?: string }, page: Page) {
      const where = and(listed, scope, searchOf(filter.staffId, filter.name));
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: users.id, staff_id: users.alias_id, name: users.full_name })
          .from(users)
          .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id))
          .where(where)
          .orderBy(asc(users.alias_id), asc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ value: count() })
          .from(users)
          .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id))
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** These people's stored days on a date (first check-in and last check-out). */
    daysOn: (ids: number[], date: string) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              user_id: attendanceDays.user_id,
              first_in: attendanceDays.first_in,
              last_out: attendanceDays.last_out,
            })
            .from(attendanceDays)
            .where(and(inArray(attendanceDays.user_id, ids), eq(attendanceDays.work_date, date))),

    /** One person's stored day on a date (first check-in and last check-out). */
    async dayOf(userId: number, date: string) {
      const [row] = await db
        .select({ first_in: attendanceDays.first_in, last_out: attendanceDays.last_out })
        .from(attendanceDays)
        .where(and(eq(attendanceDays.user_id, userId), eq(attendanceDays.work_date, date)));
      return row;
    },

    /** The registrations of these people on these work dates, oldest first. */
    registrations: (ids: number[], from: string, to: string): Promise<RegistrationRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              user_id: attendanceStatusRegistrations.user_id,
              work_date: attendanceStatusRegistrations.work_date,
              kind: attendanceStatusRegistrations.kind,
              registered_at: attendanceStatusRegistrations.registered_at,
            })
            .from(attendanceStatusRegistrations)
            .where(
              and(
                inArray(attendanceStatusRegistrations.user_id, ids),
                gte(attendanceStatusRegistrations.work_date, from),
                lte(attendanceStatusRegistrations.work_date, to),
              ),
            )
            .orderBy(asc(attendanceStatusRegistrations.registered_at), asc(attendanceStatusRegistrations.id)),

    /** Every person's registrations of one work date (the overview), oldest first. */
    registrationsOn: (date: string): Promise<RegistrationRow[]> =>
      db
        .select({
          user_id: attendanceStatusRegistrations.user_id,
          work_date: attendanceStatusRegistrations.work_date,
          kind: attendanceStatusRegistrations.kind,
          registered_at: attendanceStatusRegistrations.registered_at,
        })
        .from(attendanceStatusRegistrations)
        .where(eq(attendanceStatusRegistrations.work_date, date))
        .orderBy(asc(attendanceStatusRegistrations.registered_at), asc(attendanceStatusRegistrations.id)),

    insertRegistration: async (row: { user_id: number; work_date: string; kind: string; actor_id: number }) => {
      const [inserted] = await db.insert(attendanceStatusRegistrations).values(row).returning();
      return inserted!;
    },

    /** The current plan items of these people overlapping [from, to], in date order. */
    plansOverlapping: (ids: number[], from: string, to: string): Promise<PlanRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(staffWorkingPlans)
            .where(
              and(
                current,
                inArray(staffWorkingPlans.user_id, ids),
                lte(staffWorkingPlans.start_date, to),
                gte(staffWorkingPlans.end_date, from),
              ),
            )
            .orderBy(asc(staffWorkingPlans.start_date), asc(staffWorkingPlans.start_time), asc(staffWorkingPlans.id)),

    /** A person's current items ending on or after `date` (the panel's list), in date order. */
    plansFrom: (userId: number, date: string): Promise<PlanRow[]> =>
      db
        .select()
        .from(staffWorkingPlans)
        .where(and(current, eq(staffWorkingPlans.user_id, userId), gte(staffWorkingPlans.end_date, date)))
        .orderBy(asc(staffWorkingPlans.start_date), asc(staffWorkingPlans.start_time), asc(staffWorkingPlans.id)),

    /** Everyone's current items ending on or after `date` (the overview's columns), in date order. */
    plansOfEveryoneFrom: (date: string): Promise<PlanRow[]> =>
      db
        .select()
        .from(staffWorkingPlans)
        .where(and(current, gte(staffWorkingPlans.end_date, date)))
        .orderBy(asc(staffWorkingPlans.start_date), asc(staffWorkingPlans.start_time), asc(staffWorkingPlans.id)),

    /**
     * Stored leave days of these people between two dates with the current leave items covering them (absence types
     * 1, 4 and 6), newest item first: the leave type payroll pays each day at.
     */
    leaveDaysOf: (ids: number[], from: string, to: string) =>
      db
        .select({
          user_id: attendanceDays.user_id,
          work_date: attendanceDays.work_date,
          working_plan_type_id: staffWorkingPlans.working_plan_type_id,
          leave_type_id: staffWorkingPlans.leave_type_id,
        })
        .from(attendanceDays)
        .innerJoin(
          staffWorkingPlans,
          and(
            eq(staffWorkingPlans.user_id, attendanceDays.user_id),
            current,
            lte(staffWorkingPlans.start_date, attendanceDays.work_date),
            gte(staffWorkingPlans.end_date, attendanceDays.work_date),
            inArray(staffWorkingPlans.working_plan_type_id, [1, 4, 6]),
          ),
        )
        .where(
          and(
            inArray(attendanceDays.user_id, ids),
            gte(attendanceDays.work_date, from),
            lte(attendanceDays.work_date, to),
            eq(attendanceDays.status, 'leave'),
          ),
        )
        .orderBy(asc(attendanceDays.user_id), asc(attendanceDays.work_date), sql`${staffWorkingPlans.id} desc`),

    insertPlans: async (rows: NewPlan[]) =>
      rows.length === 0 ? [] : db.insert(staffWorkingPlans).values(rows).returning(),

    /** Marks current items deleted (history: the rows stay); answers the ids it marked. */
    deletePlans: async (ids: number[], actorId: number) =>
      ids.length === 0
        ? []
        : db
            .update(staffWorkingPlans)
            .set({ deleted_at: sql`now()`, deleted_by: actorId })
            .where(and(current, inArray(staffWorkingPlans.id, ids)))
            .returning({ id: staffWorkingPlans.id }),

    /** The active people in `scope` matching the search, with their department and their stored day on `date`. */
    overviewPeople: (date: string, scope: SQL | undefined, search?: string) =>
      db
        .select({
          id: users.id,
          staff_id: users.alias_id,
          name: users.full_name,
          avatar: users.avatar,
          department_id: users.department_id,
          department_name: departments.name,
          first_in: attendanceDays.first_in,
          last_out: attendanceDays.last_out,
          late_minutes: attendanceDays.late_minutes,
          early_leave_minutes: attendanceDays.early_leave_minutes,
        })
        .from(users)
        .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id))
        .leftJoin(departments, eq(departments.id, users.department_id))
        .leftJoin(attendanceDays, and(eq(attendanceDays.user_id, users.id), eq(attendanceDays.work_date, date)))
        .where(and(listed, scope, searchOf(undefined, undefined, search)))
        .orderBy(asc(users.full_name), asc(users.id)),
  };
}
export type RegistrationRepository = ReturnType<typeof registrationRepository>;
