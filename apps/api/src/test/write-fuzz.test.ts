import fs from 'node:fs';
import path from 'node:path';
import { companyToday, ROLES } from '@hr/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentTypes } from '../db/schema/index';
import { junkValue } from './fuzz';
import { createTestApp, type Organisation, type Person, type TestApp } from './harness';

/**
 * Every write route against a seeded database with real ids: WRITE_FUZZ_RUNS generated requests per route (1,000 by
 * default), mostly valid ones with random text, some with one field replaced by junk. Each must answer below 500, a
 * 4xx must change nothing in the database, and at least a quarter of each route's requests must succeed (so the
 * success path is fuzzed too). The counts are printed.
 */
const RUNS = Number(process.env.WRITE_FUZZ_RUNS ?? 1000);

let t: TestApp;
let org: Organisation;
let token: string;
let staff: Person[];
/** People for new groups: each group gets a person of its own as member and leader (a leader cannot move). */
let groupPeople: number[] = [];
let factory: number;
const avatar = `/api/files/avatars/${'c'.repeat(32)}.png`;
let counter = 0;
const unique = () => {
  counter += 1;
  return counter.toString(36).toUpperCase();
};
/**
 * Working hours no shift group has yet (two groups never share them: has_conflict_time_shift): the check-in minute
 * of the day comes from the fuzzer, the length from a counter, so no two generated pairs are the same.
 */
let shiftHours = 0;
const clock = (minutes: number) => {
  const minute = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
};
const distinctHours = (checkin: number) => {
  shiftHours += 1;
  // A length of 1 to 1439 minutes, never zero; 1439 is prime, so the first 1438 calls each get a length of their own.
  const length = ((shiftHours * 7) % 1439) + 1;
  return { normal_checkin_time: clock(checkin), normal_checkout_time: clock(checkin + length) };
};
/** A phone number no one has yet (phone numbers are unique: duplicate_phone_number). */
let phones = 0;
const distinctPhone = () => {
  phones += 1;
  return `09${String(phones).padStart(8, '0')}`;
};

const fingerprint = async () =>
  JSON.stringify(
    (
      await t.pool.query(`select
        (select count(*) from users) u, (select coalesce(sum(version), 0) from users) uv,
        (select count(*) from users where deleted_at is null) ua,
        (select count(*) from shifts) s, (select coalesce(sum(version), 0) from shifts) sv,
        (select count(*) from departments) d, (select coalesce(sum(version), 0) from departments) dv,
        (select count(*) from department_shifts) ds,
        (select count(*) from department_groups) g, (select coalesce(sum(version), 0) from department_groups) gv,
        (select count(*) from department_group_members) gm,
        (select count(*) from department_working_plans) p, (select count(*) from department_working_plan_users) pu,
        (select count(*) from member_shifts) m, (select count(*) from audit_logs) a`)
    ).rows[0],
  );

const letters = fc.stringMatching(/^[A-Za-zÀ-ỹ][A-Za-zÀ-ỹ ]{0,20}[A-Za-z]$/);
const dayOffset = (days: number) =>
  new Date(Date.parse(`${companyToday(t.config.COMPANY_TIME_ZONE)}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);

type Request = { method: 'POST' | 'PUT'; url: string; body: Record<string, unknown> };
type WriteRoute = { name: string; valid: () => fc.Arbitrary<Request> };

const version = async (table: string, id: number) =>
  Number((await t.pool.query(`select version from ${table} where id = $1`, [id])).rows[0]?.version ?? 1);

const ROUTES: WriteRoute[] = [
  {
    name: 'POST /api/shifts',
    valid: () =>
      fc.record({ name: letters, checkin: fc.integer({ min: 0, max: 1439 }) }).map(({ name, checkin }) => ({
        method: 'POST',
        url: '/api/shifts',
        body: { name: `${name} ${unique()}`, ...distinctHours(checkin) },
      })),
  },
  {
    name: 'PUT /api/shifts/:id',
    valid: () =>
      letters.map((name) => ({
        method: 'PUT',
        url: `/api/shifts/${org.shifts.night}`,
        body: { name: `${name} ${unique()}`, normal_checkin_time: '22:00', normal_checkout_time: '06:00' },
      })),
  },
  {
    name: 'POST /api/departments',
    valid: () =>
      letters.map((name) => ({
        method: 'POST',
        url: '/api/departments',
        body: {
          department_id: `D${unique()}`,
          name: `${name} ${unique()}`,
          department_type_id: factory,
          shift_ids: [org.shifts.day],
        },
      })),
  },
  {
    name: 'POST /api/users',
    valid: () =>
      fc
        .record({
          first: letters,
          last: letters,
          role: fc.constantFrom(2, 3, 4, 5, 6, 7, 8, 9),
          gender: fc.constantFrom(0, 1, 2),
        })
        .map(({ first, last, role, gender }) => {
          const code = `F${unique()}`;
          return {
            method: 'POST',
            url: '/api/users',
            body: {
              alias_id: code,
              first_name: first,
              last_name: last,
              role_id: role,
              department_id: org.departments.production,
              shift_id: org.shifts.day,
              gender,
              email: `${code.toLowerCase()}@example.test`,
              phone_number: distinctPhone(),
              dob: '1990/01/31',
              date_of_join: '2020-04-01',
              avatar,
            },
          };
        }),
  },
  {
    name: 'POST /api/department_group/create',
    valid: () =>
      letters.map((name) => ({
        method: 'POST',
        url: '/api/department_group/create',
        body: {
          group_code: `G${unique()}`,
          group_name: `${name.replace(/[^A-Za-z]/g, '') || 'Group'} ${unique()}`,
          members: [groupPeople[counter % groupPeople.length]!],
          group_leader: groupPeople[counter % groupPeople.length],
          department_id: org.departments.production,
          confirm_move: true,
        },
      })),
  },
  {
    name: 'POST /api/departments/:id/working-plans',
    valid: () =>
      fc.integer({ min: 1, max: 3000 }).map((days) => ({
        method: 'POST',
        url: `/api/departments/${org.departments.production}/working-plans`,
        body: { date: dayOffset(days), shift_id: org.shifts.day, user_ids: [staff[2]!.id] },
      })),
  },
  {
    name: 'POST /api/member_group/member_shift/create',
    valid: () =>
      fc.integer({ min: 0, max: 1 }).map((i) => {
        counter += 1;
        const start = dayOffset(1 + counter * 2);
        return {
          method: 'POST',
          url: '/api/member_group/member_shift/create',
          body: {
            shift_id: org.shifts.day,
            department_id: org.departments.production,
            start_date: start,
            end_date: start,
            user_ids: [staff[3 + i]!.id],
          },
        };
      }),
  },
];

/** A valid request most of the time; otherwise one of its fields replaced by junk, or an unknown field added. */
const requestArb = (route: WriteRoute) =>
  fc.oneof(
    { arbitrary: route.valid(), weight: 3 },
    {
      arbitrary: fc.tuple(route.valid(), fc.nat(), junkValue).map(([request, index, junk]) => {
        const keys = Object.keys(request.body);
        return { ...request, body: { ...request.body, [keys[index % keys.length]!]: junk } };
      }),
      weight: 2,
    },
  );

beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  ({ token } = await t.tokenFor(ROLES.HR, { department_id: org.departments.hr }));
  staff = await Promise.all(
    [0, 1, 2, 3, 4].map(() => t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: org.departments.production })),
  );
  const rows = await t.pool.query(
    `insert into users (alias_id, username, first_name, last_name, full_name, role_id, department_id)
     select 'GP' || n, 'gp' || n, 'Group', 'Person ' || n, 'Group Person ' || n, 9, $1
     from generate_series(1, $2) n returning id`,
    [org.departments.production, RUNS + 10],
  );
  groupPeople = rows.rows.map((row: { id: number }) => row.id);
  const [type] = await t.db.insert(departmentTypes).values({ type: 'Factory' }).returning();
  factory = type!.id;
  fs.mkdirSync(path.join(t.config.dataDir, 'files', 'avatars'), { recursive: true });
  fs.writeFileSync(path.join(t.config.dataDir, 'files', 'avatars', `${'c'.repeat(32)}.png`), Buffer.alloc(8));
});
afterAll(() => t?.close());

describe(`write routes, ${RUNS} generated requests each, on a seeded database`, () => {
  it.each(ROUTES.map((route) => [route.name, route] as const))('%s', { timeout: 300_000 }, async (name, route) => {
    const requests = fc.sample(requestArb(route), RUNS);
    let succeeded = 0;
    const statuses = new Map<number, number>();
    let before = await fingerprint();
    for (const request of requests) {
      if (request.method === 'PUT') request.body.version ??= await version('shifts', org.shifts.night);
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        payload: request.body,
        headers: { authorization: `Bearer ${token}` },
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const what = `${name} ${JSON.stringify(request.body).slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
      expect(response.statusCode, what).toBeLessThan(500);
      // The state after one request is the state before the next: read once per request.
      const after = await fingerprint();
      if (response.statusCode >= 400) expect(after, `changed on 4xx: ${what}`).toBe(before);
      else succeeded += 1;
      before = after;
    }
    console.info(`${name}: ${succeeded} of ${RUNS} succeeded; answers ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(succeeded, `${name} successes`).toBeGreaterThanOrEqual(Math.ceil(RUNS / 4));
  });
});
