import { and, eq, gt, like, sql } from 'drizzle-orm';
import type pg from 'pg';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { loginLimits } from '../../db/schema/index';

/**
 * Brute force without lockout abuse (rate-limiter-flexible on PostgreSQL, table `login_limits` of the migrations):
 * - per account AND address: after LOGIN_MAX_FAILURES_PER_ACCOUNT failures within LOGIN_WINDOW_MINUTES, that address
 *   is blocked for that account for LOGIN_LOCK_MINUTES; every failure answers a little slower (progressive delay).
 *   Someone guessing from elsewhere never keeps the real person out of their own computer.
 * - per address across accounts: LOGIN_MAX_FAILURES_PER_ADDRESS failures block the address for LOGIN_LOCK_MINUTES.
 * ICT and HR see the blocks and may lift them (`GET /api/login-blocks`, `POST /api/login-blocks/lift`).
 */
const ACCOUNT_ADDRESS = 'login_account_address';
const ADDRESS = 'login_address';
const SEPARATOR = '|';

export type LoginBlock = {
  key: string;
  kind: 'account_address' | 'address';
  account: string | null;
  address: string;
  failures: number;
  blocked_until: string;
};

const accountOf = (name: string) => name.toLowerCase().slice(0, 128);

export function loginLimiter(pool: pg.Pool, db: Executor, config: Config) {
  const common = {
    storeClient: pool,
    storeType: 'pool',
    tableName: 'login_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    duration: config.LOGIN_WINDOW_MINUTES * 60,
    blockDuration: config.LOGIN_LOCK_MINUTES * 60,
  };
  // A key is blocked once it has more failures than `points`: points = allowed failures - 1.
  const perAccountAddress = new RateLimiterPostgres({
    ...common,
    keyPrefix: ACCOUNT_ADDRESS,
    points: config.LOGIN_MAX_FAILURES_PER_ACCOUNT - 1,
  });
  const perAddress = new RateLimiterPostgres({
    ...common,
    keyPrefix: ADDRESS,
    points: config.LOGIN_MAX_FAILURES_PER_ADDRESS - 1,
  });
  const pairKey = (account: string, address: string) => `${accountOf(account)}${SEPARATOR}${address.slice(0, 64)}`;

  return {
    /** Milliseconds until the account may be tried again from this address; 0 when not blocked. */
    async blockedFor(account: string, address: string): Promise<number> {
      const [pair, addr] = await Promise.all([
        perAccountAddress.get(pairKey(account, address)),
        perAddress.get(address.slice(0, 64)),
      ]);
      const wait = (res: RateLimiterRes | null, points: number) =>
        res && res.consumedPoints > points ? res.msBeforeNext : 0;
      return Math.max(wait(pair, perAccountAddress.points), wait(addr, perAddress.points));
    },

    /**
     * Counts a failure; returns the failures of this account from this address in the window. `addressWide: false`
     * (a signed-in person mistyping their current password) counts only against the account from this address.
     */
    async failed(account: string, address: string, { addressWide = true } = {}): Promise<number> {
      const counted = (promise: Promise<RateLimiterRes>) =>
        promise.catch((res: unknown) => {
          // Going over the limit rejects with the counted result; anything else is a real error.
          if (res && typeof res === 'object' && 'consumedPoints' in res) return res as RateLimiterRes;
          throw res;
        });
      const [pair] = await Promise.all([
        counted(perAccountAddress.consume(pairKey(account, address))),
        addressWide ? counted(perAddress.consume(address.slice(0, 64))) : undefined,
      ]);
      return pair.consumedPoints;
    },

    /** A successful sign-in forgets the failures of this account from this address. */
    async succeeded(account: string, address: string) {
      await perAccountAddress.delete(pairKey(account, address));
    },

    /** Blocks in force, newest end first. */
    async blocks(): Promise<LoginBlock[]> {
      const rows = await db
        .select()
        .from(loginLimits)
        .where(gt(loginLimits.expire, Date.now()))
        .orderBy(sql`${loginLimits.expire} desc`)
        .limit(500);
      const result: LoginBlock[] = [];
      for (const row of rows) {
        const at = row.key.indexOf(':');
        const prefix = row.key.slice(0, at);
        const rest = row.key.slice(at + 1);
        const limit = prefix === ACCOUNT_ADDRESS ? perAccountAddress.points : perAddress.points;
        if ((prefix !== ACCOUNT_ADDRESS && prefix !== ADDRESS) || row.points <= limit) continue;
        const [account, address] = prefix === ACCOUNT_ADDRESS ? splitOnce(rest, SEPARATOR) : [null, rest];
        result.push({
          key: row.key,
          kind: prefix === ACCOUNT_ADDRESS ? 'account_address' : 'address',
          account,
          address: address ?? '',
          failures: row.points,
          blocked_until: new Date(row.expire ?? 0).toISOString(),
        });
      }
      return result;
    },
  };
}
export type LoginLimiter = ReturnType<typeof loginLimiter>;

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.lastIndexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}

/** Lifts one block (its failures are forgotten); false when there was none. */
export async function liftBlock(db: Executor, key: string): Promise<boolean> {
  if (!key.startsWith(`${ACCOUNT_ADDRESS}:`) && !key.startsWith(`${ADDRESS}:`)) return false;
  const rows = await db.delete(loginLimits).where(eq(loginLimits.key, key)).returning({ key: loginLimits.key });
  return rows.length > 0;
}

/** Forgets every failure counted against the account, from any address (ADMIN_PASSWORD at start). */
export async function unblockAccount(db: Executor, account: string) {
  await db
    .delete(loginLimits)
    .where(and(like(loginLimits.key, `${ACCOUNT_ADDRESS}:${escapeLike(accountOf(account))}${SEPARATOR}%`)));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
