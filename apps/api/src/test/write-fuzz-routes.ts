import fs from 'node:fs';
import path from 'node:path';
import { companyToday, ROLES, statutoryInForce } from '@hr/contracts';
import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { expect } from 'vitest';
import { departmentTypes } from '../db/schema/index';
import { junkParam, junkValue } from './fuzz';
import { createTestApp, type Organisation, type Person, type TestApp } from './harness';

/**
 * The write fuzz, shared by the write-fuzz*.test.ts files (split so that vitest runs them in parallel): every write
 * route against a seeded database with real ids, WRITE_FUZZ_RUNS generated requests per route (1,000 by default),
 * mostly valid ones with random text, some with one field replaced by junk, and for deletes ids of rows created
 * for the purpose mixed with junk ids. Each must answer below 500, a 4xx must change nothing in the database, and at
 * least a quarter of each route's requests must succeed (so the success path is fuzzed too). The counts are printed.
 * The avatar upload is fuzzed too (multipart files; the number of stored avatars is in the fingerprint).
 * write-fuzz.test.ts fails when a write route of the app is neither here nor in NOT_FUZZED.
 */
export const RUNS = Number(process.env.WRITE_FUZZ_RUNS ?? 1000);

let t: TestApp;
let org: Organisation;
let token: string;
let staff: Person[];
/** People for new groups: each group gets a person of its own as member and leader (a leader cannot move); the last leads the fixed group the update edits. */
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

/** Tables with a version and updated_at: their row count, version sum and latest update. */
const VERSIONED = [
  'users',
  'shifts',
  'departments',
  'department_groups',
  'department_working_plans',
  'member_shifts',
  'management_leave_types',
  'leave_type_items',
  'salary_components',
  'setting_versions',
  'holidays',
];
/** Tables without a version: their row count. */
const COUNTED = [
  'department_shifts',
  'department_group_members',
  'department_working_plan_users',
  'department_types',
  'payroll_locks',
  'login_limits',
  'auth_tokens',
  'audit_logs',
];
/** One statement of counts and sums (no table dump), so that it can run after every request. */
const FINGERPRINT = `select ${[
  ...VERSIONED.map(
    (table) =>
      `(select count(*) || '/' || coalesce(sum(version), 0) || '/' || coalesce(max(updated_at)::text, '') from ${table}) "${table}"`,
  ),
  ...COUNTED.map((table) => `(select count(*) from ${table}) "${table}"`),
  `(select count(*) filter (where deleted_at is null) || '/' || coalesce(sum(hashtext(coalesce(password_hash, ''))), 0) from users) "users_state"`,
].join(', ')}`;
/** The avatar upload writes a file, not a row: the number of stored avatars is part of the fingerprint. */
const avatarDir = () => path.join(t.config.dataDir, 'files', 'avatars');
const fingerprint = async () =>
  JSON.stringify({ ...(await t.pool.query(FINGERPRINT)).rows[0], avatars: fs.readdirSync(avatarDir()).length });
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
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

const letters = fc.stringMatching(/^[A-Za-zÀ-ỹ][A-Za-zÀ-ỹ ]{0,20}[A-Za-z]$/);
const dayOffset = (days: number) =>
  new Date(Date.parse(`${companyToday(t.config.COMPANY_TIME_ZONE)}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);

export type Request = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
  url: string;
  body?: Record<string, unknown>;
  /** A multipart body with one file part instead of JSON (the avatar upload). */
  file?: { field: string; fileName: string; bytes: Buffer };
  /** 'changer': sent with the token of the person whose password the route changes (not the HR user's). */
  token?: 'changer';
};
export type WriteRoute = {
  /** Which write-fuzz file runs it (1 to 3), to share the time between them. */
  file: 1 | 2 | 3;
  valid: () => fc.Arbitrary<Request>;
  /** Runs before the request (and before the fingerprint): creates the row a delete removes, reads a version. */
  prepare?: (request: Request) => Promise<void>;
  /** Runs after a 2xx answer (the change-password route remembers the new password). */
  succeeded?: (request: Request) => void;
};

const version = async (table: string, id: number) =>
  Number((await t.pool.query(`select version from ${table} where id = $1`, [id])).rows[0]?.version ?? 1);

/** `{fresh}` in a generated url: the id of a row created for the purpose just before the request. */
const FRESH = '{fresh}';
const freshOrJunk = fc.oneof({ arbitrary: fc.constant(FRESH), weight: 4 }, { arbitrary: junkParam, weight: 1 });
const withFresh = (create: () => Promise<number>) => async (request: Request) => {
  if (request.url.includes(FRESH)) request.url = request.url.replace(FRESH, String(await create()));
};
const insertId = async (sql: string, values: unknown[] = []) => Number((await t.pool.query(sql, values)).rows[0].id);

/** A request through the app as the HR user; the answer's data (fails the test when it is not 2xx). */
const api = async (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} -> ${response.statusCode} ${response.body}`);
  return response.json().data;
};
/** The newest row of a table (after a create through the app). */
const lastId = async (table: string) => Number((await t.pool.query(`select max(id) id from ${table}`)).rows[0].id);
/** A shift assignment of one person on one day, made through the app. */
const assign = (userId: number, date: string) =>
  api('POST', '/api/member_group/member_shift/create', {
    shift_id: org.shifts.day,
    department_id: org.departments.production,
    start_date: date,
    end_date: date,
    user_ids: [userId],
  });
/** An update of one fixed row: the current version is read before each request (unless junk replaced it). */
const updateOf = (
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
});
/** A delete: mostly of a row created for the purpose just before, sometimes of a junk id. */
const deleteOf = (
  file: WriteRoute['file'],
  method: 'DELETE' | 'GET',
  url: (id: string) => string,
  create: () => Promise<number>,
): WriteRoute => ({
  file,
  valid: () => freshOrJunk.map((id) => ({ method, url: url(id) })),
  prepare: withFresh(create),
});
const leaveType = (code: string) => ({
  leave_code: code,
  leave_name_vie: 'Nghỉ ốm đau',
  leave_name_jp: '病気休暇',
  description_vie: 'Nghỉ khi ốm',
  description_jp: '病気のとき',
  salary_rate: 75,
  is_deduct_leave: 0,
  is_deduct_attendance: 1,
});
const leaveReason = (name: string) => ({
  reason_name_vie: name,
  reason_name_jp: '病気休暇',
  description_vie: null,
  description_jp: null,
  max_absent_days: 30,
});
const component = (name: string) => ({
  salary_component_type: 'bonus',
  salary_component_name_vie: name,
  salary_component_name_jp: 'テト賞与',
  description_vie: null,
  description_jp: null,
  application_method: 1,
  apply_by_formula: 'month',
  fix_money: 2_000_000,
  tax_calculation: 1,
  attendance_condition: 0,
  overtime_condition: 0,
  scope_of_application: 1,
});
/** Settings bodies as in force on a date (the statutory defaults), with the body names of the save routes. */
const settingsBody = (kind: 'default_salary' | 'tax_insurance' | 'work_schedule') => {
  const data = structuredClone(statutoryInForce(kind, '2026-11-01').data) as Record<string, unknown>;
  if (kind === 'default_salary') {
    const { pay_calculation_methods, ...rest } = data;
    return { ...rest, pay_calculation_method: pay_calculation_methods };
  }
  return data;
};
const SETTINGS_DATE = '2090-01-01';
const holiday = (name: string, day: number) => ({
  holiday_name: name,
  date: `${String(1 + (day % 12)).padStart(2, '0')}-${String(1 + (day % 28)).padStart(2, '0')}`,
  year: 2030 + (day % 20),
  type: 1 + (day % 3),
  repeat_year: day % 2,
  notes: null,
});
/** Rows the updates edit, made in setUp. */
const password = fc.stringMatching(/^[A-Za-z0-9!#%-]{8,24}$/);
/** The person who changes their own password, with their current password and a token. */
let changer: { password: string; token: string };
let fixed: {
  group: number;
  plan: number;
  assignment: number;
  user: Person;
  phone: string;
  department: number;
  leaveType: number;
  leaveReason: number;
  component: number;
  holiday: number;
  settings: Record<'default_salary' | 'tax_insurance' | 'work_schedule', number>;
};

/** A settings save on a date no version has yet (a new version each time). */
let settingsDay = 0;
const settingsCreate = (
  file: WriteRoute['file'],
  kind: 'default_salary' | 'tax_insurance' | 'work_schedule',
): WriteRoute => ({
  file,
  valid: () =>
    fc.nat({ max: 30 }).map((extra) => {
      settingsDay += 1 + extra;
      return {
        method: 'POST',
        url: `/api/config/${kind}/create`,
        body: { ...settingsBody(kind), effective_from: dayOffset(settingsDay) },
      };
    }),
});

export const ROUTES: Record<string, WriteRoute> = {
  'POST /api/shifts': {
    file: 1,
    valid: () =>
      fc.record({ name: letters, checkin: fc.integer({ min: 0, max: 1439 }) }).map(({ name, checkin }) => ({
        method: 'POST',
        url: '/api/shifts',
        body: { name: `${name} ${unique()}`, ...distinctHours(checkin) },
      })),
  },
  'PUT /api/shifts/:id': {
    file: 1,
    valid: () =>
      letters.map((name) => ({
        method: 'PUT',
        url: `/api/shifts/${org.shifts.night}`,
        body: { name: `${name} ${unique()}`, normal_checkin_time: '22:00', normal_checkout_time: '06:00' },
      })),
    prepare: async (request) => {
      if (request.body) request.body.version ??= await version('shifts', org.shifts.night);
    },
  },
  'DELETE /api/shifts/:id': {
    file: 3,
    valid: () => freshOrJunk.map((id) => ({ method: 'DELETE', url: `/api/shifts/${id}` })),
    prepare: withFresh(() =>
      insertId(
        `insert into shifts (name, normal_checkin_time, normal_checkout_time) values ($1, $2, $3) returning id`,
        [`Fresh ${unique()}`, ...Object.values(distinctHours(counter % 1440))],
      ),
    ),
  },
  'POST /api/departments': {
    file: 2,
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
  'DELETE /api/departments/:id': {
    file: 3,
    valid: () => freshOrJunk.map((id) => ({ method: 'DELETE', url: `/api/departments/${id}` })),
    prepare: withFresh(() =>
      insertId(`insert into departments (department_id, name) values ($1, $2) returning id`, [
        `X${unique()}`,
        `Fresh ${unique()}`,
      ]),
    ),
  },
  'POST /api/users': {
    file: 1,
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
  'DELETE /api/users/:id': {
    file: 3,
    valid: () => freshOrJunk.map((id) => ({ method: 'DELETE', url: `/api/users/${id}` })),
    prepare: withFresh(() => {
      const code = `DU${unique()}`;
      return insertId(
        `insert into users (alias_id, username, first_name, last_name, full_name, role_id, department_id)
         values ($1, $2, 'Fresh', 'Person', 'Fresh Person', 9, $3) returning id`,
        [code, code.toLowerCase(), org.departments.production],
      );
    }),
  },
  'POST /api/department_group/create': {
    file: 2,
    valid: () =>
      letters.map((name) => ({
        method: 'POST',
        url: '/api/department_group/create',
        body: {
          group_code: `G${unique()}`,
          group_name: `${name.replace(/[^A-Za-z]/g, '') || 'Group'} ${unique()}`,
          members: [groupPeople[counter % (groupPeople.length - 1)]!],
          group_leader: groupPeople[counter % (groupPeople.length - 1)],
          department_id: org.departments.production,
          confirm_move: true,
        },
      })),
  },
  'POST /api/departments/:id/working-plans': {
    file: 2,
    valid: () =>
      fc.integer({ min: 1, max: 3000 }).map((days) => ({
        method: 'POST',
        url: `/api/departments/${org.departments.production}/working-plans`,
        body: { date: dayOffset(days), shift_id: org.shifts.day, user_ids: [staff[2]!.id] },
      })),
  },
  'POST /api/member_group/member_shift/create': {
    file: 3,
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
  'POST /api/config/management_leave_type': {
    file: 1,
    valid: () =>
      fc.nat({ max: 100 }).map((rate) => ({
        method: 'POST',
        url: '/api/config/management_leave_type',
        body: { ...leaveType(`L${unique()}`), salary_rate: rate },
      })),
  },
  'PUT /api/config/management_leave_type/:id': updateOf(
    2,
    'management_leave_types',
    () => fixed.leaveType,
    (id) => `/api/config/management_leave_type/${id}`,
    () =>
      fc.record({ rate: fc.nat({ max: 100 }), status: fc.constantFrom(0, 1), name: letters }).map((r) => ({
        ...leaveType('FIXEDTYPE'),
        leave_name_vie: r.name,
        salary_rate: r.rate,
        status: r.status,
        id: fixed.leaveType,
      })),
  ),
  'DELETE /api/config/management_leave_type/:id': deleteOf(
    3,
    'DELETE',
    (id) => `/api/config/management_leave_type/${id}`,
    async () => (await api('POST', '/api/config/management_leave_type', leaveType(`DL${unique()}`))).id,
  ),
  'POST /api/config/leave_type_item': {
    file: 1,
    valid: () =>
      fc.record({ name: letters, days: fc.integer({ min: 0, max: 365 }) }).map((r) => ({
        method: 'POST',
        url: '/api/config/leave_type_item',
        body: { ...leaveReason(r.name), max_absent_days: r.days, management_leave_type_id: fixed.leaveType },
      })),
  },
  'PUT /api/config/leave_type_item/:id': updateOf(
    2,
    'leave_type_items',
    () => fixed.leaveReason,
    (id) => `/api/config/leave_type_item/${id}`,
    () =>
      fc.record({ name: letters, days: fc.integer({ min: 0, max: 365 }), status: fc.constantFrom(0, 1) }).map((r) => ({
        ...leaveReason(r.name),
        max_absent_days: r.days,
        status: r.status,
      })),
  ),
  'DELETE /api/config/leave_type_item/:id': deleteOf(
    3,
    'DELETE',
    (id) => `/api/config/leave_type_item/${id}`,
    async () =>
      (
        await api('POST', '/api/config/leave_type_item', {
          ...leaveReason(`Fresh ${unique()}`),
          management_leave_type_id: fixed.leaveType,
        })
      ).id,
  ),
  'POST /api/salary_component': {
    file: 2,
    valid: () =>
      fc.record({ name: letters, money: fc.integer({ min: 0, max: 100_000_000 }) }).map((r) => ({
        method: 'POST',
        url: '/api/salary_component',
        body: { ...component(`${r.name} ${unique()}`), fix_money: r.money },
      })),
  },
  'PUT /api/salary_component/update/:id': updateOf(
    1,
    'salary_components',
    () => fixed.component,
    (id) => `/api/salary_component/update/${id}`,
    () =>
      fc.record({ name: letters, money: fc.integer({ min: 0, max: 100_000_000 }) }).map((r) => ({
        ...component(`${r.name} ${unique()}`),
        fix_money: r.money,
      })),
  ),
  'GET /api/salary_component/delete/:id': deleteOf(
    3,
    'GET',
    (id) => `/api/salary_component/delete/${id}`,
    async () => (await api('POST', '/api/salary_component', component(`Fresh ${unique()}`))).id,
  ),
  'POST /api/config/default_salary/create': settingsCreate(1, 'default_salary'),
  'PUT /api/config/default_salary/update/:id': updateOf(
    2,
    'setting_versions',
    () => fixed.settings.default_salary,
    (id) => `/api/config/default_salary/update/${id}`,
    () =>
      fc.integer({ min: 0, max: 1_000_000 }).map((amount) => ({
        ...settingsBody('default_salary'),
        effective_from: SETTINGS_DATE,
        default_deduction_amount: amount,
      })),
  ),
  'POST /api/config/tax_insurance/create': settingsCreate(3, 'tax_insurance'),
  'PUT /api/config/tax_insurance/update': updateOf(
    1,
    'setting_versions',
    () => fixed.settings.tax_insurance,
    () => '/api/config/tax_insurance/update',
    () =>
      fc.integer({ min: 1, max: 100_000_000 }).map((allowance) => ({
        ...settingsBody('tax_insurance'),
        id: fixed.settings.tax_insurance,
        effective_from: SETTINGS_DATE,
        personal_allowance: allowance,
      })),
  ),
  'POST /api/config/work_schedule/create': settingsCreate(2, 'work_schedule'),
  'PUT /api/config/work_schedule/update': updateOf(
    3,
    'setting_versions',
    () => fixed.settings.work_schedule,
    () => '/api/config/work_schedule/update',
    () =>
      fc.boolean().map((saturday) => {
        const body = settingsBody('work_schedule') as { schedule_week: Record<string, unknown> };
        return {
          ...body,
          id: fixed.settings.work_schedule,
          effective_from: SETTINGS_DATE,
          schedule_week: { ...body.schedule_week, saturday },
        };
      }),
  ),
  'POST /api/config/holiday/create': {
    file: 1,
    valid: () =>
      fc.record({ name: letters, day: fc.nat() }).map((r) => ({
        method: 'POST',
        url: '/api/config/holiday/create',
        body: holiday(r.name, r.day),
      })),
  },
  'PUT /api/config/holiday/:id': updateOf(
    2,
    'holidays',
    () => fixed.holiday,
    (id) => `/api/config/holiday/${id}`,
    () => fc.record({ name: letters, day: fc.nat() }).map((r) => holiday(r.name, r.day)),
  ),
  'DELETE /api/config/holiday/:id': deleteOf(
    3,
    'DELETE',
    (id) => `/api/config/holiday/${id}`,
    async () => (await api('POST', '/api/config/holiday/create', holiday(`Fresh ${unique()}`, counter))).id,
  ),
  'PUT /api/config/department_region/:id': {
    file: 1,
    valid: () =>
      fc.constantFrom(1, 2, 3, 4, null).map((region) => ({
        method: 'PUT',
        url: `/api/config/department_region/${org.departments.production}`,
        body: { region },
      })),
  },
  'PUT /api/users/:id': updateOf(
    1,
    'users',
    () => fixed.user.id,
    (id) => `/api/users/${id}`,
    () =>
      fc.record({ first: letters, last: letters, gender: fc.constantFrom(0, 1, 2) }).map(({ first, last, gender }) => ({
        alias_id: fixed.user.alias_id,
        first_name: first,
        last_name: last,
        role_id: ROLES.EMPLOYEE,
        department_id: org.departments.production,
        shift_id: org.shifts.day,
        gender,
        email: `${fixed.user.alias_id.toLowerCase()}@example.test`,
        phone_number: fixed.phone,
        dob: '1990/01/31',
        date_of_join: '2020-04-01',
        avatar,
      })),
  ),
  'PUT /api/departments/:id': updateOf(
    2,
    'departments',
    () => fixed.department,
    (id) => `/api/departments/${id}`,
    () =>
      letters.map((name) => ({
        department_id: 'FIXED',
        name: `${name} ${unique()}`,
        department_type_id: factory,
        shift_ids: [org.shifts.day],
      })),
  ),
  'POST /api/users/:id/reset-password': {
    file: 3,
    valid: () =>
      password.map((secret) => ({
        method: 'POST',
        url: `/api/users/${staff[1]!.id}/reset-password`,
        body: { id: staff[1]!.id, password: secret, password_confirmation: secret },
      })),
  },
  'POST /api/change-password': {
    file: 2,
    valid: () =>
      password.map((secret) => ({
        method: 'POST',
        url: '/api/change-password',
        body: { new_password: secret, password_confirmation: secret },
        // The person's current password, known only when the request is sent (an earlier change set it).
        token: 'changer',
      })),
    prepare: async (request) => {
      if (request.body && !('current_password' in request.body))
        request.body = { current_password: changer.password, ...request.body };
    },
    succeeded: (request) => {
      changer.password = String(request.body?.new_password);
    },
  },
  'PUT /api/departments/:id/working-plans/:planId': updateOf(
    3,
    'department_working_plans',
    () => fixed.plan,
    (id) => `/api/departments/${org.departments.production}/working-plans/${id}`,
    () =>
      fc.constantFrom(org.shifts.day, org.shifts.night).map((shift) => ({
        date: dayOffset(3500),
        shift_id: shift,
        user_ids: [staff[2]!.id],
      })),
  ),
  'DELETE /api/departments/:id/working-plans/:planId': deleteOf(
    1,
    'DELETE',
    (id) => `/api/departments/${org.departments.production}/working-plans/${id}`,
    async () => {
      counter += 1;
      await api('POST', `/api/departments/${org.departments.production}/working-plans`, {
        date: dayOffset(4000 + counter),
        shift_id: org.shifts.day,
        user_ids: [staff[2]!.id],
      });
      return lastId('department_working_plans');
    },
  ),
  'DELETE /api/department_group/:id': deleteOf(
    1,
    'DELETE',
    (id) => `/api/department_group/${id}`,
    async () => {
      const person = groupPeople[counter % (groupPeople.length - 1)]!;
      await api('POST', '/api/department_group/create', {
        group_code: `G${unique()}`,
        group_name: `Fresh ${unique()}`,
        members: [person],
        group_leader: person,
        department_id: org.departments.production,
        confirm_move: true,
      });
      return lastId('department_groups');
    },
  ),
  'PUT /api/member_group/member_shift/assignment/:id': updateOf(
    1,
    'member_shifts',
    () => fixed.assignment,
    (id) => `/api/member_group/member_shift/assignment/${id}`,
    () =>
      fc.record({ shift: fc.constantFrom(org.shifts.day, org.shifts.night), days: fc.nat({ max: 30 }) }).map((r) => ({
        shift_id: r.shift,
        start_date: dayOffset(5000),
        end_date: dayOffset(5000 + r.days),
      })),
  ),
  'DELETE /api/member_group/member_shift/assignment/:id': deleteOf(
    2,
    'DELETE',
    (id) => `/api/member_group/member_shift/assignment/${id}`,
    async () => {
      counter += 1;
      await assign(staff[1]!.id, dayOffset(6000 + counter));
      return lastId('member_shifts');
    },
  ),
  'PUT /api/member_group/member_shift/:userId/:shiftId': updateOf(
    3,
    'member_shifts',
    () => fixed.assignment,
    () => `/api/member_group/member_shift/${staff[0]!.id}/${org.shifts.day}`,
    () =>
      fc.nat({ max: 30 }).map((days) => ({
        shift_id: org.shifts.day,
        start_date: dayOffset(5000),
        end_date: dayOffset(5000 + days),
      })),
  ),
  'DELETE /api/member_group/member_shift/:userId/:shiftId': {
    file: 3,
    valid: () =>
      freshOrJunk.map((id) => ({
        method: 'DELETE',
        url: `/api/member_group/member_shift/${id === FRESH ? FRESH : `${id}/${org.shifts.day}`}`,
      })),
    prepare: async (request) => {
      if (!request.url.includes(FRESH)) return;
      counter += 1;
      const date = dayOffset(7000 + counter);
      await assign(staff[1]!.id, date);
      request.url = request.url.replace(FRESH, `${staff[1]!.id}/${org.shifts.day}?start_date=${date}&end_date=${date}`);
    },
  },
  'PUT /api/department_group/:id': updateOf(
    3,
    'department_groups',
    () => fixed.group,
    (id) => `/api/department_group/${id}`,
    () =>
      letters.map((name) => ({
        id: fixed.group,
        group_code: 'FIXG',
        group_name: `${name.replace(/[^A-Za-z]/g, '') || 'Group'} ${unique()}`,
        members: [groupPeople.at(-1)!],
        group_leader: groupPeople.at(-1)!,
        department_id: org.departments.production,
      })),
  ),
  'POST /api/login-blocks/lift': {
    file: 2,
    valid: () => freshOrJunk.map((key) => ({ method: 'POST', url: '/api/login-blocks/lift', body: { key } })),
    // A block of its own for each request (an address that failed too often), lifted by its key.
    prepare: async (request) => {
      if (request.body?.key !== FRESH) return;
      counter += 1;
      const key = `login_address:10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
      await t.pool.query('insert into login_limits (key, points, expire) values ($1, 1000, $2)', [
        key,
        Date.now() + 3_600_000,
      ]);
      request.body.key = key;
    },
  },
  'POST /api/upload-avatar': {
    file: 1,
    // PNG files of random content and name, mixed with files that are not images, a wrong field and hostile names.
    valid: () =>
      fc
        .oneof(
          {
            arbitrary: fc
              .record({ name: fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/), bytes: fc.uint8Array({ maxLength: 2000 }) })
              .map(({ name, bytes }) => ({
                field: 'avatar',
                fileName: `${name}.png`,
                bytes: Buffer.concat([PNG, bytes]),
              })),
            weight: 3,
          },
          {
            arbitrary: fc
              .record({
                field: fc.constantFrom('avatar', 'file', ''),
                fileName: fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom('../../x.png', 'a.exe', '.png')),
                bytes: fc.uint8Array({ maxLength: 2000 }),
              })
              .map(({ field, fileName, bytes }) => ({
                field,
                fileName: fileName.replace(/["\r\n]/g, ''),
                bytes: Buffer.from(bytes),
              })),
            weight: 2,
          },
        )
        .map((file) => ({ method: 'POST', url: '/api/upload-avatar', file })),
  },
};

/**
 * Write routes NOT fuzzed here, each with the reason. A write route of the app that is neither in ROUTES nor here
 * fails write-fuzz.test.ts, so a later route cannot be forgotten.
 */
export const NOT_FUZZED: Record<string, string> = {
  // Sign-in and sign-out: covered by the auth and throttling tests; fuzzing them here would only exercise the
  // per-address limiter and mint thousands of sessions.
  'POST /api/auth/login': 'sign-in: auth tests',
  'POST /api/auth/logout': 'sign-out: auth tests',
  // A read sent as POST (its body is a list of up to 500 ids): it writes nothing, so there is no state for the fuzz
  // to compare, and as an export it is limited to a few a minute. Random and malformed input: route-guards test;
  // its rules: modules/users/badges.test.ts.
  'POST /api/users/badges': 'writes nothing (a PDF of staff badges): route guards and badges tests',
};

/** Every write route of the app: POST, PUT, PATCH and DELETE, and any GET whose path says it deletes. */
export function writeRoutes(routes: RouteOptions[]): string[] {
  const names = new Set<string>();
  for (const route of routes)
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

export async function setUp(): Promise<TestApp> {
  // The upload limiter (30 a minute) has its own test; here it would answer 429 to most of the uploads.
  t = await createTestApp({ env: { RATE_LIMIT_UPLOADS_PER_MINUTE: '10000' } });
  org = await t.seedOrganisation();
  // People's ids start high: a junk id like "5" sent to DELETE /api/users/:id is a real, deletable person otherwise,
  // and once it hit the people the assignment routes use, every later request of those routes failed.
  await t.pool.query(`select setval(pg_get_serial_sequence('users', 'id'), 1000000)`);
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
  const changing = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: org.departments.production });
  changer = { password: changing.password!, token: await t.mintToken(changing.id) };
  const fixedPhone = distinctPhone();
  const fixedUser = await t.createPerson({
    role_id: ROLES.EMPLOYEE,
    department_id: org.departments.production,
    phone_number: fixedPhone,
  });
  await api('POST', `/api/departments/${org.departments.production}/working-plans`, {
    date: dayOffset(3500),
    shift_id: org.shifts.day,
    user_ids: [staff[2]!.id],
  });
  const plan = await lastId('department_working_plans');
  await api('POST', '/api/member_group/member_shift/create', {
    shift_id: org.shifts.day,
    department_id: org.departments.production,
    start_date: dayOffset(5000),
    end_date: dayOffset(5000),
    user_ids: [staff[0]!.id],
  });
  await api('POST', '/api/department_group/create', {
    group_code: 'FIXG',
    group_name: 'Fixed group',
    members: [groupPeople.at(-1)!],
    group_leader: groupPeople.at(-1)!,
    department_id: org.departments.production,
    confirm_move: true,
  });
  fixed = {
    group: await lastId('department_groups'),
    plan,
    assignment: await lastId('member_shifts'),
    user: fixedUser,
    phone: fixedPhone,
    department: await insertId(
      `insert into departments (department_id, name, department_type_id) values ('FIXED', 'Fixed', $1) returning id`,
      [factory],
    ),
    leaveType: (await api('POST', '/api/config/management_leave_type', leaveType('FIXEDTYPE'))).id,
    leaveReason: 0,
    component: (await api('POST', '/api/salary_component', component('Fixed component'))).id,
    holiday: (await api('POST', '/api/config/holiday/create', holiday('Fixed holiday', 5))).id,
    settings: { default_salary: 0, tax_insurance: 0, work_schedule: 0 },
  };
  for (const kind of ['default_salary', 'tax_insurance', 'work_schedule'] as const)
    fixed.settings[kind] = (
      await api('POST', `/api/config/${kind}/create`, { ...settingsBody(kind), effective_from: SETTINGS_DATE })
    ).id;
  fixed.leaveReason = (
    await api('POST', '/api/config/leave_type_item', {
      ...leaveReason('Fixed reason'),
      management_leave_type_id: fixed.leaveType,
    })
  ).id;
  return t;
}

/** RUNS generated requests to one route: no 5xx, nothing changed on a 4xx, at least a quarter succeed. */
export async function fuzzRoute(name: string): Promise<void> {
  const route = ROUTES[name]!;
  const requests = fc.sample(requestArb(route), RUNS);
  let succeeded = 0;
  const statuses = new Map<number, number>();
  let before = await fingerprint();
  for (const request of requests) {
    if (route.prepare) {
      await route.prepare(request);
      before = await fingerprint();
    }
    const authorization = `Bearer ${request.token === 'changer' ? changer.token : token}`;
    const form = request.file ? multipart(request.file) : undefined;
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      ...(request.body ? { payload: request.body } : {}),
      ...(form ? { payload: form.payload } : {}),
      headers: form ? { authorization, 'content-type': form.contentType } : { authorization },
    });
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    const what = `${name} ${request.url} ${JSON.stringify(request.body ?? (request.file && { ...request.file, bytes: request.file.bytes.length }) ?? null).slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, what).toBeLessThan(500);
    // The state after one request is the state before the next: read once per request.
    const after = await fingerprint();
    if (response.statusCode >= 400) expect(after, `changed on 4xx: ${what}`).toBe(before);
    else {
      succeeded += 1;
      route.succeeded?.(request);
    }
    before = after;
  }
  console.info(`${name}: ${succeeded} of ${RUNS} succeeded; answers ${JSON.stringify(Object.fromEntries(statuses))}`);
  expect(succeeded, `${name} successes`).toBeGreaterThanOrEqual(Math.ceil(RUNS / 4));
}
