import { bigint, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * A number per family of lists that changes whenever the rows those lists page through change (statement triggers
 * of migration 0008 on users, department_group_members and member_shifts). lib/page-anchors.ts keeps its page
 * anchors per generation: a new value means "recompute", so a cached anchor never outlives the data it came from,
 * also across several API processes on one database. The value is the time of the change in microseconds (never
 * smaller than the last value plus one): a database restored from a backup or a template brings back the value
 * that belongs to its data.
 */
export const listGenerations = pgTable('list_generations', {
  name: varchar('name', { length: 32 }).primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});
