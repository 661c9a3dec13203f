import {
  and,
  asc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type PgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import {
  departmentGroupMembers,
  departmentGroups,
  departments,
  departmentShifts,
  memberShifts,
  shifts,
  users,
} from '../../db/schema/index';
import {
  ANCHOR_EVERY,
  type Anchors,
  anchorCache,
  generationColumn,
  listGeneration,
  type PageStart,
  pageFromAnchors,
} from '../../lib/page-anchors';
import type { Page } from '../../lib/paging';
import { likePattern } from '../../db/like';
import { type Bind, inline, placeholder, preparedByShape } from '../../db/bind';
import { foldText } from '../../db/fold';
import { lookup, qualified } from '../../db/qualified';
import { nameMatches } from '../../db/person-search';

/** The database or the transaction the service opened (db/client.ts). */
import type { Executor } from '../../db/client';
export type MemberShiftRecord = typeof memberShifts.$inferSelect;
export type PersonFilter = { alias_id?: string; full_name?: string; group_id?: number };
export type AssignmentFilter = PersonFilter & { shift_id?: number; start_date: string; end_date: string };

const present = isNull(users.deleted_at);

/** The filter's values as the conditions below compare them (patterns for the text filters). */
function valuesOf(departmentId: number, filter: Partial<AssignmentFilter>) {
  return {
    departmentId,
    aliasId: filter.alias_id ? likePattern(filter.alias_id) : undefined,
    fullName: filter.full_name ? likePattern(foldText(filter.full_name)) : undefined,
    groupId: filter.group_id,
    shiftId: filter.shift_id,
    startDate: filter.start_date,
    endDate: filter.end_date,
  };
}

const groupJoin = (departmentId: number, bind: Bind = inline) =>
  and(
    eq(departmentGroups.id, departmentGroupMembers.group_id),
    eq(departmentGroups.department_id, bind('departmentId', departmentId) as number),
  );

/** Subqueries without a database (they are parts of the repository's statements). */
const subquery = new QueryBuilder();

/**
 * A column of the person's group in the department (a person is in at most one group), as a subquery on the
 * statement's `person` (written with `qualified`, db/qualified.ts); `also` narrows it further.
 */
const groupOfPerson = (departmentId: number, bind: Bind, value: PgColumn, person: SQL, also?: SQL) =>
  subquery
    .select({ value })
    .from(departmentGroupMembers)
    .innerJoin(departmentGroups, groupJoin(departmentId, bind))
    .where(and(sql`${departmentGroupMembers.user_id} = ${person}`, also));

/** The department's (present) people matching the filter; the group filter asks the person's group there. */
function peopleWhere(departmentId: number, filter: PersonFilter, bind: Bind = inline) {
  const values = valuesOf(departmentId, filter);
  return and(
    eq(users.department_id, bind('departmentId', departmentId) as number),
    present,
    values.aliasId ? ilike(users.alias_id, bind('aliasId', values.aliasId) as string) : undefined,
    values.fullName ? sql`${users.name_search} like ${bind('fullName', values.fullName)}` : undefined,
    values.groupId
      ? exists(
          groupOfPerson(
            departmentId,
            bind,
            departmentGroups.id,
            qualified(users.id),
            eq(departmentGroups.id, bind('groupId', values.groupId) as number),
          ),
        )
      : undefined,
  );
}

/** Assignments in the department overlapping the range (and of the filter's shift). */
const inRange = (departmentId: number, filter: AssignmentFilter, bind: Bind = inline) =>
  and(
    eq(memberShifts.department_id, bind('departmentId', departmentId) as number),
    lte(memberShifts.start_date, bind('endDate', filter.end_date) as string),
    gte(memberShifts.end_date, bind('startDate', filter.start_date) as string),
    filter.shift_id ? eq(memberShifts.shift_id, bind('shiftId', filter.shift_id) as number) : undefined,
  );

/** A person's assignments in the department overlapping the range (and of the filter's shift). */
const overlapping = (departmentId: number, filter: AssignmentFilter, bind: Bind = inline) =>
  and(eq(memberShifts.user_id, users.id), inRange(departmentId, filter, bind));

/** The people of the assignment list; with a shift filter only those with an assignment of that shift. */
const assignmentWhere = (departmentId: number, filter: AssignmentFilter, bind: Bind = inline) =>
  and(peopleWhere(departmentId, filter, bind), filter.shift_id ? isNotNull(memberShifts.id) : undefined);

export type AssignmentRow = {
  user_id: number;
  alias_id: string;
  full_name: string;
  group_id: number | null;
  group_name: string | null;
  id: number | null;
  shift_id: number | null;
  shift_name: string | null;
  start_date: string | null;
  end_date: string | null;
  version: number | null;
};

/** A row of a page query, with the generation the page saw (lib/page-anchors.ts). */
type PageRow = AssignmentRow & { generation: string };

export function memberShiftsRepository(db: Executor) {
  const anchors = anchorCache();

  /**
   * A page of the assignment list from an anchor (to the next one after the page when `start.to` is given), on the
   * department's own index. The group and the shift's name are scalar subqueries rather than joins: a page without
   * both bounds (the last pages, text filters) is planned with its values at every read (db/client.ts), and two
   * joined tables plan in a fraction of the time of five.
   */
  function pageQuery(departmentId: number, filter: AssignmentFilter, bind: Bind, start: PageStart, limit: number) {
    const department = bind('departmentId', departmentId);
    // The page's rows first, then the names for those rows only (OFFSET would otherwise look them up for every
    // skipped row too).
    const rows = db
      .select({
        // Both tables name their key `id`: the subquery's columns need names of their own (and the columns' own
        // reading: the assignment's key is a bigint read as a number).
        user_id: sql<number>`${users.id}`.mapWith(users.id).as('user_id'),
        alias_id: users.alias_id,
        full_name: users.full_name,
        id: sql<number | null>`${memberShifts.id}`.mapWith(memberShifts.id).as('assignment_id'),
        shift_id: memberShifts.shift_id,
        start_date: memberShifts.start_date,
        end_date: memberShifts.end_date,
        version: memberShifts.version,
      })
      .from(users)
      .leftJoin(memberShifts, overlapping(departmentId, filter, bind))
      .where(
        and(
          assignmentWhere(departmentId, filter, bind),
          // With both bounds a plain range on the staff ID within the department (the index's second column). With
          // only a start (the last pages) the row comparison: a plan made without values then still walks the
          // department's index, not the whole staff-ID index.
          start.from === undefined
            ? undefined
            : start.to === undefined
              ? sql`(${users.department_id}, ${users.alias_id}) >= (${department}, ${bind('from', start.from)})`
              : gte(users.alias_id, bind('from', start.from) as string),
          start.to === undefined ? undefined : lt(users.alias_id, bind('to', start.to) as string),
        ),
      )
      .orderBy(asc(users.alias_id), sql`${memberShifts.start_date} nulls first`, asc(memberShifts.id))
      .limit(bind('limit', limit) as number)
      .offset(bind('skip', start.skip) as number)
      .as('page');
    const ofPage = (column: string) => qualified('page', column);
    return db
      .select({
        user_id: rows.user_id,
        alias_id: rows.alias_id,
        full_name: rows.full_name,
        group_id: sql<number | null>`(${groupOfPerson(departmentId, bind, departmentGroups.id, ofPage('user_id'))})`,
        group_name: sql<
          string | null
        >`(${groupOfPerson(departmentId, bind, departmentGroups.group_name, ofPage('user_id'))})`,
        id: rows.id,
        shift_id: rows.shift_id,
        shift_name: lookup<string | null>(shifts.name, shifts.id, ofPage('shift_id')),
        start_date: rows.start_date,
        end_date: rows.end_date,
        version: rows.version,
        generation: generationColumn('people'),
      })
      .from(rows)
      .orderBy(asc(rows.alias_id), sql`${rows.start_date} nulls first`, asc(rows.id));
  }

  /**
   * The page query prepared once per connection for each combination of filters and bounds (at most 16): PostgreSQL
   * parses it once, and with both bounds keeps one plan for it. Text filters are left out: their pattern varies with
   * every search.
   */
  const preparedPages = preparedByShape();
  function readPage(departmentId: number, filter: AssignmentFilter, start: PageStart, limit: number) {
    // A text filter's page is planned with its values at every read: without the end bound, which can lead
    // PostgreSQL to read the filter's whole match (users.repository.ts: readPage).
    if (filter.alias_id || filter.full_name)
      return pageQuery(departmentId, filter, inline, { ...start, to: undefined }, limit) as Promise<PageRow[]>;
    const shape = [
      filter.group_id ? 'g' : '-',
      filter.shift_id ? 's' : '-',
      start.from === undefined ? '-' : 'f',
      start.to === undefined ? '-' : 't',
    ];
    return preparedPages(shape.join(''), () =>
      // Any values: they are placeholders.
      pageQuery(0, filter, placeholder, start, 0).prepare(`assignment_page_${shape.join('')}`),
    ).execute({
      ...valuesOf(departmentId, filter),
      from: start.from,
      to: start.to,
      limit,
      skip: start.skip,
    }) as Promise<PageRow[]>;
  }

  /**
   * Every ANCHOR_EVERY-th person of the assignment list with the rows before them, and the total: one walk over the
   * department's people (index) and its assignment counts per person (covering index on member_shifts).
   */
  async function walkAssignmentAnchors(departmentId: number, filter: AssignmentFilter): Promise<Anchors> {
    const counts = db
      .select({ user_id: memberShifts.user_id, n: sql<number>`count(*)::int`.as('n') })
      .from(memberShifts)
      .where(inRange(departmentId, filter))
      .groupBy(memberShifts.user_id)
      .as('counts');
    // Rows a person takes: one per assignment, or one "waiting" row (none with a shift filter: they are left out).
    const rowsOf = sql<number>`greatest(coalesce(${counts.n}, 0), ${filter.shift_id ? 0 : 1})`;
    const people = db
      .select({
        key: users.alias_id,
        position: sql<number>`(row_number() over (order by ${users.alias_id}) - 1)::int`.as('position'),
        before:
          sql<number>`(coalesce(sum(${rowsOf}) over (order by ${users.alias_id} rows between unbounded preceding and 1 preceding), 0))::int`.as(
            'before',
          ),
        total: sql<number>`(coalesce(sum(${rowsOf}) over (), 0))::int`.as('total'),
      })
      .from(users)
      .leftJoin(counts, eq(counts.user_id, users.id))
      .where(and(peopleWhere(departmentId, filter), filter.shift_id ? isNotNull(counts.n) : undefined))
      .as('people');
    const rows = await db
      .select({ key: people.key, before: people.before, total: people.total })
      .from(people)
      .where(sql`${people.position} % ${ANCHOR_EVERY} = 0`)
      .orderBy(asc(people.position));
    return { total: rows[0]?.total ?? 0, anchors: rows.map(({ key, before }) => ({ key, before })) };
  }

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
            keyWord ? or(ilike(users.alias_id, likePattern(keyWord)), nameMatches(keyWord)) : undefined,
          ),
        )
        .orderBy(asc(users.alias_id))
        .limit(limit),

    /**
     * One row per assignment of the department overlapping the range, plus one row (without assignment) for each
     * person who has none there. With a shift filter only assignments of that shift remain. The page starts at the
     * nearest anchor (lib/page-anchors.ts, a person's staff ID and the rows before them), so deep pages are cheap.
     */
    async assignments(departmentId: number, filter: AssignmentFilter, page: Page) {
      const key = JSON.stringify([
        departmentId,
        filter.alias_id,
        filter.full_name,
        filter.group_id,
        filter.shift_id,
        filter.start_date,
        filter.end_date,
      ]);
      return pageFromAnchors<PageRow>({
        cache: anchors,
        key,
        offset: page.offset,
        limit: page.limit,
        generation: () => listGeneration(db, 'people'),
        walk: () => walkAssignmentAnchors(departmentId, filter),
        read: (start) => readPage(departmentId, filter, start, page.limit),
      });
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

    /**
     * A person's assignments after `today` (a department change, staff area): those starting later are deleted, one
     * running past today ends today. Answers the rows as they were, for the audit log.
     */
    async endFutureOf(userId: number, today: string) {
      const removed = await db
        .delete(memberShifts)
        .where(and(eq(memberShifts.user_id, userId), sql`${memberShifts.start_date} > ${today}`))
        .returning();
      const cut = await db
        .update(memberShifts)
        .set({ end_date: today, version: sql`${memberShifts.version} + 1`, updated_at: new Date() })
        .where(
          and(
            eq(memberShifts.user_id, userId),
            sql`${memberShifts.start_date} <= ${today}`,
            sql`${memberShifts.end_date} > ${today}`,
          ),
        )
        .returning();
      return { removed, cut };
    },
  };
}
