import { ROLES, STATUTORY, SETTING_KINDS, statutoryInForce, translate, type Language } from '@hr/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, payrollLocks, settingVersions } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';
import { lockedMonthOf, settingsRules } from './settings.api';

// biome-ignore lint/suspicious/noExplicitAny: test bodies are changed freely, one broken rule at a time
type Loose = any;

let t: TestApp;
let hr: string;
let director: string;
let leader: string;

beforeAll(async () => {
  t = await createTestApp();
  hr = (await t.tokenFor(ROLES.HR)).token;
  director = (await t.tokenFor(ROLES.DIRECTOR)).token;
  leader = (await t.tokenFor(ROLES.LEADER)).token;
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object, lang: Language = 'en') =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });

const get = async (kind: string, date?: string) => {
  const response = await call(hr, 'GET', `/api/config/${kind}${date ? `?date=${date}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

const label = (lang: Language, field: string) => translate(lang, `fields.${field}`);
const message = (lang: Language, key: string, field: string) => translate(lang, key, { field: label(lang, field) });

/** A valid save body built from the statutory version of a date. */
const taxBody = (date = '2026-11-01') => {
  const { data } = statutoryInForce('tax_insurance', date);
  return structuredClone(data) as Record<string, unknown> & typeof data;
};
const salaryBody = (date = '2026-11-01') => {
  const { pay_calculation_methods, ...rest } = structuredClone(statutoryInForce('default_salary', date).data);
  return { ...rest, pay_calculation_method: pay_calculation_methods } as Record<string, unknown> &
    typeof rest & {
      pay_calculation_method: typeof pay_calculation_methods;
    };
};
const scheduleBody = () =>
  structuredClone(statutoryInForce('work_schedule', '2026-11-01').data) as Record<string, Loose>;

const versionCount = async () => (await t.db.select().from(settingVersions)).length;

describe('statutory defaults on a fresh database', () => {
  it('holds exactly the statutory history of the contracts', async () => {
    for (const kind of SETTING_KINDS) {
      const rows = await t.db
        .select()
        .from(settingVersions)
        .where(eq(settingVersions.kind, kind))
        .orderBy(asc(settingVersions.effective_from));
      expect(rows.map((r) => ({ effective_from: r.effective_from, data: r.data }))).toEqual(
        STATUTORY[kind].map((v) => ({ effective_from: v.effective_from, data: v.data })),
      );
    }
  });

  it("answers today's law for tax and insurance, with the caps derived", async () => {
    const data = await get('tax_insurance');
    expect(data.personal_allowance).toBe(15_500_000);
    expect(data.dependent_allowance).toBe(6_200_000);
    expect(data.config_progressive_tax_schedule).toHaveLength(5);
    expect(data.base_salary).toBe(2_530_000);
    expect(data.effective_from).toBe('2026-07-01');
    expect(data.derived.social_health_cap).toBe(50_600_000);
    expect(data.derived.unemployment_caps.region_1).toBe(106_200_000);
    expect(data.versions.map((v: { effective_from: string }) => v.effective_from)).toEqual([
      '2023-07-01',
      '2024-07-01',
      '2026-01-01',
      '2026-07-01',
    ]);
  });

  it('answers the law of 30 June 2025 with ?date=', async () => {
    const data = await get('tax_insurance', '2025-06-30');
    expect(data.personal_allowance).toBe(11_000_000);
    expect(data.dependent_allowance).toBe(4_400_000);
    expect(data.config_progressive_tax_schedule.map((s: { rate_of_tax: number }) => s.rate_of_tax)).toEqual([
      5, 10, 15, 20, 25, 30, 35,
    ]);
    expect(data.config_progressive_tax_schedule[0]).toMatchObject({ from_salary: 0, to_salary: 5_000_000 });
    // The top bracket ("above 80,000,000") has no upper bound.
    expect(data.config_progressive_tax_schedule[6]).toMatchObject({ from_salary: 80_000_000, to_salary: null });
    expect(data.base_salary).toBe(2_340_000);
  });

  it.each([
    ['2024-06-30', 1_800_000, 11_000_000, 4_680_000, 2_000_000],
    ['2024-07-01', 2_340_000, 11_000_000, 4_960_000, 2_000_000],
    ['2025-12-31', 2_340_000, 11_000_000, 4_960_000, 2_000_000],
    ['2026-01-01', 2_340_000, 15_500_000, 5_310_000, 2_000_000],
    ['2026-06-30', 2_340_000, 15_500_000, 5_310_000, 2_000_000],
    ['2026-07-01', 2_530_000, 15_500_000, 5_310_000, 5_000_000],
  ])('tax and insurance on %s', async (date, base, personal, region1, flat) => {
    const data = await get('tax_insurance', date);
    expect([
      data.base_salary,
      data.personal_allowance,
      data.regional_minimum_wages.region_1,
      data.flat_tax_threshold,
    ]).toEqual([base, personal, region1, flat]);
  });

  it('answers overtime taxation 100 until 2025 and 0 from 2026, with milestones as pay_calculation_methods', async () => {
    const before = await get('default_salary', '2025-12-31');
    const after = await get('default_salary', '2026-01-01');
    expect(before.overtimes.map((o: { rate_of_taxation: number }) => o.rate_of_taxation)).toEqual(Array(7).fill(100));
    expect(after.overtimes.map((o: { rate_of_taxation: number }) => o.rate_of_taxation)).toEqual(Array(7).fill(0));
    expect(after.overtimes.map((o: { benefit_rate: number }) => o.benefit_rate)).toEqual([
      150, 200, 300, 210, 270, 390, 30,
    ]);
    expect(after.pay_calculation_methods).toEqual([
      { reference_days: 1, benefit_rate: 10, description: '1+: 10%', order: 1, type: 'the_first_payroll' },
      { reference_days: 1, benefit_rate: 10, description: '1+: 10%', order: 1, type: 'the_final_payroll' },
    ]);
    expect(after).toMatchObject({ calculation_method: '1', deduction_for_late: '1', default_deduction_amount: 0 });
  });

  it('answers the working week and leave quota, total derived', async () => {
    const data = await get('work_schedule', '2025-01-01');
    expect(data.standard_working_time).toEqual({
      start_time: '22:00:00',
      end_time: '06:00:00',
      normal_working_hours: 8,
      normal_working_days: 24,
    });
    expect(data.schedule_week.saturday).toBe(false);
    expect(data.annual_vacation_days).toMatchObject({
      basic_leave_days: 12,
      total_leave_days: 12,
      maximum_leave_days: 3,
    });
  });

  it('refuses a malformed ?date=', async () => {
    const response = await call(hr, 'GET', '/api/config/tax_insurance?date=2025-02-30');
    expect(response.statusCode).toBe(400);
  });

  it('gives the same figures through the rules service every later area reads', async () => {
    const rules = settingsRules(t.db);
    const old = await rules.inForce('2025-06-30');
    expect(old.tax_insurance.data.personal_allowance).toBe(11_000_000);
    expect(old.default_salary.data.overtimes[0]?.rate_of_taxation).toBe(100);
    const now = await rules.inForce('2026-11-23');
    expect(now.tax_insurance.data.base_salary).toBe(2_530_000);
    expect(await rules.insuranceCapsFor(null, '2026-11-23')).toEqual({
      social_health_cap: 50_600_000,
      unemployment_cap: 106_200_000,
      region: 1,
    });
    const april = await rules.holidaysBetween('2026-04-25', '2026-04-28');
    expect(april.map((h) => [h.date, h.day_off_in_lieu])).toEqual([['2026-04-26', '2026-04-27']]);
  });
});

describe('saving versions', () => {
  it('adds a version for a new date, then replaces it with its version number, audited in the same save', async () => {
    const created = await call(hr, 'POST', '/api/config/tax_insurance/create', {
      ...taxBody(),
      effective_from: '2027-01-01',
      per_union_dues: '0,75',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, version, created: isNew } = created.json().data;
    expect([isNew, version]).toEqual([true, 1]);
    expect((await get('tax_insurance', '2027-01-02')).per_union_dues).toBe(0.75);
    expect((await get('tax_insurance', '2026-12-31')).per_union_dues).toBe(0.5);

    const updated = await call(hr, 'PUT', '/api/config/tax_insurance/update', {
      ...taxBody(),
      id,
      version: 1,
      effective_from: '2027-01-01',
      personal_allowance: 16_000_000,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ id, version: 2, created: false });
    expect((await get('tax_insurance', '2027-06-01')).personal_allowance).toBe(16_000_000);

    const logs = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'setting.tax_insurance'), eq(auditLogs.entity_id, id)))
      .orderBy(asc(auditLogs.id));
    expect(logs.map((l) => l.action)).toEqual(['create', 'update']);
    expect((logs[1]!.before as { data: { personal_allowance: number } }).data.personal_allowance).toBe(15_500_000);
    expect((logs[1]!.after as { data: { personal_allowance: number } }).data.personal_allowance).toBe(16_000_000);
  });

  it('refuses a stale version with 409 and a save over another version without reading it', async () => {
    const count = await versionCount();
    const stale = await call(hr, 'PUT', '/api/config/tax_insurance/update', {
      ...taxBody(),
      version: 1,
      effective_from: '2027-01-01',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    const blind = await call(
      hr,
      'POST',
      '/api/config/tax_insurance/create',
      { ...taxBody(), effective_from: '2027-01-01' },
      'vi',
    );
    expect(blind.statusCode).toBe(409);
    expect(blind.json()).toMatchObject({
      code: 'version_exists',
      message: translate('vi', 'errors.settings.version_exists', { date: '2027-01-01' }),
    });
    expect(await versionCount()).toBe(count);
    expect((await get('tax_insurance', '2027-06-01')).personal_allowance).toBe(16_000_000);
  });

  it('saves from today when no date is given', async () => {
    const response = await call(hr, 'POST', '/api/config/work_schedule/create', {
      ...scheduleBody(),
      schedule_week: { ...scheduleBody().schedule_week, saturday: true },
      annual_vacation_days: { ...scheduleBody().annual_vacation_days, special_leave_days: 2, total_leave_days: 99 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const today = response.json().data.effective_from;
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const data = await get('work_schedule', today);
    expect(data.schedule_week.saturday).toBe(true);
    expect(data.annual_vacation_days.total_leave_days).toBe(14);
  });

  it('updates salary settings through update/{id}, comma decimals read, descriptions regenerated', async () => {
    const current = await get('default_salary', '2026-01-01');
    const body = {
      ...salaryBody(),
      effective_from: '2026-01-01',
      version: current.version,
      the_first_payroll: '2',
      deduction_for_late: '2',
      default_deduction_amount: 50_000,
      pay_calculation_method: [
        { reference_days: 1, benefit_rate: '10', description: '', order: 1, type: 'the_first_payroll' },
        { reference_days: 10, benefit_rate: '90,5', description: '', order: 2, type: 'the_first_payroll' },
        { reference_days: 1, benefit_rate: 10, description: '', order: 1, type: 'the_final_payroll' },
      ],
    };
    const response = await call(hr, 'PUT', `/api/config/default_salary/update/${current.id}`, body);
    expect(response.statusCode, response.body).toBe(200);
    const data = await get('default_salary', '2026-02-01');
    expect(data.pay_calculation_methods.filter((m: { type: string }) => m.type === 'the_first_payroll')).toEqual([
      { reference_days: 1, benefit_rate: 10, description: '1-9: 10%', order: 1, type: 'the_first_payroll' },
      { reference_days: 10, benefit_rate: 90.5, description: '10+: 90,5%', order: 2, type: 'the_first_payroll' },
    ]);
    expect(data.default_deduction_amount).toBe(50_000);
    const missing = await call(hr, 'PUT', '/api/config/default_salary/update/999999', body);
    expect(missing.statusCode).toBe(404);
  });

  it('lists every version with its fields for the history', async () => {
    const response = await call(director, 'GET', '/api/config/tax_insurance/versions');
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
    expect(list.map((v: { effective_from: string }) => v.effective_from)).toContain('2027-01-01');
    expect(list[0]).toMatchObject({ effective_from: '2023-07-01', base_salary: 1_800_000, locked: false });
  });
});

type Case = [string, string, (b: Record<string, Loose>) => void, string, string];
const salary = '/api/config/default_salary/create';
const tax = '/api/config/tax_insurance/create';
const schedule = '/api/config/work_schedule/create';
const V = 'validation.settings.';

const cases: Case[] = [
  [
    'milestone days required',
    salary,
    (b) => delete b.pay_calculation_method[0].reference_days,
    'pay_calculation_method.0.reference_days',
    'validation.required',
  ],
  [
    'milestone days integer',
    salary,
    (b) => (b.pay_calculation_method[0].reference_days = 1.5),
    'pay_calculation_method.0.reference_days',
    `${V}integer`,
  ],
  [
    'milestone days at least 0',
    salary,
    (b) => (b.pay_calculation_method[0].reference_days = -1),
    'pay_calculation_method.0.reference_days',
    `${V}min_0`,
  ],
  [
    'milestone rate 10 to 100',
    salary,
    (b) => (b.pay_calculation_method[0].benefit_rate = 9),
    'pay_calculation_method.0.benefit_rate',
    `${V}range_10_100`,
  ],
  [
    'milestone rate comma format',
    salary,
    (b) => (b.pay_calculation_method[0].benefit_rate = '90,555'),
    'pay_calculation_method.0.benefit_rate',
    `${V}decimal_format`,
  ],
  [
    'milestone list not empty',
    salary,
    (b) => {
      b.the_final_payroll = '2';
      b.pay_calculation_method = b.pay_calculation_method.filter((m: Loose) => m.type !== 'the_final_payroll');
    },
    'the_final_payroll',
    `${V}milestone_required`,
  ],
  [
    'milestone days ascending',
    salary,
    (b) => {
      b.the_first_payroll = '2';
      b.pay_calculation_method.push({
        reference_days: 1,
        benefit_rate: 20,
        description: '',
        order: 2,
        type: 'the_first_payroll',
      });
    },
    'pay_calculation_method.2.reference_days',
    `${V}days_ascending`,
  ],
  [
    'milestone rates ascending',
    salary,
    (b) => {
      b.pay_calculation_method.push({
        reference_days: 5,
        benefit_rate: 10,
        description: '',
        order: 2,
        type: 'the_first_payroll',
      });
    },
    'pay_calculation_method.2.benefit_rate',
    `${V}rates_ascending`,
  ],
  [
    'overtime rate integer',
    salary,
    (b) => (b.overtimes[0].benefit_rate = '150,5'),
    'overtimes.0.benefit_rate',
    `${V}integer`,
  ],
  [
    'overtime rate at least 0',
    salary,
    (b) => (b.overtimes[0].benefit_rate = -1),
    'overtimes.0.benefit_rate',
    `${V}min_0`,
  ],
  [
    'overtime taxation required',
    salary,
    (b) => delete b.overtimes[1].rate_of_taxation,
    'overtimes.1.rate_of_taxation',
    'validation.required',
  ],
  [
    'overtime taxation comma format',
    salary,
    (b) => (b.overtimes[1].rate_of_taxation = '1.2.3'),
    'overtimes.1.rate_of_taxation',
    `${V}decimal_format`,
  ],
  [
    'default deduction required for default amount',
    salary,
    (b) => {
      b.deduction_for_late = '2';
      b.default_deduction_amount = null;
    },
    'default_deduction_amount',
    'validation.required',
  ],
  [
    'default deduction integer',
    salary,
    (b) => {
      b.deduction_for_late = '2';
      b.default_deduction_amount = 10.5;
    },
    'default_deduction_amount',
    `${V}integer`,
  ],
  ['pay method is 1 or 2', salary, (b) => (b.calculation_method = '3'), 'calculation_method', `${V}choice`],
  ['rate 0 to 100', tax, (b) => (b.per_social_insurance = 101), 'per_social_insurance', `${V}range_0_100`],
  ['rate comma decimals', tax, (b) => (b.com_health_insurance = '3;5'), 'com_health_insurance', `${V}decimal_format`],
  ['rate required', tax, (b) => delete b.com_occupation, 'com_occupation', 'validation.required'],
  [
    'insurance condition 1 or 2',
    tax,
    (b) => (b.insurance_contribution_conditions = 3),
    'insurance_contribution_conditions',
    `${V}choice`,
  ],
  [
    'minimum days required under condition 2',
    tax,
    (b) => {
      b.insurance_contribution_conditions = 2;
      b.minimum_days = null;
    },
    'minimum_days',
    'validation.required',
  ],
  [
    'minimum days integer',
    tax,
    (b) => {
      b.insurance_contribution_conditions = 2;
      b.minimum_days = 15.5;
    },
    'minimum_days',
    `${V}integer`,
  ],
  ['allowance integer', tax, (b) => (b.personal_allowance = 1.5), 'personal_allowance', `${V}integer`],
  ['allowance at least 0', tax, (b) => (b.dependent_allowance = -1), 'dependent_allowance', `${V}min_0`],
  [
    'step to greater than from',
    tax,
    (b) => (b.config_progressive_tax_schedule[0].to_salary = 0),
    'config_progressive_tax_schedule.0.to_salary',
    `${V}to_greater_than_from`,
  ],
  [
    'last step open',
    tax,
    (b) => (b.config_progressive_tax_schedule[4].to_salary = 999_999_999),
    'config_progressive_tax_schedule.4.to_salary',
    `${V}last_step_open`,
  ],
  [
    'other steps bounded',
    tax,
    (b) => (b.config_progressive_tax_schedule[3].to_salary = null),
    'config_progressive_tax_schedule.3.to_salary',
    'validation.required',
  ],
  [
    'step rate 0 to 100',
    tax,
    (b) => (b.config_progressive_tax_schedule[4].rate_of_tax = 101),
    'config_progressive_tax_schedule.4.rate_of_tax',
    `${V}range_0_100`,
  ],
  [
    'step rates ascending',
    tax,
    (b) => (b.config_progressive_tax_schedule[2].rate_of_tax = 10),
    'config_progressive_tax_schedule.2.rate_of_tax',
    `${V}tax_rate_ascending`,
  ],
  [
    'step linked to the previous',
    tax,
    (b) => (b.config_progressive_tax_schedule[1].from_salary = 9_000_000),
    'config_progressive_tax_schedule.1.from_salary',
    `${V}step_linked`,
  ],
  [
    'first step from 0',
    tax,
    (b) => (b.config_progressive_tax_schedule[0].from_salary = 100),
    'config_progressive_tax_schedule.0.from_salary',
    `${V}first_step_from_zero`,
  ],
  [
    'at least one step',
    tax,
    (b) => (b.config_progressive_tax_schedule = []),
    'config_progressive_tax_schedule',
    `${V}steps_required`,
  ],
  ['region 1 to 4', tax, (b) => (b.company_region = 5), 'company_region', `${V}choice`],
  ['base salary integer', tax, (b) => (b.base_salary = 'x'), 'base_salary', 'validation.invalid'],
  [
    'start time required',
    schedule,
    (b) => delete b.standard_working_time.start_time,
    'standard_working_time.start_time',
    'validation.required',
  ],
  [
    'hours in quarter steps',
    schedule,
    (b) => (b.standard_working_time.normal_working_hours = '7,3'),
    'standard_working_time.normal_working_hours',
    `${V}quarter_hours`,
  ],
  [
    'hours 0 to 24',
    schedule,
    (b) => (b.standard_working_time.normal_working_hours = 25),
    'standard_working_time.normal_working_hours',
    `${V}range_0_24`,
  ],
  [
    'days in half steps',
    schedule,
    (b) => (b.standard_working_time.normal_working_days = 22.25),
    'standard_working_time.normal_working_days',
    `${V}half_days`,
  ],
  [
    'days 0 to 31',
    schedule,
    (b) => (b.standard_working_time.normal_working_days = 32),
    'standard_working_time.normal_working_days',
    `${V}range_0_31`,
  ],
  [
    'at least one weekday',
    schedule,
    (b) => {
      for (const d of Object.keys(b.schedule_week)) b.schedule_week[d] = false;
    },
    'schedule_week',
    `${V}weekday_required`,
  ],
  [
    'leave days integer',
    schedule,
    (b) => (b.annual_vacation_days.basic_leave_days = 1.5),
    'annual_vacation_days.basic_leave_days',
    `${V}integer`,
  ],
  [
    'leave days at least 0',
    schedule,
    (b) => (b.annual_vacation_days.special_leave_days = -1),
    'annual_vacation_days.special_leave_days',
    `${V}min_0`,
  ],
  [
    'at most 3 a month',
    schedule,
    (b) => (b.annual_vacation_days.maximum_leave_days = 4),
    'annual_vacation_days.maximum_leave_days',
    `${V}max_3_per_month`,
  ],
];

describe('validation: every rule refused with its localized message, nothing saved', () => {
  it.each(cases)('%s', async (_name, url, mutate, path, key) => {
    const body: Record<string, Loose> = url === salary ? salaryBody() : url === tax ? taxBody() : scheduleBody();
    body.effective_from = '2028-01-01';
    mutate(body);
    const count = await versionCount();
    for (const lang of ['en', 'ja'] as const) {
      const response = await call(hr, 'POST', url, body, lang);
      expect(response.statusCode, response.body).toBe(400);
      const field = path.split('.').at(-1)!;
      expect(response.json().errors[path], `${lang} ${response.body}`).toContain(message(lang, key, field));
    }
    expect(await versionCount()).toBe(count);
  });
});

describe('payroll locks', () => {
  it('refuses to change the rules a locked payroll month used, and marks those versions locked', async () => {
    await t.db.insert(payrollLocks).values({ month: '2026-01-01' });
    const count = await versionCount();
    const current = await get('tax_insurance', '2026-01-01');
    expect(current.locked).toBe(true);
    const replace = await call(
      hr,
      'PUT',
      '/api/config/tax_insurance/update',
      {
        ...taxBody('2026-01-01'),
        effective_from: '2026-01-01',
        version: current.version,
      },
      'ja',
    );
    expect(replace.statusCode).toBe(422);
    expect(replace.json()).toMatchObject({
      code: 'payroll_month_locked',
      message: translate('ja', 'errors.payroll_month_locked', { month: '2026/01' }),
    });
    // A new version inside the locked month changes the rules of that month too.
    const inside = await call(hr, 'POST', tax, { ...taxBody('2026-01-01'), effective_from: '2026-01-20' });
    expect(inside.statusCode).toBe(422);
    // The month after it is free.
    const after = await call(hr, 'POST', tax, { ...taxBody('2026-02-01'), effective_from: '2026-02-01' });
    expect(after.statusCode, after.body).toBe(200);
    expect(await versionCount()).toBe(count + 1);
    const list = (await get('tax_insurance')).versions as { effective_from: string; locked: boolean }[];
    expect(list.filter((v) => v.locked).map((v) => v.effective_from)).toEqual(['2026-01-01']);
  });

  it('lockedMonthOf: the locked month holding a date, or the first one a span [from, until) overlaps', () => {
    const months = ['2026-01-01', '2026-03-01'];
    expect(lockedMonthOf(months, '2026-01-31')).toBe('2026-01-01');
    expect(lockedMonthOf(months, '2026-02-28')).toBeUndefined();
    // A span from the last day of a locked month overlaps it; one ending on its first day (exclusive) does not.
    expect(lockedMonthOf(months, { from: '2026-01-31', until: '2026-02-15' })).toBe('2026-01-01');
    expect(lockedMonthOf(months, { from: '2026-02-01', until: '2026-03-01' })).toBeUndefined();
    expect(lockedMonthOf(months, { from: '2026-02-01', until: '2026-03-02' })).toBe('2026-03-01');
    expect(lockedMonthOf(months, { from: '2025-12-01', until: null })).toBe('2026-01-01');
    expect(lockedMonthOf(months, { from: '2026-04-01', until: null })).toBeUndefined();
  });
});

describe('department regions', () => {
  it("overrides the company's region per department, audited, and the rules service follows it", async () => {
    const org = await t.seedOrganisation();
    const list = await call(director, 'GET', '/api/config/department_region');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual({ id: org.departments.production, name: 'Production', region: null });
    const set = await call(hr, 'PUT', `/api/config/department_region/${org.departments.production}`, { region: 3 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.region).toBe(3);
    const rules = settingsRules(t.db);
    expect(await rules.regionFor(org.departments.production, '2026-11-23')).toBe(3);
    expect(await rules.regionFor(org.departments.hr, '2026-11-23')).toBe(1);
    expect((await rules.insuranceCapsFor(org.departments.production, '2026-11-23')).unemployment_cap).toBe(82_800_000);
    const bad = await call(
      hr,
      'PUT',
      `/api/config/department_region/${org.departments.production}`,
      { region: 5 },
      'ja',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.region).toEqual([message('ja', `${V}choice`, 'region')]);
    expect((await call(hr, 'PUT', '/api/config/department_region/999999', { region: null })).statusCode).toBe(404);
    const cleared = await call(hr, 'PUT', `/api/config/department_region/${org.departments.production}`, {
      region: null,
    });
    expect(cleared.json().data.region).toBeNull();
    const logs = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'department_region'), eq(auditLogs.entity_id, org.departments.production)));
    expect(logs.map((l) => l.after)).toEqual([{ region: 3 }, { region: null }]);
  });
});

describe('permissions', () => {
  it('lets the director read but not save, and refuses leaders', async () => {
    expect((await call(director, 'GET', '/api/config/work_schedule')).statusCode).toBe(200);
    expect((await call(director, 'POST', schedule, scheduleBody())).statusCode).toBe(403);
    expect((await call(leader, 'GET', '/api/config/tax_insurance')).statusCode).toBe(403);
    expect((await call(leader, 'GET', '/api/config/holiday')).statusCode).toBe(403);
    expect((await call(director, 'DELETE', '/api/config/holiday/1')).statusCode).toBe(403);
  });
});

describe('holidays', () => {
  it("lists Vietnam's holidays of 2026 with the day off in lieu of Hung Kings day", async () => {
    const response = await call(director, 'GET', '/api/config/holiday?year=2026');
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as { date: string; year: number; day_off_in_lieu: string | null; type: number }[];
    expect(rows.map((r) => r.date)).toEqual([
      '01-01',
      '02-16',
      '02-17',
      '02-18',
      '02-19',
      '02-20',
      '04-26',
      '04-30',
      '05-01',
      '09-01',
      '09-02',
      '11-24',
    ]);
    expect(rows.every((r) => r.year === 2026 && r.type === 1)).toBe(true);
    expect(rows.find((r) => r.date === '04-26')?.day_off_in_lieu).toBe('2026-04-27');
  });

  it('lists 2027 with the yearly holidays repeated and the Tet weekend given days off', async () => {
    const rows = (await call(hr, 'GET', '/api/config/holiday?year=2027')).json().data as {
      full_date: string;
      day_off_in_lieu: string | null;
      repeat_year: number;
    }[];
    expect(rows.map((r) => r.full_date)).toEqual([
      '2027-01-01',
      '2027-02-05',
      '2027-02-06',
      '2027-02-07',
      '2027-02-08',
      '2027-02-09',
      '2027-04-16',
      '2027-04-30',
      '2027-05-01',
      '2027-09-02',
      '2027-09-03',
      '2027-11-24',
    ]);
    const lieu = Object.fromEntries(rows.filter((r) => r.day_off_in_lieu).map((r) => [r.full_date, r.day_off_in_lieu]));
    // The working week in force decides: an earlier test made Saturday a working day from today, so only Sunday
    // 7 February (Tet) is on a rest day, and its day off is the Wednesday after the five Tet days; 1 May 2027
    // (a Saturday) is now a working day and gives none.
    expect(lieu).toEqual({ '2027-02-07': '2027-02-10' });
  });

  it('adds, edits and deletes a holiday, audited, with a stale edit refused', async () => {
    const created = await call(hr, 'POST', '/api/config/holiday/create', {
      holiday_name: 'Company trip',
      date: '12-24',
      year: 2027,
      type: 2,
      repeat_year: 0,
      notes: 'Da Nang',
    });
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json().data;
    expect(item).toMatchObject({ date: '12-24', year: 2027, type: 2, notes: 'Da Nang', note: 'Da Nang', version: 1 });
    const edited = await call(hr, 'PUT', `/api/config/holiday/${item.id}`, {
      holiday_name: 'Company trip day',
      date: '12-23',
      year: 2027,
      type: 3,
      repeat_year: 1,
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ date: '12-23', type: 3, repeat_year: 1, version: 2 });
    const stale = await call(hr, 'PUT', `/api/config/holiday/${item.id}`, {
      holiday_name: 'Company trip day',
      date: '12-23',
      year: 2027,
      type: 3,
      repeat_year: 1,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect((await call(hr, 'DELETE', `/api/config/holiday/${item.id}`)).statusCode).toBe(200);
    expect((await call(hr, 'DELETE', `/api/config/holiday/${item.id}`)).statusCode).toBe(404);
    const logs = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'holiday'), eq(auditLogs.entity_id, item.id)));
    expect(logs.map((l) => l.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  const valid = { holiday_name: 'Company day', date: '06-15', year: 2027, type: 2, repeat_year: 0 };
  it.each([
    ['name at least 3', { holiday_name: 'ab' }, 'holiday_name', `${V}name_length`],
    ['name pattern', { holiday_name: 'Party <b>' }, 'holiday_name', `${V}holiday_name_chars`],
    ['name required', { holiday_name: undefined }, 'holiday_name', 'validation.required'],
    ['month-day format', { date: '2027-06-15' }, 'date', `${V}month_day_format`],
    ['real date', { date: '02-29' }, 'date', `${V}date_not_real`],
    ['not in the past', { year: 2020 }, 'date', `${V}date_in_past`],
    ['type 1 to 3', { type: 4 }, 'type', `${V}choice`],
    ['repeat 0 or 1', { repeat_year: 2 }, 'repeat_year', `${V}choice`],
    ['notes at most 256', { notes: 'x'.repeat(257) }, 'notes', `${V}notes_length`],
  ])('refuses a holiday: %s (en and vi)', async (_name, change, field, key) => {
    for (const lang of ['en', 'vi'] as const) {
      const response = await call(hr, 'POST', '/api/config/holiday/create', { ...valid, ...change }, lang);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors[field]).toContain(message(lang, key, field));
    }
    const rows = (await call(hr, 'GET', '/api/config/holiday?year=2027')).json().data as { holiday_name: string }[];
    expect(rows.some((r) => r.holiday_name === 'Company day')).toBe(false);
  });
});
