import { addDays, ROLES } from '@hr/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceDays, memberShifts, shiftChanges } from '../../db/schema/index';
import { futureDay, uniqueFarDay } from '../../test/factories/days';
import { createTestApp, type Organisation, type Person, type TestApp } from '../../test/harness';
import { attendanceApi } from '../attendance/attendance.api';

let t: TestApp;
let org: Organisation;
/** Production people whose own shift group is the day shift; one without any shift; one of HR. */
let worker: Person;
let other: Person;
let noShift: Person;
let hrPerson: Person;
beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  const production = org.departments.production;
  worker = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: production, shift_id: org.shifts.day });
  other = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: production, shift_id: org.shifts.day });
  noShift = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: production });
  hrPerson = await t.createPerson({
    role_id: ROLES.EMPLOYEE,
    department_id: org.departments.hr,
    shift_id: org.shifts.day,
  });
  await t.setPerson(ROLES.MANAGER, { department_id: production });
});
afterAll(() => t?.close());

const hr = () => t.as(ROLES.HR);
type Change = {
  id: number;
  version: number;
  shift_id: number | null;
  original_shift: { name: string };
  shift_id_change: number;
  changed_shift: { name: string };
};
const check = async (userId: number, date: string) =>
  (
    await hr().get<{ shift_id: number | null; shift_name: string } | null>(
      `/api/shift_change/work_shift/check?user_id=${userId}&date=${date}`,
    )
  ).ok();
const body = (userId: number, date: string, overrides: Record<string, unknown> = {}) => ({
  user_id: userId,
  shift_id: org.shifts.day,
  shift_id_change: org.shifts.night,
  date_change: date,
  reason: 'Swap with a colleague',
  ...overrides,
});

describe('shift-change requests', () => {
  it('checks the shift of the day, changes it everywhere it is read, refuses a second request, audited', async () => {
    const date = uniqueFarDay();
    expect(await check(worker.id, date)).toMatchObject({
      shift_id: org.shifts.day,
      normal_checkin_time: expect.any(String),
    });

    const change = (await hr().post<Change>('/api/shift_change', body(worker.id, date))).ok();
    expect(change).toMatchObject({ shift_id: org.shifts.day, shift_id_change: org.shifts.night, version: 1 });
    expect(await check(worker.id, date)).toMatchObject({ shift_id: org.shifts.night });
    expect(await check(worker.id, addDays(date, 1))).toMatchObject({ shift_id: org.shifts.day });
    expect(await t.auditActions('shift_change', change.id)).toEqual(['create']);

    const again = (
      await hr()
        .in('vi')
        .post('/api/shift_change', body(worker.id, date, { shift_id: org.shifts.night }))
    ).refused(422, 'exits_shift_change_request');
    expect(again.message).toBe('Nhân viên này đã có yêu cầu đổi ca cho ngày này.');

    const listed = (
      await hr().post<{ items: Change[] }>('/api/shift_change/search', { start_date: date, end_date: date })
    ).ok();
    expect(listed.items.map((c) => c.id)).toEqual([change.id]);
    expect(listed.items[0]!.changed_shift.name).toBeTruthy();
  });

  it('cuts the day out of a shift assignment and puts it back when the request is withdrawn', async () => {
    const date = uniqueFarDay();
    await t.db.insert(memberShifts).values({
      user_id: other.id,
      department_id: org.departments.production,
      shift_id: org.shifts.day,
      start_date: addDays(date, -2),
      end_date: addDays(date, 2),
    });
    const change = (await hr().post<Change>('/api/shift_change', body(other.id, date))).ok();
    const rows = await t.db
      .select({ start: memberShifts.start_date, end: memberShifts.end_date, shift: memberShifts.shift_id })
      .from(memberShifts)
      .where(eq(memberShifts.user_id, other.id))
      .orderBy(asc(memberShifts.start_date));
    expect(rows).toEqual([
      { start: addDays(date, -2), end: addDays(date, -1), shift: org.shifts.day },
      { start: date, end: date, shift: org.shifts.night },
      { start: addDays(date, 1), end: addDays(date, 2), shift: org.shifts.day },
    ]);

    const updated = (
      await hr().put<Change>(`/api/shift_change/${change.id}`, {
        shift_id_change: org.shifts.night,
        reason: 'Later',
        version: 1,
      })
    ).ok();
    expect(updated.version).toBe(2);
    (await hr().put(`/api/shift_change/${change.id}`, { shift_id_change: org.shifts.night, version: 1 })).refused(
      409,
      'stale_version',
    );

    (await hr().delete(`/api/shift_change/delete/${change.id}`)).ok();
    expect(await check(other.id, date)).toMatchObject({ shift_id: org.shifts.day });
    expect(await t.auditActions('shift_change', change.id)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a past day, a day without a shift, a stale current shift and the same shift, in the right language', async () => {
    const before = await t.db.select().from(shiftChanges);
    const past = (
      await hr()
        .in('vi')
        .post('/api/shift_change', body(worker.id, futureDay(0)))
    ).refused(422);
    expect(past.errors.date_change).toEqual(['Ngày đổi ca phải là ngày trong tương lai']);
    // A person without a shift works the standard time (shift_id null): the day shift sent is stale.
    (await hr().post('/api/shift_change', body(noShift.id, uniqueFarDay()))).refused(409, 'current_shift_changed');
    (await hr().post('/api/shift_change', body(worker.id, uniqueFarDay(), { shift_id: org.shifts.night }))).refused(
      409,
      'current_shift_changed',
    );
    (
      await hr().post('/api/shift_change', body(worker.id, uniqueFarDay(), { shift_id_change: org.shifts.day }))
    ).refused(422, 'same_shift');
    const long = (
      await hr().post('/api/shift_change', body(worker.id, uniqueFarDay(), { reason: 'x'.repeat(257) }))
    ).refused(400);
    expect(long.errors.reason).toBeDefined();
    expect(await t.db.select().from(shiftChanges)).toEqual(before);

    const filter = (
      await hr().in('vi').post('/api/shift_change/search', { start_date: '2026-05-02', end_date: '2026-05-01' })
    ).refused(400);
    expect(filter.errors.end_date).toEqual(['Ngày kết thúc phải sau ngày bắt đầu']);
  });

  it('lets a manager ask for their own department only, and list only its requests', async () => {
    const manager = () => t.as(ROLES.MANAGER);
    const own = (await manager().post<Change>('/api/shift_change', body(worker.id, uniqueFarDay()))).ok();
    (await manager().post('/api/shift_change', body(hrPerson.id, uniqueFarDay()))).refused(403, 'forbidden');
    const hrChange = (await hr().post<Change>('/api/shift_change', body(hrPerson.id, uniqueFarDay()))).ok();
    const listed = (await manager().post<{ items: Change[] }>('/api/shift_change/search', {})).ok();
    expect(listed.items.map((c) => c.id)).toContain(own.id);
    expect(listed.items.map((c) => c.id)).not.toContain(hrChange.id);
    (await manager().get(`/api/shift_change/detail/${hrChange.id}`)).refused(404, 'not_found');
    (await t.as(ROLES.EMPLOYEE).post('/api/shift_change/search', {})).refused(403, 'forbidden');
    const stored = await t.db
      .select()
      .from(shiftChanges)
      .where(and(eq(shiftChanges.user_id, hrPerson.id)));
    expect(stored).toHaveLength(1);
  });

  it('computes a stored working day of that date again with the desired shift, and back after a withdrawal', async () => {
    const person = await t.createPerson({
      role_id: ROLES.EMPLOYEE,
      department_id: org.departments.production,
      shift_id: org.shifts.day,
    });
    const date = uniqueFarDay();
    await attendanceApi(t.db, { timeZone: t.config.COMPANY_TIME_ZONE }).recompute([{ user_id: person.id, date }]);
    const day = async () =>
      (
        await t.db
          .select({ shift: attendanceDays.shift_id, source: attendanceDays.shift_source })
          .from(attendanceDays)
          .where(and(eq(attendanceDays.user_id, person.id), eq(attendanceDays.work_date, date)))
      )[0];
    expect(await day()).toEqual({ shift: org.shifts.day, source: 'person' });
    const change = (await hr().post<Change>('/api/shift_change', body(person.id, date))).ok();
    expect(await day()).toEqual({ shift: org.shifts.night, source: 'assignment' });
    (await hr().delete(`/api/shift_change/delete/${change.id}`)).ok();
    expect(await day()).toEqual({ shift: org.shifts.day, source: 'person' });
  });

  it('plans a person without a shift on the standard working time: checked, changed from, seen by attendance', async () => {
    const date = uniqueFarDay();
    // The settings' standard working time (statutory work schedule: 22:00 to 06:00), named in the reader's language.
    expect(await check(noShift.id, date)).toEqual({
      shift_id: null,
      shift_name: 'Standard working time',
      normal_checkin_time: '22:00',
      normal_checkout_time: '06:00',
    });
    const names = { vi: 'Giờ làm việc tiêu chuẩn', ja: '標準勤務時間' };
    for (const [lang, name] of Object.entries(names)) {
      const answer = (
        await hr()
          .in(lang as 'vi')
          .get<{ shift_name: string }>(`/api/shift_change/work_shift/check?user_id=${noShift.id}&date=${date}`)
      ).ok();
      expect(answer.shift_name).toBe(name);
    }
    const days = attendanceApi(t.db, { timeZone: t.config.COMPANY_TIME_ZONE });
    await days.recompute([{ user_id: noShift.id, date }]);
    const day = async () =>
      (
        await t.db
          .select({ shift: attendanceDays.shift_id, source: attendanceDays.shift_source })
          .from(attendanceDays)
          .where(and(eq(attendanceDays.user_id, noShift.id), eq(attendanceDays.work_date, date)))
      )[0];
    expect(await day()).toEqual({ shift: null, source: 'default' });

    const change = (await hr().post<Change>('/api/shift_change', body(noShift.id, date, { shift_id: null }))).ok();
    expect(change).toMatchObject({ shift_id: null, shift_id_change: org.shifts.night });
    expect(change.original_shift.name).toBe('Standard working time');
    expect(await check(noShift.id, date)).toMatchObject({ shift_id: org.shifts.night });
    expect(await check(noShift.id, addDays(date, 1))).toMatchObject({ shift_id: null });
    expect(await day()).toEqual({ shift: org.shifts.night, source: 'assignment' });

    (await hr().delete(`/api/shift_change/delete/${change.id}`)).ok();
    expect(await check(noShift.id, date)).toMatchObject({ shift_id: null });
    expect(await day()).toEqual({ shift: null, source: 'default' });
  });
});
