import { type JobStarted, ROLES } from '@hr/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentGroupMembers, departmentGroups } from '../../db/schema/index';
import { createTestApp, type Organisation, type Person, type TestApp } from '../../test/harness';
import { waitForJob } from '../../test/jobs';

/**
 * Read scopes of people (docs/permissions.md "Read scopes"): directory fields for everyone with user.view, personal
 * fields company-wide for roles 1 to 4, own department for 5 and 6, own groups for 7 and 8; hidden fields absent.
 */
let t: TestApp;
let org: Organisation;
let inGroup: Person;
let outsider: Person;
let otherDepartment: Person;
const tokens: Record<string, string> = {};

const get = (token: string, url: string, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });

beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  const production = org.departments.production;
  inGroup = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: production, phone_number: '0911111111' });
  outsider = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: production, phone_number: '0922222222' });
  otherDepartment = await t.createPerson({
    role_id: ROLES.EMPLOYEE,
    department_id: org.departments.hr,
    phone_number: '0933333333',
  });
  const leader = await t.tokenFor(ROLES.LEADER, { department_id: production, phone_number: '0944444444' });
  tokens.leader = leader.token;
  const [group] = await t.db
    .insert(departmentGroups)
    .values({ department_id: production, group_code: 'G1', group_name: 'Group one', group_leader: leader.person.id })
    .returning({ id: departmentGroups.id });
  await t.db.insert(departmentGroupMembers).values([
    { group_id: group!.id, user_id: leader.person.id },
    { group_id: group!.id, user_id: inGroup.id },
  ]);
  tokens.manager = (await t.tokenFor(ROLES.MANAGER, { department_id: production })).token;
  tokens.director = (await t.tokenFor(ROLES.DIRECTOR, { department_id: org.departments.hr })).token;
  tokens.hr = (await t.tokenFor(ROLES.HR, { department_id: org.departments.hr })).token;
});
afterAll(() => t?.close());

async function listed(token: string) {
  const response = await get(token, '/api/users?limit=100');
  expect(response.statusCode).toBe(200);
  const items = response.json().data.items as Record<string, unknown>[];
  return new Map(items.map((item) => [item.id as number, item]));
}

describe('read scopes of people', () => {
  it('gives a leader personal fields only of their own group (and themselves); the rest are absent keys', async () => {
    const items = await listed(tokens.leader!);
    expect(items.get(inGroup.id)).toMatchObject({ phone_number: '0911111111' });
    for (const id of [outsider.id, otherDepartment.id]) {
      const item = items.get(id)!;
      expect(item.name).toEqual(expect.any(String));
      for (const hidden of ['phone_number', 'dob', 'gender', 'gender_text', 'username', 'date_of_join'])
        expect(hidden in item, `${hidden} of ${id}`).toBe(false);
    }
    const detail = await get(tokens.leader!, `/api/users/${outsider.id}`);
    expect(detail.statusCode).toBe(200);
    expect('phone_number' in detail.json().data).toBe(false);
    expect(detail.body).not.toContain('0922222222');
    const own = await get(tokens.leader!, `/api/users/${inGroup.id}`);
    expect(own.json().data.phone_number).toBe('0911111111');
  });

  it('gives a manager personal fields of their own department only', async () => {
    const items = await listed(tokens.manager!);
    expect(items.get(inGroup.id)?.phone_number).toBe('0911111111');
    expect(items.get(outsider.id)?.phone_number).toBe('0922222222');
    expect('phone_number' in items.get(otherDepartment.id)!).toBe(false);
  });

  it('gives directors and HR personal fields company-wide', async () => {
    for (const token of [tokens.director!, tokens.hr!]) {
      const items = await listed(token);
      expect(items.get(otherDepartment.id)?.phone_number).toBe('0933333333');
      expect(items.get(outsider.id)?.phone_number).toBe('0922222222');
    }
  });

  it('refuses a filter on phone number to readers who do not see phones company-wide, and applies it otherwise', async () => {
    for (const token of [tokens.leader!, tokens.manager!]) {
      for (const [method, url] of [
        ['GET', '/api/users?phone_number=0922'],
        ['POST', '/api/users/export?phone_number=0922'],
      ] as const) {
        const response = await get(token, url, method);
        expect(response.statusCode, url).toBe(422);
        expect(response.json().errors.phone_number).toBeDefined();
      }
    }
    const response = await get(tokens.director!, '/api/users?phone_number=0922');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.items.map((i: { id: number }) => i.id)).toEqual([outsider.id]);
    expect(response.json().data.total).toBe(1);
  });

  it('exports only the phone numbers the reader may see', async () => {
    const started = (await t.withToken(tokens.leader!).post<JobStarted>('/api/users/export')).ok(202);
    const job = await waitForJob(t.withToken(tokens.leader!), started.job_id);
    expect(job.state).toBe('done');
    const file = await t.withToken(tokens.leader!).get(job.download_url!);
    const book = new ExcelJS.Workbook();
    file.ok();
    await book.xlsx.load(file.raw.rawPayload as unknown as ArrayBuffer);
    const text = JSON.stringify(book.worksheets[0]!.getSheetValues());
    expect(text).toContain('0911111111');
    expect(text).not.toContain('0922222222');
    expect(text).not.toContain('0933333333');
  });
});

describe('a reader without user.view (docs/permissions.md "Read scopes")', () => {
  it('reads their own record, and gets the same 403 for anyone else, existing or not', async () => {
    const me = await t.personOf(ROLES.EMPLOYEE);
    (await t.as(ROLES.EMPLOYEE).get(`/api/users/${me.id}`)).ok();
    (await t.as(ROLES.EMPLOYEE).get(`/api/users/${outsider.id}`)).refused(403, 'forbidden');
    (await t.as(ROLES.EMPLOYEE).get('/api/users/99999999')).refused(403, 'forbidden');
    // A reader holding the flag: a missing person is not found.
    (await t.as(ROLES.HR).get('/api/users/99999999')).refused(404, 'not_found');
  });
});
