import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { RoleId } from '@hr/contracts';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { connect, type Db } from '../db/client';
import { asc, eq, and } from 'drizzle-orm';
import { auditLogs, authTokens, departments, departmentShifts, shifts, staffRecords, users } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import { hashToken, newToken } from '../lib/tokens';
import { type Client, clientFor } from './client';
import { databaseUrl } from './database-url';
import { personRow } from './factories/person';

/** Environment settings a test may override (the names of config.ts). */
export type TestEnv = Partial<Record<Exclude<keyof Config, 'dataDir' | 'webDist' | 'appUrl'>, string>>;

export type NewPerson = Partial<Omit<typeof users.$inferInsert, 'password_hash'>> & {
  role_id: RoleId;
  /** Plain password; hashed with argon2id like the real thing. Default: DEFAULT_PASSWORD. */
  password?: string | null;
  /**
   * A staff record (employment dates) besides the account: payroll pays, and orders go to, people with one only.
   * `true`: employed since 2020-01-01.
   */
  staff_record?: true | Partial<Omit<typeof staffRecords.$inferInsert, 'user_id'>>;
};
export type Person = {
  id: number;
  username: string;
  alias_id: string;
  email: string | null;
  password: string | null;
  role_id: RoleId;
};

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  pool: pg.Pool;
  config: Config;
  /** Every route of the app as it was registered (HEAD twins included), for tests that walk the route table. */
  routes: RouteOptions[];
  /** Closes the app and the pool, drops this file's database and removes its data folder. */
  close: () => Promise<void>;
  createPerson: (person: NewPerson) => Promise<Person>;
  /** Signs in through POST /api/auth/login; fails the test when that does not answer 200. */
  signIn: (
    username: string,
    password: string,
    options?: { remember_me?: boolean; remoteAddress?: string },
  ) => Promise<string>;
  /** A new person of the role, signed in: their token and the person. */
  tokenFor: (roleId: RoleId, person?: Partial<NewPerson>) => Promise<{ token: string; person: Person }>;
  /** A token written straight into auth_tokens (no sign-in, no argon2): for tests that need very many. */
  mintToken: (userId: number, expiresInSeconds?: number) => Promise<string>;
  seedOrganisation: () => Promise<Organisation>;
  /**
   * The test kit's client (test/client.ts) as a signed-in person of the role: one person per role and test file,
   * made and signed in at the first request. `t.as(ROLES.HR).post('/api/shifts', body).then((a) => a.ok())`.
   */
  as: (roleId: RoleId) => Client;
  /** The person behind `as(roleId)` (made now if no request was sent yet). */
  personOf: (roleId: RoleId) => Promise<Person>;
  /**
   * Makes the person behind `as(roleId)` with these values (a department, a phone number) and signs them in: for
   * tests whose answers depend on who asks. Call it before the first request as that role; answers the person.
   */
  setPerson: (roleId: RoleId, values: Partial<NewPerson>) => Promise<Person>;
  /** A client with a given token (a person made by createPerson or tokenFor). */
  withToken: (token: string) => Client;
  /** A client without a token. */
  anonymous: () => Client;
  /** The audit actions written for one row (`entity` as the area logs it), oldest first: ['create', 'delete']. */
  auditActions: (entity: string, entityId: number) => Promise<string[]>;
};

export type Organisation = {
  departments: { ict: number; hr: number; production: number };
  shifts: { day: number; night: number };
};

export const DEFAULT_PASSWORD = 'Correct-Horse-9';

/** Settings every test app starts from: no demo data, no logs, generous sign-in limits unless a test lowers them. */
const BASE_ENV: TestEnv = {
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  DB_POOL_SIZE: '4',
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
  // A busy test machine must not shed test requests (pressure.test.ts turns the checks on).
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  // No mail sweep on a timer: the mail tests turn it on where they test it (mail.test.ts, password-reset.test.ts).
  MAIL_POLL_SECONDS: '0',
};

// argon2 takes about 10 ms a hash: people sharing a password share its hash within one test file.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('testDbAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh app on a fresh database for one test file: call it in `beforeAll` and `close()` in `afterAll`.
 * `env` overrides settings (for example low sign-in limits). The app is not ready yet: a test may still add routes.
 * `jobWorkers: false`: the app queues jobs but runs none (a restart test runs them on a second app).
 */
export async function createTestApp(options: { env?: TestEnv; jobWorkers?: boolean } = {}): Promise<TestApp> {
  const name = `${inject('testDbPrefix')}${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database "${name}" template "${inject('testDbTemplate')}"`);
  const url = databaseUrl(inject('testDbAdminUrl'), name);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-test-files-'));
  const config = loadConfig({ ...BASE_ENV, ...options.env, DATABASE_URL: url, DATA_DIR: dataDir });
  const database = connect(url, config.DB_POOL_SIZE);
  const routes: RouteOptions[] = [];
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      database,
      serveWeb: false,
      checkAnswers: true,
      ...(options.jobWorkers === undefined ? {} : { jobWorkers: options.jobWorkers }),
      onRoute: (route) => void routes.push(route),
    });
  } catch (error) {
    await database.pool.end();
    await adminQuery(`drop database if exists "${name}" with (force)`);
    throw error;
  }
  const { db, pool } = database;

  async function createPerson({ password = DEFAULT_PASSWORD, staff_record, ...values }: NewPerson): Promise<Person> {
    const [row] = await db
      .insert(users)
      .values({
        ...personRow({
          role_id: values.role_id,
          ...(values.first_name ? { first_name: values.first_name } : {}),
          ...(values.last_name ? { last_name: values.last_name } : {}),
        }),
        ...values,
        password_hash: password === null ? null : await hashOnce(password),
      })
      .returning({ id: users.id, username: users.username, alias_id: users.alias_id, email: users.email });
    if (!row) throw new Error('createPerson: no row');
    if (staff_record)
      await db.insert(staffRecords).values({
        user_id: row.id,
        official_start_date: '2020-01-01',
        ...(staff_record === true ? {} : staff_record),
      });
    return { ...row, password, role_id: values.role_id };
  }

  async function signIn(
    username: string,
    password: string,
    extra: { remember_me?: boolean; remoteAddress?: string } = {},
  ) {
    const request: InjectOptions = {
      method: 'POST',
      url: '/api/auth/login',
      payload: {
        email: username,
        password,
        ...(extra.remember_me === undefined ? {} : { remember_me: extra.remember_me }),
      },
      ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    };
    const response = await app.inject(request);
    if (response.statusCode !== 200)
      throw new Error(`signIn(${username}) answered ${response.statusCode}: ${response.body}`);
    return (response.json() as { data: { access_token: string } }).data.access_token;
  }

  async function tokenFor(roleId: RoleId, values: Partial<NewPerson> = {}) {
    const person = await createPerson({ ...values, role_id: roleId });
    return { token: await signIn(person.username, person.password ?? DEFAULT_PASSWORD), person };
  }

  async function mintToken(userId: number, expiresInSeconds = 3600) {
    const token = newToken();
    await db.insert(authTokens).values({
      token_hash: hashToken(token),
      user_id: userId,
      expires_at: new Date(Date.now() + expiresInSeconds * 1000),
      user_agent: null,
    });
    return token;
  }

  async function seedOrganisation(): Promise<Organisation> {
    const rows = await db
      .insert(departments)
      .values([
        { department_id: 'ICT', name: 'ICT' },
        { department_id: 'HR', name: 'Human Resources' },
        { department_id: 'PROD', name: 'Production' },
      ])
      .returning({ id: departments.id });
    const shiftRows = await db
      .insert(shifts)
      .values([
        { name: 'Day', normal_checkin_time: '08:00:00', normal_checkout_time: '17:00:00' },
        { name: 'Night', normal_checkin_time: '22:00:00', normal_checkout_time: '06:00:00' },
      ])
      .returning({ id: shifts.id });
    const [ict, hr, production] = rows.map((r) => r.id) as [number, number, number];
    const [day, night] = shiftRows.map((r) => r.id) as [number, number];
    await db.insert(departmentShifts).values([
      { department_id: production, shift_id: day },
      { department_id: production, shift_id: night },
      { department_id: ict, shift_id: day },
      { department_id: hr, shift_id: day },
    ]);
    return { departments: { ict, hr, production }, shifts: { day, night } };
  }

  const signedIn = new Map<RoleId, Promise<{ token: string; person: Person }>>();
  const session = (roleId: RoleId) => {
    let entry = signedIn.get(roleId);
    if (!entry) {
      entry = tokenFor(roleId);
      signedIn.set(roleId, entry);
    }
    return entry;
  };
  const as = (roleId: RoleId) => clientFor(app, async () => (await session(roleId)).token);
  const personOf = async (roleId: RoleId) => (await session(roleId)).person;
  const setPerson = async (roleId: RoleId, values: Partial<NewPerson>) => {
    // A person made already has answered requests as somebody else: changing them now would mix two people.
    if (signedIn.has(roleId)) throw new Error(`setPerson(${roleId}): call it before the first request as the role`);
    const entry = tokenFor(roleId, values);
    signedIn.set(roleId, entry);
    return (await entry).person;
  };
  const auditActions = async (entity: string, entityId: number) =>
    (
      await db
        .select({ action: auditLogs.action })
        .from(auditLogs)
        .where(and(eq(auditLogs.entity, entity), eq(auditLogs.entity_id, entityId)))
        .orderBy(asc(auditLogs.id))
    ).map((row) => row.action);
  const withToken = (token: string) => clientFor(app, async () => token);
  const anonymous = () => clientFor(app, async () => null);

  let closed = false;
  async function close() {
    if (closed) return;
    closed = true;
    await app.close().catch(() => undefined);
    await database.pool.end().catch(() => undefined);
    await adminQuery(`drop database if exists "${name}" with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return {
    app,
    db,
    pool,
    config,
    routes,
    close,
    createPerson,
    signIn,
    tokenFor,
    mintToken,
    seedOrganisation,
    as,
    personOf,
    setPerson,
    withToken,
    anonymous,
    auditActions,
  };
}
