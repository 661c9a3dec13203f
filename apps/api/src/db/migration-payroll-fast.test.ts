import { afterAll, expect, it } from 'vitest';
import { personMonth } from '../modules/payroll/engine/fixtures';
import { computeMonth } from '../modules/payroll/engine/month';
import { readStored } from '../modules/payroll/payroll.stored';
import { databaseMigratedUntil } from '../test/migrated-until';

/**
 * The payroll-fast migrations on a database that has runs from before them (results stored as whole jsonb objects):
 * the insurance parts get their columns from each result, and the row still reads back as the engine answered it.
 */
let db: Awaited<ReturnType<typeof databaseMigratedUntil>> | undefined;

afterAll(() => db?.drop());

it('fills the insurance columns of results stored before them, which still read back whole', async () => {
  // The migrations before payroll-fast only.
  db = await databaseMigratedUntil((tag) => tag.endsWith('_payroll-fast'));
  const { pool } = db;

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

  await db.migrateRest();

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
