import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { MAIL_STATES } from '@hr/contracts';
import { mailOutbox } from '../../db/schema/index';

export type MailState = (typeof MAIL_STATES)[number];
export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = typeof mailOutbox.$inferInsert;

const listColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  language: mailOutbox.language,
  recipients: mailOutbox.recipients,
  subject: mailOutbox.subject,
  entity: mailOutbox.entity,
  entity_id: mailOutbox.entity_id,
  state: mailOutbox.state,
  attempts: mailOutbox.attempts,
  last_error: mailOutbox.last_error,
  next_attempt_at: mailOutbox.next_attempt_at,
  created_at: mailOutbox.created_at,
  updated_at: mailOutbox.updated_at,
  sent_at: mailOutbox.sent_at,
};
export type OutboxListRow = Awaited<ReturnType<ReturnType<typeof mailRepository>['list']>>[number];

export function mailRepository(db: Executor) {
  return {
    async insert(row: NewOutboxRow): Promise<number> {
      const [created] = await db.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
      if (!created) throw new Error('mail_outbox: no row inserted');
      return created.id;
    },

    /**
     * Takes one mail for a try: `queued`, or `sending` left behind by an instance that died while sending (its claim
     * is older than `staleBefore`). The row lock makes two runs on one mail take turns; the claim counts the try.
     */
    async claim(id: number, staleBefore: Date): Promise<OutboxRow | undefined> {
      const [row] = await db
        .update(mailOutbox)
        .set({ state: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, updated_at: sql`now()` })
        .where(
          and(
            eq(mailOutbox.id, id),
            sql`(${mailOutbox.state} = 'queued' or (${mailOutbox.state} = 'sending' and ${mailOutbox.updated_at} < ${staleBefore}))`,
          ),
        )
        .returning();
      return row;
    },

    /**
     * The sweep: up to `limit` mails no job has (new ones queued without the queue at hand, ones whose job was lost,
     * ones left in `sending` by a dead instance), leased to a new job until `leaseUntil`. SKIP LOCKED: several
     * instances sweep at once without taking the same row.
     */
    async leaseDue(limit: number, staleBefore: Date, leaseUntil: Date): Promise<number[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          sql`(${mailOutbox.state} = 'queued' and ${mailOutbox.next_attempt_at} <= now())
            or (${mailOutbox.state} = 'sending' and ${mailOutbox.updated_at} < ${staleBefore})`,
        )
        .orderBy(mailOutbox.next_attempt_at)
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(mailOutbox)
        // A stale `sending` row is `queued` again: its try is counted, its new job claims it.
        .set({ state: 'queued', next_attempt_at: leaseUntil, updated_at: sql`now()` })
        .where(inArray(mailOutbox.id, due))
        .returning({ id: mailOutbox.id });
      return rows.map((row) => row.id);
    },

    /** Without SMTP_URL: queued mails are marked as never sent (they stay readable in the outbox). */
    async markQueuedNotConfigured(): Promise<number> {
      const rows = await db
        .update(mailOutbox)
        .set({ state: 'not_configured', updated_at: sql`now()` })
        .where(eq(mailOutbox.state, 'queued'))
        .returning({ id: mailOutbox.id });
      return rows.length;
    },

    async markNotConfigured(id: number): Promise<boolean> {
      const rows = await db
        .update(mailOutbox)
        .set({ state: 'not_configured', updated_at: sql`now()` })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'queued')))
        .returning({ id: mailOutbox.id });
      return rows.length > 0;
    },

    async markSent(id: number) {
      await db
        .update(mailOutbox)
        .set({ state: 'sent', sent_at: sql`now()`, updated_at: sql`now()`, last_error: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'sending')));
    },

    /** A failed try: queued again after `retryAt`, or `failed` for good when `retryAt` is null. */
    async markFailed(id: number, error: string, retryAt: Date | null) {
      await db
        .update(mailOutbox)
        .set({
          state: retryAt ? 'queued' : 'failed',
          last_error: error,
          next_attempt_at: retryAt ?? sql`${mailOutbox.next_attempt_at}`,
          updated_at: sql`now()`,
        })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'sending')));
    },

    /** Newest first, optionally of one state (index mail_outbox_state_id_idx). */
    async list(filter: { state?: MailState }, page: { limit: number; offset: number }) {
      return db
        .select(listColumns)
        .from(mailOutbox)
        .where(filter.state ? eq(mailOutbox.state, filter.state) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async count(filter: { state?: MailState }): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mailOutbox)
        .where(filter.state ? eq(mailOutbox.state, filter.state) : undefined);
      return row?.n ?? 0;
    },

    /** The mails about one record, newest first (index mail_outbox_entity_idx). */
    async about(entity: string, entityId: number) {
      return db
        .select(listColumns)
        .from(mailOutbox)
        .where(and(eq(mailOutbox.entity, entity), eq(mailOutbox.entity_id, entityId)))
        .orderBy(desc(mailOutbox.id));
    },

    /**
     * Removes what the mails about a record say (recipients, subject, bodies, attachments) and stops the ones not
     * sent yet: an erased candidate's mails keep only their kind, state and dates.
     */
    async eraseAbout(entity: string, entityId: number): Promise<number> {
      const rows = await db
        .update(mailOutbox)
        .set({
          recipients: ['erased@erased.invalid'],
          subject: '-',
          text_body: '',
          html_body: '',
          attachments: [],
          last_error: sql`case when ${mailOutbox.state} in ('queued', 'sending') then 'erased' else ${mailOutbox.last_error} end`,
          state: sql`case when ${mailOutbox.state} in ('queued', 'sending') then 'failed' else ${mailOutbox.state} end`,
          updated_at: new Date(),
        })
        .where(and(eq(mailOutbox.entity, entity), eq(mailOutbox.entity_id, entityId)))
        .returning({ id: mailOutbox.id });
      return rows.length;
    },

    async find(id: number): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row;
    },
  };
}
