import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import { databaseUrl } from '../test/database-url';

/**
 * Migration 0004 on a database that already has data from before it: dangling leaders are cleared, batch audit
 * entries of assignment creation get one entry per assignment with its entity_id, ids keep their values.
 */
const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const name = `${inject('testDbPrefix')}m${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: inject('testDbAdminUrl') });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-migrations-'));
let pool: pg.Pool | undefined;

afterAll(async () => {
  await pool?.end();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
  fs.rmSync(tmp, { recursive: true, force: true });
});

it('moves existing data when 0004 is applied to a database made before it', async () => {
  admin.on('error', () => undefined);
  await admin.connect();
  await admin.query(`create database "${name}"`);
  pool = new pg.Pool({ connectionString: databaseUrl(inject('testDbAdminUrl'), name), max: 2 });
  // The database is dropped with (force) at the end: a client being closed then must not raise an unhandled error.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));

  // The migrations before 0004 only.
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const before = journal.entries.filter((e) => e.tag < '0004');
  fs.mkdirSync(path.join(tmp, 'meta'));
  fs.writeFileSync(path.join(tmp, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: before }));
  for (const entry of before)
    fs.copyFileSync(path.join(migrations, `${entry.tag}.sql`), path.join(tmp, `${entry.tag}.sql`));
  await migrate(drizzle(pool), { migrationsFolder: tmp });

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

  await migrate(drizzle(pool), { migrationsFolder: migrations });

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
