import { companyToday, ROLES, type WorkingDayItem } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../bootstrap';
import { createTestApp, type TestApp } from '../../test/harness';
import { demoFirstDay } from './demo';
import { addDays } from './working-day';

/** The demo company's first start: check-ins since the first of last month and their working days, through the API. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  await t.app.ready();
  await bootstrap(t.db, t.config, () => undefined, 'http://localhost/login');
});
afterAll(() => t.close());

describe('attendance demo data', () => {
  it('has the last 30 days computed: present, late, absent, overtime, the night shift and a rest day', async () => {
    const { rows } = await t.pool.query(
      `select count(*)::int days,
              count(*) filter (where status = 'present')::int present,
              count(*) filter (where late_minutes > 0)::int late,
              count(*) filter (where status = 'absent')::int absent,
              count(*) filter (where overtime_1 > 0)::int overtime,
              count(*) filter (where overtime_7 > 0)::int night,
              count(*) filter (where overtime_2 > 0)::int rest_day_work,
              count(*) filter (where status = 'rest_day')::int rest
         from attendance_days`,
    );
    const counts = rows[0];
    for (const key of ['present', 'late', 'absent', 'overtime', 'night', 'rest_day_work', 'rest'])
      expect(counts[key], key).toBeGreaterThan(0);
    const today = companyToday(t.config.COMPANY_TIME_ZONE);
    const yesterday = addDays(today, -1);
    const list = (
      await t
        .as(ROLES.HR)
        .get<{ items: { day: WorkingDayItem | null }[] }>(`/api/attendance/days?date=${yesterday}&limit=100`)
    ).ok();
    expect(list.items.filter((i) => i.day !== null).length).toBeGreaterThan(10);
  });

  it('covers the whole of last month, so a first payroll run of it is not unpaid absence', async () => {
    const today = companyToday(t.config.COMPANY_TIME_ZONE);
    const first = demoFirstDay(today);
    expect(first.slice(8)).toBe('01');
    // The first of the month before this one.
    expect(first.slice(0, 7)).toBe(addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7));
    const { rows } = await t.pool.query(
      `select min(work_date)::text first, count(*) filter (where status = 'absent')::float / count(*) absent_share
         from attendance_days where work_date < date_trunc('month', $1::date)`,
      [today],
    );
    expect(rows[0].first).toBe(first);
    expect(rows[0].absent_share).toBeLessThan(0.15);
  });
});
