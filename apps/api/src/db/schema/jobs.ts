import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './organisation';

/**
 * What the browser reads about a job (lib/jobs, docs/jobs.md): who started it, its kind, state, progress, the last
 * message (a catalog key and its parameters, translated for each reader) and the result file. The id is pg-boss's
 * job id; pg-boss's own rows (schema `pgboss`) are the queue, this table is the product's record of the work.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    kind: varchar('kind', { length: 64 }).notNull(),
    // Null for work nobody started (scheduled jobs); a person's jobs go with their row only if it is ever purged.
    started_by: integer('started_by').references(() => users.id, { onDelete: 'cascade' }),
    // The starter's role and department when they started it: the status and the file (pay, bank and ID fields
    // chosen by that access) are theirs only while both are the same (a demoted person loses an earlier export).
    started_role: smallint('started_role'),
    started_department: integer('started_department'),
    // The department groups the starter read through an own-group scope (lib/access.ts readerOf), ascending; empty
    // for roles without one. A leader who leaves their group loses its export like a person who changes department.
    started_groups: integer('started_groups').array().notNull().default(sql`'{}'::integer[]`),
    state: varchar('state', { length: 16 }).notNull().default('queued'),
    progress: smallint('progress').notNull().default(0),
    message_key: varchar('message_key', { length: 128 }),
    message_params: jsonb('message_params').$type<Record<string, string | number>>(),
    attempts: integer('attempts').notNull().default(0),
    // The stored file's generated name (never a client's), the name it is downloaded as, its type and size.
    result_file: varchar('result_file', { length: 64 }),
    result_name: varchar('result_name', { length: 128 }),
    result_type: varchar('result_type', { length: 128 }),
    result_size: bigint('result_size', { mode: 'number' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    // When the row and its file are removed (the hourly clean-up).
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('jobs_started_by_idx').on(t.started_by),
    index('jobs_expires_at_idx').on(t.expires_at),
    check('jobs_state_check', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
    check('jobs_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);
