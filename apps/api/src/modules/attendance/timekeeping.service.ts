import {
  companyToday,
  defaultRangeStart,
  OVERTIME_KEYS,
  OVERTIME_ONLY_KEYS,
  TIMEKEEPING_MAX_DAYS,
  type TimekeepingPerson,
  type TimekeepingPersonQuery,
  type TimekeepingQuery,
  type TimekeepingRow,
} from '@hr/contracts';
import type { Db } from '../../db/client';
import { inScope, readerOf } from '../../lib/access';
import { AppError, notFound } from '../../lib/errors';
import { pagedResult, pageOf } from '../../lib/paging';
import type { Actor } from '../../types';
import { scopeColumns } from './attendance.repository';
import type { AttendanceService } from './attendance.service';
import { type Person, reportsRepository } from './reports.repository';

type Totals = Awaited<ReturnType<ReturnType<typeof reportsRepository>['totals']>>[number];

/** A person's totals as the timekeeping list and the summary report show them (zero without stored days). */
export function toTimekeepingRow(person: Person, totals: Totals | undefined): TimekeepingRow {
  const overtime = Object.fromEntries(
    OVERTIME_KEYS.map((k) => [k, totals?.[`overtime_${k}` as keyof Totals] ?? 0]),
  ) as TimekeepingRow['overtime'];
  return {
    user_id: person.user_id,
    staff_id: person.staff_id,
    name: person.name,
    department_id: person.department_id,
    department_name: person.department_name,
    days_present: totals?.days_present ?? 0,
    days_missing_checkout: totals?.days_missing_checkout ?? 0,
    days_absent: totals?.days_absent ?? 0,
    days_leave: totals?.days_leave ?? 0,
    days_business_trip: totals?.days_business_trip ?? 0,
    days_late: totals?.days_late ?? 0,
    late_minutes: totals?.late_minutes ?? 0,
    early_leave_minutes: totals?.early_leave_minutes ?? 0,
    worked_minutes: totals?.worked_minutes ?? 0,
    normal_minutes: totals?.normal_minutes ?? 0,
    overtime,
    // Types 1 to 6: type 7 is night work inside the shift, already among the normal minutes.
    overtime_minutes: OVERTIME_ONLY_KEYS.reduce((sum, k) => sum + overtime[k], 0),
    night_minutes: totals?.night_minutes ?? 0,
    leave_minutes: totals?.leave_minutes ?? 0,
  };
}

/** The range of a timekeeping read: defaults (the last 15 days up to today), at most TIMEKEEPING_MAX_DAYS days. */
export function timekeepingRange(query: { date_from?: string; date_to?: string }, today: string) {
  const date_to = query.date_to ?? (query.date_from && query.date_from > today ? query.date_from : today);
  const date_from = query.date_from ?? defaultRangeStart(date_to);
  const days = (Date.parse(date_to) - Date.parse(date_from)) / 86_400_000 + 1;
  if (date_from > date_to)
    throw new AppError(
      400,
      'invalid_input',
      'errors.invalid_input',
      {},
      {
        date_from: ['validation.attendance_reports.from_after_to'],
      },
    );
  if (days > TIMEKEEPING_MAX_DAYS)
    throw new AppError(
      400,
      'invalid_input',
      'errors.invalid_input',
      { max: TIMEKEEPING_MAX_DAYS },
      {
        date_to: ['validation.attendance.range_too_long'],
      },
    );
  return { date_from, date_to };
}

/** The timekeeping screens: each person's totals over a range (paged), and one person's days with their events. */
export function timekeepingService(db: Db, attendance: AttendanceService, options: { timeZone: string }) {
  const repo = reportsRepository(db);
  const today = () => companyToday(options.timeZone);

  return {
    async list(actor: Actor, query: TimekeepingQuery) {
      const range = timekeepingRange(query, today());
      const page = pageOf(query);
      const reader = await readerOf(db, actor);
      const { rows, total } = await repo.peoplePage(
        {
          scope: inScope(reader, 'personal', scopeColumns),
          period: { from: range.date_from, to: range.date_to },
          keyword: query.keyword,
          department_id: query.department_id,
        },
        page,
      );
      const totals = new Map(
        (
          await repo.totals(
            rows.map((r) => r.user_id),
            range.date_from,
            range.date_to,
          )
        ).map((t) => [t.user_id, t]),
      );
      return {
        ...pagedResult(
          rows.map((person) => toTimekeepingRow(person, totals.get(person.user_id))),
          total,
          page,
        ),
        ...range,
      };
    },

    /** One person's days and events of the range (404 outside the reader's scope, as attendance's own read). */
    async person(actor: Actor, userId: number, query: TimekeepingPersonQuery): Promise<TimekeepingPerson> {
      const range = timekeepingRange(query, today());
      const detail = await attendance.personDays(actor, userId, range);
      const [person] = await repo.peopleById([userId]);
      if (!person) throw notFound();
      const [totals] = await repo.totals([userId], range.date_from, range.date_to);
      return { ...range, totals: toTimekeepingRow(person, totals), days: detail.days, events: detail.events };
    },
  };
}
export type TimekeepingService = ReturnType<typeof timekeepingService>;
