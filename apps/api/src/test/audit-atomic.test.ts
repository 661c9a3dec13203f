import { companyToday, ROLES } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentTypes } from '../db/schema/index';
import { createTestApp, DEFAULT_PASSWORD, type Organisation, type Person, type TestApp } from './harness';

/**
 * Every write and its audit entry are one transaction, in every module: with the audit insert failing (a trigger
 * in this test's database), each write answers 500 and leaves the database exactly as it was.
 */
let t: TestApp;
let org: Organisation;
let hr: string;
let staff: Person[];
let employee: { token: string; person: Person };
let factory: number;
let spareShift = 0;
const avatar = `/api/files/avatars/${'b'.repeat(32)}.png`;

const fingerprint = async () =>
  (
    await t.pool.query(`select
      (select count(*) from users) users, (select sum(version) from users) user_versions,
      (select string_agg(md5(coalesce(password_hash, '')), ',' order by id) from users) hashes,
      (select count(*) from users where deleted_at is not null) deleted,
      (select count(*) from shifts) shifts, (select sum(version) from shifts) shift_versions,
      (select count(*) from departments) departments, (select count(*) from department_groups) groups,
      (select count(*) from department_group_members) members,
      (select count(*) from department_working_plans) plans, (select count(*) from member_shifts) member_shifts,
      (select count(*) from auth_tokens) tokens, (select count(*) from audit_logs) audits`)
  ).rows[0];

const failAudits = (on: boolean) =>
  t.pool.query(on ? 'insert into audit_fail values (true)' : 'delete from audit_fail');

beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  await t.pool.query(`
    create table audit_fail (on_ boolean);
    create function audit_fail_check() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from audit_fail) then raise exception 'audit insert refused by the test'; end if;
      return new;
    end $$;
    create trigger audit_fail_check before insert on audit_logs for each row execute function audit_fail_check();`);
  const fs = await import('node:fs');
  const path = await import('node:path');
  fs.mkdirSync(path.join(t.config.dataDir, 'files', 'avatars'), { recursive: true });
  fs.writeFileSync(path.join(t.config.dataDir, 'files', 'avatars', `${'b'.repeat(32)}.png`), Buffer.alloc(8));
  ({ token: hr } = await t.tokenFor(ROLES.HR, { department_id: org.departments.hr }));
  employee = await t.tokenFor(ROLES.EMPLOYEE, { department_id: org.departments.production });
  staff = await Promise.all(
    [0, 1, 2].map(() => t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: org.departments.production })),
  );
  const [type] = await t.db.insert(departmentTypes).values({ type: 'Factory' }).returning();
  factory = type!.id;
  const spare = await t.pool.query(
    `insert into shifts (name, normal_checkin_time, normal_checkout_time) values ('Spare', '07:30', '16:30') returning id`,
  );
  spareShift = spare.rows[0].id;
});
afterAll(() => t?.close());

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = hr) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

const tomorrow = () => {
  const today = companyToday(t.config.COMPANY_TIME_ZONE);
  return new Date(Date.parse(`${today}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
};

describe('a failing audit insert rolls the write back', () => {
  const writes: [string, () => Promise<{ statusCode: number; body: string }>][] = [
    [
      'shift create',
      () => call('POST', '/api/shifts', { name: 'Audit', normal_checkin_time: '07:10', normal_checkout_time: '16:10' }),
    ],
    [
      'shift update',
      () =>
        call('PUT', `/api/shifts/${org.shifts.night}`, {
          name: 'Renamed',
          normal_checkin_time: '07:20',
          normal_checkout_time: '16:20',
          version: 1,
        }),
    ],
    ['shift delete', () => call('DELETE', `/api/shifts/${spareShift}`)],
    [
      'department create',
      () =>
        call('POST', '/api/departments', {
          department_id: 'AUD',
          name: 'Audit',
          department_type_id: factory,
          shift_ids: [org.shifts.day],
        }),
    ],
    [
      'user create',
      () =>
        call('POST', '/api/users', {
          alias_id: 'AUD1',
          first_name: 'Audit',
          last_name: 'Person',
          role_id: ROLES.EMPLOYEE,
          department_id: org.departments.production,
          shift_id: org.shifts.day,
          gender: 0,
          avatar,
        }),
    ],
    [
      'user password reset',
      () =>
        call('POST', `/api/users/${staff[2]!.id}/reset-password`, {
          password: 'Another-1',
          password_confirmation: 'Another-1',
        }),
    ],
    ['user delete', () => call('DELETE', `/api/users/${staff[2]!.id}`)],
    [
      'department group create',
      () =>
        call('POST', '/api/department_group/create', {
          group_code: 'AUD-1',
          group_name: 'Audit',
          members: [staff[0]!.id],
          group_leader: staff[0]!.id,
          department_id: org.departments.production,
        }),
    ],
    [
      'work plan create',
      () =>
        call('POST', `/api/departments/${org.departments.production}/working-plans`, {
          date: tomorrow(),
          shift_id: org.shifts.day,
          user_ids: [staff[1]!.id],
        }),
    ],
    [
      'member shift create',
      () =>
        call('POST', '/api/member_group/member_shift/create', {
          shift_id: org.shifts.day,
          department_id: org.departments.production,
          start_date: tomorrow(),
          end_date: tomorrow(),
          user_ids: [staff[1]!.id],
        }),
    ],
    [
      'change password',
      () =>
        call(
          'POST',
          '/api/change-password',
          { current_password: DEFAULT_PASSWORD, new_password: 'Brand-new-8', password_confirmation: 'Brand-new-8' },
          employee.token,
        ),
    ],
    [
      'sign-in',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: employee.person.username, password: DEFAULT_PASSWORD },
        }),
    ],
  ];

  it.each(writes)('%s', async (_name, write) => {
    await failAudits(false);
    const before = await fingerprint();
    await failAudits(true);
    try {
      const response = await write();
      expect(response.statusCode, response.body).toBe(500);
    } finally {
      await failAudits(false);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('writes when the audit insert works (the same requests are valid)', async () => {
    await failAudits(false);
    // Signing in before the password changes.
    const order = [...writes].sort(([a], [b]) => Number(b === 'sign-in') - Number(a === 'sign-in'));
    for (const [name, write] of order) {
      const response = await write();
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    }
  });
});
