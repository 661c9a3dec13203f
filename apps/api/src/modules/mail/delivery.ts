import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mailRepository, type OutboxRow } from './mail.repository';

/**
 * Sending one mail over SMTP (docs/mail.md), as the `mail-deliver` job does it (mail.jobs.ts): nodemailer sends the
 * row and the outcome is recorded: `sent`; `queued` again after a failed try (the job runs again with a doubling
 * wait); `failed` with the reason after MAIL_MAX_ATTEMPTS tries, or at once when the server refuses the mail for good
 * (5xx). Without SMTP_URL nothing is sent: the row becomes `not_configured`.
 */

/** A row claimed by an instance that died while sending is taken again after this long (it may go out twice). */
export const STALE_SENDING_MS = 10 * 60_000;

export type Mailer = Pick<Transporter, 'sendMail' | 'close'>;

/**
 * Whether mails go out at all: without a mail server (SMTP_URL) they stay in the outbox as `not_configured` and no
 * answer may say they were sent. The one place that decides it: the outbox, its sweep and the areas that queue
 * mails (through mail.api.ts) all ask here.
 */
export const hasMailServer = (config: Pick<Config, 'SMTP_URL'>): boolean => Boolean(config.SMTP_URL);

/** The SMTP transport of SMTP_URL, or null without it. Short timeouts: a sweep never hangs on a dead server. */
export function mailTransport(config: Config): Mailer | null {
  if (!hasMailServer(config)) return null;
  return createTransport({
    url: config.SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

type SendError = Error & { code?: string; responseCode?: number; response?: string; permanent?: boolean };

/** The reason shown in the outbox: the SMTP reply or the connection error, short and without credentials. */
export function reasonOf(error: unknown, smtpUrl: string | undefined): string {
  const e = error as SendError;
  const text = e?.response ?? e?.message ?? String(error);
  let reason = [e?.code, text].filter(Boolean).join(': ');
  const password = smtpUrl ? safeUrl(smtpUrl)?.password : '';
  if (password) reason = reason.split(password).join('***');
  if (password) reason = reason.split(decodeURIComponent(password)).join('***');
  return reason.replace(/\/\/[^/@\s]*@/g, '//***@').slice(0, 300);
}

const safeUrl = (text: string) => {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
};

/** The wait before try n + 1 after n failed tries: MAIL_RETRY_SECONDS, then doubling, at most a day. */
export const retryDelayMs = (config: Config, failedTries: number) =>
  Math.min(86_400_000, config.MAIL_RETRY_SECONDS * 1000 * 2 ** Math.max(0, failedTries - 1));

/**
 * How long the sweep leaves a mail to the job that has it (the job's tries with their growing waits), before it takes
 * the mail as lost (pg-boss lost it: a restore) and hands it to a new job. Two jobs on one mail never both send it:
 * each run first claims the row.
 */
export const leaseMs = (config: Config, failedTries: number) =>
  2 * retryDelayMs(config, failedTries + 1) + EXPIRE_SECONDS * 1000;

/** A delivery run longer than this is taken as stuck by pg-boss (SMTP timeouts above end far sooner). */
export const EXPIRE_SECONDS = 120;

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'not_configured' | 'skipped';

/**
 * One try at one mail (what the `mail-deliver` job runs): claims the row (`queued`, or `sending` left behind by a dead
 * instance) and sends it. `skipped`: another run has it or it is already done.
 */
export async function deliverMail(db: Db, config: Config, mailer: Mailer | null, id: number): Promise<DeliveryOutcome> {
  if (!mailer) return (await mailRepository(db).markNotConfigured(id)) ? 'not_configured' : 'skipped';
  const row = await mailRepository(db).claim(id, new Date(Date.now() - STALE_SENDING_MS));
  return row ? deliver(db, config, mailer, row) : 'skipped';
}

/** Sends one claimed row and records the outcome. */
async function deliver(db: Db, config: Config, mailer: Mailer, row: OutboxRow): Promise<'sent' | 'retry' | 'failed'> {
  const repo = mailRepository(db);
  try {
    await mailer.sendMail({
      from: config.MAIL_FROM,
      to: row.recipients,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      headers: { 'Content-Language': row.language },
      attachments: row.attachments.map((file) => ({
        filename: file.filename,
        contentType: file.content_type,
        content: Buffer.from(file.content_base64, 'base64'),
      })),
    });
    await repo.markSent(row.id);
    return 'sent';
  } catch (error) {
    const reason = reasonOf(error, config.SMTP_URL);
    const final = (error as SendError).permanent === true || row.attempts >= config.MAIL_MAX_ATTEMPTS;
    await repo.markFailed(row.id, reason, final ? null : new Date(Date.now() + leaseMs(config, row.attempts)));
    return final ? 'failed' : 'retry';
  }
}
