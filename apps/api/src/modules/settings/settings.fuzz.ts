import { statutoryInForce } from '@hr/contracts';
import fc from 'fast-check';
import { dayOffset, defineFuzz, helpers, letters, next, tag, type WriteRoute } from '../../test/fuzz-kit';

type Kind = 'default_salary' | 'tax_insurance' | 'work_schedule';
const KINDS: Kind[] = ['default_salary', 'tax_insurance', 'work_schedule'];

/** Settings bodies as in force on a date (the statutory defaults), with the body names of the save routes. */
const settingsBody = (kind: Kind) => {
  const data = structuredClone(statutoryInForce(kind, '2026-11-01').data) as Record<string, unknown>;
  if (kind === 'default_salary') {
    const { pay_calculation_methods, ...rest } = data;
    return { ...rest, pay_calculation_method: pay_calculation_methods };
  }
  return data;
};
/** The date of the fixed versions the updates edit. */
const SETTINGS_DATE = '2090-01-01';
const holiday = (name: string, day: number) => ({
  holiday_name: name,
  date: `${String(1 + (day % 12)).padStart(2, '0')}-${String(1 + (day % 28)).padStart(2, '0')}`,
  year: 2030 + (day % 20),
  type: 1 + (day % 3),
  repeat_year: day % 2,
  notes: null,
});

/** Dated settings (a new version at each create), holidays and the departments' minimum-wage regions. */
export const fuzz = defineFuzz({
  setUp: async (base) => {
    const { api } = helpers(base);
    const settings = {} as Record<Kind, number>;
    for (const kind of KINDS)
      settings[kind] = (
        await api('POST', `/api/config/${kind}/create`, { ...settingsBody(kind), effective_from: SETTINGS_DATE })
      ).id;
    const fixedHoliday: number = (await api('POST', '/api/config/holiday/create', holiday('Fixed holiday', 5))).id;
    return { settings, holiday: fixedHoliday };
  },
  routes: (base, fixed) => {
    const { api, updateOf, deleteOf } = helpers(base);
    /** A settings save on a date no version has yet (a new version each time). */
    let settingsDay = 0;
    const settingsCreate = (file: WriteRoute['file'], kind: Kind): WriteRoute => ({
      file,
      valid: () =>
        fc.nat({ max: 30 }).map((extra) => {
          settingsDay += 1 + extra;
          return {
            method: 'POST',
            url: `/api/config/${kind}/create`,
            body: { ...settingsBody(kind), effective_from: dayOffset(settingsDay) },
          };
        }),
    });
    return {
      'POST /api/config/default_salary/create': settingsCreate(1, 'default_salary'),
      'PUT /api/config/default_salary/update/:id': updateOf(
        2,
        'setting_versions',
        () => fixed.settings.default_salary,
        (id) => `/api/config/default_salary/update/${id}`,
        () =>
          fc.integer({ min: 0, max: 1_000_000 }).map((amount) => ({
            ...settingsBody('default_salary'),
            effective_from: SETTINGS_DATE,
            default_deduction_amount: amount,
          })),
      ),
      'POST /api/config/tax_insurance/create': settingsCreate(3, 'tax_insurance'),
      'PUT /api/config/tax_insurance/update': updateOf(
        1,
        'setting_versions',
        () => fixed.settings.tax_insurance,
        () => '/api/config/tax_insurance/update',
        () =>
          fc.integer({ min: 1, max: 100_000_000 }).map((allowance) => ({
            ...settingsBody('tax_insurance'),
            id: fixed.settings.tax_insurance,
            effective_from: SETTINGS_DATE,
            personal_allowance: allowance,
          })),
      ),
      'POST /api/config/work_schedule/create': settingsCreate(2, 'work_schedule'),
      'PUT /api/config/work_schedule/update': updateOf(
        3,
        'setting_versions',
        () => fixed.settings.work_schedule,
        () => '/api/config/work_schedule/update',
        () =>
          fc.boolean().map((saturday) => {
            const body = settingsBody('work_schedule') as { schedule_week: Record<string, unknown> };
            return {
              ...body,
              id: fixed.settings.work_schedule,
              effective_from: SETTINGS_DATE,
              schedule_week: { ...body.schedule_week, saturday },
            };
          }),
      ),
      'POST /api/config/holiday/create': {
        file: 1,
        valid: () =>
          fc.record({ name: letters, day: fc.nat() }).map((r) => ({
            method: 'POST',
            url: '/api/config/holiday/create',
            body: holiday(r.name, r.day),
          })),
      },
      'PUT /api/config/holiday/:id': updateOf(
        2,
        'holidays',
        () => fixed.holiday,
        (id) => `/api/config/holiday/${id}`,
        () => fc.record({ name: letters, day: fc.nat() }).map((r) => holiday(r.name, r.day)),
      ),
      'DELETE /api/config/holiday/:id': deleteOf(
        3,
        'DELETE',
        (id) => `/api/config/holiday/${id}`,
        async () => (await api('POST', '/api/config/holiday/create', holiday(`Fresh ${tag()}`, next()))).id,
      ),
      'PUT /api/config/department_region/:id': {
        file: 1,
        valid: () =>
          fc.constantFrom(1, 2, 3, 4, null).map((region) => ({
            method: 'PUT',
            url: `/api/config/department_region/${base.org.departments.production}`,
            body: { region },
          })),
      },
    };
  },
});
