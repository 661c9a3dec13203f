import { ROLES, workingPlanItem } from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentWorkingPlans, departmentWorkingPlanUsers } from '../../db/schema/index';
import { createTestApp, type Organisation, type Person, type TestApp } from '../../test/harness';
import { companyToday } from '@hr/contracts';

let t: TestApp;
let org: Organisation;
let hr: string;
let manager: string;
let otherManager: string;
let leader: string;
let anna: Person;
let binh: Person;
let chi: Person;
let outsider: Person;
let today: string;

/** A date `days` from today in the company's time zone, YYYY-MM-DD. */
const dayFrom = (days: number) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const slashed = (iso: string) => iso.replaceAll('-', '/');

beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  today = companyToday(t.config.COMPANY_TIME_ZONE);
  const production = org.departments.production;
  hr = (await t.tokenFor(ROLES.HR, { department_id: org.departments.hr })).token;
  manager = (await t.tokenFor(ROLES.MANAGER, { department_id: production })).token;
  otherManager = (await t.tokenFor(ROLES.MANAGER, { department_id: org.departments.ict })).token;
  leader = (await t.tokenFor(ROLES.LEADER, { department_id: production })).token;
  anna = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: production, full_name: 'Anna Nguyen' });
  binh = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: production, full_name: 'Binh Tran' });
  chi = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: production, full_name: 'Chi Le' });
  outsider = await t.createPerson({
    role_id: ROLES.EMPLOYEE,
    department_id: org.departments.ict,
    full_name: 'Out Sider',
  });
});
afterAll(() => t?.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });
const plans = (department = org.departments.production) => `/api/departments/${department}/working-plans`;

describe('companyToday', () => {
  it("is the date in the company's time zone, not the server's", () => {
    expect(companyToday('Asia/Ho_Chi_Minh', new Date('2025-01-01T18:30:00Z'))).toBe('2025-01-02');
    expect(companyToday('UTC', new Date('2025-01-01T18:30:00Z'))).toBe('2025-01-01');
  });
});

describe('department work plans', () => {
  it('creates a plan from a YYYY/MM/DD date and answers YYYY-MM-DD with the shift and people', async () => {
    const date = dayFrom(1);
    const created = await call(manager, 'POST', plans(), {
      date: slashed(date),
      shift_id: org.shifts.night,
      user_ids: [anna.id, binh.id, anna.id],
    });
    expect(created.statusCode).toBe(200);
    const item = workingPlanItem.parse(created.json().data);
    expect(item).toMatchObject({
      date,
      shift_id: org.shifts.night,
      shift_info: { id: org.shifts.night, name: 'Night', working_time: '22:00 - 06:00' },
      number_of_users: 2,
      can_edit: true,
      version: 1,
    });
    expect(item.user_ids.sort()).toEqual([anna.id, binh.id].sort());

    const list = await call(leader, 'GET', `${plans()}?from=${slashed(date)}&to=${date}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toMatchObject({ total: 1, current_page: 1, per_page: 20 });
    expect(list.json().data.items[0].id).toBe(item.id);
    expect((await call(leader, 'GET', `${plans()}?from=${dayFrom(2)}`)).json().data.total).toBe(0);
  });

  it('refuses a plan without date, shift or people with localized messages', async () => {
    const response = await call(manager, 'POST', plans(), { date: '', user_ids: [] }, 'ja');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      date: ['日付が入力されていません'],
      shift_id: ['シフトが入力されていません'],
      user_ids: ['社員を1人以上選択してください'],
    });
    const impossible = await call(manager, 'POST', plans(), {
      date: '2030/02/30',
      shift_id: org.shifts.day,
      user_ids: [anna.id],
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().errors.date).toEqual(['Date must be a date like 2025/01/31']);
  });

  it("refuses a shift that is not the department's, people of another department, and past dates", async () => {
    const ictDay = await call(
      hr,
      'POST',
      plans(org.departments.ict),
      { date: dayFrom(3), shift_id: org.shifts.night, user_ids: [outsider.id] },
      'vi',
    );
    expect(ictDay.statusCode).toBe(422);
    expect(ictDay.json().errors.shift_id).toEqual(['Ca này không thuộc các nhóm ca của phòng ban']);

    const foreign = await call(manager, 'POST', plans(), {
      date: dayFrom(3),
      shift_id: org.shifts.day,
      user_ids: [anna.id, outsider.id],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({
      code: 'plan_users_not_in_department',
      message: '1 of the chosen people are not in this department or no longer active.',
    });

    const gone = await t.createPerson({
      role_id: ROLES.EMPLOYEE,
      department_id: org.departments.production,
      deleted_at: new Date(),
    });
    expect(
      (await call(manager, 'POST', plans(), { date: dayFrom(3), shift_id: org.shifts.day, user_ids: [gone.id] })).json()
        .code,
    ).toBe('plan_users_not_in_department');

    const past = await call(
      manager,
      'POST',
      plans(),
      { date: dayFrom(-1), shift_id: org.shifts.day, user_ids: [anna.id] },
      'ja',
    );
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.date).toEqual(['過去の日付です。計画は本日以降の日付で作成してください']);
    expect(
      await t.db
        .select()
        .from(departmentWorkingPlans)
        .where(eq(departmentWorkingPlans.date, dayFrom(3))),
    ).toEqual([]);
  });

  it('refuses a second plan of the same shift and date, and a person planned twice on one date', async () => {
    const date = dayFrom(4);
    expect(
      (await call(manager, 'POST', plans(), { date, shift_id: org.shifts.day, user_ids: [anna.id] })).statusCode,
    ).toBe(200);
    const again = await call(manager, 'POST', plans(), { date, shift_id: org.shifts.day, user_ids: [binh.id] });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('plan_exists');
    const twice = await call(manager, 'POST', plans(), {
      date,
      shift_id: org.shifts.night,
      user_ids: [anna.id, chi.id],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({
      code: 'plan_users_busy',
      message: 'Already in another plan on this date: Anna Nguyen',
    });
  });

  it('lets managers plan only their own department; leaders not at all', async () => {
    const payload = { date: dayFrom(5), shift_id: org.shifts.day, user_ids: [anna.id] };
    const other = await call(otherManager, 'POST', plans(), payload);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('forbidden');
    expect((await call(leader, 'POST', plans(), payload)).statusCode).toBe(403);
    expect(
      await t.db.select().from(departmentWorkingPlans).where(eq(departmentWorkingPlans.date, payload.date)),
    ).toEqual([]);

    const own = await call(manager, 'POST', plans(), payload);
    expect(own.statusCode).toBe(200);
    const id = own.json().data.id;
    expect(
      (await call(otherManager, 'PUT', `${plans()}/${id}`, { ...payload, user_ids: [binh.id], version: 1 })).statusCode,
    ).toBe(403);
    expect((await call(otherManager, 'DELETE', `${plans()}/${id}`)).statusCode).toBe(403);
    expect(
      (await call(hr, 'GET', `${plans()}?from=${payload.date}&to=${payload.date}`)).json().data.items[0].user_ids,
    ).toEqual([anna.id]);
  });

  it('updates with the version it started from and refuses a stale edit with 409, losing nothing', async () => {
    const date = dayFrom(6);
    const id = (await call(manager, 'POST', plans(), { date, shift_id: org.shifts.day, user_ids: [anna.id] })).json()
      .data.id;
    const first = await call(hr, 'PUT', `${plans()}/${id}`, {
      date: slashed(date),
      shift_id: org.shifts.night,
      user_ids: [binh.id, chi.id],
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ shift_id: org.shifts.night, number_of_users: 2, version: 2 });

    const stale = await call(manager, 'PUT', `${plans()}/${id}`, {
      date,
      shift_id: org.shifts.day,
      user_ids: [anna.id],
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    const users = await t.db
      .select()
      .from(departmentWorkingPlanUsers)
      .where(eq(departmentWorkingPlanUsers.plan_id, id));
    expect(users.map((u) => u.user_id).sort()).toEqual([binh.id, chi.id].sort());
    const [row] = await t.db.select().from(departmentWorkingPlans).where(eq(departmentWorkingPlans.id, id));
    expect(row).toMatchObject({ shift_id: org.shifts.night, version: 2 });
  });

  it('keeps a plan whose date has passed as history: can_edit false, no edit, no delete', async () => {
    const yesterday = dayFrom(-1);
    const [plan] = await t.db
      .insert(departmentWorkingPlans)
      .values({ department_id: org.departments.production, date: yesterday, shift_id: org.shifts.day })
      .returning();
    await t.db.insert(departmentWorkingPlanUsers).values({ plan_id: plan!.id, user_id: chi.id });

    const list = await call(leader, 'GET', `${plans()}?from=${yesterday}&to=${yesterday}`);
    expect(list.json().data.items).toEqual([
      expect.objectContaining({ id: plan!.id, can_edit: false, user_ids: [chi.id] }),
    ]);

    const edit = await call(
      hr,
      'PUT',
      `${plans()}/${plan!.id}`,
      { date: dayFrom(7), shift_id: org.shifts.day, user_ids: [anna.id], version: 1 },
      'vi',
    );
    expect(edit.statusCode).toBe(422);
    expect(edit.json()).toMatchObject({
      code: 'plan_is_history',
      message: 'Ngày của kế hoạch làm việc này đã qua: kế hoạch được lưu làm lịch sử và không thể thay đổi.',
    });
    expect((await call(hr, 'DELETE', `${plans()}/${plan!.id}`)).statusCode).toBe(422);
    const [row] = await t.db.select().from(departmentWorkingPlans).where(eq(departmentWorkingPlans.id, plan!.id));
    expect(row).toMatchObject({ date: yesterday, version: 1 });
  });

  it("deletes today's plan, and answers 404 for a plan of another department or a missing one", async () => {
    const id = (
      await call(manager, 'POST', plans(), { date: today, shift_id: org.shifts.day, user_ids: [binh.id] })
    ).json().data.id;
    expect((await call(hr, 'DELETE', `${plans(org.departments.ict)}/${id}`)).statusCode).toBe(404);
    expect(
      (
        await call(hr, 'PUT', `${plans()}/999999`, {
          date: today,
          shift_id: org.shifts.day,
          user_ids: [binh.id],
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(hr, 'GET', plans(999999))).statusCode).toBe(404);
    expect((await call(manager, 'DELETE', `${plans()}/${id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(departmentWorkingPlans).where(eq(departmentWorkingPlans.id, id))).toEqual([]);
    expect(
      await t.db.select().from(departmentWorkingPlanUsers).where(eq(departmentWorkingPlanUsers.plan_id, id)),
    ).toEqual([]);
  });
});
