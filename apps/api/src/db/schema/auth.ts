import { bigint, bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './organisation';

/** Access tokens: only the SHA-256 of the token is stored, so a copy of the database signs nobody in. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    // bigint: one row per sign-in, over years.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
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

/**
 * "Forgot password" links (modules/auth/password-reset.service.ts): only the SHA-256 of the token is stored. A token
 * is single use (every token of the person ends when one is used) and ends when the password changes by any route:
 * `password_fingerprint` is a hash of the password hash the token was made for, compared when it is used.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    password_fingerprint: varchar('password_fingerprint', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.user_id)],
);

export const auditLogs = pgTable(
  'audit_logs',
  {
    // bigint: one row per change, forever. entity_id names rows of tables with bigint keys too.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actor_id: integer('actor_id').references(() => users.id),
    action: varchar('action', { length: 64 }).notNull(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entity_id: bigint('entity_id', { mode: 'number' }),
    before: jsonb('before'),
    after: jsonb('after'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The audit look-ups: one record's history, one person's actions, a period.
  (t) => [
    index('audit_logs_entity_idx').on(t.entity, t.entity_id, t.created_at),
    index('audit_logs_actor_idx').on(t.actor_id, t.created_at),
    index('audit_logs_created_at_idx').on(t.created_at),
  ],
);
