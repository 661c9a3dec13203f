import { bigint, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Access tokens: only the SHA-256 of the token is stored, so a copy of the database signs nobody in. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    user_agent: varchar('user_agent', { length: 255 }),
  },
  (t) => [index('auth_tokens_user_idx').on(t.user_id)],
);

/**
 * Failed sign-ins counted by rate-limiter-flexible (its PostgreSQL store, this exact layout), kept in the database so
 * that every instance behind a load balancer counts the same attempts. `key` is `<limiter>:<key>`, `points` the
 * failures in the window (more than the limit: blocked), `expire` the end of the window or block in epoch ms.
 */
export const loginLimits = pgTable('login_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: serial('id').primaryKey(),
    actor_id: integer('actor_id'),
    action: varchar('action', { length: 64 }).notNull(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entity_id: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_logs_entity_idx').on(t.entity, t.entity_id)],
);
