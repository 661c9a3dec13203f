import type { Db, Executor } from '../../db/client';
import { cachedRules, isRestDay } from '../settings/settings.api';
import { attendanceRepository, type NewDay } from './attendance.repository';
import { plannedShiftOf } from './planned-shift';
import { absencesFrom, breaksFrom } from './registration-rules';
import { addDays, candidateDates, computeDay, dayWindow, zonedMoment } from './working-day';

export type PersonDate = { user_id: number; date: string };

/** The (person, date) pairs events at these moments may change: each event's local date and the day before. */
export function affectedDays(events: { user_id: number; at: Date }[], timeZone: string): PersonDate[] {
  const seen = new Map<string, PersonDate>();
  for (const event of events) {
    for (const date of candidateDates(event.at.getTime(), timeZone)) {
      seen.set(`${event.user_id}:${date}`, { user_id: event.user_id, date });
    }
  }
  return [...seen.values()];
}

/** Is the date in a payroll-locked month ('YYYY-MM-01' list)? */
export const inLockedMonth = (date: string, locked: readonly string[]) => locked.includes(`${date.slice(0, 7)}-01`);

/**
 * Computes the working days of these (person, date) pairs again from their own events and stores them, on the
 * caller's executor (its transaction). Reads only what those days need: the people's shifts around the dates, the
 * settings in force on each date, the holidays of the span and the people's events of the span. Days of
 * payroll-locked months are left as they were computed (docs/attendance.md "Recompute"). Answers how many days it
 * stored. `peopleLocked`: the caller holds the people's locks already (the kiosk: `lockPersonByStaffId`).
 */
export async function recomputeDays(
  db: Executor,
  pairs: readonly PersonDate[],
  options: { timeZone: string; now?: Date; peopleLocked?: boolean },
): Promise<number> {
  if (pairs.length === 0) return 0;
  const { timeZone } = options;
  const now = (options.now ?? new Date()).getTime();
  const repo = attendanceRepository(db);
  const ids = [...new Set(pairs.map((p) => p.user_id))];
  if (!options.peopleLocked) await repo.lockPeople(ids);

  // One statement once the locks are held: the people's shifts, assignments, work plans, working-plan absences,
  // registered breaks and events, and the settings' stamp. A day's window lies within the day before its date and
  // the day after (working-day.ts dayWindow): the events of the span are read, each day keeps those of its window.
  const dates = pairs.map((p) => p.date).sort();
  const from = addDays(dates[0]!, -1);
  const to = addDays(dates.at(-1)!, 1);
  const span = {
    from: new Date(zonedMoment(from, '00:00', timeZone)),
    to: new Date(zonedMoment(addDays(to, 1), '00:00', timeZone)),
  };
  const { stamp, people } = await repo.dayInputs(ids, from, to, span);
  // The settings' versions, holidays and locked months, from memory unless the stamp changed.
  const rules = await cachedRules(db, stamp);
  const todo = pairs.filter((p) => !inLockedMonth(p.date, rules.lockedMonths));
  if (todo.length === 0) return 0;

  const holidayRows = await rules.holidaysBetween(from, to);
  const holidays = new Set<string>();
  for (const h of holidayRows) {
    holidays.add(h.date);
    if (h.day_off_in_lieu) holidays.add(h.day_off_in_lieu);
  }
  const scheduleOn = rules.scheduleOn;
  const personOf = new Map(people.map((p) => [p.id, p]));

  // A date is a weekly rest day by the working week in force on it (the day after a night shift's date too).
  const restDaysAround = (date: string) =>
    new Set([-1, 0, 1].map((d) => addDays(date, d)).filter((d) => isRestDay(scheduleOn(d).data.schedule_week, d)));

  const shiftOn = (userId: number, date: string) => plannedShiftOf(personOf.get(userId), date, scheduleOn(date));

  const prepared = todo.map((pair) => {
    const previous = shiftOn(pair.user_id, addDays(pair.date, -1));
    const day = shiftOn(pair.user_id, pair.date);
    const next = shiftOn(pair.user_id, addDays(pair.date, 1));
    const window = dayWindow(pair.date, { previous, day, next }, timeZone);
    return { pair, day, schedule: scheduleOn(pair.date), window };
  });

  const rows: NewDay[] = prepared.map(({ pair, day, schedule, window }) => {
    const own = (personOf.get(pair.user_id)?.events ?? []).filter((e) => e.at >= window.from && e.at < window.to);
    const result = computeDay({
      date: pair.date,
      timeZone,
      shift: day,
      restDays: restDaysAround(pair.date),
      holidays,
      standardHours: schedule.data.standard_working_time.normal_working_hours,
      events: own,
      breaks: breaksFrom((personOf.get(pair.user_id)?.registrations ?? []).filter((r) => r.work_date === pair.date)),
      // The plans of this date only: the span read holds the neighbouring dates' too (an absence is its date's own).
      absences: absencesFrom(
        (personOf.get(pair.user_id)?.absence_plans ?? []).filter(
          (p) => p.start_date <= pair.date && p.end_date >= pair.date,
        ),
        timeZone,
      ),
      settings: { id: schedule.id, effective_from: schedule.effective_from },
      now,
    });
    const at = (ms: number | null) => (ms === null ? null : new Date(ms));
    return {
      user_id: pair.user_id,
      work_date: pair.date,
      shift_id: result.shift_id,
      shift_source: result.shift_source,
      planned_start: at(result.planned_start),
      planned_end: at(result.planned_end),
      first_in: at(result.first_in),
      last_out: at(result.last_out),
      late_minutes: result.late_minutes,
      early_leave_minutes: result.early_leave_minutes,
      break_minutes: result.break_minutes,
      worked_minutes: result.worked_minutes,
      normal_minutes: result.normal_minutes,
      overtime_1: result.overtime[1],
      overtime_2: result.overtime[2],
      overtime_3: result.overtime[3],
      overtime_4: result.overtime[4],
      overtime_5: result.overtime[5],
      overtime_6: result.overtime[6],
      overtime_7: result.overtime[7],
      night_minutes: result.night_minutes,
      leave_minutes: result.leave_minutes,
      absence_types: result.absence_types,
      holiday: result.holiday,
      rest_day: result.rest_day,
      status: result.status,
      settings_id: result.settings_id,
      settings_effective_from: result.settings_effective_from,
      computed_at: new Date(now),
    };
  });
  // Stored in chunks: a statement has at most 65,535 parameters.
  for (let i = 0; i < rows.length; i += 1000) await repo.upsertDays(rows.slice(i, i + 1000));
  return rows.length;
}

/** Pairs computed and stored per transaction (recomputeDays reads their inputs in a few set-based statements). */
const CHUNK = 1000;
/** Dates whose pairs are read at once: a year for 5,000 people is 1.8 million pairs, never all in memory. */
const WINDOW_DAYS = 31;

/**
 * Computes and stores the days `pairsOf` names in a range, a month of dates at a time and a chunk of pairs per
 * transaction (days of payroll-locked months left as they were); answers how many days it stored. `tick` reports the
 * dates done. Close of day (the open days) and a settings change (the stored days) run through it.
 */
export async function recomputeByWindows(
  db: Db,
  range: { from: string; to: string },
  pairsOf: (from: string, to: string) => Promise<PersonDate[]>,
  options: { timeZone: string; now?: Date; tick?: (done: number, total: number) => Promise<void> },
): Promise<number> {
  const total = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;
  let stored = 0;
  for (let offset = 0; offset < total; offset += WINDOW_DAYS) {
    const from = addDays(range.from, offset);
    const to = addDays(from, Math.min(WINDOW_DAYS, total - offset) - 1);
    const pairs = await pairsOf(from, to);
    for (let i = 0; i < pairs.length; i += CHUNK) {
      const chunk = pairs.slice(i, i + CHUNK);
      stored += await db.transaction((tx) =>
        recomputeDays(tx, chunk, { timeZone: options.timeZone, now: options.now }),
      );
    }
    await options.tick?.(Math.min(offset + WINDOW_DAYS, total), total);
  }
  return stored;
}
