import { departmentItem, ROLES } from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  departments,
  departmentShifts,
  departmentTypes,
  departmentWorkingPlans,
  memberShifts,
  shifts,
  users,
} from '../../db/schema/index';
import { createTestApp, type Organisation, type TestApp } from '../../test/harness';

let t: TestApp;
let org: Organisation;
let hr: string;
let leader: string;
let employee: string;
let office: number;
let factory: number;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  [office, factory] = (
    await t.db
      .insert(departmentTypes)
      .values([{ type: 'Office' }, { type: 'Factory' }])
      .returning()
  ).map((row) => row.id) as [number, number];
  hr = (await t.tokenFor(ROLES.HR, { department_id: org.departments.hr })).token;
  leader = (await t.tokenFor(ROLES.LEADER, { department_id: org.departments.production })).token;
  employee = (await t.tokenFor(ROLES.EMPLOYEE, { department_id: org.departments.production })).token;
});
afterAll(() => t?.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });

const body = (extra: object = {}) => ({
  department_id: 'ASM',
  name: 'Assembly',
  department_type_id: factory,
  shift_ids: [org.shifts.day, org.shifts.night],
  ...extra,
});

describe('departments', () => {
  it('creates a department with two shift groups and lists it with the number of active people', async () => {
    const created = await call(hr, 'POST', '/api/departments', body());
    expect(created.statusCode).toBe(200);
    const item = departmentItem.parse(created.json().data);
    expect(item).toMatchObject({
      department_id: 'ASM',
      name: 'Assembly',
      type_text: 'Factory',
      number_of_employees: 0,
      number_of_shifts: 2,
      version: 1,
    });
    expect(item.shift_ids.sort()).toEqual([org.shifts.day, org.shifts.night].sort());

    const boss = await t.createPerson({ role_id: ROLES.MANAGER, department_id: item.id, full_name: 'Boss Person' });
    await t.db.update(departments).set({ leader_id: boss.id }).where(eq(departments.id, item.id));
    await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: item.id });
    await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: item.id, is_active: false });
    await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: item.id, deleted_at: new Date() });

    const list = await call(leader, 'GET', '/api/departments?department_id=asm');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ total: 1, total_page: 1, current_page: 1, per_page: 20, last_page: 1 });
    expect(list.json().data.items[0]).toMatchObject({
      id: item.id,
      leader_name: 'Boss Person',
      number_of_employees: 2,
    });

    const byName = await call(leader, 'GET', '/api/departments?department_name=ssemb');
    expect(byName.json().data.items.map((d: { id: number }) => d.id)).toEqual([item.id]);
    const detail = await call(leader, 'GET', `/api/departments/${item.id}`);
    const specDetail = await call(leader, 'GET', `/api/departments/detail/${item.id}`);
    expect(detail.json().data).toEqual(specDetail.json().data);
    expect(detail.json().data.number_of_employees).toBe(2);
  });

  it('refuses a department without ID, name, type or shift groups, with localized messages, storing nothing', async () => {
    const before = await t.db.select().from(departments);
    const response = await call(hr, 'POST', '/api/departments', { department_id: ' ', name: '', shift_ids: [] }, 'ja');
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors.department_id).toEqual(['部署IDが入力されていません']);
    expect(errors.name).toEqual(['部署名が入力されていません']);
    expect(errors.department_type_id).toEqual(['部署種別が入力されていません']);
    expect(errors.shift_ids).toEqual(['シフトグループを1つ以上選択してください']);
    expect(await t.db.select().from(departments)).toEqual(before);
  });

  it('refuses a department ID already used (any case) with 422 and a field error, and unknown types or shifts', async () => {
    const duplicate = await call(hr, 'POST', '/api/departments', body({ department_id: 'ict', name: 'Other' }), 'vi');
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().code).toBe('department_id_exists');
    expect(duplicate.json().errors.department_id).toEqual(['Mã phòng ban này đã được phòng ban khác sử dụng']);

    const unknown = await call(
      hr,
      'POST',
      '/api/departments',
      body({ department_id: 'NEW1', department_type_id: 99999, shift_ids: [99999] }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      department_type_id: ['This department type does not exist'],
      shift_ids: ['One of the chosen shift groups does not exist'],
    });
    expect(await t.db.select().from(departments).where(eq(departments.department_id, 'NEW1'))).toEqual([]);
  });

  it('refuses the second of two edits made from the same version with 409, losing nothing', async () => {
    const id = (await call(hr, 'POST', '/api/departments', body({ department_id: 'VER', name: 'Versioned' }))).json()
      .data.id;
    const first = await call(
      hr,
      'PUT',
      `/api/departments/${id}`,
      body({ department_id: 'VER', name: 'Versioned A', shift_ids: [org.shifts.day], version: 1 }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      name: 'Versioned A',
      version: 2,
      shift_ids: [org.shifts.day],
      department_type_id: factory,
    });

    const stale = await call(
      hr,
      'PUT',
      `/api/departments/${id}`,
      body({
        department_id: 'VER2',
        name: 'Versioned B',
        department_type_id: office,
        shift_ids: [org.shifts.night],
        version: 1,
      }),
      'ja',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ status: false, code: 'stale_version' });
    expect(stale.json().message).toMatch(/他の人/);
    const after = (await call(hr, 'GET', `/api/departments/${id}`)).json().data;
    expect(after).toMatchObject({
      department_id: 'VER',
      name: 'Versioned A',
      version: 2,
      shift_ids: [org.shifts.day],
      department_type_id: factory,
    });
  });

  it('lets a department keep its own ID when edited, but not take another one', async () => {
    const id = (await call(hr, 'POST', '/api/departments', body({ department_id: 'KEEP', name: 'Keep' }))).json().data
      .id;
    expect(
      (await call(hr, 'PUT', `/api/departments/${id}`, body({ department_id: 'keep', name: 'Keep 2', version: 1 })))
        .statusCode,
    ).toBe(200);
    const taken = await call(
      hr,
      'PUT',
      `/api/departments/${id}`,
      body({ department_id: 'HR', name: 'Keep 3', version: 2 }),
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().code).toBe('department_id_exists');
  });

  it('answers 404 for a department that does not exist', async () => {
    expect((await call(hr, 'GET', '/api/departments/999999')).statusCode).toBe(404);
    expect(
      (await call(hr, 'PUT', '/api/departments/999999', body({ department_id: 'NONE', version: 1 }))).statusCode,
    ).toBe(404);
    expect((await call(hr, 'DELETE', '/api/departments/999999')).statusCode).toBe(404);
    expect((await call(leader, 'GET', '/api/departments/999999/shifts')).statusCode).toBe(404);
    expect((await call(leader, 'GET', '/api/departments/999999/users')).statusCode).toBe(404);
  });

  it('refuses to delete a department that still has people, with a localized message, and keeps it', async () => {
    const id = (await call(hr, 'POST', '/api/departments', body({ department_id: 'FULL', name: 'Full' }))).json().data
      .id;
    await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: id, is_active: false });
    const refused = await call(hr, 'DELETE', `/api/departments/${id}`, undefined, 'vi');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'department_has_users',
      message: 'Phòng ban này vẫn còn 1 nhân viên. Hãy chuyển họ sang phòng ban khác trước khi xóa.',
    });
    expect(await t.db.select().from(departments).where(eq(departments.id, id))).toHaveLength(1);
    expect(await t.db.select().from(departmentShifts).where(eq(departmentShifts.department_id, id))).toHaveLength(2);
  });

  it('keeps a department that former (deleted) staff belonged to', async () => {
    const id = (await call(hr, 'POST', '/api/departments', body({ department_id: 'OLD', name: 'Old' }))).json().data.id;
    await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: id, deleted_at: new Date() });
    const refused = await call(hr, 'DELETE', `/api/departments/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('department_has_history');
    expect(await t.db.select().from(departments).where(eq(departments.id, id))).toHaveLength(1);
  });

  it('keeps a department that shift assignments or work plans name, also of people who moved out (409, no cascade)', async () => {
    const id = (await call(hr, 'POST', '/api/departments', body({ department_id: 'MOVED', name: 'Moved out' }))).json()
      .data.id;
    const [shift] = await t.db
      .insert(shifts)
      .values({ name: 'History shift', normal_checkin_time: '08:00:00', normal_checkout_time: '17:00:00' })
      .returning({ id: shifts.id });
    // The person now belongs to another department; their old assignment in MOVED is history.
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: null });
    await t.db.insert(memberShifts).values({
      user_id: person.id,
      department_id: id,
      shift_id: shift!.id,
      start_date: '2020-01-01',
      end_date: '2020-12-31',
    });
    for (const [lang, message] of [
      [
        'en',
        'Shift assignments, work plans or records of former staff still refer to this department (history), so it cannot be deleted.',
      ],
      ['ja', 'シフト割り当て・勤務計画・退職した社員の記録（履歴）がこの部署を参照しているため、削除できません。'],
      [
        'vi',
        'Phân ca, kế hoạch làm việc hoặc hồ sơ nhân viên đã nghỉ việc (lịch sử) vẫn gắn với phòng ban này nên không thể xóa.',
      ],
    ] as const) {
      const refused = await call(hr, 'DELETE', `/api/departments/${id}`, undefined, lang);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'department_has_history', message });
    }
    expect(await t.db.select().from(memberShifts).where(eq(memberShifts.department_id, id))).toHaveLength(1);

    const planned = (
      await call(hr, 'POST', '/api/departments', body({ department_id: 'PLANNED', name: 'Planned' }))
    ).json().data.id;
    await t.db
      .insert(departmentWorkingPlans)
      .values({ department_id: planned, date: '2020-03-01', shift_id: shift!.id });
    expect((await call(hr, 'DELETE', `/api/departments/${planned}`)).statusCode).toBe(409);
    expect(await t.db.select().from(departments).where(eq(departments.id, planned))).toHaveLength(1);
    // The database itself refuses too: no cascade takes the history away.
    await expect(t.db.delete(departments).where(eq(departments.id, planned))).rejects.toThrow();
  });

  it('deletes an empty department with its shift links and writes an audit entry', async () => {
    const id = (await call(hr, 'POST', '/api/departments', body({ department_id: 'EMPTY', name: 'Empty' }))).json().data
      .id;
    const deleted = await call(hr, 'DELETE', `/api/departments/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(departments).where(eq(departments.id, id))).toEqual([]);
    expect(await t.db.select().from(departmentShifts).where(eq(departmentShifts.department_id, id))).toEqual([]);
    const entries = await t.db.select().from(auditLogs).where(eq(auditLogs.entity_id, id));
    expect(entries.filter((entry) => entry.entity === 'department').map((entry) => entry.action)).toEqual([
      'create',
      'delete',
    ]);
  });

  it('refuses writes to roles without the permission, and lists to employees', async () => {
    expect((await call(leader, 'POST', '/api/departments', body({ department_id: 'NOPE' }))).statusCode).toBe(403);
    expect(
      (await call(leader, 'PUT', `/api/departments/${org.departments.ict}`, body({ department_id: 'ICT', version: 1 })))
        .statusCode,
    ).toBe(403);
    expect((await call(leader, 'DELETE', `/api/departments/${org.departments.ict}`)).statusCode).toBe(403);
    expect((await call(employee, 'GET', '/api/departments')).statusCode).toBe(403);
    expect(await t.db.select().from(departments).where(eq(departments.department_id, 'NOPE'))).toEqual([]);
  });

  it('answers the lookups to any signed-in person', async () => {
    const options = await call(employee, 'GET', '/api/get-departments');
    expect(options.statusCode).toBe(200);
    expect(options.json().data).toContainEqual({ id: org.departments.ict, name: 'ICT' });
    const types = await call(employee, 'GET', '/api/department-types');
    expect(types.json().data).toEqual([
      { id: office, type: 'Office' },
      { id: factory, type: 'Factory' },
    ]);
    const shifts = await call(employee, 'GET', `/api/departments/${org.departments.production}/shifts`);
    expect(shifts.json().data).toEqual([
      { id: org.shifts.day, name: 'Day', working_time: '08:00 - 17:00' },
      { id: org.shifts.night, name: 'Night', working_time: '22:00 - 06:00' },
    ]);
  });

  it("lists a department's active people by name or staff ID, only to those who may see departments", async () => {
    const department = (
      await call(hr, 'POST', '/api/departments', body({ department_id: 'PPL', name: 'People' }))
    ).json().data.id;
    const anna = await t.createPerson({
      role_id: ROLES.EMPLOYEE,
      department_id: department,
      full_name: 'Anna Nguyen',
      alias_id: 'ZX100',
    });
    const binh = await t.createPerson({
      role_id: ROLES.EMPLOYEE,
      department_id: department,
      full_name: 'Binh Tran',
      alias_id: 'ZX200',
    });
    await t.createPerson({
      role_id: ROLES.EMPLOYEE,
      department_id: department,
      full_name: 'Gone Person',
      deleted_at: new Date(),
    });
    await t.createPerson({
      role_id: ROLES.EMPLOYEE,
      department_id: department,
      full_name: 'Off Person',
      is_active: false,
    });

    const all = await call(leader, 'GET', `/api/departments/${department}/users`);
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toEqual([
      { id: anna.id, staff_id: 'ZX100', name: 'Anna Nguyen' },
      { id: binh.id, staff_id: 'ZX200', name: 'Binh Tran' },
    ]);
    expect(
      (await call(leader, 'GET', `/api/departments/${department}/users?q=binh`))
        .json()
        .data.map((p: { id: number }) => p.id),
    ).toEqual([binh.id]);
    expect(
      (await call(leader, 'GET', `/api/departments/${department}/users?q=zx1`))
        .json()
        .data.map((p: { id: number }) => p.id),
    ).toEqual([anna.id]);

    const refused = await call(employee, 'GET', `/api/departments/${department}/users`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
  });

  it('counts only active people as employees after a person is deleted', async () => {
    const id = (await call(hr, 'POST', '/api/departments', body({ department_id: 'CNT', name: 'Count' }))).json().data
      .id;
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: id });
    expect((await call(hr, 'GET', `/api/departments/${id}`)).json().data.number_of_employees).toBe(1);
    await t.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, person.id));
    expect((await call(hr, 'GET', `/api/departments/${id}`)).json().data.number_of_employees).toBe(0);
  });
});
