import {
  companyToday,
  type OverviewDepartment,
  type OverviewUser,
  ROLES,
  type StaffRow,
  type StaffWorkingPlanItem,
  translate,
  type WorkingDayItem,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { planEntry, statusBody, wholeDayEntry } from '../../test/factories/attendance-registration';
import { everyDayWorking, futureDay } from '../../test/factories/days';
import { departmentGroupRow } from '../../test/factories/department-group';
import { insertRow } from '../../test/factories/rows';
import { shiftRow } from '../../test/factories/shift';
import { createTestApp, type Organisation, type Person, type TestApp } from '../../test/harness';
import { addDays, offsetAt } from './working-day';
import { lockedPayrollMonth } from '../../test/factories/payroll';

const TZ = 'Asia/Ho_Chi_Minh';
let t: TestApp;
let org: Organisation;
/** Works a shift starting in a quarter of an hour: a check-in now is on time, a check-out now is early. */
let worker: Person;
let colleague: Person;
let elsewhere: Person;
let groupMember: Person;
let today: string;

const hr = () => t.as(ROLES.HR);
const register = (userId: number, button: 1 | 2 | 3 | 4, client = hr(), date = today) =>
  client.post<StaffRow>(`/api/staff-working-status-store/${userId}`, statusBody(date, button));
const checkIn = (person: Person) => hr().post('/api/attendance/kiosk/check', { code: person.alias_id });
const store = (user_id: number, working_plans: unknown[], client = hr()) =>
  client.post<StaffWorkingPlanItem[]>('/api/staff-working-plan-store', { user_id, working_plans });
const rowOf = async (person: Person, client = hr(), date = today) =>
  (
    await client.get<{ items: StaffRow[] }>(
      `/api/staffs?date_checkin=${date}&staff_id=${encodeURIComponent(person.alias_id)}`,
    )
  )
    .ok()
    .items.find((r) => r.id === person.id);
const count = async (table: string) => Number((await t.pool.query(`select count(*) n from ${table}`)).rows[0].n);
type PeoplePage = { items: OverviewUser[]; total: number; last_page: number };
const overview = async (query = '', client = hr()) =>
  (await client.get<OverviewDepartment[]>(`/api/overview${query}`)).ok();
/** One department's people, every page (`query` without its leading '?'). */
async function peopleOf(department: number | null, query = '', client = hr()): Promise<OverviewUser[]> {
  const people: OverviewUser[] = [];
  for (let page = 1; ; page++) {
    const answer = (
      await client.get<PeoplePage>(
        `/api/overview/people?department_id=${department ?? 'none'}&page=${page}&limit=2${query ? `&${query}` : ''}`,
      )
    ).ok();
    people.push(...answer.items);
    if (page >= answer.last_page) return people;
  }
}
/** Everyone the reader sees, department by department as the screen opens them. */
async function everyone(query = '', client = hr()): Promise<OverviewUser[]> {
  const departments = await overview(query ? `?${query}` : '', client);
  return (await Promise.all(departments.map((d) => peopleOf(d.id, query, client)))).flat();
}
const overviewUser = async (person: Person, client = hr()) =>
  (await everyone(`search=${encodeURIComponent(person.alias_id)}`, client)).find((u) => u.id === person.id);

/** 'HH:mm' local, `hours` from now (the worker's shift is built around the moment the tests run). */
function localClock(hours: number) {
  const ms = Date.now() + hours * 3_600_000;
  return new Date(ms + offsetAt(ms, TZ)).toISOString().slice(11, 16);
}

beforeAll(async () => {
  // The worker's shift starts a little after now and on today's date (a shift starting after midnight would make
  // the check-in tomorrow's): just before midnight it starts at 23:59, and in the day's last three minutes the suite
  // waits for the new day (the check-in must come before the shift's start).
  while (localClock(0) >= '23:57') await new Promise((resolve) => setTimeout(resolve, 5_000));
  const start = localClock(0.25) > localClock(0) ? localClock(0.25) : '23:59';
  t = await createTestApp();
  org = await t.seedOrganisation();
  today = companyToday(TZ);
  const production = org.departments.production;
  const shift = await insertRow(
    t.pool,
    'shifts',
    shiftRow({ normal_checkin_time: start, normal_checkout_time: localClock(8) }),
  );
  worker = await t.createPerson({
    staff_record: true,
    role_id: ROLES.EMPLOYEE,
    department_id: production,
    shift_id: shift,
  });
  colleague = await t.createPerson({
    staff_record: true,
    role_id: ROLES.EMPLOYEE,
    department_id: production,
    shift_id: shift,
  });
  groupMember = await t.createPerson({
    staff_record: true,
    role_id: ROLES.EMPLOYEE,
    department_id: production,
    shift_id: shift,
  });
  elsewhere = await t.createPerson({ staff_record: true, role_id: ROLES.EMPLOYEE, department_id: org.departments.hr });
  await t.setPerson(ROLES.MANAGER, { staff_record: true, department_id: production });
  await t.setPerson(ROLES.EMPLOYEE, { staff_record: true, department_id: production });
  const leader = await t.setPerson(ROLES.LEADER, { staff_record: true, department_id: production });
  const group = await insertRow(
    t.pool,
    'department_groups',
    departmentGroupRow({ department_id: production, group_leader: leader.id }),
  );
  await t.pool.query('insert into department_group_members (group_id, user_id) values ($1, $2)', [
    group,
    groupMember.id,
  ]);
}, 240_000);
afterAll(() => t?.close());

describe('working status buttons (section 4)', () => {
  it('all are refused before the check-in, and a refusal writes nothing', async () => {
    const before = await count('attendance_status_registrations');
    const refused = (await register(worker.id, 1).then((a) => a)).refused(422, 'registration_not_checked_in');
    expect(refused.message).toBe('This person has not checked in yet today.');
    const ja = (await hr().in('ja').post(`/api/staff-working-status-store/${worker.id}`, statusBody(today, 3))).refused(
      422,
      'registration_not_checked_in',
    );
    expect(ja.message).toBe('この社員は本日まだ出勤していません。');
    expect(await count('attendance_status_registrations')).toBe(before);
    const row = await rowOf(worker);
    expect(row?.check_time.checkin).toBe(false);
  });

  it('follows each rule once checked in: late and early once, a break started before it is finished', async () => {
    (await checkIn(worker)).ok();
    expect((await rowOf(worker))?.check_time).toMatchObject({ checkin: true, late_checkin: false, go_out: false });
    (await register(worker.id, 4)).refused(422, 'break_not_started');
    const late = (await register(worker.id, 1)).ok();
    expect(late.check_time.late_checkin).toBe(true);
    expect(late.check_time.late_checkin_time).toMatch(/^\d{2}:\d{2}$/);
    (await register(worker.id, 1)).refused(422, 'status_already_registered');
    expect((await register(worker.id, 3)).ok().check_time).toMatchObject({ go_out: true, comeback: false });
    (await register(worker.id, 3)).refused(422, 'break_already_started');
    expect((await overviewUser(worker))?.status).toBe(3);
    expect((await register(worker.id, 4)).ok().check_time).toMatchObject({ go_out: false, comeback: true });
    expect((await overviewUser(worker))?.status).toBe(4);
    // Come back, then a second break may start.
    (await register(worker.id, 3)).ok();
    (await register(worker.id, 4)).ok();
    expect((await register(worker.id, 2)).ok().check_time.early_checkout).toBe(true);
    (await register(worker.id, 2)).refused(422, 'status_already_registered');
    expect(await t.auditActions('attendance_status_registration', 1)).toEqual(['late_checkin']);
  });

  it('only today: another date is refused with a message under the date', async () => {
    const refused = (await register(worker.id, 1, hr(), addDays(today, -1))).refused(422, 'registration_not_today');
    expect(refused.errors.checkin_date).toEqual(['The working status can only be registered for today.']);
  });

  it('a body must press exactly one button', async () => {
    (
      await hr().post(`/api/staff-working-status-store/${worker.id}`, {
        checkin_date: today,
        is_late_checkin: 1,
        break_status: 1,
      })
    ).refused(400, 'invalid_input');
    (await hr().post(`/api/staff-working-status-store/${worker.id}`, { checkin_date: today })).refused(400);
  });

  it('a person on a whole-day absence today is busy: nothing to register', async () => {
    (await store(colleague.id, [wholeDayEntry(today, today, 5)])).ok();
    (await checkIn(colleague)).ok();
    const row = await rowOf(colleague);
    expect(row).toMatchObject({ is_busy: true, check_time: { business_trip: true, annual_leave: false } });
    (await register(colleague.id, 1)).refused(422, 'registration_busy');
    expect((await overviewUser(colleague))?.status).toBe(8);
  });
});

describe('who registers for whom', () => {
  it('an employee registers their own day, not a colleague’s (and does not see theirs)', async () => {
    const me = await t.personOf(ROLES.EMPLOYEE);
    (await register(me.id, 1, t.as(ROLES.EMPLOYEE))).refused(422, 'registration_not_checked_in');
    (await register(worker.id, 1, t.as(ROLES.EMPLOYEE))).refused(404, 'not_found');
    (await store(worker.id, [planEntry()], t.as(ROLES.EMPLOYEE))).refused(404, 'not_found');
    const list = (await t.as(ROLES.EMPLOYEE).get<{ items: StaffRow[]; total: number }>('/api/staffs')).ok();
    expect(list.items.map((r) => r.id)).toEqual([me.id]);
  });

  it('a leader sees their group but registers only for themselves; a manager their department only', async () => {
    const ids = (await t.as(ROLES.LEADER).get<{ items: StaffRow[] }>('/api/staffs?per_page=100')).ok().items;
    expect(ids.map((r) => r.id)).toContain(groupMember.id);
    expect(ids.map((r) => r.id)).not.toContain(worker.id);
    (await store(groupMember.id, [planEntry()], t.as(ROLES.LEADER))).refused(403, 'forbidden');
    (await store(groupMember.id, [planEntry()], t.as(ROLES.MANAGER))).ok();
    (await store(elsewhere.id, [planEntry()], t.as(ROLES.MANAGER))).refused(404, 'not_found');
    const managers = (await t.as(ROLES.MANAGER).get<{ items: StaffRow[] }>('/api/staffs?per_page=100')).ok().items;
    expect(managers.map((r) => r.id)).not.toContain(elsewhere.id);
    expect((await everyone('', t.as(ROLES.MANAGER))).map((u) => u.id)).not.toContain(elsewhere.id);
    // A department outside the scope has nobody, its counts are not shown.
    expect((await overview('', t.as(ROLES.MANAGER))).map((d) => d.id)).toEqual([org.departments.production]);
    expect(await peopleOf(org.departments.hr, '', t.as(ROLES.MANAGER))).toEqual([]);
  });
});

describe('the staff list', () => {
  it('pages by 20 and searches by staff ID and name', async () => {
    const page = (await hr().get<{ items: StaffRow[]; per_page: number; total: number }>('/api/staffs')).ok();
    expect(page.per_page).toBe(20);
    expect(page.total).toBeGreaterThan(4);
    await t.pool.query(`update users set full_name = 'Nguyễn Thị Registration' where id = $1`, [worker.id]);
    const byName = (await hr().get<{ items: StaffRow[] }>('/api/staffs?staff_name=nguyen thi registr')).ok();
    expect(byName.items.map((r) => r.id)).toEqual([worker.id]);
    const yesterday = await rowOf(worker, hr(), addDays(today, -1));
    expect(yesterday?.check_time.checkin).toBe(false);
  });

  it('walks every page once, by staff ID, each row as a search for that person shows it', async () => {
    type Page = { items: StaffRow[]; last_page: number; total: number };
    // Pages of 7: the statement prepared for a reader who sees everyone, from and to anchors (every 50th staff ID).
    const rows: StaffRow[] = [];
    for (let page = 1; ; page++) {
      const answer = (await hr().get<Page>(`/api/staffs?per_page=7&current_page=${page}`)).ok();
      rows.push(...answer.items);
      if (page >= answer.last_page) {
        expect(rows).toHaveLength(answer.total);
        break;
      }
    }
    // The people with a staff record only (the payroll pays them): the accounts of HR and ICT here have none.
    const listed = await t.pool.query(
      `select id from users where deleted_at is null and is_active and role_id <> ${ROLES.KIOSK}
        and exists (select from staff_records s where s.user_id = users.id) order by alias_id`,
    );
    expect(rows.map((r) => r.id)).toEqual(listed.rows.map((r) => r.id));
    // The search path (planned with its values) and the page agree on the flags, whatever the earlier tests did.
    for (const person of [worker, colleague, elsewhere, groupMember])
      expect(rows.find((r) => r.id === person.id)).toEqual(await rowOf(person));
  });
});

describe('who takes part: the people the payroll pays (db/person.ts paidInPeriod)', () => {
  it('an account without a staff record is in neither the staff list nor the overview, until it gets one', async () => {
    const admin = await t.createPerson({ role_id: ROLES.ICT, department_id: org.departments.production });
    const total = async () => (await hr().get<{ total: number }>('/api/staffs?per_page=7')).ok().total;
    const before = await total();
    expect(await rowOf(admin)).toBeUndefined();
    expect(await overviewUser(admin)).toBeUndefined();
    // A staff record made later (HR completes the profile): the list's anchors follow it (list generation).
    await t.pool.query(`insert into staff_records (user_id, official_start_date) values ($1, '2020-01-01')`, [
      admin.id,
    ]);
    expect(await total()).toBe(before + 1);
    expect((await rowOf(admin))?.id).toBe(admin.id);
    expect((await overviewUser(admin))?.id).toBe(admin.id);
    // Terminated before the date read: out again.
    await t.pool.query(`update staff_records set termination_date = $2 where user_id = $1`, [
      admin.id,
      addDays(today, -1),
    ]);
    expect(await total()).toBe(before);
    expect(await rowOf(admin)).toBeUndefined();
  });
});

describe('working plans', () => {
  it('saves, edits and deletes, keeping the history and the audit', async () => {
    const first = (await store(elsewhere.id, [planEntry(), planEntry({}, 2)])).ok();
    expect(first).toHaveLength(2);
    expect(first[0]).toMatchObject({ start_time: '08:00', end_time: '12:00', location_of_plan: 'home' });
    const [a, b] = first as [StaffWorkingPlanItem, StaffWorkingPlanItem];
    // Edit a, drop b, add a whole-day item whose times are not kept.
    const second = (
      await store(elsewhere.id, [
        { ...a, reason: 'Dentist' },
        { ...wholeDayEntry(futureDay(3)), start_time: '09:00', end_time: '10:00' },
      ])
    ).ok();
    expect(second.map((p) => p.reason)).toEqual(['Dentist', 'family']);
    expect(second[1]).toMatchObject({ start_time: null, end_time: null });
    expect(second[0]?.id).not.toBe(a.id);
    const rows = await t.pool.query(
      'select id, deleted_at, replaces_id from staff_working_plans where user_id = $1 order by id',
      [elsewhere.id],
    );
    expect(rows.rows.filter((r) => r.deleted_at).map((r) => r.id)).toEqual([a.id, b.id]);
    expect(rows.rows.find((r) => r.id === second[0]?.id)?.replaces_id).toBe(a.id);
    expect(await t.auditActions('staff_working_plans', elsewhere.id)).toEqual(['update', 'update']);
    const read = (await hr().get<StaffWorkingPlanItem[]>(`/api/staff-working-plan-by-user/${elsewhere.id}`)).ok();
    expect(read).toEqual(second);
  });

  it('refuses bad items with a message under the field, and saves nothing', async () => {
    const before = await count('staff_working_plans');
    const refused = (
      await store(elsewhere.id, [
        planEntry({ end_date: addDays(futureDay(1), -1) }),
        planEntry({ start_time: null }),
        planEntry({ working_plan_type_id: 9 }),
      ])
    ).refused(400, 'invalid_input');
    expect(refused.errors['working_plans.0.end_date']).toEqual(['End date must be after the start']);
    expect(refused.errors['working_plans.1.start_time']).toEqual(['Start time has not been entered']);
    expect(refused.errors['working_plans.2.working_plan_type_id']).toBeDefined();
    const vi = (
      await hr()
        .in('vi')
        .post('/api/staff-working-plan-store', {
          user_id: elsewhere.id,
          working_plans: [planEntry({ end_time: '07:00' })],
        })
    ).refused(400);
    expect(vi.errors['working_plans.0.end_time']).toEqual(['Giờ kết thúc phải sau thời điểm bắt đầu']);
    (await store(elsewhere.id, [{ ...planEntry(), id: 999_999 }])).refused(422, 'plan_item_unknown');
    expect(await count('staff_working_plans')).toBe(before);
  });

  it('a payroll-locked month refuses changes touching it', async () => {
    await lockedPayrollMonth(t.as(ROLES.HR), '2025-03');
    const before = await count('staff_working_plans');
    const refused = (await store(elsewhere.id, [wholeDayEntry('2025-02-27', '2025-03-02')])).refused(
      422,
      'payroll_month_locked',
    );
    expect(refused.message).toBe(translate('en', 'errors.payroll_month_locked', { month: '2025/03' }));
    expect(await count('staff_working_plans')).toBe(before);
  });

  it('feeds the working day: a whole day of leave on a past date makes it a leave day', async () => {
    const date = addDays(today, -2);
    (
      await hr().post('/api/staff-working-plan-store', {
        user_id: groupMember.id,
        working_plans: [wholeDayEntry(date)],
        date,
      })
    ).ok();
    const around = (
      await hr().get<{ days: WorkingDayItem[] }>(
        `/api/attendance/people/${groupMember.id}/days?date_from=${addDays(date, -1)}&date_to=${addDays(date, 1)}`,
      )
    ).ok().days;
    const days = around.filter((d) => d.work_date === date);
    expect(days[0]?.absence_types).toEqual([4]);
    // The absence is the date's own: the days before and after (computed in the same span) carry none of it.
    for (const other of around.filter((d) => d.work_date !== date)) expect(other.absence_types).toEqual([]);
    // A leave day unless the date is a holiday or a rest day anyway (nothing is owed then).
    const day = days[0]!;
    expect(day.status).toBe(day.holiday ? 'holiday' : day.rest_day ? 'rest_day' : 'leave');
  });

  it('the plan-config lookup lists absence types, locations and reasons in the reader’s language', async () => {
    const config = (
      await hr()
        .in('ja')
        .get<{ absences: { id: number; whole_day: boolean; label: string }[]; locations: { value: string }[] }>(
          '/api/staff-working-plan-config',
        )
    ).ok();
    expect(config.absences.filter((a) => a.whole_day).map((a) => a.id)).toEqual([4, 5]);
    expect(config.absences.find((a) => a.id === 4)?.label).toBe('年次有給休暇（終日）');
    expect(config.locations.map((l) => l.value)).toContain('others');
  });
});

describe('the overview', () => {
  it('groups by department with at most 5 plan columns, the active one marked', async () => {
    const plans = [1, 2, 3, 4, 5, 6].map((d) => planEntry({}, d));
    (await store(elsewhere.id, [wholeDayEntry(today), ...plans])).ok();
    const user = await overviewUser(elsewhere);
    expect(user?.working_plan).toHaveLength(5);
    expect(user?.working_plan[0]).toMatchObject({ working_plan_type_id: 4, is_active: true });
    expect(user?.working_plan[1]?.is_active).toBe(false);
    expect(user?.status).toBe(7);
    expect((await peopleOf(org.departments.hr)).map((u) => u.id)).toContain(elsewhere.id);
  });

  it('answers the departments with their counts, then a department’s people a page at a time', async () => {
    const departments = await overview();
    const production = departments.find((d) => d.id === org.departments.production)!;
    const people = await peopleOf(org.departments.production);
    expect(production.user_count).toBe(people.length);
    expect(production.user_count).toBeGreaterThan(2);
    // The counts per status add up to the department and match its people's statuses.
    expect(production.statuses.reduce((n, s) => n + s.count, 0)).toBe(production.user_count);
    for (const { status, count } of production.statuses)
      expect(people.filter((u) => u.status === status)).toHaveLength(count);
    expect(departments.reduce((n, d) => n + d.user_count, 0)).toBe((await everyone()).length);
    // Pages do not overlap; a search counts only the matches.
    expect(new Set(people.map((u) => u.id)).size).toBe(people.length);
    const searched = await overview(`?search=${encodeURIComponent(worker.alias_id)}`);
    expect(searched.map((d) => [d.id, d.user_count])).toEqual([[org.departments.production, 1]]);
    // The people without a department are asked for as `none`; an unknown department has nobody.
    expect((await hr().get<PeoplePage>('/api/overview/people?department_id=none')).ok().items).toBeDefined();
    expect((await hr().get<PeoplePage>('/api/overview/people?department_id=999999')).ok().total).toBe(0);
    // Without a department: everyone, department by department.
    const all = (await hr().get<PeoplePage>('/api/overview/people?limit=100')).ok();
    expect(all.total).toBe(departments.reduce((n, d) => n + d.user_count, 0));
    (await hr().get('/api/overview/people?department_id=abc')).refused(400, 'invalid_input');
  });

  it('shows a check-in at once, then an early check-out; sorts by name both ways', async () => {
    // Leaving early needs a shift owed today, whatever weekday the test runs on.
    const restore = await everyDayWorking(t.pool, companyToday());
    onTestFinished(restore);
    const fresh = await t.createPerson({
      staff_record: true,
      role_id: ROLES.EMPLOYEE,
      department_id: org.departments.production,
      shift_id: (await t.pool.query('select shift_id from users where id = $1', [worker.id])).rows[0].shift_id,
    });
    expect((await overviewUser(fresh))?.status).toBeNull();
    (await checkIn(fresh)).ok();
    expect((await overviewUser(fresh))?.status).toBe(1);
    (
      await hr().post('/api/attendance/corrections', {
        user_id: fresh.id,
        occurred_at: new Date().toISOString(),
        direction: 'out',
        reason: 'Left for the doctor',
      })
    ).ok();
    expect((await overviewUser(fresh))?.status).toBe(5);
    const names = (q: string) => peopleOf(org.departments.production, q).then((users) => users.map((u) => u.user_name));
    const az = await names('sort_by=2');
    expect(await names('sort_by=3')).toEqual([...az].reverse());
    (await hr().get('/api/overview?sort_by=4')).refused(400);
    (await hr().get(`/api/overview/people?department_id=${org.departments.production}&sort_by=0`)).refused(400);
  });
});
