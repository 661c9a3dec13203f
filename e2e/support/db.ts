import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { inject } from 'vitest';
import type { RoleId } from '@hr/contracts';
import { personRow } from '../../apps/api/src/test/factories/person';
import { insertRow } from '../../apps/api/src/test/factories/rows';
import { shiftRow } from '../../apps/api/src/test/factories/shift';

/**
 * Direct access to the database of the server under test (its embedded PostgreSQL), for what the product has no
 * screen for yet: people other than the administrator, and ending sessions behind the browser's back.
 */

// Same argon2id options as apps/api/src/lib/passwords.ts, so the server verifies these hashes like its own.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

let pool: pg.Pool | undefined;
function db(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: inject('e2eDatabaseUrl'), max: 2 });
  return pool;
}

/** Closes this file's connections (call it in afterAll of files that used the helpers). */
export async function closeDb(): Promise<void> {
  await pool?.end();
  pool = undefined;
}

export type TestUser = {
  id: number;
  username: string;
  password: string;
  staffId: string;
  name: string;
  roleId: number;
};

/**
 * Inserts an active person who can sign in. Names get a random suffix, so tests and reruns never collide.
 * `department` is a demo company department code (ICT, HR, ACC, ...).
 */
export async function createUser(
  options: {
    username?: string;
    password?: string;
    roleId?: number;
    department?: string;
    firstName?: string;
    lastName?: string;
    /** A staff record from the join date too: payroll pays, and orders go to, people with one only. */
    staffRecord?: boolean;
    /**
     * A shift of their own starting a quarter of an hour from now, on today's date: a check-in now is then today's
     * at any hour (on the standard time, a check-in just after midnight belongs to the day before).
     */
    shiftFromNow?: boolean;
  } = {},
): Promise<TestUser> {
  const suffix = randomBytes(3).toString('hex');
  const username = `${options.username ?? 'e2e.user'}.${suffix}`;
  const password = options.password ?? `Pw-${randomBytes(8).toString('base64url')}`;
  const staffId = `E2E${suffix.toUpperCase()}`;
  const firstName = options.firstName ?? 'Test';
  const lastName = options.lastName ?? `Person ${suffix}`;
  const name = `${firstName} ${lastName}`;
  const roleId = (options.roleId ?? 9) as RoleId;
  const { rows } = await db().query<{ id: number }>('select id from departments where department_id = $1', [
    options.department ?? 'HR',
  ]);
  // The person's row comes from the same factory as the API tests' people (apps/api/src/test/factories/person.ts).
  const id = await insertRow(db(), 'users', {
    ...personRow({
      role_id: roleId,
      alias_id: staffId,
      username,
      email: `${username}@e2e.example`,
      first_name: firstName,
      last_name: lastName,
    }),
    password_hash: await hash(password, ARGON2),
    department_id: rows[0]?.id ?? null,
    gender: 1,
    date_of_join: '2024-04-01',
  });
  if (options.staffRecord)
    await db().query(`insert into staff_records (user_id, official_start_date) values ($1, '2024-04-01')`, [id]);
  if (options.shiftFromNow) {
    // In the day's last three minutes, wait for the new day: the shift must start after the check-in, today.
    while (companyClock(0) >= '23:57') await new Promise((resolve) => setTimeout(resolve, 5_000));
    const start = companyClock(15) > companyClock(0) ? companyClock(15) : '23:59';
    const shift = await insertRow(
      db(),
      'shifts',
      shiftRow({ normal_checkin_time: start, normal_checkout_time: companyClock(8 * 60) }),
    );
    await db().query('update users set shift_id = $2 where id = $1', [id, shift]);
  }
  return { id, username, password, staffId, name, roleId };
}

/** 'HH:mm' in the company's time zone, `minutes` from now. */
function companyClock(minutes: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + minutes * 60_000));
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Revokes one access token, as if an administrator had ended that session. Returns how many rows went. */
export async function revokeToken(token: string): Promise<number> {
  const result = await db().query('delete from auth_tokens where token_hash = $1', [tokenHash(token)]);
  return result.rowCount ?? 0;
}

/** Moves one token's expiry into the past. Returns how many rows changed. */
export async function expireToken(token: string): Promise<number> {
  const result = await db().query(
    `update auth_tokens set expires_at = now() - interval '1 minute' where token_hash = $1`,
    [tokenHash(token)],
  );
  return result.rowCount ?? 0;
}

/** How many live sessions a person has. */
export async function liveSessions(userId: number): Promise<number> {
  const { rows } = await db().query<{ n: number }>(
    'select count(*)::int as n from auth_tokens where user_id = $1 and expires_at > now()',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** Lets a person made through the API (a staff record) sign in: a random user name and password. */
export async function allowSignIn(userId: number): Promise<{ username: string; password: string }> {
  const username = `e2e.staff.${randomBytes(3).toString('hex')}`;
  const password = `Pw-${randomBytes(8).toString('base64url')}`;
  await db().query('update users set username = $2, password_hash = $3 where id = $1', [
    userId,
    username,
    await hash(password, ARGON2),
  ]);
  return { username, password };
}

/** Gives a person a phone number (personal data, for read-scope tests). */
export async function setPhone(userId: number, phone: string): Promise<void> {
  await db().query('update users set phone_number = $2 where id = $1', [userId, phone]);
}

/** A department group of the leader's department, led by `leaderId`, with these members (the leader included). */
export async function createGroup(leaderId: number, memberIds: number[]): Promise<number> {
  const code = `G${randomBytes(3).toString('hex').toUpperCase()}`;
  const { rows } = await db().query<{ id: number }>(
    `insert into department_groups (department_id, group_code, group_name, group_leader)
     values ((select department_id from users where id = $1), $2, $3, $1) returning id`,
    [leaderId, code, `Group ${code}`],
  );
  const groupId = rows[0]!.id;
  for (const userId of memberIds)
    await db().query('insert into department_group_members (group_id, user_id) values ($1, $2)', [groupId, userId]);
  return groupId;
}

/**
 * Blocks sign-ins of an account from an address, as LOGIN_MAX_FAILURES_PER_ACCOUNT failures would (the e2e server
 * allows 1000, so the row is written the way rate-limiter-flexible writes a block).
 */
export async function blockSignIn(username: string, address: string, failures = 1001): Promise<void> {
  await db().query(
    `insert into login_limits (key, points, expire) values ($1, $2, $3)
     on conflict (key) do update set points = excluded.points, expire = excluded.expire`,
    [`login_account_address:${username.toLowerCase()}|${address}`, failures, Date.now() + 5 * 60_000],
  );
}

/**
 * A mail in the outbox about a person, as a server without SMTP_URL leaves it (`not_configured`): the browser tests'
 * server has no mail server, so no route queues one (docs/mail.md).
 */
export async function outboxMail(userId: number, email: string): Promise<void> {
  await db().query(
    `insert into mail_outbox (kind, language, recipients, subject, text_body, html_body, entity, entity_id, state)
     values ('test_notice', 'en', array[$2], 'A notice', 'Hello,\nthis notice stayed in the outbox.', '<p>Hello</p>',
             'user', $1, 'not_configured')`,
    [userId, email],
  );
}

/** How many mails the outbox holds about a person (docs/mail.md), whatever their state. */
export async function mailsAbout(userId: number): Promise<number> {
  const { rows } = await db().query<{ n: number }>(
    "select count(*)::int as n from mail_outbox where entity = 'user' and entity_id = $1",
    [userId],
  );
  return rows[0]?.n ?? 0;
}

/** Gives a person their own shift group (by its name): their planned shift on any day without an assignment. */
export async function setOwnShift(userId: number, shiftName: string): Promise<void> {
  await db().query('update users set shift_id = (select id from shifts where name = $2) where id = $1', [
    userId,
    shiftName,
  ]);
}
