import { mealAllowanceTaxFreeCap, ROLES, type SalaryComponent, salaryComponent } from '@hr/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, salaryComponents } from '../../db/schema/index';
import { createTestApp, type Organisation, type TestApp } from '../../test/harness';
import { seedSalaryComponentsDemo } from './salary-components.demo';

let t: TestApp;
let org: Organisation;
let hr: string;
let director: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  hr = (await t.tokenFor(ROLES.HR)).token;
  director = (await t.tokenFor(ROLES.DIRECTOR)).token;
  manager = (await t.tokenFor(ROLES.MANAGER)).token;
});
afterAll(() => t?.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });

const base = (over: Record<string, unknown> = {}) => ({
  salary_component_type: 'bonus',
  salary_component_name_vie: 'Thưởng Tết',
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
  ...over,
});
const rows = () => t.db.select().from(salaryComponents).orderBy(salaryComponents.id);
const auditFor = (id: number) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, 'salary_component'), eq(auditLogs.entity_id, id)))
    .orderBy(auditLogs.id);

describe('salary components: seeded allowances', () => {
  it('holds the predefined allowances with their amounts and tax treatment', async () => {
    const list = await call(hr, 'GET', '/api/salary_component/list?component_type=allowance&per_page=20');
    expect(list.statusCode).toBe(200);
    const items: SalaryComponent[] = list.json().data.items.map((i: unknown) => salaryComponent.parse(i));
    const byName = Object.fromEntries(items.map((i) => [i.salary_component_name_jp, i]));
    expect(byName['NC手当（出勤日）']).toMatchObject({
      fix_money: 150_000,
      apply_by_formula: 'day',
      tax_calculation: 1,
    });
    expect(byName.通勤手当).toMatchObject({ fix_money: 360_000, apply_by_formula: 'month' });
    expect(byName.女性手当).toMatchObject({ fix_money: 200_000 });
    expect(byName.住宅手当).toMatchObject({ fix_money: 1_000_000 });
    expect(byName.電話手当).toMatchObject({ fix_money: 100_000 });
    expect(byName.その他手当).toMatchObject({ fix_money: 0 });
    // Meal: partially taxable, exempt up to the statutory cap in force on the day the database was created.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
    expect(byName.食事手当).toMatchObject({
      fix_money: 500_000,
      tax_calculation: 2,
      tax_free_amount: mealAllowanceTaxFreeCap(today),
      scope_of_application: 1,
    });
  });
});

describe('salary components', () => {
  it('creates one of each kind with scope conditions and lists them by kind, audited', async () => {
    const allowance = await call(hr, 'POST', '/api/salary_component', {
      ...base({
        salary_component_type: 'allowance',
        salary_component_name_vie: 'Phụ cấp ca đêm',
        salary_component_name_jp: '夜勤手当',
      }),
      is_spouse: 0,
      add_leave_days: 1,
      scope_of_application: 3,
      is_department: 1,
      department_id: org.departments.production,
      is_sex: 1,
      sex: 0,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });
    expect(allowance.statusCode).toBe(200);
    expect(salaryComponent.parse(allowance.json().data)).toMatchObject({
      salary_component_type: 'allowance',
      is_department: 1,
      department_id: org.departments.production,
      department_name: expect.any(String),
      is_position: 0,
      position_id: null,
      is_sex: 1,
      sex: 0,
      add_leave_days: 1,
      version: 1,
    });
    const bonus = await call(hr, 'POST', '/api/salary_component', {
      ...base({ application_method: 2, fix_money: 999, coefficient: 1.5, standard_amount: '1' }),
      scope_of_application: 3,
      is_position: 1,
      position_id: ROLES.MANAGER,
      start_date: '2026-02-01',
      end_date: '2026-02-01',
    });
    expect(bonus.statusCode).toBe(200);
    // A field of another method is not kept.
    expect(bonus.json().data).toMatchObject({
      application_method: 2,
      coefficient: 1.5,
      fix_money: null,
      position_id: 5,
    });
    const deduction = await call(hr, 'POST', '/api/salary_component', {
      ...base({
        salary_component_type: 'deduction',
        salary_component_name_vie: 'Khấu trừ đồng phục',
        salary_component_name_jp: '制服代',
      }),
      application_method: 3,
      tax_calculation: 2,
      tax_free_amount: 100_000,
      overtime_condition: 1,
      minimum_number_days: 2,
      scope_of_application: 2,
      start_date: '2026-03-01',
      end_date: '2026-04-01',
    });
    expect(deduction.statusCode).toBe(200);
    expect(deduction.json().data).toMatchObject({
      fix_money: null,
      apply_by_formula: null,
      tax_free_amount: 100_000,
      minimum_number_days: 2,
      is_spouse: null,
    });

    const deductions = await call(director, 'GET', '/api/salary_component/list?component_type=deduction');
    expect(deductions.json().data).toMatchObject({ total: 1, per_page: 10, current_page: 1, last_page: 1 });
    for (const created of [allowance, bonus, deduction]) {
      expect((await auditFor(created.json().data.id)).map((e) => e.action)).toEqual(['create']);
    }
  });

  it('filters by name, scope list and status list, and pages 10 at a time', async () => {
    for (let i = 0; i < 12; i++)
      await call(
        hr,
        'POST',
        '/api/salary_component',
        base({ salary_component_name_vie: `Thưởng số ${i}`, status: i % 2 }),
      );
    const name = encodeURIComponent('Thưởng số');
    const first = await call(
      hr,
      'GET',
      `/api/salary_component/list?component_type=bonus&salary_component_name=${name}`,
    );
    expect(first.json().data).toMatchObject({ total: 12, per_page: 10, last_page: 2 });
    expect(first.json().data.items).toHaveLength(10);
    const second = await call(
      hr,
      'GET',
      `/api/salary_component/list?component_type=bonus&salary_component_name=${name}&page=2`,
    );
    expect(second.json().data.items).toHaveLength(2);
    const active = await call(
      hr,
      'GET',
      `/api/salary_component/list?component_type=bonus&salary_component_name=${name}&status[]=1`,
    );
    expect(active.json().data.total).toBe(6);
    const both = await call(
      hr,
      'GET',
      `/api/salary_component/list?component_type=bonus&salary_component_name=${name}&status[]=1&status[]=0`,
    );
    expect(both.json().data.total).toBe(12);
    const scoped = await call(hr, 'GET', '/api/salary_component/list?component_type=bonus&scope_of_application[]=3');
    expect(scoped.json().data.items.map((i: { scope_of_application: number }) => i.scope_of_application)).toEqual([3]);
    const plain = await call(
      hr,
      'GET',
      '/api/salary_component/list?component_type=bonus&scope_of_application=2&scope_of_application=3',
    );
    expect(plain.json().data.total).toBe(1);
    expect((await call(hr, 'GET', '/api/salary_component/list?component_type=salary')).statusCode).toBe(400);
  });

  it('updates with its version, refuses a stale one with 409 and keeps the newer values', async () => {
    const id = (await call(hr, 'POST', '/api/salary_component', base({ salary_component_name_vie: 'Bản cũ' }))).json()
      .data.id;
    const updated = await call(hr, 'PUT', `/api/salary_component/update/${id}`, {
      ...base({ salary_component_name_vie: 'Bản mới', status: 0 }),
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ salary_component_name_vie: 'Bản mới', status: 0, version: 2 });
    const stale = await call(
      hr,
      'PUT',
      `/api/salary_component/update/${id}`,
      { ...base({ salary_component_name_vie: 'Bản khác' }), version: 1 },
      'ja',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    const [row] = await t.db.select().from(salaryComponents).where(eq(salaryComponents.id, id));
    expect(row?.salary_component_name_vie).toBe('Bản mới');
    const entries = await auditFor(id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({ before: expect.objectContaining({ salary_component_name_vie: 'Bản cũ' }) });
    const noVersion = await call(hr, 'PUT', `/api/salary_component/update/${id}`, base());
    expect(noVersion.statusCode).toBe(400);
    expect((await call(hr, 'PUT', '/api/salary_component/update/999999', { ...base(), version: 1 })).statusCode).toBe(
      404,
    );
  });

  it('deletes by GET, audited, and answers 404 afterwards', async () => {
    const id = (await call(hr, 'POST', '/api/salary_component', base({ salary_component_name_vie: 'Xóa tôi' }))).json()
      .data.id;
    const deleted = await call(hr, 'GET', `/api/salary_component/delete/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(salaryComponents).where(eq(salaryComponents.id, id))).toEqual([]);
    expect((await auditFor(id)).map((e) => e.action)).toEqual(['create', 'delete']);
    expect((await call(hr, 'GET', `/api/salary_component/delete/${id}`)).statusCode).toBe(404);
  });

  it('keeps a component that an order names: 409 referenced, nothing deleted', async () => {
    const id = (
      await call(hr, 'POST', '/api/salary_component', base({ salary_component_name_vie: 'Đang dùng' }))
    ).json().data.id;
    await t.pool.query(
      `insert into payroll_orders (kind, salary_component_id, component_name, application_method, tax_calculation,
         attendance_condition, overtime_condition, scope_of_application, date)
       values ('bonus', $1, 'Đang dùng', 1, 1, 0, 0, 1, '2026-10-01')`,
      [id],
    );
    const refused = await call(hr, 'GET', `/api/salary_component/delete/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('referenced');
    expect(await t.db.select().from(salaryComponents).where(eq(salaryComponents.id, id))).toHaveLength(1);
    await t.pool.query('delete from payroll_orders where salary_component_id = $1', [id]);
  });

  it('keeps the department a component names: deleting it answers 409 referenced, the condition stays', async () => {
    const department = (
      await t.pool.query(`insert into departments (department_id, name) values ('CMP', 'Named') returning id`)
    ).rows[0].id as number;
    const id = (
      await call(hr, 'POST', '/api/salary_component', {
        ...base({ salary_component_name_vie: 'Theo phòng' }),
        scope_of_application: 3,
        is_department: 1,
        department_id: department,
        start_date: '2026-01-01',
        end_date: '2026-12-31',
      })
    ).json().data.id;
    const refused = await call(hr, 'DELETE', `/api/departments/${department}`, undefined, 'ja');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('referenced');
    const [row] = await t.db.select().from(salaryComponents).where(eq(salaryComponents.id, id));
    expect([row?.is_department, row?.department_id]).toEqual([1, department]);
  });

  it('refuses a department that does not exist', async () => {
    const response = await call(hr, 'POST', '/api/salary_component', {
      ...base(),
      scope_of_application: 3,
      is_department: 1,
      department_id: 999_999,
      start_date: '2026-01-01',
      end_date: '2026-01-02',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.department_id).toEqual(['The chosen department does not exist.']);
  });

  it('lets a director read but not change, and refuses a manager', async () => {
    expect((await call(director, 'GET', '/api/salary_component/list')).statusCode).toBe(200);
    expect((await call(director, 'POST', '/api/salary_component', base())).statusCode).toBe(403);
    expect((await call(director, 'GET', '/api/salary_component/delete/1')).statusCode).toBe(403);
    expect((await call(manager, 'GET', '/api/salary_component/list')).statusCode).toBe(403);
  });

  const dated = { scope_of_application: 2, start_date: '2026-01-01', end_date: '2026-12-31' };
  // Every rule with its messages is a contract unit test (packages/contracts/src/salary-components.rules.test.ts);
  // these two prove the server refuses through HTTP, in the request's language, and stores nothing.
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    [
      'fix_money required for fixed',
      { fix_money: null },
      'fix_money',
      'Fixed amount has not been entered',
      '固定金額が入力されていません',
    ],
    [
      'end_date not before start_date',
      { ...dated, end_date: '2025-12-31' },
      'end_date',
      'End date must be greater than Start date',
      '終了日は開始日より後の日付にしてください',
    ],
  ];
  it.each(cases)('refuses %s, localized, storing nothing', async (_name, over, field, en, ja) => {
    const before = await rows();
    const english = await call(hr, 'POST', '/api/salary_component', base(over));
    expect(english.statusCode).toBe(400);
    expect(english.json().errors[field]).toEqual([en]);
    const japanese = await call(hr, 'POST', '/api/salary_component', base(over), 'ja');
    expect(japanese.json().errors[field]).toEqual([ja]);
    expect(await rows()).toEqual(before);
  });
});

describe('demo data', () => {
  it('gives the demo company bonus and deduction components in use, once', async () => {
    await t.db.delete(salaryComponents);
    expect(await seedSalaryComponentsDemo(t.db)).toMatch(/^Added \d+ /);
    expect(await seedSalaryComponentsDemo(t.db)).toBeUndefined();
    for (const kind of ['bonus', 'deduction']) {
      // The order form's lookup: the components of one type in use.
      const list = await call(hr, 'GET', `/api/salary_component/list?component_type=${kind}&status[]=1&per_page=100`);
      expect(list.statusCode).toBe(200);
      expect(list.json().data.total).toBeGreaterThanOrEqual(2);
    }
  });
});
