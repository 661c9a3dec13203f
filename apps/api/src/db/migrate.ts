import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import PgBoss from 'pg-boss';
import type pg from 'pg';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 7263541;

/** pg-boss's own tables (lib/jobs): its schema, apart from the app's `public` one that backups copy. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * Applies the committed migrations, then installs or upgrades pg-boss's tables (its own migrations, in its own
 * schema). The advisory lock lets several instances start at once safely.
 */
export async function applyMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder });
    const boss = new PgBoss({
      db: { executeSql: (text, values) => client.query(text, values) },
      schema: QUEUE_SCHEMA,
      supervise: false,
      schedule: false,
    });
    boss.on('error', () => undefined); // start() rejects with the same error
    await boss.start();
    await boss.stop({ graceful: false, close: false });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** The migrations this version of the app knows, in order (drizzle's journal: `when` is what the table records). */
export function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The migrations applied to the database, oldest first (`created_at` is the journal's `when`). */
export async function appliedMigrations(client: pg.ClientBase): Promise<number[]> {
  const table = await client.query(`select to_regclass('drizzle.__drizzle_migrations') as t`);
  if (!table.rows[0]?.t) return [];
  const result = await client.query('select created_at from drizzle.__drizzle_migrations order by created_at');
  return result.rows.map((row: { created_at: string }) => Number(row.created_at));
}
