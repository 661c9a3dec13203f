import { createHash } from 'node:crypto';
import type { ForgotPasswordBody, Language, PasswordResetBody } from '@hr/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import type { Jobs } from '../../lib/jobs/index';
import { hashPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { hasMailServer, queueMail } from '../mail/mail.api';
import { passwordResetMail } from './password-reset.mail';
import { passwordResetRepository } from './password-reset.repository';
import type { ResetLimiter } from './reset-limiter';

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 30;
/**
 * Every "forgot password" answer takes at least this long, whether a mail was queued or nobody matched, so the time
 * of the answer does not tell whether an account exists (the work itself takes a few milliseconds).
 */
export const FORGOT_ANSWER_MS = 300;

type RequestContext = { address: string; language: Language };

/** Ties a token to the password it was made for: any change of the password (any route) ends the token. */
const fingerprint = (passwordHash: string | null) =>
  createHash('sha256')
    .update(passwordHash ?? 'no password')
    .digest('hex');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const invalidLink = () => new AppError(422, 'reset_link_invalid', 'mail.errors.reset_link_invalid');

export function passwordResetService(db: Db, config: Config, limiter: ResetLimiter, jobs: Jobs) {
  return {
    /**
     * Queues a reset mail when the name is an active, not deleted account with an e-mail address (and its hourly
     * mails are not used up); answers the same in every case, after the same time.
     */
    async forgot(body: ForgotPasswordBody, context: RequestContext): Promise<void> {
      const started = Date.now();
      const wait = await limiter.address(context.address);
      if (wait > 0)
        throw new AppError(
          429,
          'too_many_attempts',
          'mail.errors.too_many_reset_requests',
          { count: Math.ceil(wait / 60_000) },
          undefined,
          { 'retry-after': String(Math.ceil(wait / 1000)) },
        );
      // Without a mail server no link can reach anyone: say so (the same for every name) rather than claim it is sent.
      if (!hasMailServer(config)) throw new AppError(409, 'mail_not_configured', 'mail.errors.not_configured');
      const person = await passwordResetRepository(db).findAccount(body.email.trim());
      if (person?.email && (await limiter.account(person.id)) === 0) {
        const token = newToken();
        const url = `${config.appUrl}/reset-password?token=${token}`;
        const mail = passwordResetMail(context.language, {
          name: person.full_name || person.username,
          url,
          minutes: RESET_LINK_MINUTES,
        });
        await db.transaction(async (tx) => {
          await passwordResetRepository(tx).insertToken({
            token_hash: hashToken(token),
            user_id: person.id,
            password_fingerprint: fingerprint(person.password_hash),
            expires_at: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
          });
          await queueMail(
            tx,
            {
              ...mail,
              kind: 'password_reset',
              to: person.email!,
              language: context.language,
              about: { type: 'user', id: person.id },
            },
            { jobs, config },
          );
          await audit(tx, {
            actorId: null,
            action: 'password_reset_requested',
            entity: 'user',
            entityId: person.id,
            after: { address: context.address },
          });
        });
      }
      await sleep(FORGOT_ANSWER_MS - (Date.now() - started));
    },

    /** Sets the new password with a valid link; ends every reset link and every session of the person. */
    async reset(body: PasswordResetBody, context: RequestContext): Promise<void> {
      const newHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const repo = passwordResetRepository(tx);
        const taken = await repo.takeToken(hashToken(body.token));
        if (
          !taken?.person ||
          taken.token.expires_at.getTime() <= Date.now() ||
          taken.token.password_fingerprint !== fingerprint(taken.person.password_hash)
        )
          throw invalidLink();
        await repo.setPassword(taken.person.id, newHash);
        await repo.endTokensAndSessions(taken.person.id);
        await audit(tx, {
          actorId: taken.person.id,
          action: 'password_reset',
          entity: 'user',
          entityId: taken.person.id,
          after: { address: context.address },
        });
      });
    },
  };
}
export type PasswordResetService = ReturnType<typeof passwordResetService>;
