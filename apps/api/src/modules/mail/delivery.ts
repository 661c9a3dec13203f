import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mailRepository, type OutboxRow } from './mail.repository';

/**
 * Sending the outbox over SMTP (docs/mail.md). A sweep claims due rows (`queued` and their time has come), sends each
 * one with nodemailer and records the outcome: `sent`; `queued` again with a doubling wait after a failed try; `failed`
 * with the reason after MAIL_MAX_ATTEMPTS tries, or at once when the server refuses the mail for good (5xx). Without
 * SMTP_URL nothing is sent: queued rows become `not_configured`.
 */

/** A row claimed by an instance that died while sending is taken again after this long (it may go out twice). */
const STALE_SENDING_MS = 10 * 60_000;
const BATCH = 20;

export type Mailer = Pick<Transporter, 'sendMail' | 'close'>;

/** The SMTP transport of SMTP_URL, or null without it. Short timeouts: a sweep never hangs on a dead server. */
export function mailTransport(config: Config): Mailer | null {
  if (!config.SMTP_URL) return null;
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

/** Sends one claimed row and records the outcome. */
export async function deliver(
  db: Db,
  config: Config,
  mailer: Mailer,
  row: OutboxRow,
): Promise<'sent' | 'retry' | 'failed'> {
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
    await repo.markFailed(row.id, reason, final ? null : new Date(Date.now() + retryDelayMs(config, row.attempts)));
    return final ? 'failed' : 'retry';
  }
}

export type SweepResult = { sent: number; retry: number; failed: number; not_configured: number };

/** One pass over the due mails (until none is due, at most a few batches so one pass stays short). */
export async function sweepOutbox(db: Db, config: Config, mailer: Mailer | null): Promise<SweepResult> {
  const result: SweepResult = { sent: 0, retry: 0, failed: 0, not_configured: 0 };
  const repo = mailRepository(db);
  if (!mailer) {
    result.not_configured = await repo.markQueuedNotConfigured();
    return result;
  }
  for (let batch = 0; batch < 5; batch++) {
    const rows = await db.transaction((tx) =>
      mailRepository(tx).claimDue(BATCH, new Date(Date.now() - STALE_SENDING_MS)),
    );
    for (const row of rows) result[await deliver(db, config, mailer, row)]++;
    if (rows.length < BATCH) break;
  }
  return result;
}

/**
 * The sweep on a timer (every MAIL_POLL_SECONDS; 0 turns it off in this instance). Passes never overlap; a failing
 * pass (database away) is tried again at the next tick. `stop` waits for the pass in flight.
 */
export function startMailSweep(db: Db, config: Config, mailer: Mailer | null) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = sweepOutbox(db, config, mailer)
      .catch(() => undefined)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, config.MAIL_POLL_SECONDS * 1000);
      });
  };
  if (config.MAIL_POLL_SECONDS > 0) timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      mailer?.close();
    },
  };
}
