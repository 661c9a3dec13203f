import {
  CLOSE_OF_DAY_MAX_DAYS,
  type CloseOfDayBody,
  can,
  companyToday,
  DATE_WINDOWS,
  isoDate,
  type Language,
} from '@hr/contracts';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { inScope, readerOf } from '../../lib/access';
import { AppError, forbidden } from '../../lib/errors';
import { defineJob, defineSchedule, type JobContext, JobFailure, type Jobs } from '../../lib/jobs/index';
import type { Actor } from '../../types';
import { isRestDay, settingsRules } from '../settings/settings.api';
import { scopeColumns } from './attendance.repository';
import { closeOfDayRepository, type Scope } from './close-of-day.repository';
import { inLockedMonth, type PersonDate, recomputeByWindows } from './recompute';
import { reportsRepository } from './reports.repository';
import { addDays } from './working-day';

/**
 * Close of day (docs/attendance.md "Close of day"): a working day is stored when an event touches it, so a person who
 * never checks in would have none. After each company day this stores the day of every active person with a planned
 * working day and no stored day (absent, on leave or a holiday, as the engine computes it), set-based and idempotent.
 */

/** The scheduled run closes the open days of this many past dates: a run missed while no instance was up is made up. */
export const CLOSE_LOOKBACK_DAYS = 7;
const CLOSING = 'jobs.attendance_close.closing';
const CLOSED = 'jobs.attendance_close.closed';

type Range = { from: string; to: string };

/**
 * The (person, date) pairs of the range still open: active people (joined by the date; not kiosk accounts) on the
 * working days of the week in force, in no payroll-locked month, with no stored day or one stored before its shift
 * ended (`not_yet`). One statement for all of them.
 */
export async function openDays(db: Executor, range: Range, scope: Scope): Promise<PersonDate[]> {
  const rules = settingsRules(db);
  const [scheduleOn, locked] = [await rules.workSchedules(), await rules.lockedMonths()];
  const dates: string[] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    if (!isRestDay(scheduleOn(date).data.schedule_week, date) && !inLockedMonth(date, locked)) dates.push(date);
  }
  if (dates.length === 0) return [];
  return closeOfDayRepository(db).openPairs(dates, scope);
}

/** What a close did: the days it stored, for how many people, and the months of the range payroll had locked. */
export type Closed = { days: number; people: number; lockedMonths: string[] };

/**
 * Computes and stores the open days of the range, a month of dates at a time (a year for 5,000 people is 1.8 million
 * pairs: never all in memory) and a chunk of pairs per transaction; answers what it did. `tick` reports the dates
 * done.
 */
export async function closeDays(
  db: Db,
  range: Range,
  options: { timeZone: string; scope?: Scope; now?: Date; tick?: (done: number, total: number) => Promise<void> },
): Promise<Closed> {
  const people = new Set<number>();
  const days = await recomputeByWindows(
    db,
    range,
    async (from, to) => {
      const pairs = await openDays(db, { from, to }, options.scope);
      for (const pair of pairs) people.add(pair.user_id);
      return pairs;
    },
    options,
  );
  const locked = await settingsRules(db).lockedMonths();
  const lockedMonths = locked
    .filter((month) => month <= range.to && month >= `${range.from.slice(0, 7)}-01`)
    .map((month) => month.slice(0, 7))
    .sort();
  return { days, people: people.size, lockedMonths };
}

const jobDate = isoDate({ window: DATE_WINDOWS.from1900 });
/** Empty: the scheduled run (the last CLOSE_LOOKBACK_DAYS dates up to yesterday, everyone). */
const closeInput = z.strictObject({ date_from: jobDate.optional(), date_to: jobDate.optional() });

export const closeOfDayJob = defineJob({
  kind: 'attendance-close-of-day',
  input: closeInput,
  expireInSeconds: 3600,
  async handler(input, context: JobContext) {
    const { db, config } = context;
    const timeZone = config.COMPANY_TIME_ZONE;
    const yesterday = addDays(companyToday(timeZone), -1);
    const range = {
      from: input.date_from ?? addDays(yesterday, 1 - CLOSE_LOOKBACK_DAYS),
      to: input.date_to ?? yesterday,
    };
    let scope: Scope;
    if (context.startedBy !== null) {
      // On demand: on behalf of its starter, as they are now, within their read scope.
      const person = await reportsRepository(db).activeReader(context.startedBy);
      if (!person) throw new JobFailure('jobs.errors.owner_gone');
      if (!can(person.role_id, 'attendance.correct')) throw forbidden();
      scope = inScope(await readerOf(db, person), 'personal', scopeColumns);
    }
    await context.progress(0, CLOSING, { done: 0, total: 0 });
    const closed = await closeDays(db, range, {
      timeZone,
      scope,
      tick: (done, total) => context.progress((done / Math.max(total, 1)) * 100, CLOSING, { done, total }),
    });
    // What the person who started it reads once it is done (JobProgress): the days, the people, the locked months.
    const counts = { days: closed.days, people: closed.people };
    if (closed.lockedMonths.length === 0) context.outcome(CLOSED, counts);
    else context.outcome(`${CLOSED}_locked`, { ...counts, months: closed.lockedMonths.join(', ') });
  },
});

/**
 * Every day at 10:00 company time, for the day before. The latest shift of a day ends the next morning (the night
 * shift 22:00-06:00; a 12-hour one from 22:00 at 10:00), so its day is over; a shift still running is stored as
 * `not_yet` and closed again by the next run. Events that arrive later recompute their days as always.
 */
export const closeOfDaySchedule = defineSchedule({ kind: closeOfDayJob, cron: '0 10 * * *', input: {} });

const invalid = (field: keyof CloseOfDayBody, key: string, params: Record<string, number> = {}) =>
  new AppError(422, 'invalid_input', 'errors.invalid_input', params, { [field]: [key] });

/** HR closes a past range on demand (history imported late): checked now, run as a job. */
export function closeOfDayService(jobs: Jobs, options: { timeZone: string }) {
  return {
    async start(actor: Actor, body: CloseOfDayBody, lang: Language): Promise<string> {
      if (body.date_to >= companyToday(options.timeZone))
        throw invalid('date_to', 'validation.attendance.close_not_past');
      const days = (Date.parse(body.date_to) - Date.parse(body.date_from)) / 86_400_000 + 1;
      if (days > CLOSE_OF_DAY_MAX_DAYS)
        throw invalid('date_to', 'validation.attendance.close_too_long', { max: CLOSE_OF_DAY_MAX_DAYS });
      return jobs.send(closeOfDayJob, body, { startedBy: actor, lang });
    },
  };
}
export type CloseOfDayService = ReturnType<typeof closeOfDayService>;
