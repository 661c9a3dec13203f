import { type DepartmentBody, departmentItem, ROLES } from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  departments,
  departmentShifts,
  departmentTypes,
  departmentWorkingPlans,
  memberShifts,
  shifts,
  users,
} from '../../db/schema/index';
import { departmentBody } from '../../test/factories/department';
import { createTestApp, type Organisation, type TestApp } from '../../test/harness';

let t: TestApp;
let org: Organisation;
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
  await t.setPerson(ROLES.HR, { department_id: org.departments.hr });
  await t.setPerson(ROLES.LEADER, { department_id: org.departments.production });
  await t.setPerson(ROLES.EMPLOYEE, { department_id: org.departments.production });
});
afterAll(() => t?.close());

const hr = () => t.as(ROLES.HR);
const leader = () => t.as(ROLES.LEADER);
const employee = () => t.as(ROLES.EMPLOYEE);

/** A factory department with both shift groups of the organisation. */
const body = (overrides: Partial<DepartmentBody> & { version?: number } = {}) =>
  departmentBody({ department_type_id: factory, shift_ids: [org.shifts.day, org.shifts.night] }, overrides);
type Item = { id: number; number_of_employees: number };
type Page = { items: { id: number }[] };
/** Creates a department through the API and answers its id. */
const create = async (department_id: string, name: string) =>
  (await hr().post<Item>('/api/departments', body({ department_id, name }))).ok().id;

describe('departments', () => {
  it('creates a department with two shift groups and lists it with the number of active people', async () => {
    const created = await hr().post('/api/departments', body({ department_id: 'ASM', name: 'Assembly' }));
    const item = departmentItem.parse(created.ok());
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

    const list = (await leader().get<Page>('/api/departments?department_id=asm')).ok();
    expect(list).toMatchObject({ total: 1, total_page: 1, current_page: 1, per_page: 20, last_page: 1 });
    expect(list.items[0]).toMatchObject({ id: item.id, leader_name: 'Boss Person', number_of_employees: 2 });

    const byName = (await leader().get<Page>('/api/departments?department_name=ssemb')).ok();
    expect(byName.items.map((d) => d.id)).toEqual([item.id]);
    const detail = await leader().get<Item>(`/api/departments/${item.id}`);
    const specDetail = await leader().get(`/api/departments/detail/${item.id}`);
    expect(detail.data).toEqual(specDetail.data);
    expect(detail.data.number_of_employees).toBe(2);
  });

  it('refuses a department without ID, name, type or shift groups, with localized messages, storing nothing', async () => {
    const before = await t.db.select().from(departments);
    const response = await hr().in('ja').post('/api/departments', { department_id: ' ', name: '', shift_ids: [] });
    const { errors } = response.refused(400);
    expect(errors.department_id).toEqual(['部署IDが入力されていません']);
    expect(errors.name).toEqual(['部署名が入力されていません']);
    expect(errors.department_type_id).toEqual(['部署種別が入力されていません']);
    expect(errors.shift_ids).toEqual(['シフトグループを1つ以上選択してください']);
    expect(await t.db.select().from(departments)).toEqual(before);
  });

  it('refuses a department ID already used (any case) with 422 and a field error, and unknown types or shifts', async () => {
    const duplicate = await hr()
      .in('vi')
      .post('/api/departments', body({ department_id: 'ict', name: 'Other' }));
    duplicate.refused(422, 'department_id_exists');
    expect(duplicate.errors.department_id).toEqual(['Mã phòng ban này đã được phòng ban khác sử dụng']);

    const unknown = await hr().post(
      '/api/departments',
      body({ department_id: 'NEW1', department_type_id: 99999, shift_ids: [99999] }),
    );
    expect(unknown.refused(422).errors).toEqual({
      department_type_id: ['This department type does not exist'],
      shift_ids: ['One of the chosen shift groups does not exist'],
    });
    expect(await t.db.select().from(departments).where(eq(departments.department_id, 'NEW1'))).toEqual([]);
  });

  it('refuses the second of two edits made from the same version with 409, losing nothing', async () => {
    const id = await create('VER', 'Versioned');
    const first = await hr().put(
      `/api/departments/${id}`,
      body({ department_id: 'VER', name: 'Versioned A', shift_ids: [org.shifts.day], version: 1 }),
    );
    expect(first.ok()).toMatchObject({
      name: 'Versioned A',
      version: 2,
      shift_ids: [org.shifts.day],
      department_type_id: factory,
    });

    const stale = await hr()
      .in('ja')
      .put(
        `/api/departments/${id}`,
        body({
          department_id: 'VER2',
          name: 'Versioned B',
          department_type_id: office,
          shift_ids: [org.shifts.night],
          version: 1,
        }),
      );
    expect(stale.refused(409).body).toMatchObject({ status: false, code: 'stale_version' });
    expect(stale.message).toMatch(/他の人/);
    const after = (await hr().get(`/api/departments/${id}`)).ok();
    expect(after).toMatchObject({
      department_id: 'VER',
      name: 'Versioned A',
      version: 2,
      shift_ids: [org.shifts.day],
      department_type_id: factory,
    });
  });

  it('lets a department keep its own ID when edited, but not take another one', async () => {
    const id = await create('KEEP', 'Keep');
    (await hr().put(`/api/departments/${id}`, body({ department_id: 'keep', name: 'Keep 2', version: 1 }))).ok();
    const taken = await hr().put(`/api/departments/${id}`, body({ department_id: 'HR', name: 'Keep 3', version: 2 }));
    taken.refused(422, 'department_id_exists');
  });

  it('answers 404 for a department that does not exist', async () => {
    (await hr().get('/api/departments/999999')).refused(404);
    (await hr().put('/api/departments/999999', body({ department_id: 'NONE', version: 1 }))).refused(404);
    (await hr().delete('/api/departments/999999')).refused(404);
    (await leader().get('/api/departments/999999/shifts')).refused(404);
    (await leader().get('/api/departments/999999/users')).refused(404);
  });

  it('refuses to delete a department that still has people, with a localized message, and keeps it', async () => {
    const id = await create('FULL', 'Full');
    await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: id, is_active: false });
    const refused = await hr().in('vi').delete(`/api/departments/${id}`);
    expect(refused.refused(409).body).toMatchObject({
      code: 'department_has_users',
      message: 'Phòng ban này vẫn còn 1 nhân viên. Hãy chuyển họ sang phòng ban khác trước khi xóa.',
    });
    expect(await t.db.select().from(departments).where(eq(departments.id, id))).toHaveLength(1);
    expect(await t.db.select().from(departmentShifts).where(eq(departmentShifts.department_id, id))).toHaveLength(2);
  });

  it('keeps a department that former (deleted) staff belonged to', async () => {
    const id = await create('OLD', 'Old');
    await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: id, deleted_at: new Date() });
    (await hr().delete(`/api/departments/${id}`)).refused(409, 'department_has_history');
    expect(await t.db.select().from(departments).where(eq(departments.id, id))).toHaveLength(1);
  });

  it('keeps a department that shift assignments or work plans name, also of people who moved out (409, no cascade)', async () => {
    const id = await create('MOVED', 'Moved out');
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
      const refused = await hr().in(lang).delete(`/api/departments/${id}`);
      expect(refused.refused(409).body).toMatchObject({ code: 'department_has_history', message });
    }
    expect(await t.db.select().from(memberShifts).where(eq(memberShifts.department_id, id))).toHaveLength(1);

    const planned = await create('PLANNED', 'Planned');
    await t.db
      .insert(departmentWorkingPlans)
      .values({ department_id: planned, date: '2020-03-01', shift_id: shift!.id });
    (await hr().delete(`/api/departments/${planned}`)).refused(409);
    expect(await t.db.select().from(departments).where(eq(departments.id, planned))).toHaveLength(1);
    // The database itself refuses too: no cascade takes the history away.
    await expect(t.db.delete(departments).where(eq(departments.id, planned))).rejects.toThrow();
  });

  it('deletes an empty department with its shift links and writes an audit entry', async () => {
    const id = await create('EMPTY', 'Empty');
    (await hr().delete(`/api/departments/${id}`)).ok();
    expect(await t.db.select().from(departments).where(eq(departments.id, id))).toEqual([]);
    expect(await t.db.select().from(departmentShifts).where(eq(departmentShifts.department_id, id))).toEqual([]);
    expect(await t.auditActions('department', id)).toEqual(['create', 'delete']);
  });

  it('refuses writes to roles without the permission, and lists to employees', async () => {
    (await leader().post('/api/departments', body({ department_id: 'NOPE' }))).refused(403);
    const ict = `/api/departments/${org.departments.ict}`;
    (await leader().put(ict, body({ department_id: 'ICT', version: 1 }))).refused(403);
    (await leader().delete(ict)).refused(403);
    (await employee().get('/api/departments')).refused(403);
    expect(await t.db.select().from(departments).where(eq(departments.department_id, 'NOPE'))).toEqual([]);
  });

  it('answers the lookups to any signed-in person', async () => {
    const options = (await employee().get('/api/get-departments')).ok();
    expect(options).toContainEqual({ id: org.departments.ict, name: 'ICT' });
    const types = await employee().get('/api/department-types');
    expect(types.data).toEqual([
      { id: office, type: 'Office' },
      { id: factory, type: 'Factory' },
    ]);
    const shifts = await employee().get(`/api/departments/${org.departments.production}/shifts`);
    expect(shifts.data).toEqual([
      { id: org.shifts.day, name: 'Day', working_time: '08:00 - 17:00' },
      { id: org.shifts.night, name: 'Night', working_time: '22:00 - 06:00' },
    ]);
  });

  it("lists a department's active people by name or staff ID, only to those who may see departments", async () => {
    const department = await create('PPL', 'People');
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

    type Person = { id: number };
    const all = (await leader().get(`/api/departments/${department}/users`)).ok();
    expect(all).toEqual([
      { id: anna.id, staff_id: 'ZX100', name: 'Anna Nguyen' },
      { id: binh.id, staff_id: 'ZX200', name: 'Binh Tran' },
    ]);
    const byName = (await leader().get<Person[]>(`/api/departments/${department}/users?q=binh`)).ok();
    expect(byName.map((p) => p.id)).toEqual([binh.id]);
    const byStaffId = (await leader().get<Person[]>(`/api/departments/${department}/users?q=zx1`)).ok();
    expect(byStaffId.map((p) => p.id)).toEqual([anna.id]);

    (await employee().get(`/api/departments/${department}/users`)).refused(403, 'forbidden');
  });

  it('counts only active people as employees after a person is deleted', async () => {
    const id = await create('CNT', 'Count');
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: id });
    expect((await hr().get<Item>(`/api/departments/${id}`)).data.number_of_employees).toBe(1);
    await t.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, person.id));
    expect((await hr().get<Item>(`/api/departments/${id}`)).data.number_of_employees).toBe(0);
  });
});
