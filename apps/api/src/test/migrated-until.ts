import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { databaseUrl } from './database-url';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

/**
 * A database of its own migrated up to (not including) the first migration whose tag `stop` accepts, for a test of
 * what a later migration does to data made before it. `migrateRest()` applies the rest; `drop()` removes it all.
 */
export async function databaseMigratedUntil(stop: (tag: string) => boolean) {
  const name = `${inject('testDbPrefix')}m${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('testDbAdminUrl') });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-migrations-'));
  admin.on('error', () => undefined);
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const pool = new pg.Pool({ connectionString: databaseUrl(inject('testDbAdminUrl'), name), max: 2 });
  // The database is dropped with (force) at the end: a client being closed then must not raise an unhandled error.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));

  const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const until = journal.entries.findIndex((entry) => stop(entry.tag));
  if (until <= 0) throw new Error('no migration before the one asked for');
  const before = journal.entries.slice(0, until);
  fs.mkdirSync(path.join(tmp, 'meta'));
  fs.writeFileSync(path.join(tmp, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: before }));
  for (const entry of before)
    fs.copyFileSync(path.join(migrations, `${entry.tag}.sql`), path.join(tmp, `${entry.tag}.sql`));
  await migrate(drizzle(pool), { migrationsFolder: tmp });

  return {
    pool,
    migrateRest: () => migrate(drizzle(pool), { migrationsFolder: migrations }),
    async drop() {
      await pool.end();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
