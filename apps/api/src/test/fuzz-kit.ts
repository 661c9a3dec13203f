import { companyToday, ROLES } from '@hr/contracts';
import fc from 'fast-check';
import { departmentTypes } from '../db/schema/index';
import { junkParam } from './fuzz';
import { createTestApp, type Organisation, type Person, type TestApp } from './harness';
import { next, tag } from './factories/sequence';

/**
 * What an area's write-fuzz cases (`modules/<area>/<area>.fuzz.ts`) are written with: the seeded database every
 * case shares (an organisation, an HR token, five employees of production, a department type) and the helpers that
 * turn a route into generated requests (a fixed row to update, fresh rows to delete). test/write-fuzz.ts runs them.
 */
export type Request = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
  url: string;
  body?: Record<string, unknown>;
  /** A multipart body with one file part instead of JSON (the avatar upload). */
  file?: { field: string; fileName: string; bytes: Buffer };
  /** 'changer': sent with the token of the area's own person (set by its set-up), not the HR user's. */
  token?: 'changer';
  /** Headers sent besides the token (a device's key). */
  headers?: Record<string, string>;
};
export type WriteRoute = {
  /** Which write-fuzz file runs it (1 to 3), to share the time between them. */
  file: 1 | 2 | 3;
  valid: () => fc.Arbitrary<Request>;
  /** Runs before the request (and before the fingerprint): creates the row a delete removes, reads a version. */
  prepare?: (request: Request) => Promise<void>;
  /** Runs after a 2xx answer (the change-password route remembers the new password). */
  succeeded?: (request: Request) => void;
  /**
   * Why a successful request of this route writes no audit row (write-fuzz.ts checks, with the audit insert
   * failing, that every other route's write rolls back whole): a device's events, for example.
   */
  unaudited?: string;
};

/** The shared seeded state, filled by `seedBase` before any area's set-up runs. */
export type Base = {
  t: TestApp;
  org: Organisation;
  /** The HR user's token: every request is sent with it unless the request says otherwise. */
  token: string;
  /** Five employees of production, for assignments and plans. */
  staff: Person[];
  /** A department type ("Factory") new departments use. */
  departmentType: number;
  /** A token a route may ask for with `token: 'changer'` (set by the auth area's set-up). */
  changerToken?: string;
};

/**
 * One area's cases. `setUp` makes the rows its updates edit (run once per fuzz file, after the base); `routes`
 * names each write route of the area; `notFuzzed` names the ones left out, each with the reason.
 */
export type AreaFuzz<Fixed = unknown> = {
  setUp?: (base: Base) => Promise<Fixed>;
  routes: (base: Base, fixed: Fixed) => Record<string, WriteRoute>;
  notFuzzed?: Record<string, string>;
};
/** Declares an area's cases with the type of its fixed rows inferred. */
export const defineFuzz = <Fixed>(fuzz: AreaFuzz<Fixed>) => fuzz;

/**
 * Requests per route asked for (WRITE_FUZZ_RUNS): 200 in `npm test`, 1,000 in CI's long run (.ci/run). A route gets
 * at most this many (write-fuzz.ts `runsPerRoute`): size rows made for the purpose by it.
 */
export const RUNS = Number(process.env.WRITE_FUZZ_RUNS || 200);

/**
 * Requests per route when `routes` write routes are fuzzed: RUNS, unless WRITE_FUZZ_TOTAL bounds the whole run
 * (CI's long run does): then TOTAL / routes, never fewer than 200, so the run's time stays within its budget as
 * areas add routes (docs/testing.md).
 */
export function runsPerRoute(routes: number): number {
  const total = Number(process.env.WRITE_FUZZ_TOTAL || 0);
  if (!(total > 0) || routes === 0) return RUNS;
  return Math.min(RUNS, Math.max(200, Math.floor(total / routes)));
}

/** Letters and spaces, Vietnamese ones included: names and descriptions. */
export const letters = fc.stringMatching(/^[A-Za-zÀ-ỹ][A-Za-zÀ-ỹ ]{0,20}[A-Za-z]$/);
export const password = fc.stringMatching(/^[A-Za-z0-9!#%-]{8,24}$/);
/** The company's date `days` after today, as YYYY-MM-DD (plans and assignments of the future). */
export const dayOffset = (days: number) =>
  new Date(Date.parse(`${companyToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export { next, tag };

/** `{fresh}` in a generated url: the id of a row created for the purpose just before the request. */
export const FRESH = '{fresh}';
export const freshOrJunk = fc.oneof({ arbitrary: fc.constant(FRESH), weight: 4 }, { arbitrary: junkParam, weight: 1 });
export const withFresh = (create: () => Promise<number>) => async (request: Request) => {
  if (request.url.includes(FRESH)) request.url = request.url.replace(FRESH, String(await create()));
};

/** Helpers bound to the seeded database. */
export function helpers(base: Base) {
  const { t } = base;
  const version = async (table: string, id: number) =>
    Number((await t.pool.query(`select version from ${table} where id = $1`, [id])).rows[0]?.version ?? 1);
  return {
    version,
    insertId: async (sql: string, values: unknown[] = []) => Number((await t.pool.query(sql, values)).rows[0].id),
    /** A request through the app as the HR user; the answer's data (throws when it is not 2xx). */
    api: async (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => {
      const response = await t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${base.token}` } });
      if (response.statusCode >= 300) throw new Error(`${method} ${url} -> ${response.statusCode} ${response.body}`);
      return response.json().data;
    },
    /** The newest row of a table (after a create through the app). */
    lastId: async (table: string) => Number((await t.pool.query(`select max(id) id from ${table}`)).rows[0].id),
    /** An update of one fixed row: the current version is read before each request (unless junk replaced it). */
    updateOf: (
      file: WriteRoute['file'],
      table: string,
      id: () => number,
      url: (id: number) => string,
      body: () => fc.Arbitrary<Record<string, unknown>>,
    ): WriteRoute => ({
      file,
      valid: () => body().map((b) => ({ method: 'PUT', url: url(id()), body: b })),
      prepare: async (request) => {
        if (request.body && !('version' in request.body)) request.body.version = await version(table, id());
      },
    }),
    /** A delete: mostly of a row created for the purpose just before, sometimes of a junk id. */
    deleteOf: (
      file: WriteRoute['file'],
      method: 'DELETE' | 'GET',
      url: (id: string) => string,
      create: () => Promise<number>,
    ): WriteRoute => ({
      file,
      valid: () => freshOrJunk.map((id) => ({ method, url: url(id) })),
      prepare: withFresh(create),
    }),
  };
}

/** The shared seeded state every area's cases start from. */
export async function seedBase(): Promise<Base> {
  // The upload limiter (30 a minute) has its own test; here it would answer 429 to most of the uploads.
  const t = await createTestApp({ env: { RATE_LIMIT_UPLOADS_PER_MINUTE: '10000' } });
  const org = await t.seedOrganisation();
  // People's ids start high: a junk id like "5" sent to DELETE /api/users/:id is a real, deletable person otherwise,
  // and once it hit the people the assignment routes use, every later request of those routes failed.
  await t.pool.query(`select setval(pg_get_serial_sequence('users', 'id'), 1000000)`);
  const { token } = await t.tokenFor(ROLES.HR, { department_id: org.departments.hr });
  const staff = await Promise.all(
    [0, 1, 2, 3, 4].map(() =>
      t.createPerson({
        role_id: ROLES.EMPLOYEE,
        department_id: org.departments.production,
        staff_record: true,
      }),
    ),
  );
  const [type] = await t.db.insert(departmentTypes).values({ type: 'Factory' }).returning();
  return { t, org, token, staff, departmentType: type!.id };
}
