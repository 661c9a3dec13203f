import { formatApiMonth, ROLES, translate } from '@hr/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payrollOrderRecipients, payrollOrders, staffPayConfigs } from '../../db/schema/index';
import { orderBody, orderComponentBody, uniqueOrderMonth } from '../../test/factories/payroll-order';
import { createTestApp, type Organisation, type Person, type TestApp } from '../../test/harness';
import { payrollDataApi } from './payroll-data.api';
import { lockedPayrollMonth } from '../../test/factories/payroll';

let t: TestApp;
let org: Organisation;
/** Production: a man (employee), a woman (leader), a resigned man; HR: a woman (employee). */
let man: Person;
let woman: Person;
let resigned: Person;
let hrWoman: Person;
/** A person whose gender is not recorded (0): matched by neither sex condition. */
let unknown: Person;
/** A kiosk account in production: a tablet, never a recipient. */
let kiosk: Person;
/** An account in production without a staff record (the administrator's kind): payroll never pays it. */
let noRecord: Person;
/** A man in production whose employment ended before the orders' months: payroll no longer pays him. */
let left: Person;
beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  const production = org.departments.production;
  man = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: production, gender: 1, staff_record: true });
  woman = await t.createPerson({ role_id: ROLES.LEADER, department_id: production, gender: 2, staff_record: true });
  unknown = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: production, gender: 0, staff_record: true });
  resigned = await t.createPerson({
    role_id: ROLES.EMPLOYEE,
    department_id: production,
    gender: 1,
    status: 5,
    staff_record: true,
  });
  hrWoman = await t.createPerson({
    role_id: ROLES.EMPLOYEE,
    department_id: org.departments.hr,
    gender: 2,
    staff_record: true,
  });
  kiosk = await t.createPerson({ role_id: ROLES.KIOSK, department_id: production, gender: 1, staff_record: true });
  noRecord = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: production, gender: 1 });
  left = await t.createPerson({
    role_id: ROLES.EMPLOYEE,
    department_id: production,
    gender: 1,
    staff_record: { official_start_date: '2020-01-01', termination_date: '2021-06-30' },
  });
});
afterAll(() => t?.close());

const hr = () => t.as(ROLES.HR);
type Entry = { id: number; order_id: number; value?: number; user: { id: number; alias_id: string } };
type Page = { total: number; items: Entry[] };

async function component(kind: 'bonus' | 'deduction', overrides: Record<string, unknown> = {}) {
  return (await hr().post<{ id: number }>('/api/salary_component', orderComponentBody(kind, overrides))).ok().id;
}
const entriesOf = async (orderId: number) =>
  t.db.select().from(payrollOrderRecipients).where(eq(payrollOrderRecipients.order_id, orderId));
/** A fixed amount or a formula takes no value (the factory's body carries one for flexible components). */
const noValue = { value: null };
const countRows = async () => Number((await t.db.select({ n: sql`count(*)` }).from(payrollOrderRecipients))[0]!.n);

describe('bonus and deduction orders', () => {
  it('gives a flexible bonus to picked people, lists and shows each entry with its value, audited', async () => {
    const id = await component('bonus');
    const body = orderBody(id, [man.id, woman.id], { value: 750_000, note: 'Tết' });
    const created = (await hr().post<{ id: number; recipients: number }>('/api/management-bonus', body)).ok();
    expect(created.recipients).toBe(2);
    expect(await t.auditActions('payroll_order', created.id)).toEqual(['create']);

    const page = (await hr().get<Page>(`/api/management-bonus/search?date=${body.date}`)).ok();
    expect(page.total).toBe(2);
    expect(page.items.map((e) => [e.user.id, e.value]).sort()).toEqual(
      [
        [man.id, 750_000],
        [woman.id, 750_000],
      ].sort(),
    );
    const detail = (await hr().get<Entry & { note: string }>(`/api/management-bonus/detail/${page.items[0]!.id}`)).ok();
    expect(detail).toMatchObject({ order_id: created.id, note: 'Tết', value: 750_000 });
    // A bonus entry is not a deduction entry.
    (await hr().get(`/api/management-deduction/detail/${page.items[0]!.id}`)).refused(404, 'not_found');
  });

  it('refuses a flexible order without value, without recipients, or of another kind, in the right language', async () => {
    const bonus = await component('bonus');
    const before = await countRows();
    const noValue = (
      await hr()
        .in('vi')
        .post('/api/management-bonus', orderBody(bonus, [man.id], { value: null }))
    ).refused(400, 'invalid_input');
    expect(noValue.errors.value).toEqual(['Vui lòng nhập giá trị: khoản này có số tiền linh hoạt']);
    const noPeople = (await hr().in('vi').post('/api/management-bonus', orderBody(bonus, []))).refused(
      422,
      'recipients_required',
    );
    expect(noPeople.errors.user_ids).toEqual(['Vui lòng chọn ít nhất một nhân viên']);
    const wrongKind = (await hr().post('/api/management-deduction', orderBody(bonus, [man.id]))).refused(
      422,
      'component_not_of_kind',
    );
    expect(wrongKind.message).toBe('This salary component is not a deduction component.');
    const deduction = await component('deduction');
    const jaKind = (
      await hr()
        .in('ja')
        .post('/api/management-bonus', orderBody(deduction, [man.id]))
    ).refused(422);
    expect(jaKind.message).toBe('この給与項目は賞与の項目ではありません。');
    const viKind = (
      await hr()
        .in('vi')
        .post('/api/management-bonus', orderBody(deduction, [man.id]))
    ).refused(422);
    expect(viKind.message).toBe('Khoản lương này không phải là khoản thưởng.');
    const negative = (await hr().post('/api/management-bonus', orderBody(bonus, [man.id], { value: -1 }))).refused(400);
    expect(negative.errors.value).toBeDefined();
    expect(await countRows()).toBe(before);
  });

  it('gives a fixed amount to everyone still working (entire company): its own amount, no other value', async () => {
    const id = await component('bonus', {
      application_method: 1,
      fix_money: 300_000,
      scope_of_application: 2,
      start_date: '2020-01-01',
      end_date: '2099-12-31',
    });
    const created = (await hr().post<{ id: number }>('/api/management-bonus', orderBody(id, [], noValue))).ok();
    const rows = await entriesOf(created.id);
    const people = rows.map((r) => r.user_id);
    expect(people).toEqual(expect.arrayContaining([man.id, woman.id, hrWoman.id]));
    expect(people).not.toContain(resigned.id);
    expect(people).not.toContain(kiosk.id);
    expect(new Set(rows.map((r) => r.amount))).toEqual(new Set([300_000]));
    // The value the screen shows (its own fixed amount) is taken as well, in another month.
    const same = (await hr().post<{ id: number }>('/api/management-bonus', orderBody(id, [], { value: 300_000 }))).ok();
    expect(new Set((await entriesOf(same.id)).map((r) => r.amount))).toEqual(new Set([300_000]));
  });

  it('refuses a value the component does not take (another fixed amount, any for a formula), nothing written', async () => {
    const fixed = await component('bonus', { application_method: 1, fix_money: 300_000 });
    const formula = await component('deduction', {
      application_method: 2,
      standard_amount: '1',
      coefficient: 0.5,
    });
    const before = await countRows();
    const orders = await t.db.select({ n: sql`count(*)` }).from(payrollOrders);
    const texts = {
      en: [
        'This component has a fixed amount: leave the value empty or send its own fixed amount',
        'This component computes the amount of each employee by its formula: leave the value empty',
      ],
      ja: [
        'この給与項目は固定金額のため、金額は空欄にするか項目の固定金額を指定してください',
        'この給与項目は計算式で社員ごとに金額を算出するため、金額は空欄にしてください',
      ],
      vi: [
        'Khoản này có số tiền cố định: hãy để trống giá trị hoặc nhập đúng số tiền cố định của khoản',
        'Khoản này tính số tiền của từng nhân viên theo công thức: hãy để trống giá trị',
      ],
    };
    for (const [lang, [fixedText, formulaText]] of Object.entries(texts)) {
      const other = (
        await hr()
          .in(lang as 'en')
          .post('/api/management-bonus', orderBody(fixed, [man.id], { value: 1 }))
      ).refused(400, 'invalid_input');
      expect(other.errors).toEqual({ value: [fixedText] });
      const typed = (
        await hr()
          .in(lang as 'en')
          .post('/api/management-deduction', orderBody(formula, [man.id], { value: 0 }))
      ).refused(400, 'invalid_input');
      expect(typed.errors).toEqual({ value: [formulaText] });
    }
    expect(await countRows()).toBe(before);
    expect(await t.db.select({ n: sql`count(*)` }).from(payrollOrders)).toEqual(orders);
  });

  it('never gives an order to a kiosk account: picked is refused, lists leave it out', async () => {
    const id = await component('deduction');
    const before = await countRows();
    (await hr().post('/api/management-deduction', orderBody(id, [kiosk.id]))).refused(422, 'no_recipients_deduction');
    expect(await countRows()).toBe(before);
    const list = (
      await hr().get<{ items: { id: number }[] }>(
        `/api/user/management-bonus/list?department_id=${org.departments.production}`,
      )
    ).ok();
    expect(list.items.map((p) => p.id)).toContain(man.id);
    expect(list.items.map((p) => p.id)).not.toContain(kiosk.id);
  });

  it('gives no order, of any scope, to people payroll does not pay: no staff record, employment ended', async () => {
    const production = org.departments.production;
    const list = async (query: string) =>
      (await hr().get<{ items: { id: number }[] }>(`/api/user/management-bonus/list?${query}`))
        .ok()
        .items.map((p) => p.id);
    for (const query of ['', `department_id=${production}`, `position_id=${ROLES.EMPLOYEE}`, 'gender=1']) {
      const ids = await list(query);
      expect(ids).toContain(man.id);
      expect(ids).not.toContain(noRecord.id);
      expect(ids).not.toContain(left.id);
    }
    const fixed = { application_method: 1, fix_money: 100_000, start_date: '2020-01-01', end_date: '2099-12-31' };
    const everyone = await component('bonus', { ...fixed, scope_of_application: 2 });
    const byDepartment = await component('bonus', {
      ...fixed,
      scope_of_application: 3,
      is_department: 1,
      department_id: org.departments.production,
    });
    const picked = await component('bonus');
    const whole = (await hr().post<{ id: number }>('/api/management-bonus', orderBody(everyone, [], noValue))).ok();
    const department = (
      await hr().post<{ id: number }>(
        '/api/management-bonus',
        orderBody(byDepartment, [], { ...noValue, is_department: 1, department_id: [production] }),
      )
    ).ok();
    for (const order of [whole, department]) {
      const people = (await entriesOf(order.id)).map((r) => r.user_id);
      expect(people).toContain(man.id);
      expect(people).not.toContain(noRecord.id);
      expect(people).not.toContain(left.id);
    }
    const before = await countRows();
    (await hr().post('/api/management-bonus', orderBody(picked, [noRecord.id]))).refused(422, 'no_recipients_bonus');
    (await hr().post('/api/management-bonus', orderBody(picked, [man.id, left.id]))).refused(422, 'invalid_input');
    expect(await countRows()).toBe(before);
    // An order dated in the last month of his employment still reaches him: that month's payroll pays him.
    const last = (
      await hr().post<{ recipients: number }>(
        '/api/management-bonus',
        orderBody(picked, [left.id], { date: '2021-06-20' }),
      )
    ).ok();
    expect(last.recipients).toBe(1);
  });

  it('resolves specific conditions: department, position, gender and combined; none matching is refused', async () => {
    const id = await component('deduction', {
      scope_of_application: 3,
      is_sex: 1,
      sex: 0,
      start_date: '2020-01-01',
      end_date: '2099-12-31',
    });
    const production = org.departments.production;
    const recipients = async (query: string) =>
      (await hr().get<{ items: { id: number }[] }>(`/api/user/management-bonus/list?${query}`))
        .ok()
        .items.map((p) => p.id);
    expect(await recipients(`department_id=${production}&gender=0`)).toEqual([woman.id]);
    expect(await recipients(`position_id=${ROLES.LEADER}`)).toContain(woman.id);
    expect(await recipients(`department_id=${production}`)).not.toContain(resigned.id);
    expect(await recipients('gender=0')).toEqual(expect.arrayContaining([woman.id, hrWoman.id]));
    // The condition's 0 is female (spec 002), a person's 0 is unknown (spec 000): the unknown matches neither.
    expect(await recipients('gender=0')).not.toContain(unknown.id);
    expect(await recipients('gender=1')).not.toContain(unknown.id);
    expect(await recipients('gender=1')).toContain(man.id);

    const byDepartmentAndSex = { is_department: 1, department_id: [production], is_sex: 1, sex: 0 };
    const order = (
      await hr().post<{ id: number }>('/api/management-deduction', orderBody(id, [], byDepartmentAndSex))
    ).ok();
    expect((await entriesOf(order.id)).map((r) => r.user_id)).toEqual([woman.id]);
    const byPosition = { is_position: 1, position_id: [ROLES.EMPLOYEE], is_sex: 1, sex: 0 };
    const second = (await hr().post<{ id: number }>('/api/management-deduction', orderBody(id, [], byPosition))).ok();
    expect((await entriesOf(second.id)).map((r) => r.user_id)).toContain(hrWoman.id);

    const nobody = { is_department: 1, department_id: [org.departments.ict], is_sex: 1, sex: 1 };
    const texts = {
      vi: 'Không có nhân viên nào phù hợp để áp dụng khấu trừ.',
      en: 'No employee matches: the deduction cannot be applied.',
      ja: '該当する社員がいないため、控除を適用できません。',
    };
    for (const [lang, text] of Object.entries(texts)) {
      const refused = (
        await hr()
          .in(lang as 'en')
          .post('/api/management-deduction', orderBody(id, [], nobody))
      ).refused(422, 'no_recipients_deduction');
      expect(refused.message).toBe(text);
    }
    const bonus = await component('bonus', {
      scope_of_application: 3,
      is_sex: 1,
      sex: 1,
      start_date: '2020-01-01',
      end_date: '2099-12-31',
    });
    const noBonus = (
      await hr()
        .in('vi')
        .post('/api/management-bonus', orderBody(bonus, [], nobody))
    ).refused(422);
    expect(noBonus.message).toBe('Không có nhân viên nào phù hợp để áp dụng thưởng.');
    const unchecked = (await hr().post('/api/management-bonus', orderBody(bonus, [], { is_department: 1 }))).refused(
      400,
      'invalid_input',
    );
    expect(Object.keys(unchecked.errors)).toEqual(['department_id']);
  });

  it('computes a formula per person from the basic salary on the date, refusing people without one', async () => {
    const id = await component('bonus', {
      application_method: 2,
      apply_by_formula: 'month',
      standard_amount: '1',
      coefficient: 0.5,
    });
    const body = orderBody(id, [man.id], noValue);
    const missing = (await hr().post('/api/management-bonus', body)).refused(422, 'no_base_salary');
    expect(missing.message).toContain(man.alias_id);
    await t.db
      .insert(staffPayConfigs)
      .values({ user_id: man.id, effective_date: '2000-01-01', basic_salary: 10_000_001 });
    const order = (await hr().post<{ id: number }>('/api/management-bonus', body)).ok();
    expect((await entriesOf(order.id)).map((r) => r.amount)).toEqual([5_000_001]);
  });

  it('refuses a second entry of a component for a person in one month (has_user_id_exits), nothing written', async () => {
    const id = await component('bonus');
    const month = uniqueOrderMonth();
    (await hr().post('/api/management-bonus', orderBody(id, [man.id], { date: month }))).ok();
    const before = await countRows();
    const again = (
      await hr()
        .in('vi')
        .post('/api/management-bonus', orderBody(id, [woman.id, man.id], { date: month.replace(/01$/, '28') }))
    ).refused(422, 'has_user_id_exits');
    expect(again.message).toContain('đã có khoản này');
    expect(await countRows()).toBe(before);
    // Another month is another pay month.
    (await hr().post('/api/management-bonus', orderBody(id, [man.id]))).ok();
  });

  it('deletes entries one call each (the order with its last one), reports a missing one, audited', async () => {
    const id = await component('deduction');
    const order = (
      await hr().post<{ id: number }>('/api/management-deduction', orderBody(id, [man.id, woman.id]))
    ).ok();
    const [first, second] = await entriesOf(order.id);
    (await hr().delete(`/api/management-deduction/delete/${first!.id}`)).ok();
    expect(await t.db.select().from(payrollOrders).where(eq(payrollOrders.id, order.id))).toHaveLength(1);
    (await hr().delete(`/api/management-deduction/delete/${first!.id}`)).refused(404, 'not_found');
    (await hr().delete(`/api/management-deduction/delete/${second!.id}`)).ok();
    expect(await t.db.select().from(payrollOrders).where(eq(payrollOrders.id, order.id))).toEqual([]);
    expect(await t.auditActions('payroll_order_entry', second!.id)).toEqual(['delete']);
  });

  it("keeps what the entries' keys did on delete (migration 0035): an order takes its entries, a person with entries stays", async () => {
    const id = await component('bonus');
    const person = await t.createPerson({
      role_id: ROLES.EMPLOYEE,
      department_id: org.departments.hr,
      staff_record: true,
    });
    const order = (await hr().post<{ id: number }>('/api/management-bonus', orderBody(id, [person.id, woman.id]))).ok();
    // A person with order entries cannot be deleted (restrict_violation, answered 409 `referenced`).
    const refused = await t.pool
      .query('delete from users where id = $1', [person.id])
      .catch((e: { code: string }) => e);
    expect((refused as { code?: string }).code).toBe('23001');
    // An order deleted by hand takes its entries with it: no entry points at an order that is gone.
    await t.pool.query('delete from payroll_orders where id = $1', [order.id]);
    expect(await entriesOf(order.id)).toEqual([]);
  });

  it('refuses creating and deleting in a payroll-locked month, in three languages', async () => {
    const id = await component('bonus');
    // A past month (a month not ended cannot be locked), unlike the far future months of the other orders.
    const month = '2025-06-01';
    const order = (
      await hr().post<{ id: number }>('/api/management-bonus', orderBody(id, [man.id], { date: month }))
    ).ok();
    await lockedPayrollMonth(hr(), month.slice(0, 7));
    const create = (
      await hr()
        .in('ja')
        .post('/api/management-bonus', orderBody(id, [woman.id], { date: month }))
    ).refused(422, 'payroll_month_locked');
    expect(create.message).toBe(translate('ja', 'errors.payroll_month_locked', { month: formatApiMonth(month) }));
    const [entry] = await entriesOf(order.id);
    (await hr().delete(`/api/management-bonus/delete/${entry!.id}`)).refused(422, 'payroll_month_locked');
    expect(await entriesOf(order.id)).toHaveLength(1);
  });

  it('checks the filters: staff code alphanumeric, name letters, value integer', async () => {
    const bad = (await hr().in('vi').get('/api/management-bonus/search?alias_id=a-b&full_name=x1&value=1.5')).refused(
      400,
    );
    expect(Object.keys(bad.errors).sort()).toEqual(['alias_id', 'full_name', 'value']);
    const page = (await hr().get<Page>(`/api/management-bonus/search?value=750000`)).ok();
    expect(page.items.every((e) => e.value === 750_000)).toBe(true);
  });

  it('filters by value: orders of that amount whole, a formula’s matching entries, in list order and paged', async () => {
    const people = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: org.departments.hr, staff_record: true }),
      ),
    );
    const ids = people.map((p) => p.id);
    const value = 123_457;
    const tag = `Value ${Date.now()}`;
    const named = (name: string, overrides: Record<string, unknown> = {}) =>
      component('bonus', { salary_component_name_vie: `${tag} ${name}`, ...overrides });
    const create = async (componentId: number, userIds: number[], overrides: Record<string, unknown> = {}) =>
      (await hr().post<{ id: number }>('/api/management-bonus', orderBody(componentId, userIds, overrides))).ok().id;
    // A formula over different salaries: three of five get the value.
    await t.db
      .insert(staffPayConfigs)
      .values(
        ids
          .slice(0, 5)
          .map((id, i) => ({ user_id: id, effective_date: '2000-01-01', basic_salary: value + (i < 3 ? 0 : i) })),
      );
    const formula = await create(
      await named('formula', { application_method: 2, standard_amount: '1', coefficient: 1 }),
      ids.slice(0, 5),
      noValue,
    );
    const flexible = await create(await named('flexible'), ids, { value });
    await create(await named('other'), ids, { value: value + 1 });
    const fixed = await create(await named('fixed', { application_method: 1, fix_money: value }), ids, noValue);
    // One entry deleted in the middle of the flexible order; the fixed one as an order written before orders kept
    // their amount (null: its entries are searched).
    const flexibleIds = (await entriesOf(flexible)).map((r) => r.id).sort((a, b) => a - b);
    (await hr().delete(`/api/management-bonus/delete/${flexibleIds[4]}`)).ok();
    await t.db.update(payrollOrders).set({ amount: null }).where(eq(payrollOrders.id, fixed));
    const stored = await t.db.select().from(payrollOrders).where(eq(payrollOrders.id, formula));
    expect(stored[0]!.amount).toBeNull();

    const expected = async (orderIds?: number[]) =>
      (
        await t.db
          .select({ id: payrollOrderRecipients.id })
          .from(payrollOrderRecipients)
          .where(
            sql`${payrollOrderRecipients.kind} = 'bonus' and ${payrollOrderRecipients.amount} = ${value}
              ${orderIds ? sql`and ${payrollOrderRecipients.order_id} in ${orderIds}` : sql``}`,
          )
          .orderBy(sql`${payrollOrderRecipients.order_id} desc, ${payrollOrderRecipients.id} desc`)
      ).map((r) => r.id);
    const listed = async (query: string) => {
      const first = (await hr().get<Page>(`/api/management-bonus/search?${query}`)).ok();
      const second = (await hr().get<Page>(`/api/management-bonus/search?${query}&page=2`)).ok();
      expect(first.items.every((e) => e.value === value)).toBe(true);
      return { total: first.total, ids: [...first.items, ...second.items].map((e) => e.id) };
    };
    const mine = await listed(`value=${value}&bonus_name=${encodeURIComponent(tag)}`);
    expect(mine.total).toBe(3 + 11 + 12);
    expect(mine.ids).toEqual(await expected([formula, flexible, fixed]));
    const all = await listed(`value=${value}`);
    expect(all.total).toBe((await expected()).length);
    expect(all.ids).toEqual((await expected()).slice(0, 40));
  });

  it('lets only holders of the flags in: managers and employees are refused', async () => {
    (await t.as(ROLES.MANAGER).get('/api/management-bonus/search')).refused(403, 'forbidden');
    (await t.as(ROLES.EMPLOYEE).post('/api/management-deduction', {})).refused(403, 'forbidden');
    (await t.as(ROLES.DIRECTOR).get('/api/user/management-bonus/list')).refused(403, 'forbidden');
  });

  it('answers payroll its month with the treatment copied at creation, not changed by later settings', async () => {
    const id = await component('bonus', { tax_calculation: 2, tax_free_amount: 100_000 });
    const month = uniqueOrderMonth();
    const order = (
      await hr().post<{ id: number }>('/api/management-bonus', orderBody(id, [hrWoman.id], { date: month, value: 0 }))
    ).ok();
    const second = (
      await hr().post<{ id: number }>(
        '/api/management-bonus',
        orderBody(await component('bonus'), [hrWoman.id], { date: month.replace(/01$/, '20'), value: 42 }),
      )
    ).ok();
    await t.db.execute(sql`update salary_components set tax_calculation = 1, tax_free_amount = null where id = ${id}`);

    const rows = await payrollDataApi(t.db).ordersOfMonth(month, [hrWoman.id, man.id]);
    // The 0 VND entry changes no pay and is left out.
    expect(rows).toEqual([
      expect.objectContaining({
        order_id: second.id,
        kind: 'bonus',
        user_id: hrWoman.id,
        date: month.replace(/01$/, '20'),
        amount: 42,
        tax_calculation: 1,
      }),
    ]);
    expect(order.id).toBeGreaterThan(0);
    const all = await payrollDataApi(t.db).ordersOfMonth(month);
    expect(all).toHaveLength(1);
    const zero = await entriesOf(order.id);
    expect(zero.map((r) => r.amount)).toEqual([0]);
    const copied = await t.db.select().from(payrollOrders).where(eq(payrollOrders.id, order.id));
    expect(copied[0]).toMatchObject({ tax_calculation: 2, tax_free_amount: 100_000 });
    expect(await payrollDataApi(t.db).ordersOfMonth(month, [])).toEqual([]);
  });

  it('pages 20 at a time through several orders in order, newest order first, also after an entry was deleted', async () => {
    const people = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: org.departments.hr, staff_record: true }),
      ),
    );
    const ids = people.map((p) => p.id);
    const tag = `Paging ${Date.now()}`;
    const first = await component('bonus', { salary_component_name_vie: `${tag} one` });
    const second = await component('bonus', { salary_component_name_vie: `${tag} two` });
    const older = (await hr().post<{ id: number }>('/api/management-bonus', orderBody(first, ids))).ok();
    const newer = (await hr().post<{ id: number }>('/api/management-bonus', orderBody(second, ids))).ok();
    // The newer order loses one entry in its middle: its ids are no longer one unbroken range.
    const thinned = (await entriesOf(newer.id)).map((r) => r.id).sort((a, b) => a - b);
    (await hr().delete(`/api/management-bonus/delete/${thinned[5]}`)).ok();

    const pageOf = async (n: number) =>
      (await hr().get<Page>(`/api/management-bonus/search?bonus_name=${encodeURIComponent(tag)}&page=${n}`)).ok();
    const [one, two] = [await pageOf(1), await pageOf(2)];
    expect([one.total, one.items.length, two.items.length]).toEqual([23, 20, 3]);
    const expected = [
      ...(await entriesOf(newer.id)).map((r) => r.id).sort((a, b) => b - a),
      ...(await entriesOf(older.id)).map((r) => r.id).sort((a, b) => b - a),
    ];
    expect([...one.items, ...two.items].map((e) => e.id)).toEqual(expected);
  });
});
