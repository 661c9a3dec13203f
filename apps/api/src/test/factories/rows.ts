import type pg from 'pg';

/**
 * Inserts one factory row into a table through a plain pg pool and answers its id: how the write fuzz and the
 * browser tests (which reach the database of the server under test, not its Drizzle handle) seed what they need.
 * Table and column names come from the factories, never from input.
 */
export async function insertRow(pool: pg.Pool, table: string, row: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(row);
  const { rows } = await pool.query<{ id: number }>(
    `insert into ${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(row),
  );
  return Number(rows[0]!.id);
}
