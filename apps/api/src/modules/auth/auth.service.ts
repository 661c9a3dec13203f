import type { ChangePasswordBody, CurrentUser, LoginBody, LoginData } from '@hr/contracts';
import { permissionObject } from '@hr/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { FileLinks } from '../../lib/file-links';
import { avatarNameOf, STORED_NAME } from '../../lib/files';
import { AppError, unauthenticated } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { Actor } from '../../types';
import { authRepository, type ProfileRow } from './auth.repository';
import type { LoginLimiter } from './login-limiter';

type LoginContext = { address: string; userAgent: string | null };

/** `avatar_url`: a signed link to the person's own avatar, bound to the session (lib/file-links.ts). */
function toCurrentUser(
  row: ProfileRow,
  links: FileLinks | undefined,
  sessionId: number,
  timeZone: string,
): CurrentUser {
  const name = row.avatar ? avatarNameOf(row.avatar) : '';
  return {
    id: row.id,
    username: row.username,
    staff_id: row.alias_id,
    name: row.full_name,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    role_id: row.role_id,
    department_id: row.department_id,
    department_name: row.department_name,
    gender: row.gender,
    dob: row.dob,
    date_of_join: row.date_of_join,
    avatar: row.avatar,
    avatar_url: links && STORED_NAME.test(name) ? links.sign('avatars', name, sessionId) : null,
    permissions: permissionObject(row.role_id),
    time_zone: timeZone,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function authService(db: Db, config: Config, limiter: LoginLimiter, links?: FileLinks) {
  const repo = authRepository(db);

  const tooMany = (ms: number) => {
    const seconds = Math.max(1, Math.ceil(ms / 1000));
    return new AppError(
      429,
      'too_many_attempts',
      'errors.too_many_attempts',
      { count: Math.ceil(seconds / 60) },
      undefined,
      { 'retry-after': String(seconds) },
    );
  };

  /** Every sign-in, failed or not, is in the audit log with the address and the browser. */
  const logSignIn = (action: string, userId: number | null, context: LoginContext, extra: object = {}) =>
    audit(db, {
      actorId: userId,
      action,
      entity: 'user',
      entityId: userId,
      after: { address: context.address, user_agent: context.userAgent?.slice(0, 255) ?? null, ...extra },
    });

  return {
    async login(body: LoginBody, context: LoginContext): Promise<LoginData> {
      const identifier = body.email.trim();
      const person = await repo.findForSignIn(identifier);
      // Failures count against the account whichever of its names was typed (username, staff ID or email), so
      // the limit cannot be multiplied by switching names; a name that matches nobody counts against itself.
      const account = person?.username ?? identifier;
      const wait = await limiter.blockedFor(account, context.address);
      if (wait > 0) {
        await logSignIn('login_blocked', person?.id ?? null, context);
        throw tooMany(wait);
      }

      const valid = await verifyPassword(person?.password_hash ?? null, body.password);
      if (!person || !valid) {
        const failures = await limiter.failed(account, context.address);
        await logSignIn('login_failed', person?.id ?? null, context, { failures });
        await sleep(Math.min(2000, config.LOGIN_DELAY_MS * failures));
        throw new AppError(401, 'login_failed', 'errors.login_failed');
      }
      await limiter.succeeded(account, context.address);

      const seconds = Math.round(body.remember_me ? config.REMEMBER_ME_DAYS * 86_400 : config.SESSION_HOURS * 3_600);
      const token = newToken();
      const sessionId = await db.transaction(async (tx) => {
        const id = await authRepository(tx).createToken({
          token_hash: hashToken(token),
          user_id: person.id,
          expires_at: new Date(Date.now() + seconds * 1000),
          user_agent: context.userAgent?.slice(0, 255) ?? null,
        });
        await audit(tx, {
          actorId: person.id,
          action: 'login_succeeded',
          entity: 'user',
          entityId: person.id,
          after: { address: context.address, user_agent: context.userAgent?.slice(0, 255) ?? null },
        });
        return id;
      });
      const profile = await repo.findProfile(person.id);
      if (!profile) throw unauthenticated();
      return {
        access_token: token,
        token_type: 'Bearer',
        expires: seconds,
        user: toCurrentUser(profile, links, sessionId, config.COMPANY_TIME_ZONE),
      };
    },

    async currentUser(actor: Actor): Promise<CurrentUser> {
      const profile = await repo.findProfile(actor.id);
      if (!profile) throw unauthenticated();
      return toCurrentUser(profile, links, actor.session_id, config.COMPANY_TIME_ZONE);
    },

    async logout(actor: Actor): Promise<void> {
      await repo.deleteToken(actor.tokenHash);
    },

    /** A wrong current password counts as a failed sign-in of the account, so it cannot be guessed here either. */
    async changePassword(actor: Actor, body: ChangePasswordBody, context: LoginContext): Promise<void> {
      const row = await repo.findPasswordHash(actor.id);
      if (!row) throw unauthenticated();
      const wait = await limiter.blockedFor(row.username, context.address);
      if (wait > 0) throw tooMany(wait);
      if (!(await verifyPassword(row.password_hash, body.current_password))) {
        await limiter.failed(row.username, context.address, { addressWide: false });
        await logSignIn('password_change_failed', actor.id, context);
        throw new AppError(
          422,
          'current_password_invalid',
          'errors.current_password_invalid',
          {},
          {
            current_password: ['errors.current_password_invalid'],
          },
        );
      }
      const newHash = await hashPassword(body.new_password);
      await db.transaction(async (tx) => {
        const txRepo = authRepository(tx);
        await txRepo.setPasswordHash(actor.id, newHash);
        await txRepo.deleteOtherTokens(actor.id, actor.tokenHash);
        await audit(tx, {
          actorId: actor.id,
          action: 'password_changed',
          entity: 'user',
          entityId: actor.id,
          after: { address: context.address },
        });
      });
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
