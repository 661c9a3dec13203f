import { companyToday, ROLES } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../bootstrap';
import { createTestApp, type TestApp } from '../../test/harness';
import { staffApi } from './staff.api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  await t.app.ready();
  await bootstrap(t.db, t.config, () => undefined, 'http://localhost/login');
});
afterAll(() => t?.close());

const count = async (sql: string) => Number((await t.pool.query(sql)).rows[0].n);

describe('staff demo data', () => {
  it('gives every demo person a record, pay (some raised this year), insurance and tax, and work histories', async () => {
    // The administrator account is made by the start-up after the demo data: the demo people are the others.
    const people = await count(
      `select count(*) n from users where deleted_at is null and lower(username) <> lower('${t.config.ADMIN_USERNAME}')`,
    );
    expect(people).toBeGreaterThan(40);
    expect(await count('select count(*) n from staff_records')).toBe(people);
    expect(await count('select count(distinct user_id) n from staff_tax_profiles')).toBe(people);
    expect(await count('select count(distinct user_id) n from staff_work_histories')).toBe(people);
    const year = companyToday().slice(0, 4);
    expect(
      await count(`select count(*) n from staff_pay_configs where effective_date = '${year}-01-01'`),
    ).toBeGreaterThan(5);
    expect(await count('select count(*) n from staff_tax_profiles where union_member')).toBeGreaterThan(2);
    expect(await count('select count(*) n from staff_dependents')).toBeGreaterThan(5);
    // Working statuses: mostly official, a few others; written by the system (no creator).
    expect(await count('select count(*) n from users where status = 2')).toBeGreaterThan(people / 2);
    expect(await count('select count(distinct status) n from users')).toBeGreaterThan(2);
    expect(await count('select count(*) n from staff_pay_configs where created_by is not null')).toBe(0);
    expect(await count("select count(*) n from staff_pay_allowances where allowances_code = 'meal'")).toBeGreaterThan(
      40,
    );

    // A raised person reads last year's salary before the change and the new one after it.
    const { rows } = await t.pool.query(
      `select user_id from staff_pay_configs where effective_date = '${year}-01-01' order by user_id limit 1`,
    );
    const api = staffApi(t.db);
    const before = await api.payInForce(rows[0].user_id, `${Number(year) - 1}-12-31`);
    const after = await api.payInForce(rows[0].user_id, `${year}-01-01`);
    expect(after!.basic_salary).toBeGreaterThan(before!.basic_salary);

    // HR reads a demo person's whole record through the API.
    const hrRecord = (await t.as(ROLES.HR).get<{ has_staff_record: boolean }>(`/api/users/${rows[0].user_id}`)).ok();
    expect(hrRecord.has_staff_record).toBe(true);
  });
});
