import { z } from 'zod';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { defineJob, JobFailure, type Jobs } from '../../lib/jobs/index';
import { deliverMail, EXPIRE_SECONDS, hasMailServer, leaseMs, mailTransport, STALE_SENDING_MS } from './delivery';
import { mailRepository } from './mail.repository';

/**
 * Mail goes out through the job queue (docs/jobs.md, docs/mail.md): one `mail-deliver` job per mail, sent in the
 * transaction that queued it when the caller hands the queue over, else by the sweep. A failed try throws a retryable
 * failure, so pg-boss runs the job again after MAIL_RETRY_SECONDS, doubling; the outbox row counts the tries and is
 * `failed` after MAIL_MAX_ATTEMPTS. The sweep (every MAIL_POLL_SECONDS) hands every mail no job has to a new job, so a
 * mail is never lost between its commit and its job.
 */
export const mailDeliveryJob = defineJob({
  kind: 'mail-deliver',
  input: z.object({ mailId: z.number().int().positive() }),
  // The defaults; every send passes the limits of the settings (deliveryOptions).
  retry: { limit: 4, delaySeconds: 60, backoff: true },
  expireInSeconds: EXPIRE_SECONDS,
  keepHours: 24,
  async handler({ mailId }, context) {
    const mailer = mailTransport(context.config);
    try {
      const outcome = await deliverMail(context.db, context.config, mailer, mailId);
      if (outcome === 'retry') throw new JobFailure('mail.errors.delivery_retry', {}, true);
      // The outbox row holds the reason; the job's row says failed too.
      if (outcome === 'failed') throw new JobFailure('mail.errors.delivery_failed');
    } finally {
      mailer?.close();
    }
  },
});

/** What queueMail needs to send the delivery job at once (in the caller's transaction). */
export type MailDelivery = { jobs: Jobs; config: Config };

/** Hands mail `id` to a new delivery job in `tx`, with the retries of the settings. */
export const sendDeliveryJob = (tx: Executor, { jobs, config }: MailDelivery, mailId: number) =>
  jobs.send(
    mailDeliveryJob,
    { mailId },
    { tx, retryLimit: config.MAIL_MAX_ATTEMPTS - 1, retryDelaySeconds: config.MAIL_RETRY_SECONDS },
  );

const BATCH = 50;

export type SweepResult = { handed: number; not_configured: number };

/** One pass: without SMTP_URL queued mails become `not_configured`; with it, mails no job has get one. */
export async function sweepOutbox(db: Db, delivery: MailDelivery): Promise<SweepResult> {
  if (!hasMailServer(delivery.config))
    return { handed: 0, not_configured: await mailRepository(db).markQueuedNotConfigured() };
  let handed = 0;
  for (let batch = 0; batch < 10; batch++) {
    const ids = await db.transaction(async (tx) => {
      const leaseUntil = new Date(Date.now() + leaseMs(delivery.config, 0));
      const leased = await mailRepository(tx).leaseDue(BATCH, new Date(Date.now() - STALE_SENDING_MS), leaseUntil);
      for (const id of leased) await sendDeliveryJob(tx, delivery, id);
      return leased;
    });
    handed += ids.length;
    if (ids.length < BATCH) break;
  }
  return { handed, not_configured: 0 };
}

/**
 * The sweep on a timer (every MAIL_POLL_SECONDS; 0 turns it off in this instance), from when the app is ready (the
 * queue is started) until it closes. Passes never overlap; a failing pass (database away) is tried at the next tick.
 */
export function startMailSweep(db: Db, delivery: MailDelivery) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const every = delivery.config.MAIL_POLL_SECONDS * 1000;
  const tick = () => {
    running = sweepOutbox(db, delivery)
      .catch(() => undefined)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, every);
      });
  };
  if (every > 0) timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
