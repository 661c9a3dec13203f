import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLE_IDS, ROLES, type RoleId } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentGroupMembers, departmentGroups } from '../db/schema/index';
import { createTestApp, type Organisation, type Person, type TestApp } from './harness';

/**
 * The expectation comes from docs/permissions.md, parsed here, never from `can()` or the tables in code: every
 * route x 9 roles is refused (403 forbidden) exactly when the document says "no"; a route without a flag must be
 * listed in the document's "Routes without a flag"; and what each role reads about a person in its own group, its
 * own department and another department follows the document's read-scope table, field class by field class.
 */
const DOC = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/permissions.md'),
  'utf8',
);

/** The rows of the markdown table that follows `marker` (or the one whose header starts with `header`). */
function tableAfter(find: (line: string) => boolean): string[][] {
  const lines = DOC.split('\n');
  const start = lines.findIndex(find);
  if (start < 0) throw new Error('table not found in docs/permissions.md');
  const rows: string[][] = [];
  let i = start;
  while (i < lines.length && !lines[i]!.startsWith('|')) i += 1;
  for (; i < lines.length && lines[i]!.startsWith('|'); i += 1) {
    rows.push(
      lines[i]!.split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows.slice(2); // header and separator
}

/** flag -> role -> allowed, from the "Flags" table ("user.create / update / delete" names three flags). */
const FLAGS = new Map<string, Map<RoleId, boolean>>();
for (const [name, ...cells] of tableAfter((line) => line.startsWith('| flag | 1 ICT'))) {
  const [first, ...more] = name!.split('/').map((part) => part.trim());
  const area = first!.split('.')[0];
  const flags = [first!, ...more.map((action) => `${area}.${action}`)];
  for (const flag of flags)
    FLAGS.set(flag, new Map(ROLE_IDS.map((role, i) => [role, cells[i] === 'yes' || cells[i] === 'own'])));
}

/** class -> role -> scope, from the read-scope table. */
const READ = new Map<string, Map<RoleId, string>>();
for (const [fieldClass, ...cells] of tableAfter((line) => line.startsWith('<!-- read-scopes')))
  READ.set(fieldClass!, new Map(ROLE_IDS.map((role, i) => [role, cells[i]!])));

/** "METHOD /api/path" of the routes the document lists as having no flag. */
const NO_FLAG = new Set(
  tableAfter((line) => line.startsWith('<!-- routes-without-flag')).map(([route]) => route!.replaceAll('`', '')),
);

/** The fields of each class, written by hand from the document's class table (not from permissions.ts). */
const FIELDS = {
  directory: ['name', 'staff_id', 'department_name', 'role_text', 'shift_name', 'avatar', 'email'],
  personal: ['phone_number', 'dob', 'gender', 'gender_text', 'username', 'date_of_join'],
  /** The staff list's pay column (issue 27), in the list and the record alike. */
  pay: ['basic_salary'],
} as const;
/** The staff record's pay fields, answered by the record only (GET /users/{id}). */
const RECORD_PAY = ['pay_config', 'allowances', 'personal_income_tax', 'dependents'];

let t: TestApp;
let org: Organisation;
const tokens = new Map<RoleId, string>();
const readers = new Map<RoleId, Person>();
let inGroup: Person;
let inDepartment: Person;
let elsewhere: Person;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  const home = org.departments.production;
  // Phone numbers of present people are unique (migration 0009): one each.
  const personal = (phone_number: string) => ({
    phone_number,
    dob: '1990-01-02',
    date_of_join: '2020-01-01',
    gender: 1,
  });
  inGroup = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: home, ...personal('0900000001') });
  inDepartment = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: home, ...personal('0900000002') });
  elsewhere = await t.createPerson({
    role_id: ROLES.EMPLOYEE,
    department_id: org.departments.hr,
    ...personal('0900000003'),
  });
  // Every reader works in the production department; the leader leads the group, the sub leader belongs to it.
  for (const role of ROLE_IDS) {
    const { token, person } = await t.tokenFor(role, { department_id: home });
    tokens.set(role, token);
    readers.set(role, person);
  }
  const [group] = await t.db
    .insert(departmentGroups)
    .values({ department_id: home, group_code: 'G1', group_name: 'Group', group_leader: readers.get(ROLES.LEADER)!.id })
    .returning({ id: departmentGroups.id });
  await t.db.insert(departmentGroupMembers).values(
    [inGroup.id, readers.get(ROLES.LEADER)!.id, readers.get(ROLES.SUB_LEADER)!.id].map((user_id) => ({
      group_id: group!.id,
      user_id,
    })),
  );
});
afterAll(() => t?.close());

const routesOf = () =>
  t.routes.filter(
    (route) => route.method !== 'HEAD' && route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
  );

describe('permission matrix (expectation parsed from docs/permissions.md)', () => {
  it('parses the document', () => {
    expect(FLAGS.get('user.delete')?.get(ROLES.HR)).toBe(true);
    expect(FLAGS.get('user.delete')?.get(ROLES.LEADER)).toBe(false);
    // Staff badges (POST /api/users/badges): ICT and HR only.
    expect([...FLAGS.get('user.badge')!].filter(([, allowed]) => allowed).map(([role]) => role)).toEqual([
      ROLES.ICT,
      ROLES.HR,
    ]);
    expect(READ.get('personal')?.get(ROLES.MANAGER)).toBe('own department');
    expect(NO_FLAG.has('POST /api/auth/login')).toBe(true);
    expect(routesOf().length).toBeGreaterThan(30);
  });

  it('has a flag for every route, or the route is listed as having none', () => {
    const unlisted = routesOf()
      .filter((route) => !(route.config as { permission?: string } | undefined)?.permission)
      .map((route) => `${route.method} ${route.url}`)
      .filter((name) => !NO_FLAG.has(name));
    expect(unlisted, 'routes without a declared permission and not in docs/permissions.md').toEqual([]);
  });

  it('refuses exactly the roles the document refuses, on every route with a flag', async () => {
    for (const route of routesOf()) {
      const permission = (route.config as { permission?: string } | undefined)?.permission;
      if (!permission) continue;
      const expected = FLAGS.get(permission);
      expect(expected, `${permission} is in docs/permissions.md`).toBeDefined();
      const url = route.url.replace(/:(\w+)/g, '999999'); // no such record: nothing is changed
      const method = (Array.isArray(route.method) ? route.method[0] : route.method) as 'GET';
      for (const role of ROLE_IDS) {
        const response = await t.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${tokens.get(role)}` },
          payload: method === 'GET' ? undefined : {},
        });
        const refused = response.statusCode === 403 && response.json().code === 'forbidden';
        expect(refused, `${method} ${route.url} as role ${role}`).toBe(!expected!.get(role));
      }
    }
  });

  it('lets every role read each field class exactly within the document scope (company, department, group, self)', async () => {
    const subjects = { inGroup, inDepartment, elsewhere };
    for (const role of ROLE_IDS) {
      const token = tokens.get(role)!;
      const reader = readers.get(role)!;
      const sees = (fieldClass: 'directory' | 'personal' | 'pay', where: keyof typeof subjects | 'self') => {
        const scope = READ.get(fieldClass)!.get(role)!;
        if (where === 'self') return scope !== 'never';
        if (scope === 'company') return true;
        if (scope === 'own department') return where !== 'elsewhere';
        if (scope === 'own group') return where === 'inGroup';
        return false;
      };
      const canList = FLAGS.get('user.view')!.get(role)!;
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/users?limit=100',
        headers: { authorization: `Bearer ${token}` },
      });
      if (!canList) {
        expect(list.statusCode, `role ${role} list`).toBe(403);
        const me = await t.app.inject({
          method: 'GET',
          url: '/api/auth/user',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(me.json().data.id).toBe(reader.id);
        continue;
      }
      const items = new Map<number, Record<string, unknown>>(
        (list.json().data.items as Record<string, unknown>[]).map((item) => [item.id as number, item]),
      );
      for (const [where, subject] of [...Object.entries(subjects), ['self', reader]] as [
        keyof typeof subjects | 'self',
        Person,
      ][]) {
        const detail = await t.app.inject({
          method: 'GET',
          url: `/api/users/${subject.id}`,
          headers: { authorization: `Bearer ${token}` },
        });
        for (const [label, item] of [
          ['list', items.get(subject.id)],
          ['detail', detail.statusCode === 200 ? detail.json().data : undefined],
        ] as const) {
          const context = `role ${role} ${label} of ${where}`;
          if (!sees('directory', where)) {
            expect(item, context).toBeUndefined();
            continue;
          }
          expect(item, context).toBeDefined();
          for (const fieldClass of ['directory', 'personal', 'pay'] as const)
            for (const field of FIELDS[fieldClass])
              expect(field in item!, `${context}: ${field} (${fieldClass})`).toBe(sees(fieldClass, where));
          if (label === 'detail')
            for (const field of RECORD_PAY)
              expect(field in item!, `${context}: ${field} (pay)`).toBe(sees('pay', where));
        }
      }
      expect(list.json().data.total, `role ${role} count`).toBe(items.size);
    }
  });
});
