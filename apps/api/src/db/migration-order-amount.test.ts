import { afterAll, expect, it } from 'vitest';
import { databaseMigratedUntil } from '../test/migrated-until';

/** Orders made before `payroll_orders.amount` get the amount their entries share (null when the amounts differ). */
let db: Awaited<ReturnType<typeof databaseMigratedUntil>> | undefined;

afterAll(() => db?.drop());

it('fills the amount of orders whose entries share one, and leaves a formula over different salaries null', async () => {
  db = await databaseMigratedUntil((tag) => tag.endsWith('_payroll-orders-amount-backfill'));
  const { pool } = db;
  await pool.query(
    `insert into users (alias_id, username, first_name, last_name, full_name, role_id)
     values ('A1', 'a1', 'A', 'One', 'A One', 9), ('A2', 'a2', 'A', 'Two', 'A Two', 9)`,
  );
  await pool.query(
    `insert into salary_components (salary_component_type, salary_component_name_vie, salary_component_name_jp,
       application_method, tax_calculation, scope_of_application)
     values ('bonus', 'Thưởng', '賞与', 1, 1, 1)`,
  );
  await pool.query(
    `insert into payroll_orders (kind, salary_component_id, component_name, application_method, tax_calculation,
       attendance_condition, overtime_condition, scope_of_application, date)
     values ('bonus', 1, 'Thưởng', 1, 1, 0, 0, 1, '2026-10-01'), ('bonus', 1, 'Thưởng', 3, 1, 0, 0, 1, '2026-11-01')`,
  );
  await pool.query(
    `insert into payroll_order_recipients (order_id, user_id, kind, salary_component_id, date, pay_month, amount)
     values (1, 1, 'bonus', 1, '2026-10-01', '2026-10-01', 500000), (1, 2, 'bonus', 1, '2026-10-01', '2026-10-01', 500000),
            (2, 1, 'bonus', 1, '2026-11-01', '2026-11-01', 700000), (2, 2, 'bonus', 1, '2026-11-01', '2026-11-01', 900000)`,
  );

  await db.migrateRest();

  const { rows } = await pool.query('select id, amount::int from payroll_orders order by id');
  expect(rows).toEqual([
    { id: 1, amount: 500_000 },
    { id: 2, amount: null },
  ]);
});
