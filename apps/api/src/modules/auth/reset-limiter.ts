import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../../config';

/**
 * Limits of "forgot password" (same store as the sign-in limiter: table `login_limits`, other key prefixes, so the
 * sign-in blocks list does not show them). Per address: FORGOT_PASSWORD_MAX_PER_ADDRESS requests an hour, then 429
 * (which says nothing about any account). Per account: FORGOT_PASSWORD_MAX_PER_ACCOUNT mails an hour, then no more
 * mails but the same answer, so nobody can flood a colleague's mailbox, nor learn that the account exists.
 */
export function resetLimiter(pool: pg.Pool, config: Config) {
  const common = {
    storeClient: pool,
    storeType: 'pool',
    tableName: 'login_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    duration: 3600,
  };
  const perAddress = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'forgot_address',
    points: config.FORGOT_PASSWORD_MAX_PER_ADDRESS,
  });
  const perAccount = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'forgot_account',
    points: config.FORGOT_PASSWORD_MAX_PER_ACCOUNT,
  });
  /** Milliseconds to wait when over the limit, 0 when the point was taken. */
  const take = (limiter: RateLimiterPostgres, key: string) =>
    limiter.consume(key).then(
      () => 0,
      (res: unknown) => {
        if (res instanceof RateLimiterRes) return Math.max(1, res.msBeforeNext);
        throw res;
      },
    );
  return {
    address: (address: string) => take(perAddress, address.slice(0, 64)),
    account: (userId: number) => take(perAccount, String(userId)),
  };
}
export type ResetLimiter = ReturnType<typeof resetLimiter>;
