import { companyToday, formatApiMonth, ROLES, translate } from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffPayConfigs, staffRecords, staffTaxProfiles, users } from '../../db/schema/index';
import { staffBaseBody, staffBody } from '../../test/factories/staff';
import { createTestApp, type Organisation, type TestApp } from '../../test/harness';
import { lockedPayrollMonth } from '../../test/factories/payroll';

/** Pay records a payroll-locked month read are refused (docs/spec-decisions.md "Payroll: the lock"). */
let t: TestApp;
let org: Organisation;
const LOCKED = '2026-09';
const hr = () => t.as(ROLES.HR);

beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  // Locked the way HR locks a month: the payroll's lock route.
  await lockedPayrollMonth(hr(), LOCKED);
});
afterAll(() => t?.close());

async function created(overrides: Parameters<typeof staffBody>[1] = {}) {
  const body = staffBody({ department_id: org.departments.production }, overrides);
  return { body, record: (await hr().post<{ id: number; version: number }>('/api/users', body)).ok() };
}
const versionOf = async (id: number) => (await hr().get<{ version: number }>(`/api/users/${id}`)).ok().version;
const payRows = (id: number) => t.db.select().from(staffPayConfigs).where(eq(staffPayConfigs.user_id, id));
const taxRows = (id: number) => t.db.select().from(staffTaxProfiles).where(eq(staffTaxProfiles.user_id, id));

describe('pay records of a payroll-locked month', () => {
  it('refuses moving an employment date into or out of the locked month (its payroll counted the days)', async () => {
    const { body, record } = await created({ official_start_date: '2026-01-05' });
    const base = async (overrides: Record<string, unknown>, lang: 'en' | 'ja' | 'vi' = 'en') =>
      hr()
        .in(lang)
        .put(`/api/user/information/base/${record.id}`, staffBaseBody(body, await versionOf(record.id), overrides));
    const dates = async () =>
      (await t.db.select().from(staffRecords).where(eq(staffRecords.user_id, record.id)))[0]?.termination_date ?? null;
    const into = (await base({ termination_date: '2026-09-15', status: 6 }, 'vi')).refused(422, 'payroll_month_locked');
    expect(into.message).toBe(translate('vi', 'errors.payroll_month_locked', { month: formatApiMonth(LOCKED) }));
    expect(await dates()).toBeNull();
    // After the locked month: saved; then moving it back into the locked month, or out of it, is refused.
    (await base({ termination_date: '2026-10-15', status: 6 })).ok();
    (await base({ termination_date: '2026-09-30', status: 6 })).refused(422, 'payroll_month_locked');
    expect(await dates()).toBe('2026-10-15');
    // A start date moved into the locked month, likewise.
    (await base({ official_start_date: '2026-09-01', termination_date: '2026-10-15', status: 6 })).refused(
      422,
      'payroll_month_locked',
    );
    // Other fields of the tab still save with the dates as they are.
    (await base({ termination_date: '2026-10-15', status: 6, address: 'Hà Nội' })).ok();
  });

  it('refuses a pay configuration (with its allowances) in force in the locked month, appending nothing', async () => {
    const { record } = await created();
    const save = async (effective_date: string, lang: 'en' | 'ja' | 'vi' = 'en') =>
      hr()
        .in(lang)
        .put(`/api/user/information/salary_config/${record.id}`, {
          pay_config: { effective_date, basic_salary: 15_000_000, salary_rate: 100 },
          allowances: [{ allowances_code: 'meal', quantity: 600_000 }],
          version: await versionOf(record.id),
        });
    // Dated inside the locked month.
    const inside = (await save('2026-09-15', 'ja')).refused(422, 'payroll_month_locked');
    expect(inside.message).toBe(translate('ja', 'errors.payroll_month_locked', { month: formatApiMonth(LOCKED) }));
    // Dated before it, with no later configuration: in force in the locked month too.
    const before = (await save('2026-08-01', 'vi')).refused(422, 'payroll_month_locked');
    expect(before.message).toBe(translate('vi', 'errors.payroll_month_locked', { month: formatApiMonth(LOCKED) }));
    expect(await payRows(record.id)).toHaveLength(1);
    expect(await t.auditActions('staff', record.id)).toEqual(['create']);
    // After it: the locked month keeps what it read.
    (await save('2026-10-01')).ok();
    expect(await payRows(record.id)).toHaveLength(2);
    // Now a configuration from August would be in force until October: still the locked September.
    (await save('2026-08-20')).refused(422, 'payroll_month_locked');
    expect(await payRows(record.id)).toHaveLength(2);
  });

  it('refuses an insurance and tax profile (with its dependants) in force in the locked month', async () => {
    const { record } = await created();
    const profile = (effective_date: string) => ({
      personal_income_tax: {
        effective_date,
        insurance_status: 1,
        insurance_number: `L${record.id}`,
        insurance_contribution_salary: 13_000_000,
        applicable_tax_type: 2,
        personal_deduction: 15_500_000,
        union_member: true,
        hazardous_work: 0,
        tax_resident: true,
      },
      dependents: [{ full_name: 'Nguyễn Minh Anh', relationship: 'Con gái', birth_date: '2018-04-02' }],
    });
    const refused = (
      await hr().put(`/api/user/information/income_tax/${record.id}`, {
        ...profile('2026-09-01'),
        version: await versionOf(record.id),
      })
    ).refused(422, 'payroll_month_locked');
    expect(refused.message).toBe(translate('en', 'errors.payroll_month_locked', { month: formatApiMonth(LOCKED) }));
    expect(await taxRows(record.id)).toHaveLength(1);
    (
      await hr().put(`/api/user/information/income_tax/${record.id}`, {
        ...profile('2026-10-01'),
        version: await versionOf(record.id),
      })
    ).ok();
    expect(await taxRows(record.id)).toHaveLength(2);
  });

  it('refuses a new person whose pay starts inside the locked month; nobody is created', async () => {
    const body = staffBody(
      { department_id: org.departments.production },
      {
        probation_start_date: '2026-09-07',
        official_start_date: '2026-11-07',
        pay_config: { effective_date: '2026-09-07', basic_salary: 10_000_000, salary_rate: 100 },
      },
    );
    (await hr().in('ja').post('/api/users', body)).refused(422, 'payroll_month_locked');
    expect(await t.db.select().from(users).where(eq(users.alias_id, body.alias_id.toLowerCase()))).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.alias_id, body.alias_id))).toEqual([]);
  });

  it("refuses the list's row edit of the basic salary (from today) while this month is locked", async () => {
    const { body, record } = await created();
    // The lock route refuses a month not ended; a lock of this month still arrives from a restored backup: stored.
    const month = companyToday().slice(0, 7);
    await t.pool.query('insert into payroll_locks (month) values ($1) on conflict do nothing', [`${month}-01`]);
    try {
      const edit = {
        form: 'staff',
        full_name: body.full_name,
        department_id: org.departments.production,
        role_id: ROLES.EMPLOYEE,
        gender: 1,
        basic_salary: 13_000_000,
        phone_number: body.phone_number,
        version: record.version,
      };
      (await hr().put(`/api/users/${record.id}`, edit)).refused(422, 'payroll_month_locked');
      expect(await payRows(record.id)).toHaveLength(1);
      (await hr().delete(`/api/payroll/locks/${month}`)).ok();
      (await hr().put(`/api/users/${record.id}`, edit)).ok();
      expect(await payRows(record.id)).toHaveLength(2);
    } finally {
      await hr().delete(`/api/payroll/locks/${month}`);
    }
  });
});
