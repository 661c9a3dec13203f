import { ALLOWANCE_COMPONENT_NAMES, type JobStarted, type PayrollPerson, ROLES } from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salaryComponents } from '../../db/schema/index';
import { staffBody } from '../../test/factories/staff';
import { createTestApp, type Organisation, type TestApp } from '../../test/harness';
import { waitForJob } from '../../test/jobs';

/**
 * A salary component's scope (department, position, sex) decides who is paid the staff allowances of its code; the
 * code links them (the component's `code` column), whatever the component is named.
 */
let t: TestApp;
let org: Organisation;
const MONTH = '2026-10';
const hr = () => t.as(ROLES.HR);

beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
});
afterAll(() => t?.close());

/** A person with a basic salary of 12,000,000 and a phone allowance of 400,000 a month on their record. */
async function person(departmentId: number, gender: 1 | 2) {
  const body = staffBody(
    { department_id: departmentId },
    { gender, allowances: [{ allowances_code: 'phone', quantity: 400_000 }] },
  );
  return (await hr().post<{ id: number }>('/api/users', body)).ok().id;
}

async function grossOf(ids: number[]) {
  const started = (await hr().post<JobStarted>('/api/payroll/runs', { month: MONTH })).ok(202);
  await waitForJob(hr(), started.job_id, 30_000);
  const out = new Map<number, number>();
  for (const id of ids)
    out.set(id, (await hr().get<PayrollPerson>(`/api/payroll/people/${id}?month=${MONTH}`)).ok().gross);
  return out;
}

describe('allowances under their component scope', () => {
  it('pays a scoped allowance only to the people its department and sex conditions take', async () => {
    const production = org.departments.production;
    const [man, woman, office] = [
      await person(production, 1),
      await person(production, 2),
      await person(org.departments.hr, 2),
    ];
    // Entire company first: all three get the 400,000 beside the 12,000,000 (a month without attendance is paid by
    // the schedule).
    let gross = await grossOf([man, woman, office]);
    expect([gross.get(man), gross.get(woman), gross.get(office)]).toEqual([12_400_000, 12_400_000, 12_400_000]);

    // The phone component for production's women only (sex 0 is female in the component's coding).
    await t.db
      .update(salaryComponents)
      .set({ scope_of_application: 3, is_department: 1, department_id: production, is_sex: 1, sex: 0 })
      .where(eq(salaryComponents.salary_component_name_vie, ALLOWANCE_COMPONENT_NAMES.phone));
    gross = await grossOf([man, woman, office]);
    expect([gross.get(man), gross.get(woman), gross.get(office)]).toEqual([12_000_000, 12_400_000, 12_000_000]);

    // The company renames the component: the allowances of code 'phone' still follow it (linked by its code, not
    // by the seeded name), so its scope still holds.
    await t.db
      .update(salaryComponents)
      .set({ salary_component_name_vie: 'Hỗ trợ điện thoại di động' })
      .where(eq(salaryComponents.code, 'phone'));
    gross = await grossOf([man, woman, office]);
    expect([gross.get(man), gross.get(woman), gross.get(office)]).toEqual([12_000_000, 12_400_000, 12_000_000]);
  });
});
