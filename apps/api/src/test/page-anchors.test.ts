import { ROLES } from '@hr/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentGroupMembers, departmentGroups, departments, memberShifts, users } from '../db/schema/index';
import { createTestApp, type Organisation, type TestApp } from './harness';
import { connect } from '../db/client';
import { ANCHOR_EVERY } from '../lib/page-anchors';
import { memberShiftsRepository } from '../modules/member-shifts/member-shifts.repository';

/**
 * Deep pages start at cached anchors (lib/page-anchors.ts). Every page must equal what a plain ORDER BY ... OFFSET
 * gives on the same data, and any write to the listed rows (through the API or straight into the database, as
 * another process would) must show on the very next read: the anchors belong to one data generation only.
 */
let t: TestApp;
let org: Organisation;
let admin: string;
let manager: string;
const PEOPLE = 4 * ANCHOR_EVERY + 57;

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });

/** Staff IDs of every page of a list, read through the API with the given page size. */
async function everyPage(token: string, path: string, limit: number) {
  const ids: string[] = [];
  let total = -1;
  for (let page = 1; ; page++) {
    const response = await get(token, `${path}${path.includes('?') ? '&' : '?'}page=${page}&limit=${limit}`);
    expect(response.statusCode).toBe(200);
    const body = response.json().data;
    total = body.total;
    const items: { staff_id: string }[] = body.items;
    ids.push(...items.map((i) => i.staff_id));
    if (items.length < limit) break;
  }
  return { ids, total };
}

/** The same list by a plain OFFSET-free full read, as the reference. */
async function reference(where = sql`true`) {
  const rows = await t.db.execute<{ alias_id: string }>(
    sql`select alias_id from ${users} where deleted_at is null and ${where} order by alias_id`,
  );
  return rows.rows.map((r) => r.alias_id);
}

beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  admin = (await t.tokenFor(ROLES.ICT, { alias_id: 'ADM01', department_id: org.departments.ict })).token;
  manager = (await t.tokenFor(ROLES.MANAGER, { alias_id: 'MGR01', department_id: org.departments.production })).token;
  // Generated people straight into the table (no password: these never sign in), spread over departments and roles.
  await t.db.insert(users).values(
    Array.from({ length: PEOPLE }, (_, i) => ({
      alias_id: `P${String((i * 7919) % 100_000).padStart(5, '0')}`,
      username: `paged${i}`,
      first_name: i % 3 === 0 ? 'Nguyễn' : 'Trần',
      last_name: `Văn ${i}`,
      full_name: `${i % 3 === 0 ? 'Nguyễn' : 'Trần'} Văn ${i}`,
      role_id: i % 4 === 0 ? ROLES.LEADER : ROLES.EMPLOYEE,
      department_id: i % 2 === 0 ? org.departments.production : org.departments.hr,
      shift_id: org.shifts.day,
    })),
  );
});
afterAll(() => t?.close());

describe('GET /api/users pages from anchors', () => {
  it("plans the app's statements with their values, also those sent with parameters (db/client.ts)", async () => {
    // A generic plan shows the parameter ($1) where a plan made with the value shows the pattern itself: forcing
    // generic plans had planned every name search without its pattern.
    const client = await t.pool.connect();
    try {
      await client.query('prepare by_name(text) as select id from users where name_search like $1');
      const { rows } = await client.query("explain (format json) execute by_name('%zqx%')");
      const plan = JSON.stringify(rows);
      expect(plan).toContain('%zqx%');
      expect(plan).not.toContain('$1');
    } finally {
      await client.query('deallocate by_name');
      client.release();
    }
  });

  it('gives every page exactly as OFFSET would, for page sizes that do and do not divide the anchor spacing', async () => {
    const expected = await reference();
    for (const limit of [20, 7, 100]) {
      const { ids, total } = await everyPage(admin, '/api/users', limit);
      expect(total).toBe(expected.length);
      expect(ids).toEqual(expected);
    }
  });

  it('pages the role and name filters the same way, and shares them between readers of one scope', async () => {
    const leaders = await everyPage(admin, `/api/users?role_id=${ROLES.LEADER}`, 20);
    expect(leaders.ids).toEqual(await reference(sql`role_id = ${ROLES.LEADER}`));
    const named = await everyPage(admin, '/api/users?name=nguyen', 20);
    expect(named.ids).toEqual(await reference(sql`full_name like 'Nguyễn%'`));
    // Directory fields are company-wide for a manager: the same list (and the same cached anchors) as the admin's.
    expect((await everyPage(manager, '/api/users', 20)).ids).toEqual(await reference());
  });

  it("gives each row its own department's and shift's names, filtered or not (the page looks them up)", async () => {
    const expected = await t.db
      .execute<{ alias_id: string; department_name: string | null; shift_name: string | null }>(
        sql`select u.alias_id, d.name as department_name, s.name as shift_name from ${users} u
             left join departments d on d.id = u.department_id left join shifts s on s.id = u.shift_id
            where u.deleted_at is null order by u.alias_id`,
      )
      .then((r) => new Map(r.rows.map((row) => [row.alias_id, [row.department_name, row.shift_name]])));
    for (const path of ['/api/users?page=2&limit=100', '/api/users?name=nguyen&page=2&limit=50']) {
      const items: { staff_id: string; department_name: string | null; shift_name: string | null }[] = (
        await get(admin, path)
      ).json().data.items;
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect([item.department_name, item.shift_name]).toEqual(expected.get(item.staff_id));
    }
  });

  it('shows a write on the next read, also one made straight in the database by another process', async () => {
    const before = await everyPage(admin, '/api/users', 20);
    // A person sorting first shifts every later page by one.
    await t.db.insert(users).values({
      alias_id: 'A0000',
      username: 'first-in-list',
      first_name: 'An',
      last_name: 'Đầu',
      full_name: 'An Đầu',
      role_id: ROLES.EMPLOYEE,
      department_id: org.departments.hr,
    });
    const deep = await get(admin, '/api/users?page=8&limit=20');
    expect(deep.json().data.total).toBe(before.total + 1);
    expect(deep.json().data.items[0].staff_id).toBe(before.ids[139]);

    // Soft delete through the API: gone from every page, total back.
    const [row] = await t.db
      .execute<{ id: number }>(sql`select id from ${users} where alias_id = 'A0000'`)
      .then((r) => r.rows);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${row!.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(removed.statusCode).toBe(200);
    expect(await everyPage(admin, '/api/users', 20)).toEqual(before);

    // A role change in the database moves people in and out of the role filter.
    const leadersBefore = (await get(admin, `/api/users?role_id=${ROLES.LEADER}&page=3&limit=20`)).json().data.total;
    await t.db.execute(
      sql`update ${users} set role_id = ${ROLES.LEADER} where alias_id in (select alias_id from ${users} where role_id = ${ROLES.EMPLOYEE} and alias_id like 'P%' order by alias_id limit 5)`,
    );
    const leadersAfter = await everyPage(admin, `/api/users?role_id=${ROLES.LEADER}`, 20);
    expect(leadersAfter.total).toBe(leadersBefore + 5);
    expect(leadersAfter.ids).toEqual(await reference(sql`role_id = ${ROLES.LEADER}`));
  });
});

describe('GET member_shift/user_list pages from anchors', () => {
  const range = 'start_date=2026-11-01&end_date=2026-11-30';
  /** The list's rows (staff ID and assignment) by the plain query the anchors replace. */
  async function referenceRows(shiftId?: number) {
    const result = await t.db.execute<{ row: string }>(sql`
      select u.alias_id || ':' || coalesce(ms.id::text, '-') as row
        from ${users} u
        left join ${memberShifts} ms on ms.user_id = u.id and ms.department_id = ${org.departments.production}
             and ms.start_date <= '2026-11-30' and ms.end_date >= '2026-11-01'
       where u.department_id = ${org.departments.production} and u.deleted_at is null
         and (${shiftId ?? null}::int is null or ms.shift_id = ${shiftId ?? null}::int)
       order by u.alias_id, ms.start_date nulls first, ms.id`);
    return result.rows.map((r) => r.row);
  }
  async function listedRows(query: string, limit: number) {
    const rows: string[] = [];
    let total = -1;
    for (let page = 1; ; page++) {
      const response = await get(
        admin,
        `/api/member_group/member_shift/user_list/${org.departments.production}?${range}&${query}&page=${page}&limit=${limit}`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json().data;
      total = body.total;
      rows.push(...body.data.map((r: { alias_id: string; id: number | null }) => `${r.alias_id}:${r.id ?? '-'}`));
      if (body.data.length < limit) break;
    }
    return { rows, total };
  }

  it('counts people with several, one or no assignments and pages them as the plain query does', async () => {
    // Every third person of production has two assignments in November, every third one, none.
    await t.db.execute(sql`
      insert into ${memberShifts} (user_id, department_id, shift_id, start_date, end_date)
      select id, department_id, ${org.shifts.day}, '2026-11-01', '2026-11-10' from ${users}
       where department_id = ${org.departments.production} and id % 3 <> 0`);
    await t.db.execute(sql`
      insert into ${memberShifts} (user_id, department_id, shift_id, start_date, end_date)
      select id, department_id, ${org.shifts.night}, '2026-11-11', '2026-12-31' from ${users}
       where department_id = ${org.departments.production} and id % 3 = 1`);
    const expected = await referenceRows();
    for (const limit of [20, 13]) {
      const { rows, total } = await listedRows('', limit);
      expect(total).toBe(expected.length);
      expect(rows).toEqual(expected);
    }
    const night = await listedRows(`shift_id=${org.shifts.night}`, 20);
    expect(night.rows).toEqual(await referenceRows(org.shifts.night));
  });

  it("keeps one plan for a page's prepared statement between two anchors instead of planning it at every read", async () => {
    // A department large enough for the difference: with only a start, the plan made without values assumed a
    // tenth of the department was read, lost to planning with the values, and every read was planned again.
    const [large] = await t.db
      .insert(departments)
      .values({ department_id: 'LARGE', name: 'Large' })
      .returning({ id: departments.id });
    await t.db.execute(sql`
      insert into ${users} (alias_id, username, first_name, last_name, full_name, role_id, department_id)
      select 'L' || lpad(n::text, 5, '0'), 'large' || n, 'Large', 'Person ' || n, 'Large Person ' || n,
             ${ROLES.EMPLOYEE}, ${large!.id}
        from generate_series(1, 5000) n`);
    await t.db.execute(sql`analyze ${users}`);
    // A pool of one new connection, whose prepared statements PostgreSQL reports.
    const single = connect(t.config.DATABASE_URL!, 1);
    try {
      const repository = memberShiftsRepository(single.db);
      const filter = { start_date: '2026-11-01', end_date: '2026-11-30' };
      for (let i = 0; i < 10; i++)
        await repository.assignments(large!.id, filter, { page: 40, limit: 20, offset: 780 });
      const { rows } = await single.pool.query<{ name: string; generic_plans: string; custom_plans: string }>(
        "select name, generic_plans, custom_plans from pg_prepared_statements where name like 'assignment_page_%'",
      );
      expect(rows.map((r) => r.name)).toEqual(['assignment_page_--ft']);
      expect(Number(rows[0]!.custom_plans)).toBeLessThanOrEqual(5); // PostgreSQL's trial plans with values
      expect(Number(rows[0]!.generic_plans)).toBeGreaterThanOrEqual(5);
    } finally {
      await single.pool.end();
    }
  });

  it('follows a new group, assignment or departure at once', async () => {
    const [first] = await t.db
      .execute<{ id: number }>(
        sql`select id from ${users} where department_id = ${org.departments.production} and id % 3 = 0 order by alias_id limit 1`,
      )
      .then((r) => r.rows);
    await t.db.insert(memberShifts).values({
      user_id: first!.id,
      department_id: org.departments.production,
      shift_id: org.shifts.day,
      start_date: '2026-11-20',
      end_date: '2026-11-25',
    });
    expect((await listedRows('', 20)).rows).toEqual(await referenceRows());

    const [group] = await t.db
      .insert(departmentGroups)
      .values({ department_id: org.departments.production, group_code: 'PG', group_name: 'Paged group' })
      .returning({ id: departmentGroups.id });
    const grouped = await listedRows(`group_id=${group!.id}`, 20);
    expect(grouped.total).toBe(0);
    await t.db.insert(departmentGroupMembers).values({ group_id: group!.id, user_id: first!.id });
    expect((await listedRows(`group_id=${group!.id}`, 20)).rows).toHaveLength(1);

    await t.db.execute(sql`update ${users} set department_id = ${org.departments.hr} where id = ${first!.id}`);
    expect((await listedRows('', 20)).rows).toEqual(await referenceRows());
  });
});
