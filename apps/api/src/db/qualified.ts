import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A column written with the name of its table (or of a subquery), for a lookup subquery that refers to the statement
 * around it. Drizzle writes the selected columns of a one-table select, and the named columns of a subquery, without
 * that name; inside the lookup a bare `id` or `user_id` is the looked-up table's own column, and the lookup would
 * compare that column with itself.
 */
export function qualified(column: PgColumn): SQL;
export function qualified(source: string, column: string): SQL;
export function qualified(source: PgColumn | string, column?: string): SQL {
  const [from, name] = typeof source === 'string' ? [source, column!] : [getTableName(source.table), source.name];
  return sql`${sql.identifier(from)}.${sql.identifier(name)}`;
}

/**
 * `(select column from its table where key = ref)`: a name looked up for the statement's row, where a join would make
 * the statement slower to plan. `ref` is a column of the outer row (written with its table's name) or `qualified(...)`.
 */
export function lookup<T>(column: PgColumn, key: PgColumn, ref: PgColumn | SQL): SQL<T> {
  const outer = 'table' in ref ? qualified(ref) : ref;
  return sql<T>`(select ${sql.identifier(column.name)} from ${column.table} where ${sql.identifier(key.name)} = ${outer})`;
}
