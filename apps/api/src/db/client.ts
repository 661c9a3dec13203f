import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Db = NodePgDatabase<typeof schema>;
/**
 * What repositories run their statements on: the database or a transaction a service opened (both are one). Services
 * open the unit of work (`db.transaction`) and pass it down; repositories never start transactions and never cast.
 */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
export type Database = { db: Db; pool: pg.Pool };

// DATE columns come back as 'YYYY-MM-DD' strings, never as Date objects shifted by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// No global INT8 parser: bigint arrives as a string, and each column says how it is read. Keys are
// `bigserial({ mode: 'number' })` (safe: far below 2^53), counts go through drizzle's count() (mapped to Number).

/** How the app server's connections are named in pg_stat_activity (a restore refuses while they are there). */
export const SERVER_APPLICATION_NAME = 'hr-server';

/**
 * `applicationName` shows in pg_stat_activity: the server's is `hr-server` (a restore refuses while it is there).
 * `keepOpen` (the server): a connection once opened stays open, idle or not (else closed after 10 s idle), and
 * `openAll` opens them all at once. A new connection costs its sign-in (SCRAM) and its first statements' catalog
 * reads, 20 to 70 ms on the shared 2-core machine; a burst wider than the connections in use paid it for each new
 * one, so those requests were the p99 of every load (docs/benchmarks.md section 11, "The pool kept open").
 */
export function connect(url: string, max = 10, applicationName?: string, keepOpen = false): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    min: keepOpen ? max : 0,
    ...(applicationName ? { application_name: applicationName } : {}),
    // While the database is unreachable a request fails after 5 s instead of waiting without end.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    // PostgreSQL's default plan_cache_mode (auto) is kept on purpose: every statement is planned with its values.
    // Forcing generic plans (tried in issue 8) also applied to every statement sent with parameters, not only the
    // named prepared ones, and planned a name search without its pattern: 12 ms instead of 0.5 ms a page for a
    // common name. A hot query is made cheap to plan by its shape instead (users.repository.ts: pageColumns), and a
    // page bounded at both ends gets one plan kept by PostgreSQL itself (db/bind.ts).
  });
  // A client losing its connection (database restart, postmaster killed) emits 'error': idle ones on the pool,
  // checked-out ones (a transaction between two statements) on themselves. Unhandled, either ends the process; the
  // statement that was running gets the error anyway, and the broken client is dropped from the pool.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return { pool, db: drizzle(pool, { schema }) };
}

/** Opens every connection of the pool (`connect`'s `keepOpen` keeps them); failures are left to the next request. */
export async function openAll({ pool }: Database): Promise<void> {
  const clients = await Promise.allSettled(Array.from({ length: pool.options.max }, () => pool.connect()));
  for (const client of clients) if (client.status === 'fulfilled') client.value.release();
}
