import { afterAll, expect, it } from 'vitest';
import { databaseMigratedUntil } from '../test/migrated-until';

/** The top tax bracket left open in every stored version: seeded ones and those a company saved. */
let db: Awaited<ReturnType<typeof databaseMigratedUntil>> | undefined;

afterAll(() => db?.drop());

it("sets the last step's upper bound to null in every tax version, the other steps and kinds untouched", async () => {
  db = await databaseMigratedUntil((tag) => tag.endsWith('_tax-open-bracket'));
  const { pool } = db;
  // A version a company saved before, with three steps of its own.
  const steps = [
    { order: 1, from_salary: 0, to_salary: 5_000_000, rate_of_tax: 5 },
    { order: 2, from_salary: 5_000_000, to_salary: 20_000_000, rate_of_tax: 15 },
    { order: 3, from_salary: 20_000_000, to_salary: 999_999_999, rate_of_tax: 30 },
  ];
  const saved = (
    await pool.query(
      `insert into setting_versions (kind, effective_from, data)
       select 'tax_insurance', '2027-01-01', jsonb_set(data, '{config_progressive_tax_schedule}', $1::jsonb)
       from setting_versions where kind = 'tax_insurance' and effective_from = '2026-07-01' returning id`,
      [JSON.stringify(steps)],
    )
  ).rows[0].id;
  const before = (await pool.query(`select kind, effective_from::text, data from setting_versions order by id`)).rows;

  await db.migrateRest();

  const after = (await pool.query(`select kind, effective_from::text, data from setting_versions order by id`)).rows;
  expect(after).toHaveLength(before.length);
  for (const [i, row] of after.entries()) {
    if (row.kind !== 'tax_insurance') {
      expect(row).toEqual(before[i]);
      continue;
    }
    const old = before[i].data.config_progressive_tax_schedule;
    expect(old.at(-1).to_salary).toBe(999_999_999);
    expect(row.data.config_progressive_tax_schedule).toEqual([...old.slice(0, -1), { ...old.at(-1), to_salary: null }]);
  }
  const mine = (await pool.query('select data from setting_versions where id = $1', [saved])).rows[0].data;
  expect(mine.config_progressive_tax_schedule.map((s: { to_salary: number | null }) => s.to_salary)).toEqual([
    5_000_000,
    20_000_000,
    null,
  ]);
});
