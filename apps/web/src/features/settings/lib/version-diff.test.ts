import { insuranceCaps, statutoryInForce } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { englishI18n } from '../../../test/i18n';
import { describeChanges, versionDiff } from './version-diff';

type Data = Record<string, unknown>;
const meta = (id: number, effective_from: string) => ({
  id,
  effective_from,
  version: id,
  locked: false,
  updated_at: '',
});

describe('comparing two versions of a setting', () => {
  it('names each change as the form does and shows values as the screens do (tax and insurance, 2025 and 2026 law)', async () => {
    const { t } = await englishI18n();
    const before = { ...meta(1, '2020-07-01'), ...statutoryInForce('tax_insurance', '2025-06-30').data } as Data;
    const after = { ...meta(2, '2026-01-01'), ...statutoryInForce('tax_insurance', '2026-01-01').data } as Data;
    const rows = describeChanges(t, 'tax_insurance', versionDiff(before, after));
    const byLabel = new Map(rows.map((row) => [row.label, [row.before, row.after]]));
    expect(byLabel.get('Personal allowance')).toEqual(['11.000.000 VND', '15.500.000 VND']);
    expect(byLabel.get('Dependent allowance')).toEqual(['4.400.000 VND', '6.200.000 VND']);
    // Bracket 2 ended at 10 M under the old law and at 30 M under the new one; the old law had seven brackets.
    expect(byLabel.get('Progressive tax, bracket 2, To')).toEqual(['10.000.000 VND', '30.000.000 VND']);
    expect(byLabel.get('Progressive tax, bracket 7, Rate')).toEqual(['35%', '—']);
    // No internal path or bookkeeping field reaches the screen.
    for (const row of rows) expect(row.label).not.toMatch(/config_|_salary|\[|\]|effective_from|updated_at|^id$/);
  });

  it('shows the derived insurance caps under their own labels, as money (2023 and 2026 figures)', async () => {
    const { t } = await englishI18n();
    const version = (id: number, date: string) => {
      const data = statutoryInForce('tax_insurance', date).data;
      return { ...meta(id, date), ...data, derived: insuranceCaps(data) } as Data;
    };
    const rows = describeChanges(t, 'tax_insurance', versionDiff(version(1, '2023-07-01'), version(2, '2026-07-01')));
    const byLabel = new Map(rows.map((row) => [row.label, [row.before, row.after]]));
    expect(byLabel.get('Social and health insurance cap (20 x base salary)')).toEqual([
      '36.000.000 VND',
      '50.600.000 VND',
    ]);
    expect(byLabel.get('Unemployment insurance cap, Region I (20 x minimum wage)')?.[0]).toBe('93.600.000 VND');
    expect(byLabel.get('Minimum wage, region I')?.[0]).toBe('4.680.000 VND');
    // Every value is formatted: no bare figure of more than three digits.
    for (const row of rows) for (const value of [row.before, row.after]) expect(value).not.toMatch(/\d{4}/);
  });

  it('lists milestones by payroll and number, overtime by type, choices and days of the week by their names', async () => {
    const { t } = await englishI18n();
    const salary = (changes: Data): Data => ({
      ...meta(1, '2026-01-01'),
      calculation_method: '1',
      the_first_payroll: '1',
      pay_calculation_methods: [
        { id: 7, type: 'the_first_payroll', order: 1, reference_days: 1, benefit_rate: 10, description: '1+: 10%' },
      ],
      overtimes: [
        { type: 1, benefit_rate: 150, rate_of_taxation: 100 },
        { type: 3, benefit_rate: 300, rate_of_taxation: 100 },
      ],
      ...changes,
    });
    const rows = describeChanges(
      t,
      'default_salary',
      versionDiff(
        salary({}),
        salary({
          the_first_payroll: '2',
          pay_calculation_methods: [
            { id: 8, type: 'the_first_payroll', order: 1, reference_days: 1, benefit_rate: 10.5, description: 'x' },
            { id: 9, type: 'the_first_payroll', order: 2, reference_days: 3, benefit_rate: 30, description: 'y' },
          ],
          overtimes: [
            { type: 3, benefit_rate: 300, rate_of_taxation: 0 },
            { type: 1, benefit_rate: 155, rate_of_taxation: 100 },
          ],
        }),
      ),
    );
    expect(rows.map(({ label, before, after }) => [label, before, after])).toEqual([
      ['First payroll', 'By actual days worked', 'By milestone'],
      ['First payroll, milestone 1, Benefit rate', '10%', '10,5%'],
      ['First payroll, milestone 2, Reference days', '—', '3'],
      ['First payroll, milestone 2, Benefit rate', '—', '30%'],
      ['Overtime, Normal day, Benefit rate', '150%', '155%'],
      ['Overtime, Holiday, Rate of taxation', '100%', '0%'],
    ]);
  });

  it('working time: times as HH:mm, days of the week and switches in words, hours with a decimal comma', async () => {
    const { t } = await englishI18n();
    const work = (changes: Data): Data => ({
      standard_working_time: { start_time: '22:00:00', end_time: '06:00:00', normal_working_hours: 8 },
      schedule_week: { monday: true, saturday: false },
      annual_vacation_days: { leave_accrual: false },
      ...changes,
    });
    const rows = describeChanges(
      t,
      'work_schedule',
      versionDiff(
        work({}),
        work({
          standard_working_time: { start_time: '21:30:00', end_time: '06:00:00', normal_working_hours: 7.5 },
          schedule_week: { monday: true, saturday: true },
          annual_vacation_days: { leave_accrual: true },
        }),
      ),
    );
    expect(rows.map(({ label, before, after }) => [label, before, after])).toEqual([
      ['Start time', '22:00', '21:30'],
      ['Normal working hours a day', '8', '7,5'],
      ['Working days of the week: Saturday', 'No', 'Yes'],
      ['Leave accrual', 'No', 'Yes'],
    ]);
  });

  it('two equal versions have no differences (their dates and ids aside)', () => {
    const law = statutoryInForce('work_schedule', '2026-01-01').data as Data;
    expect(versionDiff({ ...meta(1, '2026-01-01'), ...law }, { ...meta(2, '2027-01-01'), ...law })).toEqual([]);
  });
});
