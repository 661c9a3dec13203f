import { ROLES } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Organisation, type TestApp } from '../test/harness';
import { departments, memberShifts } from './schema/index';

/** What the database itself enforces (migration 0004), whatever the services check before. */
let t: TestApp;
let org: Organisation;
beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
});
afterAll(() => t.close());

const sqlState = async (work: Promise<unknown>) => {
  try {
    await work;
    return 'ok';
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code ?? 'unknown';
  }
};

describe('database constraints', () => {
  it('makes overlapping assignments of one person impossible, also for concurrent writes', async () => {
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: org.departments.production });
    const other = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: org.departments.production });
    const assignment = (userId: number, start: string, end: string) =>
      t.db.insert(memberShifts).values({
        user_id: userId,
        department_id: org.departments.production,
        shift_id: org.shifts.day,
        start_date: start,
        end_date: end,
      });
    expect(await sqlState(assignment(person.id, '2040-01-01', '2040-01-10'))).toBe('ok');
    // Sharing one day (inclusive ends) is an overlap: exclusion_violation.
    expect(await sqlState(assignment(person.id, '2040-01-10', '2040-01-20'))).toBe('23P01');
    expect(await sqlState(assignment(person.id, '2040-01-11', '2040-01-20'))).toBe('ok');
    expect(await sqlState(assignment(other.id, '2040-01-05', '2040-01-15'))).toBe('ok');

    // Ten writers at once, each on its own connection, all for the same days: exactly one wins.
    const results = await Promise.all(
      Array.from({ length: 10 }, () => sqlState(assignment(person.id, '2041-03-01', '2041-03-31'))),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === '23P01')).toHaveLength(9);
  });

  it('keeps the people counters (user_counts) exact through inserts, moves, disabling, soft and hard deletes', async () => {
    const truth = async () => {
      const { rows } = await t.pool.query<{ key: string; listed: number; active: number }>(
        `select coalesce(department_id, 0) || ':' || role_id as key, count(*)::int as listed,
                (count(*) filter (where is_active))::int as active
           from users where deleted_at is null group by 1 order by 1`,
      );
      return rows;
    };
    const counters = async () => {
      const { rows } = await t.pool.query<{ key: string; listed: number; active: number }>(
        `select department_key || ':' || role_id as key, listed, active from user_counts
          where listed <> 0 or active <> 0 order by 1`,
      );
      return rows;
    };
    const { ict, hr, production } = org.departments;
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const person = await t.createPerson({
        role_id: ([ROLES.EMPLOYEE, ROLES.LEADER, ROLES.MANAGER] as const)[i % 3]!,
        department_id: [ict, hr, production, null][i % 4],
        is_active: i % 5 !== 0,
      });
      ids.push(person.id);
    }
    expect(await counters()).toEqual(await truth());
    const q = (text: string, values: unknown[]) => t.pool.query(text, values);
    await q('update users set department_id = $1 where id = $2', [hr, ids[0]]);
    await q('update users set department_id = null, role_id = $1 where id = $2', [ROLES.DIRECTOR, ids[1]]);
    await q('update users set is_active = not is_active where id = any($1)', [[ids[2], ids[3], ids[5]]]);
    await q('update users set deleted_at = now() where id = any($1)', [[ids[4], ids[6]]]);
    await q('update users set deleted_at = null, department_id = $1 where id = $2', [production, ids[6]]);
    await q('update users set first_name = $1 where id = $2', ['Renamed', ids[7]]);
    await q('delete from users where id = $1', [ids[8]]);
    expect(await counters()).toEqual(await truth());
    // Two moves in opposite directions at once: no deadlock, still exact.
    await Promise.all([
      q('update users set department_id = $1 where id = $2', [ict, ids[9]]),
      q('update users set department_id = $1 where id = $2', [production, ids[10]]),
    ]);
    expect(await counters()).toEqual(await truth());
    // What the API shows comes from them.
    const { token } = await t.tokenFor(ROLES.ICT, { department_id: ict });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/users?role_id=9',
      headers: { authorization: `Bearer ${token}` },
    });
    const { rows } = await t.pool.query<{ n: number }>(
      'select count(*)::int as n from users where deleted_at is null and role_id = 9',
    );
    expect(list.json().data.total).toBe(rows[0]!.n);
  });

  it('keys the tables that grow without bound with bigint', async () => {
    const { rows } = await t.pool.query<{ table_name: string; column_name: string; data_type: string }>(
      `select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' and (table_name, column_name) in
          (('member_shifts','id'), ('department_working_plans','id'), ('department_working_plan_users','plan_id'),
           ('audit_logs','id'), ('audit_logs','entity_id'), ('auth_tokens','id'))`,
    );
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(`${row.table_name}.${row.column_name} ${row.data_type}`).toMatch(/ bigint$/);
    const { rows: sequences } = await t.pool.query<{ sequencename: string; data_type: string }>(
      `select sequencename, data_type::text from pg_sequences where sequencename in
        ('member_shifts_id_seq', 'department_working_plans_id_seq', 'audit_logs_id_seq', 'auth_tokens_id_seq')`,
    );
    expect(sequences.map((s) => s.data_type)).toEqual(['bigint', 'bigint', 'bigint', 'bigint']);
  });

  it('has a foreign key on departments.leader_id', async () => {
    const [department] = await t.db.select({ id: departments.id }).from(departments).limit(1);
    expect(
      await sqlState(t.pool.query('update departments set leader_id = 2147483000 where id = $1', [department!.id])),
    ).toBe('23503');
  });

  it('has an index behind every foreign key and behind the audit look-ups', async () => {
    // Every foreign key's columns are the leading columns of some index of its table.
    const { rows: unindexed } = await t.pool.query<{ name: string }>(
      `select c.conrelid::regclass || '.' || c.conname as name
         from pg_constraint c
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace
          and not exists (
            select 1 from pg_index i
             where i.indrelid = c.conrelid
               and (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] @> c.conkey
               and (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] <@ c.conkey)`,
    );
    expect(unindexed.map((r) => r.name)).toEqual([]);
    const { rows: auditIndexes } = await t.pool.query<{ definition: string }>(
      `select pg_get_indexdef(indexrelid) as definition from pg_index where indrelid = 'audit_logs'::regclass`,
    );
    const definitions = auditIndexes.map((r) => r.definition).join('\n');
    expect(definitions).toContain('(entity, entity_id, created_at)');
    expect(definitions).toContain('(actor_id, created_at)');
    expect(definitions).toContain('(created_at)');
  });
});
