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
// bigint (money in VND) as a JS number: amounts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => undefined);
  return { pool, db: drizzle(pool, { schema }) };
}
