import { ROLES, shiftItem } from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, departments, departmentWorkingPlans, memberShifts, shifts } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
let leader: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.tokenFor(ROLES.HR)).token;
  leader = (await t.tokenFor(ROLES.LEADER)).token;
});
afterAll(() => t?.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });

const valid = {
  name: 'Night B',
  normal_checkin_time: '22:00',
  normal_checkout_time: '06:00',
  description: 'Line B nights',
};

/** Distinct working hours for each further shift group: two groups never share them (has_conflict_time_shift). */
let made = 0;
const hours = () => {
  made += 1;
  return {
    normal_checkin_time: `${String(Math.floor(made / 60)).padStart(2, '0')}:${String(made % 60).padStart(2, '0')}`,
    normal_checkout_time: '23:59',
  };
};

describe('shift groups', () => {
  it('creates an overnight shift group and lists it', async () => {
    const created = await call(admin, 'POST', '/api/shifts', valid);
    expect(created.statusCode).toBe(200);
    const item = shiftItem.parse(created.json().data);
    expect(item).toMatchObject({
      name: 'Night B',
      normal_checkin_time: '22:00',
      normal_checkout_time: '06:00',
      overnight: true,
      working_time: '22:00 - 06:00',
      version: 1,
    });

    const list = await call(leader, 'GET', '/api/shifts?name=night%20b');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ total: 1, current_page: 1, per_page: 20, last_page: 1 });
    expect(list.json().data.items[0].id).toBe(item.id);
  });

  it('refuses a shift group without name or times, with localized field messages, and stores nothing', async () => {
    const before = await t.db.select().from(shifts);
    const response = await call(admin, 'POST', '/api/shifts', { name: '  ', normal_checkin_time: '25:00' }, 'ja');
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors.name).toEqual(['シフトグループ名が入力されていません']);
    expect(errors.normal_checkin_time).toEqual(['出勤時刻は 08:00 または 08:00:00 の形式で入力してください']);
    expect(errors.normal_checkout_time).toEqual(['退勤時刻が入力されていません']);
    expect(await t.db.select().from(shifts)).toEqual(before);
  });

  it('treats % and _ in the name filter literally', async () => {
    await call(admin, 'POST', '/api/shifts', { ...valid, ...hours(), name: '100% day' });
    const response = await call(admin, 'GET', '/api/shifts?name=%25');
    expect(response.json().data.items.map((s: { name: string }) => s.name)).toEqual(['100% day']);
  });

  it('pages 20 at a time', async () => {
    for (let i = 0; i < 22; i++)
      await call(admin, 'POST', '/api/shifts', { ...valid, ...hours(), name: `Paged ${String(i).padStart(2, '0')}` });
    const second = await call(admin, 'GET', '/api/shifts?name=Paged&page=2');
    expect(second.json().data).toMatchObject({ total: 22, current_page: 2, last_page: 2 });
    expect(second.json().data.items).toHaveLength(2);
  });

  it('updates with the version it started from and refuses a stale edit with 409, losing nothing', async () => {
    const id = (await call(admin, 'POST', '/api/shifts', { ...valid, ...hours(), name: 'Versioned' })).json().data.id;
    const first = await call(admin, 'PUT', `/api/shifts/${id}`, {
      ...valid,
      ...hours(),
      name: 'Versioned A',
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.version).toBe(2);
    const stale = await call(admin, 'PUT', `/api/shifts/${id}`, {
      ...valid,
      ...hours(),
      name: 'Versioned B',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    const [row] = await t.db.select().from(shifts).where(eq(shifts.id, id));
    expect(row?.name).toBe('Versioned A');
  });

  it('answers 404 for a shift group that does not exist', async () => {
    expect((await call(admin, 'PUT', '/api/shifts/999999', { ...valid, version: 1 })).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', '/api/shifts/999999')).statusCode).toBe(404);
  });

  it('refuses to delete a shift group still used by a person, and deletes an unused one with an audit entry', async () => {
    const used = (await call(admin, 'POST', '/api/shifts', { ...valid, ...hours(), name: 'Used' })).json().data.id;
    await t.createPerson({ role_id: ROLES.EMPLOYEE, shift_id: used });
    const refused = await call(admin, 'DELETE', `/api/shifts/${used}`, undefined, 'vi');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'shift_in_use',
      message: 'Nhóm ca này vẫn đang được 1 phòng ban hoặc nhân viên sử dụng.',
    });

    const unused = (await call(admin, 'POST', '/api/shifts', { ...valid, ...hours(), name: 'Unused' })).json().data.id;
    expect((await call(admin, 'DELETE', `/api/shifts/${unused}`)).statusCode).toBe(200);
    expect(await t.db.select().from(shifts).where(eq(shifts.id, unused))).toEqual([]);
    const entries = await t.db.select().from(auditLogs).where(eq(auditLogs.entity_id, unused));
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'delete']);
  });

  it('refuses with 409 in three languages to delete a shift group kept by assignments or work plans (history)', async () => {
    const [department] = await t.db
      .insert(departments)
      .values({ department_id: 'HIST', name: 'History' })
      .returning({ id: departments.id });
    const departmentId = department!.id;
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE });
    const byAssignment = (
      await call(admin, 'POST', '/api/shifts', { ...valid, ...hours(), name: 'Assigned once' })
    ).json().data.id;
    await t.db.insert(memberShifts).values({
      user_id: person.id,
      department_id: departmentId,
      shift_id: byAssignment,
      start_date: '2020-01-01',
      end_date: '2020-01-31',
    });
    const byPlan = (await call(admin, 'POST', '/api/shifts', { ...valid, ...hours(), name: 'Planned once' })).json()
      .data.id;
    await t.db
      .insert(departmentWorkingPlans)
      .values({ department_id: departmentId, date: '2020-02-01', shift_id: byPlan });

    const expected = {
      en: 'This shift group is kept in 1 shift assignments or work plans (history), so it cannot be deleted.',
      ja: 'このシフトグループは1件のシフト割り当てまたは勤務計画（履歴）に残っているため、削除できません。',
      vi: 'Nhóm ca này vẫn có trong 1 phân ca hoặc kế hoạch làm việc (lịch sử) nên không thể xóa.',
    };
    for (const [lang, message] of Object.entries(expected)) {
      for (const id of [byAssignment, byPlan]) {
        const refused = await call(admin, 'DELETE', `/api/shifts/${id}`, undefined, lang);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({ status: false, code: 'shift_has_history', message });
      }
    }
    expect(await t.db.select().from(shifts).where(eq(shifts.id, byAssignment))).toHaveLength(1);
    expect(await t.db.select().from(memberShifts).where(eq(memberShifts.shift_id, byAssignment))).toHaveLength(1);
    expect(
      await t.db.select().from(departmentWorkingPlans).where(eq(departmentWorkingPlans.shift_id, byPlan)),
    ).toHaveLength(1);
  });

  it('lets a leader read but not change shift groups', async () => {
    expect((await call(leader, 'POST', '/api/shifts', valid)).statusCode).toBe(403);
    expect((await call(leader, 'GET', '/api/get-shifts')).statusCode).toBe(200);
  });

  it('takes the specification\'s create body: "id": null (or absent), HH:mm:ss times; a real id is refused', async () => {
    const created = await call(admin, 'POST', '/api/shifts', {
      id: null,
      name: 'Seconds shift',
      normal_checkin_time: '05:30:00',
      normal_checkout_time: '13:30:00',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ working_time: '05:30 - 13:30' });
    const withId = await call(
      admin,
      'POST',
      '/api/shifts',
      { id: 7, name: 'With id', normal_checkin_time: '01:00', normal_checkout_time: '02:00' },
      'ja',
    );
    expect(withId.statusCode).toBe(400);
    expect(withId.json().errors.id).toEqual(['新規作成ではIDを指定できません（null にするか省略してください）']);
    const badSeconds = await call(admin, 'POST', '/api/shifts', {
      name: 'Bad seconds',
      normal_checkin_time: '05:30:61',
      normal_checkout_time: '13:30',
    });
    expect(badSeconds.json().errors.normal_checkin_time).toEqual([
      'Check-in time must be a time like 08:00 or 08:00:00',
    ]);
  });

  it('refuses a shift whose check-out equals its check-in, a name differing only by case, and equal hours', async () => {
    const before = await t.db.select().from(shifts);
    const zero = await call(admin, 'POST', '/api/shifts', {
      name: 'Zero',
      normal_checkin_time: '08:00',
      normal_checkout_time: '08:00:00',
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors.normal_checkout_time).toEqual(['Check-out time must differ from check-in time']);
    const sameName = await call(admin, 'POST', '/api/shifts', {
      name: 'NIGHT b',
      normal_checkin_time: '09:00',
      normal_checkout_time: '10:00',
    });
    expect(sameName.statusCode).toBe(422);
    expect(sameName.json()).toMatchObject({
      code: 'shift_name_exists',
      errors: { name: ['A shift group with this name already exists'] },
    });
    const sameHours = await call(
      admin,
      'POST',
      '/api/shifts',
      { name: 'Other nights', normal_checkin_time: '22:00:00', normal_checkout_time: '06:00' },
      'vi',
    );
    expect(sameHours.statusCode).toBe(422);
    expect(sameHours.json().code).toBe('has_conflict_time_shift');
    expect(sameHours.json().message).toMatch(/^Thời gian làm việc này đã được gán cho ca /);
    expect(await t.db.select().from(shifts)).toEqual(before);
    // The unique index has the last word: a row written around the check still cannot repeat a name.
    await expect(
      t.db.insert(shifts).values({ name: 'night B', normal_checkin_time: '03:00', normal_checkout_time: '04:00' }),
    ).rejects.toThrow();
  });
});
