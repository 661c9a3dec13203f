import { afterAll, expect, it } from 'vitest';
import { databaseMigratedUntil } from '../test/migrated-until';

/**
 * Migration 0004 on a database that already has data from before it: dangling leaders are cleared, batch audit
 * entries of assignment creation get one entry per assignment with its entity_id, ids keep their values.
 */
let db: Awaited<ReturnType<typeof databaseMigratedUntil>> | undefined;

afterAll(() => db?.drop());

it('moves existing data when 0004 is applied to a database made before it', async () => {
  db = await databaseMigratedUntil((tag) => tag >= '0004');
  const { pool } = db;

  await pool.query(`insert into departments (department_id, name, leader_id) values ('OLD', 'Old', 999999)`);
  await pool.query(
    `insert into shifts (name, normal_checkin_time, normal_checkout_time) values ('Day', '08:00', '17:00')`,
  );
  await pool.query(
    `insert into users (alias_id, username, first_name, last_name, full_name, role_id, department_id)
     values ('A1', 'a1', 'A', 'One', 'A One', 9, 1), ('A2', 'a2', 'A', 'Two', 'A Two', 9, 1)`,
  );
  await pool.query(
    `insert into member_shifts (user_id, department_id, shift_id, start_date, end_date)
     values (1, 1, 1, '2030-01-01', '2030-01-31'), (2, 1, 1, '2030-01-01', '2030-01-31')`,
  );
  await pool.query(
    `insert into audit_logs (actor_id, action, entity, entity_id, after)
     values (1, 'create', 'member_shift', null, '{"ids": [1, 2], "shift_id": 1}')`,
  );

  await db.migrateRest();

  const { rows: leaders } = await pool.query('select leader_id from departments');
  expect(leaders).toEqual([{ leader_id: null }]);
  const { rows: entries } = await pool.query(
    `select entity_id::text as entity_id, actor_id, after->'ids' as ids from audit_logs
      where entity = 'member_shift' order by entity_id`,
  );
  expect(entries).toEqual([
    { entity_id: '1', actor_id: 1, ids: [1, 2] },
    { entity_id: '2', actor_id: 1, ids: [1, 2] },
  ]);
  const { rows: assignments } = await pool.query('select id::text as id from member_shifts order by id');
  expect(assignments).toEqual([{ id: '1' }, { id: '2' }]);
  // The next key continues after the moved ones.
  const { rows: next } = await pool.query(
    `insert into member_shifts (user_id, department_id, shift_id, start_date, end_date)
     values (1, 1, 1, '2030-02-01', '2030-02-02') returning id::text as id`,
  );
  expect(next).toEqual([{ id: '3' }]);
});
