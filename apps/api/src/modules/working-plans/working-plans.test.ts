import { companyToday, ROLES, type WorkingPlanBody, workingPlanItem } from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentWorkingPlans, departmentWorkingPlanUsers } from '../../db/schema/index';
import type { Client } from '../../test/client';
import { workingPlanBody } from '../../test/factories/working-plan';
import { createTestApp, type Organisation, type Person, type TestApp } from '../../test/harness';

let t: TestApp;
let org: Organisation;
let otherManager: Client;
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
  await t.setPerson(ROLES.HR, { department_id: org.departments.hr });
  await t.setPerson(ROLES.MANAGER, { department_id: production });
  await t.setPerson(ROLES.LEADER, { department_id: production });
  otherManager = t.withToken((await t.tokenFor(ROLES.MANAGER, { department_id: org.departments.ict })).token);
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

const hr = () => t.as(ROLES.HR);
/** The manager of production. */
const manager = () => t.as(ROLES.MANAGER);
const leader = () => t.as(ROLES.LEADER);
const plans = (department = org.departments.production) => `/api/departments/${department}/working-plans`;
/** A plan of the day shift for the people (ids), on the date given. */
const plan = (date: string, user_ids: number[], overrides: Partial<WorkingPlanBody> = {}) =>
  workingPlanBody({ shift_id: org.shifts.day, user_ids }, { date, ...overrides });
type Created = { id: number };
type Page = { total: number; items: { id: number; user_ids: number[] }[] };

describe('companyToday', () => {
  it("is the date in the company's time zone, not the server's", () => {
    expect(companyToday('Asia/Ho_Chi_Minh', new Date('2025-01-01T18:30:00Z'))).toBe('2025-01-02');
    expect(companyToday('UTC', new Date('2025-01-01T18:30:00Z'))).toBe('2025-01-01');
  });
});

describe('department work plans', () => {
  it('creates a plan from a YYYY/MM/DD date and answers YYYY-MM-DD with the shift and people', async () => {
    const date = dayFrom(1);
    const created = await manager().post(
      plans(),
      plan(slashed(date), [anna.id, binh.id, anna.id], { shift_id: org.shifts.night }),
    );
    const item = workingPlanItem.parse(created.ok());
    expect(item).toMatchObject({
      date,
      shift_id: org.shifts.night,
      shift_info: { id: org.shifts.night, name: 'Night', working_time: '22:00 - 06:00' },
      number_of_users: 2,
      can_edit: true,
      version: 1,
    });
    expect(item.user_ids.sort()).toEqual([anna.id, binh.id].sort());

    const list = (await leader().get<Page>(`${plans()}?from=${slashed(date)}&to=${date}`)).ok();
    expect(list).toMatchObject({ total: 1, current_page: 1, per_page: 20 });
    expect(list.items[0]!.id).toBe(item.id);
    expect((await leader().get<Page>(`${plans()}?from=${dayFrom(2)}`)).data.total).toBe(0);
  });

  it('refuses a plan without date, shift or people with localized messages', async () => {
    const response = await manager().in('ja').post(plans(), { date: '', user_ids: [] });
    expect(response.refused(400).errors).toEqual({
      date: ['日付が入力されていません'],
      shift_id: ['シフトが入力されていません'],
      user_ids: ['社員を1人以上選択してください'],
    });
    const impossible = await manager().post(plans(), plan('2030/02/30', [anna.id]));
    expect(impossible.refused(400).errors.date).toEqual(['Date must be a date like 2025/01/31']);
  });

  it("refuses a shift that is not the department's, people of another department, and past dates", async () => {
    const ictDay = await hr()
      .in('vi')
      .post(plans(org.departments.ict), plan(dayFrom(3), [outsider.id], { shift_id: org.shifts.night }));
    expect(ictDay.refused(422).errors.shift_id).toEqual(['Ca này không thuộc các nhóm ca của phòng ban']);

    const foreign = await manager().post(plans(), plan(dayFrom(3), [anna.id, outsider.id]));
    expect(foreign.refused(422).body).toMatchObject({
      code: 'plan_users_not_in_department',
      message: '1 of the chosen people is not in this department or no longer active.',
    });

    const gone = await t.createPerson({
      role_id: ROLES.EMPLOYEE,
      department_id: org.departments.production,
      deleted_at: new Date(),
    });
    expect((await manager().post(plans(), plan(dayFrom(3), [gone.id]))).code).toBe('plan_users_not_in_department');

    const past = await manager()
      .in('ja')
      .post(plans(), plan(dayFrom(-1), [anna.id]));
    expect(past.refused(422).errors.date).toEqual(['過去の日付です。計画は本日以降の日付で作成してください']);
    expect(
      await t.db
        .select()
        .from(departmentWorkingPlans)
        .where(eq(departmentWorkingPlans.date, dayFrom(3))),
    ).toEqual([]);
  });

  it('refuses a second plan of the same shift and date, and a person planned twice on one date', async () => {
    const date = dayFrom(4);
    (await manager().post(plans(), plan(date, [anna.id]))).ok();
    (await manager().post(plans(), plan(date, [binh.id]))).refused(422, 'plan_exists');
    const twice = await manager().post(plans(), plan(date, [anna.id, chi.id], { shift_id: org.shifts.night }));
    expect(twice.refused(422).body).toMatchObject({
      code: 'plan_users_busy',
      message: 'Already in another plan on this date: Anna Nguyen',
    });
  });

  it('lets managers plan only their own department; leaders not at all', async () => {
    const payload = plan(dayFrom(5), [anna.id]);
    (await otherManager.post(plans(), payload)).refused(403, 'forbidden');
    (await leader().post(plans(), payload)).refused(403);
    expect(
      await t.db.select().from(departmentWorkingPlans).where(eq(departmentWorkingPlans.date, payload.date)),
    ).toEqual([]);

    const id = (await manager().post<Created>(plans(), payload)).ok().id;
    (await otherManager.put(`${plans()}/${id}`, { ...payload, user_ids: [binh.id], version: 1 })).refused(403);
    (await otherManager.delete(`${plans()}/${id}`)).refused(403);
    const listed = await hr().get<Page>(`${plans()}?from=${payload.date}&to=${payload.date}`);
    expect(listed.data.items[0]!.user_ids).toEqual([anna.id]);
  });

  it('updates with the version it started from and refuses a stale edit with 409, losing nothing', async () => {
    const date = dayFrom(6);
    const id = (await manager().post<Created>(plans(), plan(date, [anna.id]))).ok().id;
    const first = await hr().put(`${plans()}/${id}`, {
      ...plan(slashed(date), [binh.id, chi.id], { shift_id: org.shifts.night }),
      version: 1,
    });
    expect(first.ok()).toMatchObject({ shift_id: org.shifts.night, number_of_users: 2, version: 2 });

    (await manager().put(`${plans()}/${id}`, { ...plan(date, [anna.id]), version: 1 })).refused(409, 'stale_version');
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
    const [past] = await t.db
      .insert(departmentWorkingPlans)
      .values({ department_id: org.departments.production, date: yesterday, shift_id: org.shifts.day })
      .returning();
    await t.db.insert(departmentWorkingPlanUsers).values({ plan_id: past!.id, user_id: chi.id });

    const list = await leader().get<Page>(`${plans()}?from=${yesterday}&to=${yesterday}`);
    expect(list.data.items).toEqual([expect.objectContaining({ id: past!.id, can_edit: false, user_ids: [chi.id] })]);

    const edit = await hr()
      .in('vi')
      .put(`${plans()}/${past!.id}`, { ...plan(dayFrom(7), [anna.id]), version: 1 });
    expect(edit.refused(422).body).toMatchObject({
      code: 'plan_is_history',
      message: 'Ngày của kế hoạch làm việc này đã qua: kế hoạch được lưu làm lịch sử và không thể thay đổi.',
    });
    (await hr().delete(`${plans()}/${past!.id}`)).refused(422);
    const [row] = await t.db.select().from(departmentWorkingPlans).where(eq(departmentWorkingPlans.id, past!.id));
    expect(row).toMatchObject({ date: yesterday, version: 1 });
  });

  it("deletes today's plan, and answers 404 for a plan of another department or a missing one", async () => {
    const id = (await manager().post<Created>(plans(), plan(today, [binh.id]))).ok().id;
    (await hr().delete(`${plans(org.departments.ict)}/${id}`)).refused(404);
    (await hr().put(`${plans()}/999999`, { ...plan(today, [binh.id]), version: 1 })).refused(404);
    (await hr().get(plans(999999))).refused(404);
    (await manager().delete(`${plans()}/${id}`)).ok();
    expect(await t.db.select().from(departmentWorkingPlans).where(eq(departmentWorkingPlans.id, id))).toEqual([]);
    expect(
      await t.db.select().from(departmentWorkingPlanUsers).where(eq(departmentWorkingPlanUsers.plan_id, id)),
    ).toEqual([]);
  });
});
