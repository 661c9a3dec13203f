import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import { personMonth } from '../modules/payroll/engine/fixtures';
import { computeMonth } from '../modules/payroll/engine/month';
import { readStored } from '../modules/payroll/payroll.stored';
import { databaseUrl } from '../test/database-url';

/**
 * The payroll-fast migrations on a database that has runs from before them (results stored as whole jsonb objects):
 * the insurance parts get their columns from each result, and the row still reads back as the engine answered it.
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

it('fills the insurance columns of results stored before them, which still read back whole', async () => {
  admin.on('error', () => undefined);
  await admin.connect();
  await admin.query(`create database "${name}"`);
  pool = new pg.Pool({ connectionString: databaseUrl(inject('testDbAdminUrl'), name), max: 2 });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));

  // The migrations before payroll-fast only.
  const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const before = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag.endsWith('_payroll-fast')),
  );
  expect(before.length).toBeGreaterThan(0);
  fs.mkdirSync(path.join(tmp, 'meta'));
  fs.writeFileSync(path.join(tmp, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: before }));
  for (const entry of before)
    fs.copyFileSync(path.join(migrations, `${entry.tag}.sql`), path.join(tmp, `${entry.tag}.sql`));
  await migrate(drizzle(pool), { migrationsFolder: tmp });

  const result = computeMonth(personMonth('2026-10-01', 20_000_000));
  const inputs = { pay: [], profile: {}, region: 1, days: null, holidays: ['2026-10-20'], orders: [] };
  await pool.query(
    `insert into users (alias_id, username, first_name, last_name, full_name, role_id)
     values ('A1', 'a1', 'A', 'One', 'A One', 9)`,
  );
  await pool.query(
    `insert into payroll_runs (month, people, gross, net, employer_total, settings)
     values ('2026-10-01', 1, $1, $2, $3, '{}')`,
    [result.gross, result.net, result.employer.total],
  );
  await pool.query(
    `insert into payroll_results (run_id, month, user_id, base_pay, allowances, overtime_pay, bonuses, gross,
       employee_insurance, union_dues, taxable_income, income_tax, deductions, net, employer_total, result, inputs)
     select 1, '2026-10-01', 1, $1, 0, 0, 0, $1, $2, 0, 0, $3, 0, $4, 0, $5, $6`,
    [result.gross, result.employee_insurance, result.income_tax, result.net, result, inputs],
  );

  await migrate(drizzle(pool), { migrationsFolder: migrations });

  const { rows } = await pool.query(
    `select r.social_insurance::int, r.health_insurance::int, r.unemployment_insurance::int, r.result, r.inputs,
       run.legend
     from payroll_results r join payroll_runs run on run.id = r.run_id`,
  );
  const row = rows[0]!;
  // 20,000,000 insured: 8 %, 1.5 % and 1 %.
  expect([row.social_insurance, row.health_insurance, row.unemployment_insurance]).toEqual([
    1_600_000, 300_000, 200_000,
  ]);
  expect(row.legend).toBeNull();
  expect(readStored(row.legend, '2026-10-01', row.result, row.inputs)).toEqual({ result, inputs });
});
