import { ROLES, shiftItem } from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, departments, departmentWorkingPlans, memberShifts, shifts } from '../../db/schema/index';
import { shiftBody } from '../../test/factories/shift';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const hr = () => t.as(ROLES.HR);
const leader = () => t.as(ROLES.LEADER);

const valid = {
  name: 'Night B',
  normal_checkin_time: '22:00',
  normal_checkout_time: '06:00',
  description: 'Line B nights',
};
/** A further shift group: a name of its own and working hours no other group has (has_conflict_time_shift). */
const another = (name: string) => shiftBody({ name, description: valid.description });
type Created = { id: number };
type Page = { total: number; items: { id: number; name: string }[] };

describe('shift groups', () => {
  it('creates an overnight shift group and lists it', async () => {
    const item = shiftItem.parse((await hr().post('/api/shifts', valid)).ok());
    expect(item).toMatchObject({
      name: 'Night B',
      normal_checkin_time: '22:00',
      normal_checkout_time: '06:00',
      overnight: true,
      working_time: '22:00 - 06:00',
      version: 1,
    });

    const list = (await leader().get<Page>('/api/shifts?name=night%20b')).ok();
    expect(list).toMatchObject({ total: 1, current_page: 1, per_page: 20, last_page: 1 });
    expect(list.items[0]?.id).toBe(item.id);
  });

  it('refuses a shift group without name or times, with localized field messages, and stores nothing', async () => {
    const before = await t.db.select().from(shifts);
    const response = await hr().in('ja').post('/api/shifts', { name: '  ', normal_checkin_time: '25:00' });
    const { errors } = response.refused(400, 'invalid_input');
    expect(errors.name).toEqual(['シフトグループ名が入力されていません']);
    expect(errors.normal_checkin_time).toEqual(['出勤時刻は 08:00 または 08:00:00 の形式で入力してください']);
    expect(errors.normal_checkout_time).toEqual(['退勤時刻が入力されていません']);
    expect(await t.db.select().from(shifts)).toEqual(before);
  });

  it('treats % and _ in the name filter literally', async () => {
    await hr().post('/api/shifts', another('100% day'));
    const page = (await hr().get<Page>('/api/shifts?name=%25')).ok();
    expect(page.items.map((s) => s.name)).toEqual(['100% day']);
  });

  it('pages 20 at a time', async () => {
    for (let i = 0; i < 22; i++) (await hr().post('/api/shifts', another(`Paged ${String(i).padStart(2, '0')}`))).ok();
    const second = (await hr().get<Page>('/api/shifts?name=Paged&page=2')).ok();
    expect(second).toMatchObject({ total: 22, current_page: 2, last_page: 2 });
    expect(second.items).toHaveLength(2);
  });

  it('updates with the version it started from and refuses a stale edit with 409, losing nothing', async () => {
    const id = (await hr().post<Created>('/api/shifts', another('Versioned'))).ok().id;
    const first = (
      await hr().put<{ version: number }>(`/api/shifts/${id}`, { ...another('Versioned A'), version: 1 })
    ).ok();
    expect(first.version).toBe(2);
    (await hr().put(`/api/shifts/${id}`, { ...another('Versioned B'), version: 1 })).refused(409, 'stale_version');
    const [row] = await t.db.select().from(shifts).where(eq(shifts.id, id));
    expect(row?.name).toBe('Versioned A');
  });

  it('answers 404 for a shift group that does not exist', async () => {
    (await hr().put('/api/shifts/999999', { ...valid, version: 1 })).refused(404, 'not_found');
    (await hr().delete('/api/shifts/999999')).refused(404, 'not_found');
  });

  it('refuses to delete a shift group still used by a person, and deletes an unused one with an audit entry', async () => {
    const used = (await hr().post<Created>('/api/shifts', another('Used'))).ok().id;
    await t.createPerson({ role_id: ROLES.EMPLOYEE, shift_id: used });
    const refused = (await hr().in('vi').delete(`/api/shifts/${used}`)).refused(409, 'shift_in_use');
    expect(refused.message).toBe('Nhóm ca này vẫn đang được 1 phòng ban hoặc nhân viên sử dụng.');

    const unused = (await hr().post<Created>('/api/shifts', another('Unused'))).ok().id;
    (await hr().delete(`/api/shifts/${unused}`)).ok();
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
    const byAssignment = (await hr().post<Created>('/api/shifts', another('Assigned once'))).ok().id;
    await t.db.insert(memberShifts).values({
      user_id: person.id,
      department_id: departmentId,
      shift_id: byAssignment,
      start_date: '2020-01-01',
      end_date: '2020-01-31',
    });
    const byPlan = (await hr().post<Created>('/api/shifts', another('Planned once'))).ok().id;
    await t.db
      .insert(departmentWorkingPlans)
      .values({ department_id: departmentId, date: '2020-02-01', shift_id: byPlan });

    const expected = {
      en: 'This shift group is kept in 1 shift assignment or work plan (history), so it cannot be deleted.',
      ja: 'このシフトグループは1件のシフト割り当てまたは勤務計画（履歴）に残っているため、削除できません。',
      vi: 'Nhóm ca này vẫn có trong 1 phân ca hoặc kế hoạch làm việc (lịch sử) nên không thể xóa.',
    };
    for (const [lang, message] of Object.entries(expected)) {
      for (const id of [byAssignment, byPlan]) {
        const refused = (
          await hr()
            .in(lang as 'en')
            .delete(`/api/shifts/${id}`)
        ).refused(409, 'shift_has_history');
        expect(refused.body).toMatchObject({ status: false, message });
      }
    }
    expect(await t.db.select().from(shifts).where(eq(shifts.id, byAssignment))).toHaveLength(1);
    expect(await t.db.select().from(memberShifts).where(eq(memberShifts.shift_id, byAssignment))).toHaveLength(1);
    expect(
      await t.db.select().from(departmentWorkingPlans).where(eq(departmentWorkingPlans.shift_id, byPlan)),
    ).toHaveLength(1);
  });

  it('lets a leader read but not change shift groups', async () => {
    (await leader().post('/api/shifts', valid)).refused(403, 'forbidden');
    (await leader().get('/api/get-shifts')).ok();
  });

  it('takes the specification\'s create body: "id": null (or absent), HH:mm:ss times; a real id is refused', async () => {
    const created = await hr().post('/api/shifts', {
      id: null,
      name: 'Seconds shift',
      normal_checkin_time: '05:30:00',
      normal_checkout_time: '13:30:00',
    });
    expect(created.ok()).toMatchObject({ working_time: '05:30 - 13:30' });
    const withId = (
      await hr()
        .in('ja')
        .post('/api/shifts', { id: 7, name: 'With id', normal_checkin_time: '01:00', normal_checkout_time: '02:00' })
    ).refused(400);
    expect(withId.errors.id).toEqual(['新規作成ではIDを指定できません（null にするか省略してください）']);
    const badSeconds = await hr().post('/api/shifts', {
      name: 'Bad seconds',
      normal_checkin_time: '05:30:61',
      normal_checkout_time: '13:30',
    });
    expect(badSeconds.errors.normal_checkin_time).toEqual(['Check-in time must be a time like 08:00 or 08:00:00']);
  });

  it('refuses a shift whose check-out equals its check-in, a name differing only by case, and equal hours', async () => {
    const before = await t.db.select().from(shifts);
    const zero = await hr().post('/api/shifts', {
      name: 'Zero',
      normal_checkin_time: '08:00',
      normal_checkout_time: '08:00:00',
    });
    zero.refused(400);
    expect(zero.errors.normal_checkout_time).toEqual(['Check-out time must differ from check-in time']);
    const sameName = await hr().post('/api/shifts', {
      name: 'NIGHT b',
      normal_checkin_time: '09:00',
      normal_checkout_time: '10:00',
    });
    expect(sameName.refused(422, 'shift_name_exists').errors).toEqual({
      name: ['A shift group with this name already exists'],
    });
    const sameHours = await hr()
      .in('vi')
      .post('/api/shifts', { name: 'Other nights', normal_checkin_time: '22:00:00', normal_checkout_time: '06:00' });
    expect(sameHours.refused(422, 'has_conflict_time_shift').message).toMatch(
      /^Thời gian làm việc này đã được gán cho ca /,
    );
    expect(await t.db.select().from(shifts)).toEqual(before);
    // The unique index has the last word: a row written around the check still cannot repeat a name.
    await expect(
      t.db.insert(shifts).values({ name: 'night B', normal_checkin_time: '03:00', normal_checkout_time: '04:00' }),
    ).rejects.toThrow();
  });
});
