import fs from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { expect } from 'vitest';
import { AREAS, INFRASTRUCTURE_TABLES } from '../areas';
import { junkValue } from './fuzz';
import { type AreaFuzz, type Base, type Request, runsPerRoute, seedBase, type WriteRoute } from './fuzz-kit';
import type { TestApp } from './harness';

/**
 * The write fuzz, run by the write-fuzz*.test.ts files (split so that vitest runs them in parallel): every write
 * route of every area (its cases in `modules/<area>/<area>.fuzz.ts`, found here by name) against a seeded database
 * with real ids, RUNS generated requests per route (WRITE_FUZZ_RUNS), mostly valid ones with random text, some with
 * one field replaced by junk, and for deletes ids of rows created for the purpose mixed with junk ids. Each must
 * answer below 500, a 4xx must change nothing in the database (nor in the stored files), and at least a quarter of
 * each route's requests must succeed (so the success path is fuzzed too). The counts are printed.
 * write-fuzz.test.ts fails when a write route of the app is neither fuzzed nor listed as not fuzzed.
 */
const FUZZ_FILES = import.meta.glob<{ fuzz: AreaFuzz<unknown> }>('../modules/*/*.fuzz.ts', { eager: true });
const AREA_FUZZ: AreaFuzz<unknown>[] = Object.values(FUZZ_FILES).map((file) => file.fuzz);

/**
 * Stands in for the seeded state when the route names are listed (before any database exists): every property is
 * itself, calling it gives itself, and it reads as 0 in text. Cases only dereference the state inside their closures.
 */
const placeholder: unknown = new Proxy(() => undefined, {
  get: (_, key) => (key === Symbol.toPrimitive ? () => 0 : placeholder),
  apply: () => placeholder,
});

const LISTED = AREA_FUZZ.flatMap((area) =>
  Object.entries(area.routes(placeholder as Base, placeholder)).map(([name, route]) => [name, route.file] as const),
);
/** Each fuzzed route's file number (1 to 3), known before the set-up: the test files pick theirs from it. */
export const ROUTE_FILES: Record<string, WriteRoute['file']> = Object.fromEntries(LISTED);
/** Generated requests per route in this run (WRITE_FUZZ_RUNS, bounded by WRITE_FUZZ_TOTAL). */
export const RUNS = runsPerRoute(LISTED.length);
/** Routes whose cases two areas wrote (write-fuzz.test.ts expects none). */
export const LISTED_TWICE = LISTED.map(([name]) => name).filter((name, i, all) => all.indexOf(name) !== i);
/** Write routes NOT fuzzed, each with the reason (from the areas' cases). */
export const NOT_FUZZED: Record<string, string> = Object.assign({}, ...AREA_FUZZ.map((area) => area.notFuzzed ?? {}));

/** The routes' cases on the seeded database, made by setUp. */
let routes: Record<string, WriteRoute> = {};
let base: Base;
let t: TestApp;

/** Tables with a version and updated_at (the areas' manifests): their row count, version sum and latest update. */
const VERSIONED = AREAS.flatMap((area) => area.tables.versioned);
/** Tables without a version: their row count. */
const COUNTED = [...AREAS.flatMap((area) => area.tables.counted), ...INFRASTRUCTURE_TABLES.counted];
/** One statement of counts and sums (no table dump), so that it can run after every request. */
const FINGERPRINT = `select ${[
  ...VERSIONED.map(
    (table) =>
      `(select count(*) || '/' || coalesce(sum(version), 0) || '/' || coalesce(max(updated_at)::text, '') from ${table}) "${table}"`,
  ),
  ...COUNTED.map((table) => `(select count(*) from ${table}) "${table}"`),
  `(select count(*) filter (where deleted_at is null) || '/' || coalesce(sum(hashtext(coalesce(password_hash, ''))), 0) from users) "users_state"`,
].join(', ')}`;
/** Stored files are state too (avatars today): how many there are under the data folder's files/. */
const storedFiles = () => {
  const root = path.join(t.config.dataDir, 'files');
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).length : 0;
};
const fingerprint = async () => JSON.stringify({ ...(await t.pool.query(FINGERPRINT)).rows[0], files: storedFiles() });
/** The audit row count in a fingerprint. */
const audits = (print: string) => Number(JSON.parse(print).audit_logs);

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipart({ field, fileName, bytes }: NonNullable<Request['file']>) {
  const boundary = '----write-fuzz-boundary-7MA4YWxk';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Every write route of the app: POST, PUT, PATCH and DELETE, and any GET whose path says it deletes. */
export function writeRoutes(registered: RouteOptions[]): string[] {
  const names = new Set<string>();
  for (const route of registered)
    for (const method of [route.method].flat())
      if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) || (method === 'GET' && /delete/i.test(route.url)))
        names.add(`${method} ${route.url}`);
  return [...names].sort();
}

/** A valid request most of the time; otherwise one of its body fields replaced by junk, or an unknown field added. */
const requestArb = (route: WriteRoute) =>
  fc.oneof(
    { arbitrary: route.valid(), weight: 3 },
    {
      arbitrary: fc.tuple(route.valid(), fc.nat(), junkValue).map(([request, index, junk]) => {
        if (!request.body) return request;
        const keys = Object.keys(request.body);
        return { ...request, body: { ...request.body, [keys[index % keys.length]!]: junk } };
      }),
      weight: 2,
    },
  );

/**
 * A switch that makes every audit insert fail (a trigger on audit_logs reading a one-row table), for the check that
 * each write and its audit row are one transaction.
 */
const AUDIT_SWITCH = `
  create table fuzz_audit_fail (on_ boolean);
  create function fuzz_audit_fail_check() returns trigger language plpgsql as $$
  begin
    if exists (select 1 from fuzz_audit_fail) then raise exception 'audit insert refused by the write fuzz'; end if;
    return new;
  end $$;
  create trigger fuzz_audit_fail_check before insert on audit_logs for each row execute function fuzz_audit_fail_check();`;
const failAudits = (on: boolean) =>
  t.pool.query(on ? 'insert into fuzz_audit_fail values (true)' : 'delete from fuzz_audit_fail');

/** The seeded database: the shared base, then each area's fixed rows, then the routes' cases on them. */
export async function setUp(): Promise<TestApp> {
  base = await seedBase();
  t = base.t;
  await t.pool.query(AUDIT_SWITCH);
  routes = {};
  for (const area of AREA_FUZZ) {
    const fixed = await area.setUp?.(base);
    Object.assign(routes, area.routes(base, fixed));
  }
  return t;
}

/** Sends one generated request with the HR token (or the area's own), as JSON or multipart. */
function send(request: Request) {
  const authorization = `Bearer ${request.token === 'changer' ? base.changerToken : base.token}`;
  const form = request.file ? multipart(request.file) : undefined;
  return t.app.inject({
    method: request.method,
    url: request.url,
    ...(request.body ? { payload: request.body } : {}),
    ...(form ? { payload: form.payload } : {}),
    headers: {
      authorization,
      ...request.headers,
      ...(form ? { 'content-type': form.contentType } : {}),
    },
  });
}

/**
 * With every audit insert failing, valid requests to the route until one would have written: it must answer 500
 * and leave the database (and the stored files) exactly as it was, so no area can write a change without its
 * audit row. A route declared `unaudited` may succeed instead, and so may a request that changes nothing (a
 * computation sent as POST, a save of nothing). 40 tries: a route whose valid requests succeed a quarter of the
 * time reaches a write in all but one run in 100,000.
 */
async function auditRollsBack(name: string, route: WriteRoute): Promise<void> {
  let changedNothing = 0;
  for (const request of fc.sample(route.valid(), 40)) {
    await route.prepare?.(request);
    const before = await fingerprint();
    await failAudits(true);
    let response: Awaited<ReturnType<typeof send>>;
    try {
      response = await send(request);
    } finally {
      await failAudits(false);
    }
    const what = `${name} with the audit failing: ${request.url} ${JSON.stringify(request.body ?? null).slice(0, 200)} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
    const after = await fingerprint();
    if (response.statusCode < 400) {
      route.succeeded?.(request);
      if (route.unaudited) return;
      expect(after, `a change committed without its audit row: ${what}`).toBe(before);
      changedNothing += 1;
      continue;
    }
    expect(after, `changed: ${what}`).toBe(before);
    if (response.statusCode >= 500) return;
  }
  // Only successes that wrote nothing: the route changes no data (its audit is moot).
  if (changedNothing === 0) expect.fail(`${name}: none of 40 valid requests reached its write with the audit failing`);
}

/**
 * RUNS generated requests to one route: no 5xx, nothing changed on a 4xx, at least a quarter succeed; then the
 * audit check (auditRollsBack).
 */
export async function fuzzRoute(name: string): Promise<void> {
  const route = routes[name]!;
  const requests = fc.sample(requestArb(route), RUNS);
  let succeeded = 0;
  const statuses = new Map<number, number>();
  let before = await fingerprint();
  for (const request of requests) {
    if (route.prepare) {
      await route.prepare(request);
      before = await fingerprint();
    }
    const response = await send(request);
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    const what = `${name} ${request.url} ${JSON.stringify(request.body ?? (request.file && { ...request.file, bytes: request.file.bytes.length }) ?? null).slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, what).toBeLessThan(500);
    // The state after one request is the state before the next: read once per request.
    const after = await fingerprint();
    if (response.statusCode >= 400) expect(after, `changed on 4xx: ${what}`).toBe(before);
    else {
      // A success that changed something adds its audit row (a save of nothing may write nothing at all).
      if (!route.unaudited && after !== before)
        expect(audits(after), `a change without its audit row: ${what}`).toBeGreaterThan(audits(before));
      succeeded += 1;
      route.succeeded?.(request);
    }
    before = after;
  }
  console.info(`${name}: ${succeeded} of ${RUNS} succeeded; answers ${JSON.stringify(Object.fromEntries(statuses))}`);
  expect(succeeded, `${name} successes`).toBeGreaterThanOrEqual(Math.ceil(RUNS / 4));
  await auditRollsBack(name, route);
}
