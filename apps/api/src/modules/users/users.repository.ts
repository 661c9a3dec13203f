import { and, asc, count, eq, gt, gte, ilike, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { lookup } from '../../db/qualified';
import { ROLES, USER_OPTIONS_LIMIT } from '@hr/contracts';
import { type Bind, inline, placeholder, preparedByShape } from '../../db/bind';
import type { Executor } from '../../db/client';
import { isPerson } from '../../db/person';
import { nameMatches } from '../../db/person-search';
import {
  authTokens,
  departmentGroupMembers,
  departmentGroups,
  departments,
  departmentShifts,
  shifts,
  users,
} from '../../db/schema/index';
import { foldText } from '../../db/fold';
import {
  ANCHOR_EVERY,
  type Anchors,
  anchorCache,
  generationColumn,
  listGeneration,
  type PageStart,
  pageFromAnchors,
  pageStart,
  withoutGeneration,
} from '../../lib/page-anchors';
import type { Page } from '../../lib/paging';
import { likePattern } from '../../db/like';

/**
 * `scope` is the reader's read scope (lib/access.ts `inScope`), applied to rows, counts and exports alike; `scopeKey`
 * names it (`scopeKeyOf`) so that page anchors can be shared by readers of the same scope. Without a key a scoped
 * list pages by plain OFFSET.
 */
export type UserFilter = {
  staffId?: string;
  name?: string;
  roleId?: number;
  phone?: string;
  /** Staff list (specification 001): name or staff ID contains. */
  keyword?: string;
  /** Staff list: the position is the role; with roleId both must match. */
  positionId?: number;
  departmentId?: number;
  /** Working status 1 to 6. */
  status?: number;
  scope?: SQL;
  scopeKey?: string;
};

/** The columns that decide whether a person is in a reader's scope (lib/access.ts). */
export const scopeColumns = {
  id: users.id,
  departmentId: users.department_id,
  groupId: departmentGroupMembers.group_id,
};

const columns = {
  id: users.id,
  alias_id: users.alias_id,
  username: users.username,
  first_name: users.first_name,
  last_name: users.last_name,
  full_name: users.full_name,
  role_id: users.role_id,
  department_id: users.department_id,
  department_name: departments.name,
  shift_id: users.shift_id,
  shift_name: shifts.name,
  gender: users.gender,
  email: users.email,
  phone_number: users.phone_number,
  dob: users.dob,
  date_of_join: users.date_of_join,
  avatar: users.avatar,
  status: users.status,
  version: users.version,
  group_id: departmentGroupMembers.group_id,
};
/**
 * A page's columns: the people's, and the generation the page saw (lib/page-anchors.ts). The department's and the
 * shift's names and the group are scalar subqueries, not joins: most pages are planned with their values at every
 * read (db/client.ts, db/bind.ts), and PostgreSQL plans this in a quarter of the time it takes for the joins (0.13 against 0.55 ms
 * at 100,000 people), for the same rows. A scoped reader's page keeps the joins, because its scope reads the group.
 */
const pageColumns = {
  ...columns,
  department_name: lookup<string | null>(departments.name, departments.id, users.department_id),
  shift_name: lookup<string | null>(shifts.name, shifts.id, users.shift_id),
  group_id: lookup<number | null>(departmentGroupMembers.group_id, departmentGroupMembers.user_id, users.id),
  generation: generationColumn('people'),
};
const scopedPageColumns = { ...columns, generation: generationColumn('people') };
type PageRow = UserRow & { generation: string };

export type UserRow = {
  id: number;
  alias_id: string;
  username: string;
  first_name: string;
  last_name: string;
  full_name: string;
  role_id: number;
  department_id: number | null;
  department_name: string | null;
  shift_id: number | null;
  shift_name: string | null;
  gender: number;
  email: string | null;
  phone_number: string | null;
  dob: string | null;
  date_of_join: string | null;
  avatar: string | null;
  status: number;
  version: number;
  group_id: number | null;
};

export type UserValues = {
  alias_id: string;
  username: string;
  email: string | null;
  first_name: string;
  last_name: string;
  full_name: string;
  role_id: number;
  department_id: number;
  shift_id: number;
  gender: number;
  phone_number: string | null;
  dob: string | null;
  date_of_join: string | null;
  avatar: string;
};

/** The filter's search patterns, as the conditions below compare them. */
function patternsOf(filter: UserFilter) {
  return {
    staffId: filter.staffId ? likePattern(filter.staffId) : undefined,
    name: filter.name ? likePattern(foldText(filter.name)) : undefined,
    roleId: filter.roleId,
    phone: filter.phone ? likePattern(filter.phone) : undefined,
    keyword: filter.keyword ? likePattern(filter.keyword) : undefined,
    keywordName: filter.keyword ? likePattern(foldText(filter.keyword)) : undefined,
    positionId: filter.positionId,
    departmentId: filter.departmentId,
    status: filter.status,
  };
}

/** Kiosk accounts are no staff: a list shows them only when their role is asked for (ICT manages them there). */
const asksKiosks = (filter: UserFilter) => filter.roleId === ROLES.KIOSK || filter.positionId === ROLES.KIOSK;

function whereOf(filter: UserFilter, bind: Bind = inline): SQL | undefined {
  const values = patternsOf(filter);
  return and(
    isNull(users.deleted_at),
    asksKiosks(filter) ? undefined : isPerson,
    values.staffId ? ilike(users.alias_id, bind('staffId', values.staffId) as string) : undefined,
    values.name ? sql`${users.name_search} like ${bind('name', values.name)}` : undefined,
    values.roleId ? eq(users.role_id, bind('roleId', values.roleId) as number) : undefined,
    values.phone ? ilike(users.phone_number, bind('phone', values.phone) as string) : undefined,
    values.keyword
      ? or(
          ilike(users.alias_id, bind('keyword', values.keyword) as string),
          sql`${users.name_search} like ${bind('keywordName', values.keywordName)}`,
        )
      : undefined,
    values.positionId ? eq(users.role_id, bind('positionId', values.positionId) as number) : undefined,
    values.departmentId ? eq(users.department_id, bind('departmentId', values.departmentId) as number) : undefined,
    values.status ? eq(users.status, bind('status', values.status) as number) : undefined,
    filter.scope,
  );
}

/** The cache key of a filter's page anchors, or undefined when it cannot be cached (a scope without a name). */
function anchorKey(filter: UserFilter): string | undefined {
  if (filter.scope && !filter.scopeKey) return undefined;
  const { staffId, name, roleId, phone, keyword, positionId, departmentId, status, scopeKey } = filter;
  return JSON.stringify([staffId, name, roleId, phone, keyword, positionId, departmentId, status, scopeKey]);
}

export function usersRepository(db: Executor) {
  const anchors = anchorCache();

  /** Whether a session (auth_tokens row) still works: not expired, its person active and not deleted. */
  async function sessionActive(sessionId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: authTokens.id })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.user_id))
      .where(
        and(
          eq(authTokens.id, sessionId),
          gt(authTokens.expires_at, new Date()),
          isNull(users.deleted_at),
          eq(users.is_active, true),
        ),
      )
      .limit(1);
    return !!row;
  }

  /** Every ANCHOR_EVERY-th staff ID of the filter's people in list order, and how many there are. */
  async function walkAnchors(filter: UserFilter, where: SQL | undefined): Promise<Anchors> {
    // The group join is needed only by an own-group scope; without it the walk reads the index alone.
    const groupOf = eq(departmentGroupMembers.user_id, users.id);
    const numbered = db
      .select({
        key: users.alias_id,
        position: sql<number>`(row_number() over (order by ${users.alias_id}) - 1)::int`.as('position'),
      })
      .from(users);
    const walk = (filter.scope ? numbered.leftJoin(departmentGroupMembers, groupOf) : numbered).where(where).as('walk');
    // The total as a subquery of the same statement (one snapshot): `count(*) over ()` beside the row numbers held
    // all 100,000 rows in a spilled buffer and took half the walk's time.
    const counted = db.select({ n: sql<number>`count(*)::int` }).from(users);
    const total = (filter.scope ? counted.leftJoin(departmentGroupMembers, groupOf) : counted).where(where);
    const rows = await db
      .select({ key: walk.key, before: walk.position, total: sql<number>`(${total})` })
      .from(walk)
      .where(sql`${walk.position} % ${ANCHOR_EVERY} = 0`)
      .orderBy(asc(walk.position));
    return { total: rows[0]?.total ?? 0, anchors: rows.map(({ key, before }) => ({ key, before })) };
  }

  /**
   * A page from an anchor. The page query of a reader who sees everyone is prepared once per connection for each
   * combination of filters and bounds (at most 64: role, position, department and status, from and to), and ends at the next anchor after the page (PageStart.to):
   * PostgreSQL then parses it once, and keeps one plan for it where that plan is as cheap (the role filter). Text
   * filters and scopes are left out: a scope is a value of its own, and a text filter's pattern varies with every
   * search.
   */
  const preparedPages = preparedByShape();
  const selectPage = () => db.select(pageColumns).from(users);
  function readPage(filter: UserFilter, where: SQL | undefined, page: Page, start: PageStart) {
    // Planned with its values at every read: the end bound is left out, as it can lead PostgreSQL to read a text
    // filter's whole trigram match (all of 'nguyen') where walking the staff IDs from the start stops after a page.
    const range = start.from === undefined ? undefined : gte(users.alias_id, start.from);
    if (filter.scope)
      return selectUsers(scopedPageColumns)
        .where(and(where, range))
        .orderBy(asc(users.alias_id))
        .limit(page.limit)
        .offset(start.skip) as unknown as Promise<PageRow[]>;
    if (filter.staffId || filter.name || filter.phone || filter.keyword)
      return selectPage()
        .where(and(where, range))
        .orderBy(asc(users.alias_id))
        .limit(page.limit)
        .offset(start.skip) as unknown as Promise<PageRow[]>;
    // Equality filters on keys (role, position, department, working status) keep the prepared shape's plan.
    const shape =
      (filter.roleId ? 'r' : '-') +
      (filter.positionId ? 'p' : '-') +
      (filter.departmentId ? 'd' : '-') +
      (filter.status ? 's' : '-') +
      (asksKiosks(filter) ? 'k' : '-') +
      (start.from === undefined ? '-' : 'f') +
      (start.to === undefined ? '-' : 't');
    const query = preparedPages(shape, () =>
      selectPage()
        .where(
          and(
            whereOf(filter, placeholder),
            start.from === undefined ? undefined : gte(users.alias_id, sql.placeholder('from')),
            start.to === undefined ? undefined : lt(users.alias_id, sql.placeholder('to')),
          ),
        )
        .orderBy(asc(users.alias_id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('skip'))
        .prepare(`users_page_${shape}`),
    );
    return query.execute({
      roleId: filter.roleId,
      positionId: filter.positionId,
      departmentId: filter.departmentId,
      status: filter.status,
      from: start.from,
      to: start.to,
      limit: page.limit,
      skip: start.skip,
    }) as Promise<PageRow[]>;
  }

  const selectUsers = (selection: typeof columns = columns) =>
    db
      .select(selection)
      .from(users)
      .leftJoin(departments, eq(departments.id, users.department_id))
      .leftJoin(shifts, eq(shifts.id, users.shift_id))
      .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id));

  return {
    sessionActive,
    /**
     * One page and the exact total. The page starts at the nearest anchor (lib/page-anchors.ts): deep pages read
     * as little as the first one. The anchors and the total come from one index walk per data generation.
     */
    async list(filter: UserFilter, page: Page): Promise<{ rows: UserRow[]; total: number }> {
      const where = whereOf(filter);
      const key = anchorKey(filter);
      if (key === undefined) {
        const found = await walkAnchors(filter, where);
        if (page.offset >= found.total) return { rows: [], total: found.total };
        const rows = await readPage(filter, where, page, pageStart(found, page.offset, page.limit));
        return { rows: withoutGeneration(rows), total: found.total };
      }
      return pageFromAnchors<PageRow>({
        cache: anchors,
        key,
        offset: page.offset,
        limit: page.limit,
        generation: () => listGeneration(db, 'people'),
        walk: () => walkAnchors(filter, where),
        read: (start) => readPage(filter, where, page, start),
      });
    },

    /** Every row the filter selects, in batches ordered by staff ID (keyset paging: no growing offsets). */
    async *iterate(filter: UserFilter, batch = 1000): AsyncGenerator<UserRow> {
      let after: string | undefined;
      for (;;) {
        const rows = (await selectUsers()
          .where(and(whereOf(filter), after === undefined ? undefined : gt(users.alias_id, after)))
          .orderBy(asc(users.alias_id))
          .limit(batch)) as UserRow[];
        yield* rows;
        if (rows.length < batch) return;
        after = rows.at(-1)?.alias_id;
      }
    },

    /** How many people the filter selects (the export's progress). */
    async count(filter: UserFilter): Promise<number> {
      const counted = db.select({ n: sql<number>`count(*)::int` }).from(users);
      const groupOf = eq(departmentGroupMembers.user_id, users.id);
      const [row] = await (filter.scope ? counted.leftJoin(departmentGroupMembers, groupOf) : counted).where(
        whereOf(filter),
      );
      return row?.n ?? 0;
    },

    /** Role and department of an active person: a job runs with the read scope its starter has when it runs. */
    async activeReader(id: number) {
      const [row] = await db
        .select({ id: users.id, role_id: users.role_id, department_id: users.department_id })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deleted_at), eq(users.is_active, true)));
      return row;
    },

    /** A person not deleted, with department and shift names. */
    async find(id: number) {
      const [row] = await selectUsers().where(and(eq(users.id, id), isNull(users.deleted_at)));
      return row as UserRow | undefined;
    },

    /** Which of email, staff ID and user name another person (deleted ones included: they keep theirs) already has. */
    async taken(
      values: { email: string | null; alias_id: string; username: string; phone_number: string | null },
      exceptId?: number,
    ) {
      const rows = await db
        .select({
          email: users.email,
          alias_id: users.alias_id,
          username: users.username,
          phone_number: users.phone_number,
          deleted_at: users.deleted_at,
        })
        .from(users)
        .where(
          and(
            exceptId === undefined ? undefined : ne(users.id, exceptId),
            or(
              values.email ? sql`lower(${users.email}) = ${values.email.toLowerCase()}` : undefined,
              sql`lower(${users.alias_id}) = ${values.alias_id.toLowerCase()}`,
              sql`lower(${users.username}) = ${values.username.toLowerCase()}`,
              values.phone_number
                ? and(eq(users.phone_number, values.phone_number), isNull(users.deleted_at))
                : undefined,
            ),
          ),
        );
      const lower = (text: string | null) => text?.toLowerCase();
      return {
        email: Boolean(values.email) && rows.some((r) => lower(r.email) === lower(values.email)),
        alias_id: rows.some((r) => lower(r.alias_id) === lower(values.alias_id)),
        username: rows.some((r) => lower(r.username) === lower(values.username)),
        /** Phone numbers of present people only: a former employee's number may pass to someone new. */
        phone_number:
          Boolean(values.phone_number) &&
          rows.some((r) => r.deleted_at === null && r.phone_number === values.phone_number),
      };
    },

    async departmentExists(id: number) {
      const [row] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, id));
      return Boolean(row);
    },

    async shiftExists(id: number) {
      const [row] = await db.select({ id: shifts.id }).from(shifts).where(eq(shifts.id, id));
      return Boolean(row);
    },

    async departmentShiftIds(departmentId: number) {
      const rows = await db
        .select({ id: departmentShifts.shift_id })
        .from(departmentShifts)
        .where(eq(departmentShifts.department_id, departmentId));
      return rows.map((r) => r.id);
    },

    async insert(values: UserValues) {
      const [row] = await db.insert(users).values(values).returning({ id: users.id });
      return row!.id;
    },

    /** Updates only when the row still has `version` and is not deleted; false means stale or gone. */
    async update(id: number, version: number, values: Partial<UserValues>) {
      const rows = await db
        .update(users)
        .set({ ...values, version: sql`${users.version} + 1`, updated_at: new Date() })
        .where(and(eq(users.id, id), eq(users.version, version), isNull(users.deleted_at)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Marks the person deleted; false when already gone. Rows that refer to them stay. */
    async softDelete(id: number) {
      const rows = await db
        .update(users)
        .set({ deleted_at: new Date(), version: sql`${users.version} + 1`, updated_at: new Date() })
        .where(and(eq(users.id, id), isNull(users.deleted_at)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Sets a new password hash; false when the person is gone. */
    async setPassword(id: number, passwordHash: string) {
      const rows = await db
        .update(users)
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where(and(eq(users.id, id), isNull(users.deleted_at)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Ends every session of the person. */
    async endSessions(id: number) {
      await db.delete(authTokens).where(eq(authTokens.user_id, id));
    },

    /**
     * Active ICT administrators, counted after taking a transaction-wide lock, so that two requests cannot each
     * remove "the other" last administrator. Call inside the transaction that changes them.
     */
    async activeIctCount() {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('hr.ict-accounts'))`);
      const [row] = await db
        .select({ value: count() })
        .from(users)
        .where(and(eq(users.role_id, 1), eq(users.is_active, true), isNull(users.deleted_at)));
      return row?.value ?? 0;
    },

    /** People for pickers (`GET /user/all`), with their department group. */
    async options(filter: { groupId?: number; departmentId?: number; keyWord?: string; scope?: SQL }) {
      const keyWord = filter.keyWord ? likePattern(filter.keyWord) : undefined;
      return db
        .select({
          id: users.id,
          alias_id: users.alias_id,
          full_name: users.full_name,
          group_id: departmentGroups.id,
          group_name: departmentGroups.group_name,
        })
        .from(users)
        .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id))
        .leftJoin(departmentGroups, eq(departmentGroups.id, departmentGroupMembers.group_id))
        .where(
          and(
            isNull(users.deleted_at),
            filter.groupId ? eq(departmentGroupMembers.group_id, filter.groupId) : undefined,
            filter.departmentId ? eq(users.department_id, filter.departmentId) : undefined,
            keyWord ? or(ilike(users.alias_id, keyWord), nameMatches(filter.keyWord ?? '')) : undefined,
            filter.scope,
          ),
        )
        .orderBy(asc(users.alias_id))
        .limit(USER_OPTIONS_LIMIT);
    },
  };
}
