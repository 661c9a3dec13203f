/**
 * The public face of the mail area (docs/mail.md): what other areas call to send a mail. `queueMail` writes the mail
 * into the outbox on the caller's executor, so a mail exists exactly when the change that caused it is committed;
 * a `mail-deliver` job (mail.jobs.ts) sends it afterwards over SMTP, with retries.
 */
import type { Language } from '@hr/contracts';
import type { Executor } from '../../db/client';
import { hasMailServer, leaseMs } from './delivery';
import { type MailDelivery, sendDeliveryJob } from './mail.jobs';
import { mailRepository } from './mail.repository';
import type { RenderedMail } from './templates';

export { hasMailServer } from './delivery';
export type { MailDelivery } from './mail.jobs';
export { defineMailTemplate, escapeHtml, type MailContent, type MailTemplate, type RenderedMail } from './templates';

export type MailAttachment = { filename: string; contentType: string; content: Buffer | string };

export type MailToQueue = RenderedMail & {
  /** What kind of mail this is (`password_reset`, later `interview_invitation`): shown in the outbox. */
  kind: string;
  to: string | string[];
  language: Language;
  attachments?: MailAttachment[];
  /** The record the mail is about (`{ type: 'user', id: 12 }`). */
  about?: { type: string; id: number };
};

/** Attachments travel in the row (base64): meant for small files such as a calendar invitation. */
export const MAX_ATTACHMENT_BYTES = 1024 * 1024;
// One address without display name, no line breaks (they would start new headers).
const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$|^[^\s@<>",;]+@localhost$/;
const ONE_LINE = /^[^\r\n]*$/;

/**
 * Checks the mail (a mistake here is the calling code's, not the user's: it throws) and writes it as `queued`. With
 * `delivery` (the area's `jobs` and `config`) its delivery job is sent in the same transaction and it goes out at
 * once; without, the sweep hands it to a job within MAIL_POLL_SECONDS.
 */
export async function queueMail(executor: Executor, mail: MailToQueue, delivery?: MailDelivery): Promise<number> {
  const recipients = (Array.isArray(mail.to) ? mail.to : [mail.to]).map((address) => address.trim());
  if (recipients.length === 0 || recipients.some((address) => address.length > 320 || !ADDRESS.test(address)))
    throw new Error(`queueMail(${mail.kind}): recipients must be plain e-mail addresses`);
  if (!ONE_LINE.test(mail.subject) || mail.subject.length > 255)
    throw new Error(`queueMail(${mail.kind}): the subject must be one line of at most 255 characters`);
  const attachments = (mail.attachments ?? []).map((file) => ({
    filename: file.filename.replace(/[\r\n/\\]/g, '_').slice(0, 200),
    content_type: file.contentType,
    content_base64: Buffer.from(file.content).toString('base64'),
  }));
  const bytes = attachments.reduce((sum, file) => sum + (file.content_base64.length * 3) / 4, 0);
  if (bytes > MAX_ATTACHMENT_BYTES) throw new Error(`queueMail(${mail.kind}): attachments over 1 MB`);
  const sends = delivery !== undefined && hasMailServer(delivery.config);
  const id = await mailRepository(executor).insert({
    kind: mail.kind,
    language: mail.language,
    recipients,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html,
    attachments,
    entity: mail.about?.type ?? null,
    entity_id: mail.about?.id ?? null,
    // Left to its job for now; the sweep takes it when the lease ends without one. Queued with the queue at hand and
    // no mail server: not_configured at once, so the answer of the request that queued it can say it was not sent.
    ...(sends ? { next_attempt_at: new Date(Date.now() + leaseMs(delivery.config, 0)) } : {}),
    ...(delivery && !sends ? { state: 'not_configured' as const } : {}),
  });
  if (sends) await sendDeliveryJob(executor, delivery, id);
  return id;
}

/** The mails about one record (`candidate` 40), newest first: their kind, state, tries and last error. */
export const mailsAbout = (executor: Executor, entity: string, entityId: number) =>
  mailRepository(executor).about(entity, entityId);

/** Erases what the mails about one record say and stops those not sent yet (a candidate's erasure). */
export const eraseMailsAbout = (executor: Executor, entity: string, entityId: number) =>
  mailRepository(executor).eraseAbout(entity, entityId);
