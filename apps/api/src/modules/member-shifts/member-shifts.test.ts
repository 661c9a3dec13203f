import { addDays, type MemberShiftCreateBody, memberShiftPage, ROLES } from '@hr/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentGroupMembers, departmentGroups, memberShifts, shifts } from '../../db/schema/index';
import type { Client } from '../../test/client';
import { departmentGroupRow } from '../../test/factories/department-group';
import { assignmentBody } from '../../test/factories/member-shift';
import { shiftRow } from '../../test/factories/shift';
import { createTestApp, type Organisation, type Person, type TestApp } from '../../test/harness';
import { companyToday } from '@hr/contracts';
import { lockedPayrollMonth } from '../../test/factories/payroll';

let t: TestApp;
let org: Organisation;
let ictManager: Client;
const staff: Person[] = [];
let outsider: Person;
let foreignShift: number;

const PROD = () => org.departments.production;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  await t.setPerson(ROLES.HR, {});
  await t.setPerson(ROLES.LEADER, { department_id: PROD() });
  await t.setPerson(ROLES.MANAGER, { department_id: PROD() });
  ictManager = t.withToken((await t.tokenFor(ROLES.MANAGER, { department_id: org.departments.ict })).token);
  await t.setPerson(ROLES.DIRECTOR, { department_id: org.departments.ict });
  for (let i = 0; i < 6; i++)
    staff.push(
      await t.createPerson({
        role_id: ROLES.EMPLOYEE,
        department_id: PROD(),
        first_name: 'Trần',
        last_name: `Thị ${i}`,
        alias_id: `P${i}`,
      }),
    );
  outsider = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: org.departments.ict, alias_id: 'ICT1' });
  const [elsewhere] = await t.db
    .insert(shifts)
    .values(shiftRow({ name: 'Elsewhere', normal_checkin_time: '07:00', normal_checkout_time: '15:00' }))
    .returning();
  foreignShift = elsewhere!.id;
  const [group] = await t.db
    .insert(departmentGroups)
    .values(departmentGroupRow({ department_id: PROD(), group_leader: staff[0]!.id }, { group_name: 'Line 1' }))
    .returning();
  await t.db
    .insert(departmentGroupMembers)
    .values([staff[0]!, staff[1]!].map((p) => ({ group_id: group!.id, user_id: p.id })));
});
afterAll(() => t?.close());

const hr = () => t.as(ROLES.HR);
const leader = () => t.as(ROLES.LEADER);
/** The manager of production. */
const productionManager = () => t.as(ROLES.MANAGER);
/** A director of ICT (directors plan every department). */
const director = () => t.as(ROLES.DIRECTOR);

const id = (i: number) => staff[i]!.id;
const today = () => companyToday(t.config.COMPANY_TIME_ZONE);
type Assignment = { id: number; version: number };
/** Assigns production's day shift (unless the body names another) as the client. */
const assign = (client: Client, body: Partial<MemberShiftCreateBody>) =>
  client.post<Assignment[]>(
    '/api/member_group/member_shift/create',
    assignmentBody({ shift_id: org.shifts.day, department_id: PROD(), user_ids: [] }, body),
  );
const rowsOf = (userId: number) =>
  t.db.select().from(memberShifts).where(eq(memberShifts.user_id, userId)).orderBy(memberShifts.start_date);
const listUrl = (query: string) => `/api/member_group/member_shift/user_list/${PROD()}?${query}`;
type Row = { user_id: number };
type ListPage = { data: Row[]; total: number };

describe('department members', () => {
  it('lists the department people with their group, filtered by name, staff code and group', async () => {
    const members = `/api/member_group/department/list_member/${PROD()}`;
    const people = (await leader().get<(Row & { group_name: string | null })[]>(members)).ok();
    expect(people.find((p) => p.user_id === id(0))?.group_name).toBe('Line 1');
    expect(people.find((p) => p.user_id === id(2))?.group_name).toBeNull();
    expect(people.some((p) => p.user_id === outsider.id)).toBe(false);
    const [group] = await t.db.select().from(departmentGroups);
    const byGroup = await leader().get<Row[]>(`${members}?group_id=${group!.id}`);
    expect(byGroup.data.map((p) => p.user_id).sort()).toEqual([id(0), id(1)].sort());
    const byName = await leader().get<Row[]>(`${members}?full_name=${encodeURIComponent('thị 3')}&alias_id=p3`);
    expect(byName.data.map((p) => p.user_id)).toEqual([id(3)]);
    (await leader().get('/api/member_group/department/list_member/999999')).refused(404);
    const range = `start_date=${today()}&end_date=${addDays(today(), 30)}`;
    (await leader().get(`/api/member_group/member_shift/user_list/999999?${range}`)).refused(404);
    // A known department whose filter matches nobody is an empty page, not "not found".
    const nobody = await leader().get(listUrl(`${range}&alias_id=nobody-has-this`));
    expect(nobody.ok()).toMatchObject({ data: [], total: 0 });
  });
});

describe('shift assignment', () => {
  it('assigns a shift to several people and lists them as assigned, the others as waiting', async () => {
    const start = addDays(today(), 10);
    const end = addDays(today(), 16);
    const created = await assign(hr(), { start_date: start, end_date: end, user_ids: [id(0), id(1)] });
    expect(created.ok()).toHaveLength(2);

    const list = await leader().get(listUrl(`start_date=${today()}&end_date=${addDays(today(), 30)}`));
    const page = memberShiftPage.parse(list.ok());
    expect(page).toMatchObject({ current_page: 1, per_page: 20, last_page: 1 });
    const first = page.data.find((r) => r.user_id === id(0));
    expect(first).toMatchObject({
      status: 'assigned',
      shift_id: org.shifts.day,
      shift_name: 'Day',
      start_date: start,
      end_date: end,
      group_name: 'Line 1',
      can_edit: true,
    });
    expect(page.data.find((r) => r.user_id === id(2))).toMatchObject({
      status: 'waiting',
      id: null,
      shift_id: null,
      can_edit: false,
    });

    const byShift = await leader().get<ListPage>(
      listUrl(`start_date=${today()}&end_date=${addDays(today(), 30)}&shift_id=${org.shifts.day}`),
    );
    expect(byShift.data.data.map((r) => r.user_id).sort()).toEqual([id(0), id(1)].sort());
    const outside = await leader().get<ListPage>(
      listUrl(`start_date=${addDays(today(), 17)}&end_date=${addDays(today(), 20)}&alias_id=P0`),
    );
    expect(outside.data.data).toMatchObject([{ user_id: id(0), status: 'waiting' }]);
  });

  it('refuses each form and search rule with a localized message', async () => {
    const before = await t.db.select().from(memberShifts);
    const backwards = await assign(hr().in('vi'), {
      start_date: '2031-05-10',
      end_date: '2031-05-09',
      user_ids: [id(2)],
    });
    expect(backwards.refused(400).errors.end_date).toEqual(['Ngày kết thúc phải bằng hoặc sau ngày bắt đầu']);
    const nobody = await assign(hr().in('ja'), { start_date: '2031-05-10', end_date: '2031-05-10', user_ids: [] });
    expect(nobody.errors.user_ids).toEqual(['少なくとも 1 人の従業員を選択してください']);
    const noShift = await assign(hr().in('vi'), {
      start_date: '2031-02-30',
      end_date: '2031-05-10',
      user_ids: [id(2)],
      shift_id: undefined,
    });
    expect(noShift.errors).toMatchObject({
      shift_id: ['Nhóm ca chưa được nhập'],
      start_date: ['Ngày bắt đầu phải là ngày có dạng 2025-01-31'],
    });
    expect(await t.db.select().from(memberShifts)).toEqual(before);

    const missing = await leader().in('vi').get(listUrl('end_date=2030-01-01'));
    expect(missing.refused(400).errors.start_date).toEqual(['Ngày bắt đầu chưa được nhập']);
    const reversed = await leader().in('ja').get(listUrl('start_date=2030-02-01&end_date=2030-01-01'));
    expect(reversed.errors.end_date).toEqual(['開始日は終了日より後にできません']);
    const tooLong = await leader().in('vi').get(listUrl('start_date=2030-01-01&end_date=2031-01-02'));
    expect(tooLong.errors.end_date).toEqual(['Khoảng thời gian tìm kiếm tối đa là 365 ngày']);
    (await leader().get(listUrl('start_date=2030-01-01&end_date=2031-01-01'))).ok();
  });

  it("refuses a shift that is not the department's and people of another department", async () => {
    const foreign = await assign(hr().in('vi'), {
      start_date: '2031-06-01',
      end_date: '2031-06-02',
      user_ids: [id(2)],
      shift_id: foreignShift,
    });
    expect(foreign.refused(422).body).toMatchObject({
      code: 'member_shift_not_in_department',
      errors: { shift_id: ['Ca này không thuộc các nhóm ca của phòng ban.'] },
    });
    const stranger = await assign(hr(), {
      start_date: '2031-06-01',
      end_date: '2031-06-02',
      user_ids: [id(2), outsider.id],
    });
    expect(stranger.refused(422, 'member_shift_users_not_in_department').message).toContain('ICT1');
    expect(await rowsOf(id(2))).toEqual([]);
  });

  it('refuses overlapping assignments, the same end and start day included, all or nothing', async () => {
    (await assign(hr(), { start_date: '2032-01-01', end_date: '2032-01-10', user_ids: [id(3)] })).ok();
    const sameDay = await assign(hr().in('vi'), {
      start_date: '2032-01-10',
      end_date: '2032-01-15',
      user_ids: [id(4), id(3)],
      shift_id: org.shifts.night,
    });
    expect(sameDay.refused(422).body).toMatchObject({
      code: 'has_conflict_time_shift',
      message: 'Đã được phân ca trùng với khoảng 10/01/2032 đến 15/01/2032: Trần Thị 3 (P3)',
    });
    expect(await rowsOf(id(4))).toEqual([]);
    const inside = await assign(hr().in('ja'), { start_date: '2031-12-25', end_date: '2032-01-01', user_ids: [id(3)] });
    expect(inside.message).toBe('25/12/2031〜01/01/2032 と重なるシフトが既に割り当てられています：Trần Thị 3 (P3)');
    (await assign(hr(), { start_date: '2032-01-11', end_date: '2032-01-15', user_ids: [id(3), id(4)] })).ok();
    expect((await rowsOf(id(3))).map((r) => [r.start_date, r.end_date])).toEqual([
      ['2032-01-01', '2032-01-10'],
      ['2032-01-11', '2032-01-15'],
    ]);
  });

  it('refuses an assignment touching a payroll-locked month, by creating, moving or deleting it; nothing changes', async () => {
    const first = (await assign(hr(), { start_date: '2025-04-28', end_date: '2025-05-02', user_ids: [id(5)] })).ok();
    await lockedPayrollMonth(hr(), '2025-04');
    try {
      const refused = await assign(hr().in('en'), {
        start_date: '2025-04-30',
        end_date: '2025-04-30',
        user_ids: [id(2)],
      });
      expect(refused.refused(422, 'payroll_month_locked').message).toContain('2025/04');
      expect(await rowsOf(id(2))).toEqual([]);
      const existing = first[0]!;
      (
        await hr().put(`/api/member_group/member_shift/assignment/${existing.id}`, {
          shift_id: org.shifts.night,
          start_date: '2025-05-01',
          end_date: '2025-05-02',
          version: existing.version,
        })
      ).refused(422, 'member_shift_started'); // a started assignment is not moved anyway
      (await hr().delete(`/api/member_group/member_shift/assignment/${existing.id}`)).refused(
        422,
        'payroll_month_locked',
      );
      expect((await rowsOf(id(5))).map((r) => [r.start_date, r.end_date])).toEqual([['2025-04-28', '2025-05-02']]);
      // A month after the lock is free: May alone.
      (await assign(hr(), { start_date: '2025-05-10', end_date: '2025-05-12', user_ids: [id(2)] })).ok();
    } finally {
      await hr().delete('/api/payroll/locks/2025-04');
    }
  });

  it('never lets two concurrent requests create overlapping assignments', async () => {
    for (let round = 0; round < 5; round++) {
      const start = `2033-0${round + 1}-01`;
      const responses = await Promise.all([
        assign(hr(), { start_date: start, end_date: `2033-0${round + 1}-10`, user_ids: [id(5), id(2)] }),
        assign(productionManager(), {
          start_date: `2033-0${round + 1}-05`,
          end_date: `2033-0${round + 1}-20`,
          user_ids: [id(2), id(5)],
          shift_id: org.shifts.night,
        }),
      ]);
      expect(responses.map((r) => r.status).sort()).toEqual([200, 422]);
    }
    for (const person of [id(2), id(5)]) {
      const rows = (await rowsOf(person)).filter((r) => r.start_date.startsWith('2033'));
      expect(rows).toHaveLength(5);
      for (let i = 1; i < rows.length; i++) expect(rows[i]!.start_date > rows[i - 1]!.end_date).toBe(true);
    }
  });

  it('edits only assignments that have not started, with versions', async () => {
    const [started] = await t.db
      .insert(memberShifts)
      .values({
        user_id: id(4),
        department_id: PROD(),
        shift_id: org.shifts.day,
        start_date: today(),
        end_date: addDays(today(), 2),
      })
      .returning();
    const refused = await hr()
      .in('vi')
      .put(`/api/member_group/member_shift/assignment/${started!.id}`, {
        start_date: addDays(today(), 1),
        end_date: addDays(today(), 2),
        shift_id: org.shifts.night,
        version: 1,
      });
    expect(refused.refused(422).body).toMatchObject({
      code: 'member_shift_started',
      message: 'Phân ca này đã bắt đầu nên không thể chỉnh sửa.',
    });
    expect((await t.db.select().from(memberShifts).where(eq(memberShifts.id, started!.id)))[0]?.shift_id).toBe(
      org.shifts.day,
    );
    const listed = await leader().get<ListPage>(listUrl(`start_date=${today()}&end_date=${today()}&alias_id=P4`));
    expect(listed.data.data[0]).toMatchObject({ id: started!.id, can_edit: false });

    const future = (
      await assign(hr(), { start_date: addDays(today(), 40), end_date: addDays(today(), 45), user_ids: [id(4)] })
    ).data[0]!;
    const url = `/api/member_group/member_shift/assignment/${future.id}`;
    const intoPast = await hr()
      .in('ja')
      .put(url, { start_date: today(), end_date: addDays(today(), 45), shift_id: org.shifts.day, version: 1 });
    expect(intoPast.errors.start_date).toEqual(['開始日は明日以降の日付にしてください']);
    const overlapping = await hr().put(url, {
      start_date: addDays(today(), 1),
      end_date: addDays(today(), 45),
      shift_id: org.shifts.day,
      version: 1,
    });
    expect(overlapping.code).toBe('has_conflict_time_shift');
    const edited = await productionManager().put(url, {
      start_date: addDays(today(), 41),
      end_date: addDays(today(), 50),
      shift_id: org.shifts.night,
      version: 1,
    });
    expect(edited.ok()).toMatchObject({
      shift_id: org.shifts.night,
      start_date: addDays(today(), 41),
      version: 2,
    });
    const stale = await hr().put(url, {
      start_date: addDays(today(), 42),
      end_date: addDays(today(), 50),
      shift_id: org.shifts.day,
      version: 1,
    });
    stale.refused(409);
    expect((await t.db.select().from(memberShifts).where(eq(memberShifts.id, future.id)))[0]?.start_date).toBe(
      addDays(today(), 41),
    );
  });

  it('holds managers to their own department: another manager gets 403, changing nothing', async () => {
    const before = await t.db.select().from(memberShifts);
    const body = { start_date: '2034-01-01', end_date: '2034-01-02', user_ids: [id(2)] };
    (await assign(ictManager, body)).refused(403);
    // Without the department of the screen: the people's own department decides.
    (await ictManager.post('/api/member_group/member_shift/create', { ...body, shift_id: org.shifts.day })).refused(
      403,
    );
    const target = before.find((r) => r.user_id === id(3))!;
    (await ictManager.delete(`/api/member_group/member_shift/assignment/${target.id}`)).refused(403);
    (
      await ictManager.put(`/api/member_group/member_shift/assignment/${target.id}`, {
        start_date: '2034-01-01',
        end_date: '2034-01-02',
        shift_id: org.shifts.day,
        version: target.version,
      })
    ).refused(403);
    (await assign(leader(), body)).refused(403);
    expect(await t.db.select().from(memberShifts)).toEqual(before);
    // A director plans every department; the production manager plans their own.
    (await assign(director(), body)).ok();
    (await assign(productionManager(), { ...body, start_date: '2034-02-01', end_date: '2034-02-02' })).ok();
  });

  it('deletes an assignment with an audit entry; 404 for unknown ones', async () => {
    const [row] = await t.db
      .select()
      .from(memberShifts)
      .where(and(eq(memberShifts.user_id, id(2)), eq(memberShifts.start_date, '2034-02-01')));
    const url = `/api/member_group/member_shift/assignment/${row!.id}`;
    (await productionManager().delete(url)).ok();
    expect(await t.db.select().from(memberShifts).where(eq(memberShifts.id, row!.id))).toEqual([]);
    (await productionManager().delete(url)).refused(404);
    // Creation is logged per assignment with its id (issue 8), so one record's history is found by entity and id.
    expect(await t.auditActions('member_shift', row!.id)).toEqual(['create', 'delete']);
  });

  it('reads /member_shift/{userId}/{shiftId} as person and shift group: the dates pick the assignment', async () => {
    const person = (await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: PROD(), alias_id: 'P9' })).id;
    const specUrl = (shiftId: number, query = '') => `/api/member_group/member_shift/${person}/${shiftId}${query}`;
    const made = (await assign(hr(), { start_date: '2035-03-01', end_date: '2035-03-10', user_ids: [person] }))
      .data[0]!;
    // The only assignment of the day shift: found whatever the body's dates.
    const moved = await hr().put(specUrl(org.shifts.day), {
      start_date: '2035-03-02',
      end_date: '2035-03-12',
      shift_id: org.shifts.day,
      version: made.version,
    });
    expect(moved.ok()).toMatchObject({ id: made.id, start_date: '2035-03-02', end_date: '2035-03-12' });
    // A shift id that happens to equal the assignment id names a shift group, never the assignment.
    (await hr().delete(specUrl(org.shifts.night))).refused(404);
    expect((await hr().delete(`/api/member_group/member_shift/${person}/${made.id}`)).status).not.toBe(200);
    expect((await t.db.select().from(memberShifts).where(eq(memberShifts.id, made.id))).length).toBe(1);

    // Two assignments of the same shift group: the dates must pick one, else the call is refused.
    const second = (await assign(hr(), { start_date: '2035-04-01', end_date: '2035-04-05', user_ids: [person] }))
      .data[0]!;
    const ambiguous = await hr().in('en').put(specUrl(org.shifts.day), {
      start_date: '2035-02-01',
      end_date: '2035-05-01',
      shift_id: org.shifts.day,
      version: 1,
    });
    expect(ambiguous.refused(422).body).toMatchObject({
      code: 'member_shift_ambiguous',
      message:
        'This person has 2 assignments of this shift group (02/03/2035 - 12/03/2035, 01/04/2035 - 05/04/2035). Give dates that fall in exactly one of them.',
    });
    expect((await hr().delete(specUrl(org.shifts.day))).code).toBe('member_shift_ambiguous');
    const edited = await hr().put(specUrl(org.shifts.day), {
      start_date: '2035-04-02',
      end_date: '2035-04-06',
      shift_id: org.shifts.night,
      version: second.version,
    });
    expect(edited.data).toMatchObject({ id: second.id, shift_id: org.shifts.night, start_date: '2035-04-02' });
    (await hr().delete(specUrl(org.shifts.night, '?start_date=2035-04-03'))).ok();
    expect(await t.db.select().from(memberShifts).where(eq(memberShifts.id, second.id))).toEqual([]);
    // Now only one of the day shift is left: the delete needs no dates.
    (await hr().delete(specUrl(org.shifts.day))).ok();
    expect(await t.db.select().from(memberShifts).where(eq(memberShifts.id, made.id))).toEqual([]);
    (await hr().delete(specUrl(org.shifts.day, '?start_date=2035-04-03&end_date=2035-04-01'))).refused(400);
  });
});
