import { MAIL_STATES } from '@hr/contracts/mail';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** An attachment as the outbox keeps it: small files (a calendar invitation), base64 in the row. */
export type StoredAttachment = { filename: string; content_type: string; content_base64: string };

/**
 * One row per mail (modules/mail): written in the transaction of the change that caused it, delivered afterwards
 * over SMTP with retries. The body is kept so that ICT can read what was sent (or would have been, without SMTP).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    // bigint: one row per mail, over years.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 64 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    recipients: varchar('recipients', { length: 320 }).array().notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body').notNull(),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    /** What the mail is about (`user` 12, later `candidate` 40), for the reader and for later look-ups. */
    entity: varchar('entity', { length: 64 }),
    entity_id: bigint('entity_id', { mode: 'number' }),
    state: varchar('state', { length: 16, enum: MAIL_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Short, from the SMTP answer or the connection error; never the SMTP credentials. */
    last_error: varchar('last_error', { length: 500 }),
    /** When the sweep may take the row (now for a new mail, later after a failed try). */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_state_check', sql`${t.state} in ('queued', 'sending', 'sent', 'failed', 'not_configured')`),
    // The sweep: due rows of a state. The list: newest first, optionally of one state.
    index('mail_outbox_due_idx').on(t.state, t.next_attempt_at),
    index('mail_outbox_state_id_idx').on(t.state, t.id),
    // The mails about one record (a candidate's invitations and results).
    index('mail_outbox_entity_idx').on(t.entity, t.entity_id),
  ],
);
