import { companyToday, ROLES, type RoleId, staffRecord } from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  departmentGroupMembers,
  departmentGroups,
  memberShifts,
  staffPayConfigs,
  staffRecords,
  staffTaxProfiles,
  users,
} from '../../db/schema/index';
import { dayOffset } from '../../test/fuzz-kit';
import { personBody } from '../../test/factories/person';
import { staffBaseBody, staffBody } from '../../test/factories/staff';
import { withFlags } from '../../test/flags';
import { createTestApp, type Organisation, type TestApp } from '../../test/harness';
import { staffApi } from './staff.api';

let t: TestApp;
let org: Organisation;
beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  // Readers of the production department: the manager, leader and the rest see its people within their scopes.
  for (const role of [ROLES.MANAGER, ROLES.SUB_MANAGER, ROLES.LEADER, ROLES.SUB_LEADER, ROLES.HEAD_OF_FACTORY])
    await t.setPerson(role, { department_id: org.departments.production });
});
afterAll(() => t?.close());

const hr = () => t.as(ROLES.HR);
type Rec = ReturnType<typeof staffRecord.parse>;
type Saved = { id: number; version: number };
const PAY_FIELDS = [
  'basic_salary',
  'pay_config',
  'allowances',
  'personal_income_tax',
  'dependents',
  'citize_id_card',
  'bank_name',
  'bank_account_number',
];

/** A person made through the staff create form, as HR. */
async function created(overrides: Parameters<typeof staffBody>[1] = {}) {
  const body = staffBody({ department_id: org.departments.production }, overrides);
  const record = (await hr().post<Rec>('/api/users', body)).ok();
  return { body, record };
}

describe('creating a staff record (POST /users with form staff)', () => {
  it('saves every tab in one request and answers the whole record, first and last name split on the first space', async () => {
    const { body, record } = await created({ full_name: 'Nguyễn  Văn An' });
    expect(staffRecord.parse(record)).toBeTruthy();
    expect(record).toMatchObject({
      alias_id: body.alias_id,
      full_name: 'Nguyễn Văn An',
      first_name: 'Nguyễn',
      last_name: 'Văn An',
      status: 2,
      has_staff_record: true,
      citize_id_card: body.citize_id_card,
      official_start_date: '2024-03-01',
      date_of_join: '2024-03-01',
      basic_salary: 12_000_000,
      pay_config: { effective_date: '2024-01-02', basic_salary: 12_000_000, salary_rate: 100 },
      allowances: [
        { allowances_code: 'meal', allowances_name: 'Phụ cấp ăn trưa', quantity: 500_000, allowance_method: 2 },
      ],
      personal_income_tax: { insurance_status: 1, applicable_tax_type: 2, personal_deduction: 15_500_000 },
    });
    expect(await t.auditActions('staff', record.id)).toEqual(['create']);
    // GET answers the same record.
    const read = (await hr().get<Rec>(`/api/users/${record.id}`)).ok();
    expect(read).toMatchObject({ id: record.id, pay_config: { basic_salary: 12_000_000 } });
  });

  it('applies the defaults of a new staff: male, single, insurance join, tax progressive, salary rate 100', async () => {
    const body = staffBody({ department_id: org.departments.production });
    const { gender: _g, marital_status: _m, ...rest } = body;
    const record = (
      await hr().post<Rec>('/api/users', {
        ...rest,
        pay_config: { effective_date: '2024-02-01', basic_salary: 9_000_000 },
        personal_income_tax: { insurance_number: 'BH0001X', personal_deduction: 0 },
      })
    ).ok();
    expect(record).toMatchObject({
      gender: 1,
      marital_status: 1,
      pay_config: { salary_rate: 100 },
      personal_income_tax: { insurance_status: 1, applicable_tax_type: 2, union_member: false, tax_resident: true },
    });
  });

  it('reads a salary rate written with a decimal comma', async () => {
    const { record } = await created({
      pay_config: { effective_date: '2024-01-02', basic_salary: 1, salary_rate: '99,5' as never },
    });
    expect(record.pay_config?.salary_rate).toBe(99.5);
  });

  it('keeps no insurance number nor contribution salary when not joining, and clears the spouse when single', async () => {
    const spouse = (await created()).record;
    const { record } = await created({
      marital_status: 1,
      marital_id: spouse.id,
      personal_income_tax: {
        insurance_status: 0,
        insurance_number: 'IGNORED1',
        insurance_contribution_salary: 5,
        applicable_tax_type: 3,
        personal_deduction: 0,
      } as never,
    });
    expect(record.marital_id).toBeNull();
    expect(record.personal_income_tax).toMatchObject({ insurance_number: null, insurance_contribution_salary: null });
  });

  it('refuses each rule of section 5 with its message in two languages, storing nothing', async () => {
    const before = await t.db.select({ id: users.id }).from(users);
    const body = staffBody({ department_id: org.departments.production });
    const bad = {
      ...body,
      full_name: 'An 2',
      dob: dayOffset(1),
      phone_number: '09-12',
      bank_name: 'Bank 9',
      official_start_date: '2023-12-01',
      pay_config: { effective_date: '2023-06-01', basic_salary: -1, salary_rate: 101 },
      personal_income_tax: { insurance_status: 1, applicable_tax_type: 2, personal_deduction: 0 },
      dependents: [{ full_name: 'Bé', relationship: 'Con', birth_date: dayOffset(2) }],
      allowances: [{ allowances_code: 'meal', quantity: -1 }],
    };
    const en = (await hr().post('/api/users', bad)).refused(400, 'invalid_input').errors;
    expect(en.full_name).toEqual(['Full name may contain only letters and single spaces between words']);
    expect(en.dob).toEqual(['Date of birth must not be in the future']);
    expect(en.phone_number).toEqual(['Phone number may contain only digits, with an optional + in front']);
    expect(en.official_start_date).toEqual(['Official start date must be after the probation start date']);
    expect(en['personal_income_tax.insurance_number']).toEqual(['Insurance number is required when joining insurance']);
    expect(en['pay_config.basic_salary']).toBeDefined();
    expect(en['pay_config.salary_rate']).toBeDefined();
    expect(en['dependents.0.full_name']).toBeDefined();
    expect(en['dependents.0.birth_date']).toEqual(['Date of birth must not be in the future']);
    expect(en['allowances.0.quantity']).toEqual(['Amount must be at least 0']);
    const code = (
      await hr().post('/api/users', { ...body, allowances: [{ allowances_code: 'unknown', quantity: 1 }] })
    ).refused(400, 'invalid_input').errors;
    expect(code['allowances.0.allowances_code']).toEqual(['Allowance code is not valid']);
    expect(en.bank_name).toBeDefined();
    const vi = (await hr().in('vi').post('/api/users', bad)).refused(400, 'invalid_input').errors;
    expect(vi.dob).toEqual(['Ngày sinh không được ở tương lai']);
    expect(vi.official_start_date).toEqual(['Ngày chính thức phải sau ngày bắt đầu thử việc']);
    expect(vi['personal_income_tax.insurance_number']).toEqual(['Vui lòng nhập số bảo hiểm khi tham gia bảo hiểm']);
    expect(await t.db.select({ id: users.id }).from(users)).toEqual(before);
  });

  it('refuses an effective date before the probation start or after the termination date', async () => {
    const early = staffBody(
      { department_id: org.departments.production },
      {
        pay_config: { effective_date: '2023-12-31', basic_salary: 1, salary_rate: 100 },
      },
    );
    const en = (await hr().post('/api/users', early)).refused(400, 'invalid_input').errors;
    expect(en['pay_config.effective_date']).toEqual(['The effective date must be at least the probation start date']);
    const ja = (await hr().in('ja').post('/api/users', early)).refused(400, 'invalid_input').errors;
    expect(ja['pay_config.effective_date']).toEqual(['適用開始日は試用開始日以降の日付にしてください']);
    const late = staffBody(
      { department_id: org.departments.production },
      {
        termination_date: '2024-06-30',
        pay_config: { effective_date: '2024-07-01', basic_salary: 1, salary_rate: 100 },
      },
    );
    expect((await hr().post('/api/users', late)).refused(400).errors['pay_config.effective_date']).toEqual([
      'The effective date must be on or before the termination date',
    ]);
    const ended = staffBody(
      { department_id: org.departments.production },
      {
        termination_date: '2024-02-01',
      },
    );
    expect((await hr().post('/api/users', ended)).refused(400).errors.termination_date).toEqual([
      'Termination date must be on or after the official start date',
    ]);
  });

  it('answers a person without a staff record (made by the user form) with has_staff_record false', async () => {
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: org.departments.production });
    const read = (await hr().get<Rec>(`/api/users/${person.id}`)).ok();
    expect(read).toMatchObject({ id: person.id, status: 1, has_staff_record: false, pay_config: null, dependents: [] });
    expect(read).not.toHaveProperty('citize_id_card');
  });
});

describe('duplicates', () => {
  it('answers each duplicate code with the field error on its field', async () => {
    const { body } = await created();
    const fresh = () => staffBody({ department_id: org.departments.production });
    const cases: [string, Record<string, unknown>, string][] = [
      ['duplicate_alias_id', { alias_id: body.alias_id.toLowerCase() }, 'alias_id'],
      ['duplicate_citize_id_card', { citize_id_card: body.citize_id_card }, 'citize_id_card'],
      ['duplicate_phone_number', { phone_number: body.phone_number }, 'phone_number'],
      ['duplicate_email', { email: body.email?.toUpperCase() }, 'email'],
    ];
    for (const [code, change, field] of cases) {
      const answer = (await hr().post('/api/users', { ...fresh(), ...change })).refused(422, code);
      expect(Object.keys(answer.errors), code).toEqual([field]);
    }
    const other = fresh();
    const insurance = (
      await hr().post('/api/users', {
        ...other,
        personal_income_tax: {
          ...other.personal_income_tax,
          insurance_number: body.personal_income_tax.insurance_number,
        },
      })
    ).refused(422, 'duplicate_insurance_number');
    expect(insurance.errors['personal_income_tax.insurance_number']).toEqual(['This insurance number already exists']);
    const tax = (
      await hr()
        .in('vi')
        .post('/api/users', {
          ...other,
          personal_income_tax: {
            ...other.personal_income_tax,
            personal_tax_code: body.personal_income_tax.personal_tax_code,
          },
        })
    ).refused(422, 'duplicate_personal_tax_code');
    expect(tax.errors['personal_income_tax.personal_tax_code']).toEqual(['Mã số thuế cá nhân đã tồn tại']);
  });

  it("answers alias_id_deleted for a deleted person's staff ID, and restores them by it with their history", async () => {
    const { body, record } = await created();
    (await hr().delete(`/api/users/${record.id}`)).ok();
    // The deleted person's citizen ID is free for someone new only after they are gone for good: present people only.
    const again = (
      await hr().post(
        '/api/users',
        staffBody({ department_id: org.departments.production }, { alias_id: body.alias_id }),
      )
    ).refused(422, 'alias_id_deleted');
    expect(again.errors.alias_id).toEqual(['This staff ID belongs to a deleted staff member: restore them instead']);

    const restored = (await hr().post<Saved>(`/api/users/restore/${body.alias_id}`)).ok();
    expect(restored.id).toBe(record.id);
    const read = (await hr().get<Rec>(`/api/users/${record.id}`)).ok();
    expect(read).toMatchObject({ alias_id: body.alias_id, pay_config: { basic_salary: 12_000_000 } });
    expect(await t.auditActions('user', record.id)).toEqual(['delete', 'restore']);

    (await hr().post(`/api/users/restore/${body.alias_id}`)).refused(404, 'restore_not_found');
    const ja = (await hr().in('ja').post('/api/users/restore/NOSUCH1')).refused(404, 'restore_not_found');
    expect(ja.message).toBe('社員の復元に失敗しました。この社員IDの削除済み社員はいません。');
  });

  it('refuses a restore when a present person now has their phone number', async () => {
    const { body, record } = await created();
    (await hr().delete(`/api/users/${record.id}`)).ok();
    await created({ phone_number: body.phone_number });
    (await hr().post(`/api/users/restore/${body.alias_id}`)).refused(422, 'duplicate_phone_number');
    const [row] = await t.db.select({ deleted_at: users.deleted_at }).from(users).where(eq(users.id, record.id));
    expect(row?.deleted_at).not.toBeNull();
  });
});

describe('pay history (PUT /user/information/salary_config/{id})', () => {
  it('keeps every saved configuration, reads the one in force on a date, and splits a month at a change', async () => {
    const { record } = await created();
    const first = (
      await hr().put<Saved>(`/api/user/information/salary_config/${record.id}`, {
        pay_config: { effective_date: '2025-01-01', basic_salary: 14_000_000, salary_rate: 100 },
        allowances: [{ allowances_code: 'transport', quantity: 360_000 }],
        version: record.version,
      })
    ).ok();
    const second = (
      await hr().put<Saved>(`/api/user/information/salary_config/${record.id}`, {
        pay_config: { effective_date: '2025-03-16', basic_salary: 15_000_000, salary_rate: '80,5' },
        allowances: [{ allowances_code: 'housing', allowances_name: 'Nhà ở', quantity: 800_000, note: 'Hà Nội' }],
        version: first.version,
      })
    ).ok();
    expect(second.version).toBe(first.version + 1);

    const history = (
      await hr().get<{ effective_date: string; basic_salary: number; in_force: boolean }[]>(
        `/api/user/pay_history/${record.id}`,
      )
    ).ok();
    expect(history.map((h) => [h.effective_date, h.basic_salary, h.in_force])).toEqual([
      ['2025-03-16', 15_000_000, true],
      ['2025-01-01', 14_000_000, false],
      ['2024-01-02', 12_000_000, false],
    ]);
    const api = staffApi(t.db);
    expect((await api.payInForce(record.id, '2025-02-28'))?.basic_salary).toBe(14_000_000);
    expect((await api.payInForce(record.id, '2025-03-16'))?.salary_rate).toBe(80.5);
    expect(await api.payInForce(record.id, '2023-12-31')).toBeNull();
    const march = await api.payWithin(record.id, '2025-03-01', '2025-03-31');
    expect(march.map((p) => [p.effective_date, p.basic_salary, p.allowances.map((a) => a.allowances_code)])).toEqual([
      ['2025-01-01', 14_000_000, ['transport']],
      ['2025-03-16', 15_000_000, ['housing']],
    ]);
    expect(await t.auditActions('staff', record.id)).toEqual(['create', 'pay_config', 'pay_config']);
  });

  it('refuses a stale version (409), a missing list and an effective date outside the employment period, appending nothing', async () => {
    const { body, record } = await created();
    const count = async () =>
      (await t.db.select().from(staffPayConfigs).where(eq(staffPayConfigs.user_id, record.id))).length;
    (
      await hr().put(`/api/user/information/salary_config/${record.id}`, {
        pay_config: { effective_date: '2025-01-01', basic_salary: 1, salary_rate: 100 },
        allowances: [],
        version: record.version + 5,
      })
    ).refused(409, 'stale_version');
    const early = (
      await hr()
        .in('vi')
        .put(`/api/user/information/salary_config/${record.id}`, {
          pay_config: { effective_date: '2023-01-01', basic_salary: 1, salary_rate: 100 },
          allowances: [],
          version: record.version,
        })
    ).refused(422);
    expect(early.errors['pay_config.effective_date']).toEqual([
      'Ngày hiệu lực phải lớn hơn hoặc bằng ngày bắt đầu thử việc',
    ]);
    (
      await hr().put(`/api/user/information/salary_config/${record.id}`, {
        pay_config: { effective_date: '2025-01-01', basic_salary: 1, salary_rate: 100 },
        allowances: [],
      })
    ).refused(400, 'invalid_input');
    // The list is the new configuration's whole set: left out, it is refused, not taken as "no allowances".
    const withoutList = (
      await hr().put(`/api/user/information/salary_config/${record.id}`, {
        pay_config: { effective_date: '2025-01-01', basic_salary: 1, salary_rate: 100 },
        version: record.version,
      })
    ).refused(400, 'invalid_input');
    expect(Object.keys(withoutList.errors)).toEqual(['allowances']);
    (
      await hr().put(`/api/user/information/income_tax/${record.id}`, {
        personal_income_tax: body.personal_income_tax,
        version: record.version,
      })
    ).refused(400, 'invalid_input');
    expect(await count()).toBe(1);
  });

  it('the row edit of the list (PUT /users/{id} with form staff) makes a new basic salary a configuration from today', async () => {
    const { body, record } = await created();
    const saved = (
      await hr().put<Rec>(`/api/users/${record.id}`, {
        form: 'staff',
        full_name: 'Trần Thị Bình',
        department_id: org.departments.production,
        role_id: ROLES.EMPLOYEE,
        gender: 2,
        basic_salary: 13_500_000,
        phone_number: body.phone_number,
        version: record.version,
      })
    ).ok();
    expect(saved).toMatchObject({ first_name: 'Trần', last_name: 'Thị Bình', gender: 2, basic_salary: 13_500_000 });
    expect(saved.pay_config).toMatchObject({
      effective_date: companyToday(),
      allowances: [{ allowances_code: 'meal' }],
    });
  });
});

describe('the row edit and the employment period', () => {
  it('refuses a new basic salary from the list before the probation start (it would take effect today)', async () => {
    const { body, record } = await created({
      probation_start_date: dayOffset(30),
      official_start_date: dayOffset(60),
      pay_config: { effective_date: dayOffset(30), basic_salary: 9_000_000, salary_rate: 100 },
    });
    const answer = (
      await hr().put(`/api/users/${record.id}`, {
        form: 'staff',
        full_name: body.full_name,
        department_id: org.departments.production,
        role_id: ROLES.EMPLOYEE,
        gender: 1,
        basic_salary: 9_500_000,
        phone_number: body.phone_number,
        version: record.version,
      })
    ).refused(422);
    expect(answer.errors.basic_salary).toEqual(['The effective date must be at least the probation start date']);
    expect(await t.db.select().from(staffPayConfigs).where(eq(staffPayConfigs.user_id, record.id))).toHaveLength(1);
  });
});

describe('insurance and tax (PUT /user/information/income_tax/{id})', () => {
  it('appends a profile with its dependents; the earlier one stays readable', async () => {
    const { record } = await created();
    const saved = (
      await hr().put<Saved>(`/api/user/information/income_tax/${record.id}`, {
        personal_income_tax: {
          effective_date: '2026-01-01',
          insurance_status: 1,
          insurance_number: `NEW${record.id}`,
          insurance_contribution_salary: 13_000_000,
          applicable_tax_type: 2,
          personal_deduction: 15_500_000,
          union_member: true,
          hazardous_work: 1,
          tax_resident: true,
        },
        dependents: [{ full_name: 'Nguyễn Minh Anh', relationship: 'Con gái', birth_date: '2018-04-02' }],
        version: record.version,
      })
    ).ok();
    expect(saved.version).toBe(record.version + 1);
    const history = (
      await hr().get<{ effective_date: string; dependents: unknown[] }[]>(`/api/user/tax_history/${record.id}`)
    ).ok();
    expect(history.map((h) => [h.effective_date, h.dependents.length])).toEqual([
      ['2026-01-01', 1],
      ['2024-01-02', 0],
    ]);
    const api = staffApi(t.db);
    expect((await api.taxInForce(record.id, '2025-12-31'))?.union_member).toBe(false);
    expect(await api.taxInForce(record.id, '2026-02-01')).toMatchObject({ union_member: true, hazardous_work: 1 });
    expect(await t.auditActions('staff', record.id)).toEqual(['create', 'income_tax']);
  });

  it("refuses another present person's insurance number, appending nothing", async () => {
    const { body } = await created();
    const { record } = await created();
    const answer = (
      await hr().put(`/api/user/information/income_tax/${record.id}`, {
        personal_income_tax: { ...body.personal_income_tax },
        dependents: [],
        version: record.version,
      })
    ).refused(422, 'duplicate_insurance_number');
    expect(Object.keys(answer.errors)).toEqual(['personal_income_tax.insurance_number']);
    expect(await t.db.select().from(staffTaxProfiles).where(eq(staffTaxProfiles.user_id, record.id))).toHaveLength(1);
  });
});

describe('general information (PUT /user/information/base/{id})', () => {
  it("a department change removes the person's future shift assignments and group membership in the same save", async () => {
    const { body, record } = await created();
    const today = companyToday();
    const [past, running, future] = await t.db
      .insert(memberShifts)
      .values([
        {
          user_id: record.id,
          department_id: org.departments.production,
          shift_id: org.shifts.day,
          start_date: '2024-01-01',
          end_date: '2024-01-31',
        },
        {
          user_id: record.id,
          department_id: org.departments.production,
          shift_id: org.shifts.day,
          start_date: dayOffset(-3),
          end_date: dayOffset(5),
        },
        {
          user_id: record.id,
          department_id: org.departments.production,
          shift_id: org.shifts.day,
          start_date: dayOffset(10),
          end_date: dayOffset(20),
        },
      ])
      .returning({ id: memberShifts.id });
    const [group] = await t.db
      .insert(departmentGroups)
      .values({
        department_id: org.departments.production,
        group_code: 'GRP1',
        group_name: 'Line one',
        group_leader: record.id,
      })
      .returning({ id: departmentGroups.id });
    await t.db.insert(departmentGroupMembers).values({ group_id: group!.id, user_id: record.id });

    const saved = (
      await hr().put<Saved>(
        `/api/user/information/base/${record.id}`,
        staffBaseBody(body, record.version, { department_id: org.departments.hr, address: 'Đà Nẵng' }),
      )
    ).ok();
    expect(saved.version).toBe(record.version + 1);
    const left = await t.db.select().from(memberShifts).where(eq(memberShifts.user_id, record.id));
    expect(left.map((r) => [r.id, r.end_date])).toEqual([
      [past!.id, '2024-01-31'],
      [running!.id, today],
    ]);
    expect(left.some((r) => r.id === future!.id)).toBe(false);
    expect(
      await t.db.select().from(departmentGroupMembers).where(eq(departmentGroupMembers.user_id, record.id)),
    ).toEqual([]);
    expect(await t.auditActions('staff', record.id)).toEqual(['create', 'department_change', 'update_base']);
    const read = (await hr().get<Rec>(`/api/users/${record.id}`)).ok();
    expect(read).toMatchObject({ department_id: org.departments.hr, address: 'Đà Nẵng' });
  });

  it('the user form (PUT /users/{id} without form) moves a person the same way', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const name = `${'d'.repeat(32)}.png`;
    fs.mkdirSync(path.join(t.config.dataDir, 'files', 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(t.config.dataDir, 'files', 'avatars', name), Buffer.alloc(8));
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: org.departments.production });
    await t.db.insert(memberShifts).values({
      user_id: person.id,
      department_id: org.departments.production,
      shift_id: org.shifts.day,
      start_date: dayOffset(40),
      end_date: dayOffset(45),
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    (
      await hr().put(`/api/users/${person.id}`, {
        alias_id: row!.alias_id,
        first_name: row!.first_name,
        last_name: row!.last_name,
        role_id: ROLES.EMPLOYEE,
        department_id: org.departments.hr,
        shift_id: org.shifts.day,
        gender: 1,
        email: row!.email,
        avatar: `/api/files/avatars/${name}`,
        version: row!.version,
      })
    ).ok();
    expect(await t.db.select().from(memberShifts).where(eq(memberShifts.user_id, person.id))).toEqual([]);
    expect(await t.auditActions('staff', person.id)).toEqual(['department_change']);
  });

  it('refuses a stale save (409) and a duplicate citizen ID (422), changing nothing', async () => {
    const taken = (await created()).body;
    const { body, record } = await created();
    const before = await t.db.select().from(staffRecords).where(eq(staffRecords.user_id, record.id));
    (await hr().put(`/api/user/information/base/${record.id}`, staffBaseBody(body, record.version + 1))).refused(
      409,
      'stale_version',
    );
    const dup = (
      await hr().put(
        `/api/user/information/base/${record.id}`,
        staffBaseBody(body, record.version, { citize_id_card: taken.citize_id_card }),
      )
    ).refused(422, 'duplicate_citize_id_card');
    expect(Object.keys(dup.errors)).toEqual(['citize_id_card']);
    expect(await t.db.select().from(staffRecords).where(eq(staffRecords.user_id, record.id))).toEqual(before);
  });

  it('keeps the ICT role for ICT: HR may not give it (403 ict_only), the last ICT keeps it (409 last_ict)', async () => {
    const { body, record } = await created();
    const answer = (
      await hr().put(
        `/api/user/information/base/${record.id}`,
        staffBaseBody(body, record.version, { role_id: ROLES.ICT }),
      )
    ).refused(403, 'ict_only');
    expect(answer.message).toBe('Only an ICT administrator may change ICT accounts or give the ICT role.');
    const ict = await t.personOf(ROLES.ICT);
    await t.pool.query('update users set is_active = false where role_id = 1 and id <> $1', [ict.id]);
    const [row] = await t.db.select().from(users).where(eq(users.id, ict.id));
    const own = staffBody({ department_id: org.departments.production });
    (
      await t
        .as(ROLES.ICT)
        .put(
          `/api/user/information/base/${ict.id}`,
          staffBaseBody(own, row!.version, { alias_id: row!.alias_id, email: row!.email, role_id: ROLES.HR }),
        )
    ).refused(409, 'last_ict');
    const [after] = await t.db.select().from(users).where(eq(users.id, ict.id));
    expect(after?.role_id).toBe(ROLES.ICT);
  });

  it('is refused to roles without staff.update', async () => {
    const { body, record } = await created();
    for (const role of [ROLES.DIRECTOR, ROLES.MANAGER, ROLES.LEADER] as RoleId[])
      (await t.as(role).put(`/api/user/information/base/${record.id}`, staffBaseBody(body, record.version))).refused(
        403,
        'forbidden',
      );
  });
});

describe('the staff flags on the users routes (form staff)', () => {
  it('checks staff.create, staff.update and staff.delete, not the user flags', async () => {
    const body = staffBody({ department_id: org.departments.production });
    const director = () => t.as(ROLES.DIRECTOR);
    // The director holds none of user.create/update/delete nor staff.create/update/delete.
    (await director().post('/api/users', body)).refused(403, 'forbidden');
    const record = await withFlags(ROLES.DIRECTOR, ['staff.create', 'staff.update', 'staff.delete'], async () => {
      const made = (await director().post<Rec>('/api/users', body)).ok();
      // The user form on the same route still needs user.create.
      const userForm = personBody(
        { department_id: org.departments.production, shift_id: org.shifts.day },
        { avatar: `/api/files/avatars/${'0'.repeat(32)}.png` },
      );
      (await director().post('/api/users', userForm)).refused(403, 'forbidden');
      const row = {
        form: 'staff',
        full_name: 'Trần Thị Bình',
        department_id: made.department_id,
        role_id: made.role_id,
        gender: made.gender,
        phone_number: made.phone_number,
        basic_salary: made.basic_salary,
        version: made.version,
      };
      const edited = (await director().put<Rec>(`/api/users/${made.id}`, row)).ok();
      expect(edited.full_name).toBe('Trần Thị Bình');
      (await director().delete(`/api/users/${made.id}`)).ok();
      return made;
    });
    expect(await t.auditActions('staff', record.id)).toContain('create');
    const [row] = await t.db.select().from(users).where(eq(users.id, record.id));
    expect(row?.deleted_at).not.toBeNull();
    // Without the flags again: refused.
    (await director().delete(`/api/users/${record.id}`)).refused(403, 'forbidden');
  });
});

describe('an editor who does not see the pay class (citizen ID and bank)', () => {
  it('saves the general tab without them, keeping the stored values; sending one is refused', async () => {
    const { body, record } = await created();
    const {
      citize_id_card: _id,
      bank_name: _bank,
      bank_account_number: _account,
      ...withoutPay
    } = staffBaseBody(body, record.version);
    const factoryHead = () => t.as(ROLES.HEAD_OF_FACTORY);
    await withFlags(ROLES.HEAD_OF_FACTORY, ['staff.update'], async () => {
      const read = (await factoryHead().get<Rec>(`/api/users/${record.id}`)).ok();
      expect(read).not.toHaveProperty('citize_id_card');
      (
        await factoryHead().put(`/api/user/information/base/${record.id}`, {
          ...withoutPay,
          citize_id_card: '079999999999',
        })
      ).refused(403, 'pay_not_visible');
      (
        await factoryHead().put(`/api/user/information/base/${record.id}`, {
          ...withoutPay,
          address: '1 Lê Lợi, Huế',
        })
      ).ok();
    });
    const [stored] = await t.db.select().from(staffRecords).where(eq(staffRecords.user_id, record.id));
    expect(stored).toMatchObject({
      address: '1 Lê Lợi, Huế',
      citize_id_card: body.citize_id_card,
      bank_name: body.bank_name,
      bank_account_number: body.bank_account_number,
    });
    // A pay reader must send the citizen ID (as on the create form).
    const fresh = (await hr().get<Rec>(`/api/users/${record.id}`)).ok();
    const { citize_id_card: _c, ...noId } = staffBaseBody(body, fresh.version);
    const en = (await hr().put(`/api/user/information/base/${record.id}`, noId)).refused(422);
    expect(en.errors.citize_id_card).toEqual(['Citizen ID card has not been entered']);
    const ja = (await hr().in('ja').put(`/api/user/information/base/${record.id}`, noId)).refused(422);
    expect(ja.errors.citize_id_card?.[0]).toMatch(/入力されていません/);
  });
});

describe('who sees the pay class', () => {
  it('is absent (not null) for every role without staff.pay_view, present for ICT, HR and the director', async () => {
    const { record } = await created();
    for (const role of [ROLES.ICT, ROLES.HR, ROLES.DIRECTOR] as RoleId[]) {
      const read = (await t.as(role).get<Rec>(`/api/users/${record.id}`)).ok();
      for (const field of PAY_FIELDS) expect(read, `${role} ${field}`).toHaveProperty(field);
    }
    for (const role of [ROLES.HEAD_OF_FACTORY, ROLES.MANAGER, ROLES.SUB_MANAGER] as RoleId[]) {
      const read = (await t.as(role).get<Rec>(`/api/users/${record.id}`)).ok();
      expect(read.alias_id).toBe(record.alias_id);
      for (const field of PAY_FIELDS) expect(read, `${role} ${field}`).not.toHaveProperty(field);
      // Personal fields stay for readers of personal data.
      expect(read).toHaveProperty('address');
    }
    // Leaders read the person's directory fields only (own group scope for personal data).
    const leader = (await t.as(ROLES.LEADER).get<Rec>(`/api/users/${record.id}`)).ok();
    for (const field of [...PAY_FIELDS, 'address', 'phone_number']) expect(leader).not.toHaveProperty(field);
    // The list's basic salary column follows the same rule.
    const page = (await t.as(ROLES.MANAGER).get<{ items: Rec[] }>(`/api/users?keyword=${record.alias_id}`)).ok();
    expect(page.items[0]).not.toHaveProperty('basic_salary');
    const hrPage = (await hr().get<{ items: Rec[] }>(`/api/users?keyword=${record.alias_id}`)).ok();
    expect(hrPage.items[0]).toMatchObject({ basic_salary: 12_000_000, status: 2 });
    (await t.as(ROLES.HEAD_OF_FACTORY).get(`/api/user/pay_history/${record.id}`)).refused(403, 'pay_not_visible');
    (await t.as(ROLES.MANAGER).get(`/api/user/pay_history/${record.id}`)).refused(403, 'forbidden');
  });

  it('is present for the person themselves', async () => {
    const manager = await t.personOf(ROLES.MANAGER);
    const staffed = await created();
    // Give the manager a pay configuration through HR, then read it as the manager.
    const ownRecord = (await hr().get<Rec>(`/api/users/${manager.id}`)).ok();
    (
      await hr().put(`/api/user/information/salary_config/${manager.id}`, {
        pay_config: { effective_date: '2024-01-01', basic_salary: 30_000_000, salary_rate: 100 },
        allowances: [],
        version: ownRecord.version,
      })
    ).ok();
    const own = (await t.as(ROLES.MANAGER).get<Rec>(`/api/users/${manager.id}`)).ok();
    expect(own).toMatchObject({ basic_salary: 30_000_000, pay_config: { basic_salary: 30_000_000 } });
    const other = (await t.as(ROLES.MANAGER).get<Rec>(`/api/users/${staffed.record.id}`)).ok();
    expect(other).not.toHaveProperty('basic_salary');
  });

  it('is readable by an employee for themselves only (no user.view: their own record, pay included)', async () => {
    const employee = await t.personOf(ROLES.EMPLOYEE);
    const before = (await hr().get<Rec>(`/api/users/${employee.id}`)).ok();
    (
      await hr().put(`/api/user/information/salary_config/${employee.id}`, {
        pay_config: { effective_date: '2024-01-01', basic_salary: 9_000_000, salary_rate: 100 },
        allowances: [],
        version: before.version,
      })
    ).ok();
    const own = (await t.as(ROLES.EMPLOYEE).get<Rec>(`/api/users/${employee.id}`)).ok();
    expect(own).toMatchObject({ id: employee.id, basic_salary: 9_000_000, pay_config: { basic_salary: 9_000_000 } });
    const { record } = await created();
    (await t.as(ROLES.EMPLOYEE).get(`/api/users/${record.id}`)).refused(403, 'forbidden');
    // Only the person's own id opens the route: no leading zeros or other spellings of it.
    (await t.as(ROLES.EMPLOYEE).get(`/api/users/0${employee.id}`)).refused(403, 'forbidden');
    (await t.as(ROLES.EMPLOYEE).get('/api/users')).refused(403, 'forbidden');
  });
});

describe('staff list filters (GET /users)', () => {
  it('filters by keyword (name or staff ID), position, department and status', async () => {
    const { body, record } = await created({ full_name: 'Phạm Quốc Khánh', status: 4, role_id: ROLES.SUB_LEADER });
    const ids = async (query: string) =>
      (await hr().get<{ items: { id: number }[] }>(`/api/users?${query}`)).ok().items.map((i) => i.id);
    expect(await ids('keyword=quoc%20khanh')).toContain(record.id);
    expect(await ids(`keyword=${body.alias_id.toLowerCase()}`)).toEqual([record.id]);
    expect(await ids(`status=4&position_id=${ROLES.SUB_LEADER}`)).toContain(record.id);
    expect(await ids(`status=4&role_id=${ROLES.EMPLOYEE}`)).not.toContain(record.id);
    expect(await ids(`department_id=${org.departments.hr}&keyword=${body.alias_id}`)).toEqual([]);
    const page = (
      await hr().get<{ items: { status_text: string }[] }>(`/api/users?status=4&keyword=${body.alias_id}`)
    ).ok();
    expect(page.items[0]?.status_text).toBe('Unpaid leave');
  });
});

describe('change log (GET /user/change_log/{id})', () => {
  it('lists the audit rows as changed fields, newest first, for pay readers only', async () => {
    const { body, record } = await created();
    (
      await hr().put(
        `/api/user/information/base/${record.id}`,
        staffBaseBody(body, record.version, { bank_name: 'Techcombank' }),
      )
    ).ok();
    const log = (
      await hr().get<
        { action: string; actor_name: string; changes: { field: string; before: string; after: string }[] }[]
      >(`/api/user/change_log/${record.id}`)
    ).ok();
    expect(log.map((e) => e.action)).toEqual(['update_base', 'create']);
    // Only what changed, each with the value it had before.
    expect(log[0]?.changes).toEqual([{ field: 'bank_name', before: 'Vietcombank', after: 'Techcombank' }]);
    (await t.as(ROLES.HEAD_OF_FACTORY).get(`/api/user/change_log/${record.id}`)).refused(403, 'forbidden');
  });
});

describe('work histories', () => {
  it('adds, lists, reads, updates and deletes; a new start must be after the end of the latest', async () => {
    const { record } = await created();
    const first = (
      await hr().post<{ id: number; version: number; active: boolean }>('/api/user/history', {
        user_id: record.id,
        title: 'Gia nhập công ty',
        start_date: '2024-03-01',
        end_date: dayOffset(30),
      })
    ).ok();
    expect(first.active).toBe(true);
    const early = (
      await hr().post('/api/user/history', { user_id: record.id, title: 'Trưởng nhóm', start_date: dayOffset(30) })
    ).refused(422, 'history_start_after');
    expect(early.errors.start_date).toEqual([`Start date must be greater than ${dayOffset(30)}`]);
    const vi = (
      await hr()
        .in('vi')
        .post('/api/user/history', { user_id: record.id, title: 'Trưởng nhóm', start_date: '2024-01-01' })
    ).refused(422, 'history_start_after');
    expect(vi.errors.start_date).toEqual([`Ngày bắt đầu phải lớn hơn ${dayOffset(30)}`]);
    const second = (
      await hr().post<{ id: number; version: number }>('/api/user/history', {
        user_id: record.id,
        title: 'Trưởng nhóm',
        start_date: dayOffset(31),
      })
    ).ok();
    const list = (await t.as(ROLES.DIRECTOR).get<{ id: number }[]>(`/api/user/history/${record.id}`)).ok();
    expect(list.map((h) => h.id)).toEqual([first.id, second.id]);
    const detail = (await hr().get<{ title: string }>(`/api/user/history_detail/${second.id}`)).ok();
    expect(detail.title).toBe('Trưởng nhóm');
    const updated = (
      await hr().put<{ version: number; note: string }>(`/api/user/history/${second.id}`, {
        title: 'Trưởng nhóm A',
        start_date: dayOffset(31),
        note: 'Dây chuyền A',
        version: second.version,
      })
    ).ok();
    expect(updated.version).toBe(second.version + 1);
    (
      await hr().put(`/api/user/history/${second.id}`, {
        title: 'X y z',
        start_date: dayOffset(31),
        version: second.version,
      })
    ).refused(409, 'stale_version');
    (
      await hr().put(`/api/user/history/${second.id}`, {
        title: 'Trưởng nhóm',
        start_date: dayOffset(31),
        end_date: dayOffset(20),
        version: updated.version,
      })
    ).refused(400, 'invalid_input');
    (await hr().delete(`/api/user/history/${second.id}`)).ok();
    expect(await t.auditActions('staff', record.id)).toEqual([
      'create',
      'history_create',
      'history_create',
      'history_update',
      'history_delete',
    ]);
    (
      await t
        .as(ROLES.LEADER)
        .post('/api/user/history', { user_id: record.id, title: 'Nope', start_date: dayOffset(90) })
    ).refused(403);
  });

  it('keeps a past history view-only: no edit, no delete (section 4)', async () => {
    const { record } = await created();
    const past = (
      await hr().post<{ id: number; version: number; active: boolean }>('/api/user/history', {
        user_id: record.id,
        title: 'Thực tập',
        start_date: '2023-01-01',
        end_date: '2023-06-30',
      })
    ).ok();
    expect(past.active).toBe(false);
    const edit = (
      await hr().in('ja').put(`/api/user/history/${past.id}`, {
        title: 'Thực tập sinh',
        start_date: '2023-01-01',
        end_date: '2023-06-30',
        version: past.version,
      })
    ).refused(422, 'history_view_only');
    expect(edit.message).toBe('この職歴は終了しているため閲覧のみ可能です。');
    (await hr().delete(`/api/user/history/${past.id}`)).refused(422, 'history_view_only');
    const list = (await hr().get<{ title: string }[]>(`/api/user/history/${record.id}`)).ok();
    expect(list.map((h) => h.title)).toEqual(['Thực tập']);
  });
});
