import { z } from 'zod';
import { envelope, pageQuery, paged } from './common';
import { MAIL_STATES } from './mail-constants';

export * from './mail-constants';

/** `GET /mail-outbox`: newest first, optionally of one state. */
export const mailOutboxListQuery = z.strictObject({ ...pageQuery, state: z.enum(MAIL_STATES).optional() });
export type MailOutboxListQuery = z.infer<typeof mailOutboxListQuery>;

export const mailOutboxItem = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    language: z.string(),
    recipients: z.array(z.string()),
    subject: z.string(),
    /** What the mail is about (`user` and its id). */
    entity: z.string().nullable(),
    entity_id: z.number().int().nullable(),
    state: z.enum(MAIL_STATES),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    next_attempt_at: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    sent_at: z.string().nullable(),
  })
  .meta({ id: 'MailOutboxItem' });
export type MailOutboxItem = z.infer<typeof mailOutboxItem>;

/** One mail with what it says (plain text and HTML) and its attachments' names and sizes. */
export const mailOutboxDetail = mailOutboxItem
  .extend({
    text_body: z.string(),
    html_body: z.string(),
    attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), size: z.number().int() })),
  })
  .meta({ id: 'MailOutboxDetail' });
export type MailOutboxDetail = z.infer<typeof mailOutboxDetail>;

export const mailOutboxListResponse = envelope(paged(mailOutboxItem));
export const mailOutboxDetailResponse = envelope(mailOutboxDetail);
