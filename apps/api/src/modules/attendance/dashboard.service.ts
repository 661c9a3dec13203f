import { addYears, companyToday, type Dashboard, TODAY_BUCKETS, TREND_DAYS } from '@hr/contracts';
import type { Db } from '../../db/client';
import { inScope, readerOf } from '../../lib/access';
import type { Actor } from '../../types';
import { scopeColumns } from './attendance.repository';
import { isRestDay, settingsRules } from '../settings/settings.api';
import { reportsRepository } from './reports.repository';

/** A person with no event this long after their shift's start counts as absent today, not "not yet in". */
export const ABSENT_AFTER_MINUTES = 30;

/** The home page's attendance (docs/attendance.md "Home dashboard"): today by department and a 30-day trend. */
export function dashboardService(db: Db, options: { timeZone: string }) {
  const repo = reportsRepository(db);
  return {
    async today(actor: Actor): Promise<Dashboard> {
      const date = companyToday(options.timeZone);
      const from = addYears(date, 0, -(TREND_DAYS - 1));
      const scope = inScope(await readerOf(db, actor), 'personal', scopeColumns);
      const rules = settingsRules(db);
      const schedule = (await rules.workSchedules())(date);
      const holidays = await rules.holidaysBetween(date, date);
      const start = {
        off: isRestDay(schedule.data.schedule_week, date) || holidays.length > 0,
        now: new Date(),
        timeZone: options.timeZone,
        standardStart: schedule.data.standard_working_time.start_time,
        absentAfterMinutes: ABSENT_AFTER_MINUTES,
      };
      const [departments, counted] = await Promise.all([
        repo.todayByDepartment(date, scope, start),
        repo.trend(from, date, scope),
      ]);
      // Every date of the trend, also those without any stored day.
      const byDate = new Map(counted.map((d) => [d.date, d]));
      const trend = Array.from({ length: TREND_DAYS }, (_, i) => {
        const day = addYears(from, 0, i);
        return byDate.get(day) ?? { date: day, present: 0, late: 0, on_leave: 0, absent: 0 };
      });
      return {
        date,
        departments: departments.map((d) => ({
          ...d,
          ...Object.fromEntries(TODAY_BUCKETS.map((b) => [b, d[b]])),
        })) as Dashboard['departments'],
        trend,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof dashboardService>;
