import type { MailOutboxDetail, MailOutboxItem, MailOutboxListQuery } from '@hr/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { pagedResult, pageOf } from '../../lib/paging';
import { mailRepository, type OutboxListRow, type OutboxRow } from './mail.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A link's token (a password reset's) opens an account while it is valid: whoever reads the outbox sees it hidden,
 * only the recipient gets it. Matches `?token=`, `&token=` and `&amp;token=` (the html body).
 */
export const hideTokens = (body: string) => body.replace(/([?&;]token=)[^&\s"'<>]+/g, '$1…');

function toItem(row: OutboxListRow): MailOutboxItem {
  return {
    id: row.id,
    kind: row.kind,
    language: row.language,
    recipients: row.recipients,
    subject: row.subject,
    entity: row.entity,
    entity_id: row.entity_id,
    state: row.state,
    attempts: row.attempts,
    last_error: row.last_error,
    next_attempt_at: row.next_attempt_at.toISOString(),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    sent_at: iso(row.sent_at),
  };
}

/** Reading the outbox (ICT, `mail.view`): the list without bodies, one mail with them. */
export function mailService(db: Db) {
  const repo = mailRepository(db);
  return {
    async list(query: MailOutboxListQuery) {
      const page = pageOf(query);
      const filter = { state: query.state };
      const [rows, total] = await Promise.all([repo.list(filter, page), repo.count(filter)]);
      return pagedResult(rows.map(toItem), total, page);
    },

    async get(id: number): Promise<MailOutboxDetail> {
      const row: OutboxRow | undefined = await repo.find(id);
      if (!row) throw notFound();
      return {
        ...toItem(row),
        text_body: hideTokens(row.text_body),
        html_body: hideTokens(row.html_body),
        attachments: row.attachments.map((file) => ({
          filename: file.filename,
          content_type: file.content_type,
          size: Buffer.byteLength(file.content_base64, 'base64'),
        })),
      };
    },
  };
}
export type MailService = ReturnType<typeof mailService>;
