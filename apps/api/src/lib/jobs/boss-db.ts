import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Executor } from '../../db/client';

type Queryable = { query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/** pg-boss runs its statements through the app's own pool: one set of connections, one `application_name`. */
export function poolDb(pool: pg.Pool): PgBoss.Db {
  return { executeSql: (text, values) => pool.query(text, values) as Promise<{ rows: unknown[] }> };
}

/**
 * pg-boss's statements on the connection of a Drizzle transaction, so a job is inserted in the caller's transaction
 * and exists exactly when the caller's change committed. pg-boss sends SQL with numbered parameters ($5 used several
 * times), which Drizzle's `sql` cannot express; Drizzle's node-postgres session holds the client the transaction
 * runs on, and that client runs the text as it is. jobs.test.ts proves a rolled-back transaction leaves no job.
 */
export function executorDb(executor: Executor): PgBoss.Db {
  const client = (executor as unknown as { session?: { client?: Queryable } }).session?.client;
  if (typeof client?.query !== 'function') throw new Error('jobs.send: not a node-postgres Drizzle executor');
  return { executeSql: (text, values) => client.query(text, values) };
}

/**
 * The names of the queues that have a job ready to take now: one read of pg-boss's partial index on waiting jobs
 * (`job_i5`: name and start_after where the state is before active), empty and cheap while nothing waits.
 */
export async function readyQueues(pool: pg.Pool, schema: string): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT DISTINCT name FROM ${schema}.job WHERE state < 'active' AND start_after < now()`,
  );
  return rows.map((row) => row.name);
}
