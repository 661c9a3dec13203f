import { type AnyColumn, and, asc, eq, gte, ilike, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Bind, inline, placeholder, preparedByShape } from '../../db/bind';
import type { Executor } from '../../db/client';
import { type DateValue, isPerson, paidInPeriodOf } from '../../db/person';
import { foldText } from '../../db/fold';
import {
  attendanceDays,
  attendanceStatusRegistrations,
  departmentGroupMembers,
  departments,
  staffWorkingPlans,
  users,
} from '../../db/schema/index';
import { likePattern } from '../../db/like';
import {
  ANCHOR_EVERY,
  anchorCache,
  generationColumn,
  listGeneration,
  type PageStart,
  pageFromAnchors,
} from '../../lib/page-anchors';
import type { Page } from '../../lib/paging';

export type PlanRow = typeof staffWorkingPlans.$inferSelect;
export type NewPlan = typeof staffWorkingPlans.$inferInsert;
export type RegistrationRow = { user_id: number; work_date: string; kind: string; registered_at: Date };
type PlanTimesRow = Pick<PlanRow, 'working_plan_type_id' | 'start_date' | 'start_time' | 'end_date' | 'end_time'>;
/** A person's stored day, registrations and plan items of one date (`dayFlags`). */
export type DayFlags = {
  day: { first_in: Date | null; last_out: Date | null };
  registrations: { kind: string; registered_at: Date }[];
  plans: PlanTimesRow[];
};
/** A person of the registration list with what its row shows on the date (`staffPage`). */
export type StaffPageRow = { id: number; staff_id: string; name: string; flags: DayFlags };
type JsonRegistration = { kind: string; registered_at: string };
type JsonDay = { first_in: string | null; last_out: string | null };

const listed = and(isNull(users.deleted_at), eq(users.is_active, true), isPerson);
const current = isNull(staffWorkingPlans.deleted_at);

/**
 * What a registration row shows of the person whose id is `userId` on `date`, as columns of a statement: their stored
 * day's first check-in and last check-out, their registrations of the date (oldest first) and their current
 * working-plan items covering it (in date order), each as one JSON value read by index (a page's 20 people: 60 probes).
 */
function flagColumns(userId: AnyColumn, date: unknown) {
  // Each subquery is a nested sql object: a select from one table writes the columns of its own selection
  // unqualified, which would turn `user_id = "page"."id"` into the subquery's own `id`; nested ones keep their table.
  const day = sql`select json_build_object('first_in', ${attendanceDays.first_in}, 'last_out', ${attendanceDays.last_out})
    from ${attendanceDays} where ${attendanceDays.user_id} = ${userId} and ${attendanceDays.work_date} = ${date}`;
  const registrations = sql`select json_agg(json_build_object(
      'kind', ${attendanceStatusRegistrations.kind}, 'registered_at', ${attendanceStatusRegistrations.registered_at})
      order by ${attendanceStatusRegistrations.registered_at}, ${attendanceStatusRegistrations.id})
    from ${attendanceStatusRegistrations}
    where ${attendanceStatusRegistrations.user_id} = ${userId} and ${attendanceStatusRegistrations.work_date} = ${date}`;
  const plans = sql`select json_agg(json_build_object(
      'working_plan_type_id', ${staffWorkingPlans.working_plan_type_id},
      'start_date', ${staffWorkingPlans.start_date}, 'start_time', ${staffWorkingPlans.start_time},
      'end_date', ${staffWorkingPlans.end_date}, 'end_time', ${staffWorkingPlans.end_time})
      order by ${staffWorkingPlans.start_date}, ${staffWorkingPlans.start_time}, ${staffWorkingPlans.id})
    from ${staffWorkingPlans}
    where ${staffWorkingPlans.user_id} = ${userId} and ${current}
      and ${staffWorkingPlans.end_date} >= ${date} and ${staffWorkingPlans.start_date} <= ${date}`;
  return {
    day: sql<JsonDay | null>`(${day})`,
    registrations: sql<JsonRegistration[]>`coalesce((${registrations}), '[]'::json)`,
    plans: sql<PlanTimesRow[]>`coalesce((${plans}), '[]'::json)`,
  };
}

type FlagColumns = { day: JsonDay | null; registrations: JsonRegistration[]; plans: PlanTimesRow[] };
const at = (value: string | null) => (value === null ? null : new Date(value));
const flagsOf = (row: FlagColumns): DayFlags => ({
  day: { first_in: at(row.day?.first_in ?? null), last_out: at(row.day?.last_out ?? null) },
  registrations: row.registrations.map((r) => ({ kind: r.kind, registered_at: new Date(r.registered_at) })),
  plans: row.plans,
});

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
  const staffAnchors = anchorCache();
  const preparedPages = preparedByShape();
  const groupOf = eq(departmentGroupMembers.user_id, users.id);

  /**
   * A page of the list from an anchor, each person with their flags on the date, in one statement: the page of
   * people by staff ID (bounded at both ends, PageStart), then their stored day, registrations and plan items.
   */
  function pageQuery(
    where: SQL | undefined,
    scoped: boolean,
    bind: Bind,
    start: PageStart,
    values: { limit: number; date: string },
  ) {
    const date = bind('date', values.date) as DateValue;
    const people = db
      .select({
        id: users.id,
        staff_id: users.alias_id,
        name: users.full_name,
        generation: generationColumn('people').as('generation'),
      })
      .from(users);
    // The group join is needed only by an own-group scope (lib/access.ts scopeColumns).
    const page = (scoped ? people.leftJoin(departmentGroupMembers, groupOf) : people)
      .where(
        and(
          where,
          paidInPeriodOf(date, date),
          start.from === undefined ? undefined : gte(users.alias_id, bind('from', start.from) as string),
          start.to === undefined ? undefined : lt(users.alias_id, bind('to', start.to) as string),
        ),
      )
      .orderBy(asc(users.alias_id))
      .limit(bind('limit', values.limit) as number)
      .offset(bind('skip', start.skip) as number)
      .as('page');
    return db
      .select({
        id: page.id,
        staff_id: page.staff_id,
        name: page.name,
        generation: page.generation,
        ...flagColumns(page.id, date),
      })
      .from(page)
      .orderBy(asc(page.staff_id));
  }

  return {
    /**
     * A page of the active people in `scope` by staff ID, each with their flags on `date`, and the exact total.
     * Anchored pages (lib/page-anchors.ts, like the user list): a deep page starts at the nearest anchor instead of
     * skipping thousands of rows, and the total comes with the anchors, once per data generation. `scopeKey` names
     * the scope (lib/access.ts `scopeKeyOf`), so readers of one scope share the anchors. A reader who sees everyone
     * without a search (the common case) runs a statement prepared once per connection (db/bind.ts).
     */
    async staffPage(
      scope: SQL | undefined,
      scopeKey: string,
      filter: { staffId?: string; name?: string },
      page: Page,
      date: string,
    ): Promise<{ rows: StaffPageRow[]; total: number }> {
      // Who takes part on the date (`paidInPeriodOf`) is the page's condition with the date (pageQuery binds it).
      const where = and(listed, scope, searchOf(filter.staffId, filter.name));
      const values = { limit: page.limit, date };
      const { rows, total } = await pageFromAnchors({
        cache: staffAnchors,
        key: JSON.stringify([scopeKey, filter.staffId ?? '', filter.name ?? '', date]),
        offset: page.offset,
        limit: page.limit,
        generation: () => listGeneration(db, 'people'),
        async walk() {
          const walk = db
            .select({
              key: users.alias_id,
              position: sql<number>`(row_number() over (order by ${users.alias_id}) - 1)::int`.as('position'),
            })
            .from(users)
            .leftJoin(departmentGroupMembers, groupOf)
            .where(and(where, paidInPeriodOf(date, date)))
            .as('walk');
          const total = db
            .select({ n: sql<number>`count(*)::int` })
            .from(users)
            .leftJoin(departmentGroupMembers, groupOf);
          const rows = await db
            .select({
              key: walk.key,
              before: walk.position,
              total: sql<number>`(${total.where(and(where, paidInPeriodOf(date, date)))})`,
            })
            .from(walk)
            .where(sql`${walk.position} % ${ANCHOR_EVERY} = 0`)
            .orderBy(asc(walk.position));
          return { total: rows[0]?.total ?? 0, anchors: rows.map(({ key, before }) => ({ key, before })) };
        },
        read(start) {
          // A scope is a value of its own and a search's pattern varies: those are planned with their values.
          if (scope || filter.staffId || filter.name)
            return pageQuery(where, scope !== undefined, inline, start, values);
          const shape = (start.from === undefined ? '-' : 'f') + (start.to === undefined ? '-' : 't');
          const query = preparedPages(shape, () =>
            pageQuery(listed, false, placeholder, start, values).prepare(`registration_staffs_${shape}`),
          );
          return query.execute({ ...values, from: start.from, to: start.to, skip: start.skip }) as Promise<
            Awaited<ReturnType<typeof pageQuery>>
          >;
        },
      });
      return {
        rows: rows.map((row) => ({ id: row.id, staff_id: row.staff_id, name: row.name, flags: flagsOf(row) })),
        total,
      };
    },

    /** What a registration row shows of each of these people on a date (`flagColumns`), in one statement. */
    async dayFlags(ids: number[], date: string): Promise<Map<number, DayFlags>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, ...flagColumns(users.id, date) })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((row) => [row.id, flagsOf(row)]));
    },

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
     * 1, 4 and 6), newest item first: the leave type payroll pays each day at. Also the days with part of the shift
     * on leave (half a day, some hours: `leave_minutes`), which payroll counts against the leave balance.
     */
    leaveDaysOf: (ids: number[], from: string, to: string) =>
      db
        .select({
          user_id: attendanceDays.user_id,
          work_date: attendanceDays.work_date,
          status: attendanceDays.status,
          leave_minutes: attendanceDays.leave_minutes,
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
            or(eq(attendanceDays.status, 'leave'), sql`${attendanceDays.leave_minutes} > 0`),
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
        .where(and(listed, paidInPeriodOf(date, date), scope, searchOf(undefined, undefined, search)))
        .orderBy(asc(users.full_name), asc(users.id)),
  };
}
export type RegistrationRepository = ReturnType<typeof registrationRepository>;
