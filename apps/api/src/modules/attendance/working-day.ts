/**
 * The working-day engine: pure functions, no database, no clock. `attendance.service.ts` gathers a person's inputs
 * for one date (their planned shift, that day's own events, the calendar of the settings in force) and stores what
 * `computeDay` answers; payroll reads the stored result (docs/attendance.md "The working day").
 *
 * Every moment is a number of milliseconds since the epoch (UTC); clock times ('08:00') are read in the company's
 * time zone. Minutes are whole minutes: an event at 08:00:59 counts as 08:00.
 */

import { addDays } from '@hr/contracts';
import { localDate, offsetAt, zonedMoment } from '@hr/contracts/company-day';

export const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Overtime types of the settings (Decree 145/2020): 1 normal day, 2 rest day, 3 holiday, 4-6 their night variants, 7 night work in normal hours. */
export type OvertimeMinutes = Record<1 | 2 | 3 | 4 | 5 | 6 | 7, number>;
export const noOvertime = (): OvertimeMinutes => ({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0 });

export type ShiftSource = 'assignment' | 'work_plan' | 'person' | 'default';
export type ShiftHours = { shift_id: number | null; start: string; end: string };
export type PlannedShift = ShiftHours & { source: ShiftSource };

/**
 * Which shift a person works on a date, first match wins:
 * 1. a shift assignment (member_shifts) covering the date;
 * 2. a work plan of the person's department on that date that names the person;
 * 3. the person's own shift group (users.shift_id);
 * 4. the standard working time of the settings in force (start_time to end_time).
 */
export function pickShift(candidates: {
  assignment?: ShiftHours | null;
  workPlan?: ShiftHours | null;
  person?: ShiftHours | null;
  standard: { start: string; end: string };
}): PlannedShift {
  if (candidates.assignment) return { ...candidates.assignment, source: 'assignment' };
  if (candidates.workPlan) return { ...candidates.workPlan, source: 'work_plan' };
  if (candidates.person) return { ...candidates.person, source: 'person' };
  return { shift_id: null, start: candidates.standard.start, end: candidates.standard.end, source: 'default' };
}

// ---------------------------------------------------------------- dates and time zones

export { addDays };
// The zone arithmetic lives beside companyToday, shared with the web's display of moments.
export { localDate, offsetAt, zonedMoment };

/** A shift's start and end moments when it starts on `date` (an end at or before the start is the next day). */
export function shiftMoments(date: string, shift: { start: string; end: string }, timeZone: string) {
  const start = zonedMoment(date, shift.start, timeZone);
  const overnight = shift.end.slice(0, 5) <= shift.start.slice(0, 5);
  const end = zonedMoment(overnight ? addDays(date, 1) : date, shift.end, timeZone);
  return { start, end };
}

/**
 * Which events belong to the working day of `date`: the window from the boundary with the day before to the
 * boundary with the day after. The boundary between two days is the middle of the gap between the first day's
 * shift end and the next day's shift start (the next start itself when they overlap). So a check-out at 06:05
 * after a 22:00-06:00 shift closes the night's day, and a check-in at 23:50 for a shift at 00:30 opens the next
 * day's. Days off are bounded by their shift's hours as well (the shift the person would work).
 */
export function dayWindow(
  date: string,
  shifts: {
    previous: { start: string; end: string };
    day: { start: string; end: string };
    next: { start: string; end: string };
  },
  timeZone: string,
): { from: number; to: number } {
  const prev = shiftMoments(addDays(date, -1), shifts.previous, timeZone);
  const day = shiftMoments(date, shifts.day, timeZone);
  const next = shiftMoments(addDays(date, 1), shifts.next, timeZone);
  const boundary = (endBefore: number, startAfter: number) =>
    startAfter > endBefore ? endBefore + Math.floor((startAfter - endBefore) / 2 / MINUTE) * MINUTE : startAfter;
  return { from: boundary(prev.end, day.start), to: boundary(day.end, next.start) };
}

// ---------------------------------------------------------------- the day

export type Direction = 'in' | 'out';
export type DayEvent = { at: number; direction: Direction | null };
export type Interval = { from: number; to: number };
/** An absence of a working plan (annual leave, business trip, ...): its type and its moments. */
export type Absence = Interval & { type: number };

export type DayStatus = 'present' | 'missing_checkout' | 'absent' | 'leave' | 'holiday' | 'rest_day' | 'not_yet';

export type DayInput = {
  date: string;
  timeZone: string;
  shift: PlannedShift;
  /**
   * Weekly rest days, as dates, each by the working week in force on it: D-1, D and D+1 are enough. The work date's
   * decides whether the shift is owed; the next date's, what overtime worked on it is.
   */
  restDays: ReadonlySet<string>;
  /** Holidays and days off in lieu, as dates: D-1, D and D+1 are enough. */
  holidays: ReadonlySet<string>;
  /** The standard hours of a day (settings: normal_working_hours): a longer shift has the difference as its break. */
  standardHours: number;
  /** The day's own events (those inside `dayWindow`), voided ones left out. */
  events: readonly DayEvent[];
  /** Registered breaks (go out / come back). */
  breaks: readonly Interval[];
  absences: readonly Absence[];
  settings: { id: number | null; effective_from: string };
  /** Now: a day whose shift has not ended and has no event yet is `not_yet`, not `absent`. */
  now: number;
};

export type DayResult = {
  work_date: string;
  shift_id: number | null;
  shift_source: ShiftSource;
  /** The planned start and end moments; null on a rest day or holiday (nothing is owed). */
  planned_start: number | null;
  planned_end: number | null;
  first_in: number | null;
  last_out: number | null;
  late_minutes: number;
  early_leave_minutes: number;
  break_minutes: number;
  /** Counted work: normal minutes plus overtime types 1 to 6. */
  worked_minutes: number;
  normal_minutes: number;
  overtime: OvertimeMinutes;
  night_minutes: number;
  leave_minutes: number;
  absence_types: number[];
  holiday: boolean;
  rest_day: boolean;
  status: DayStatus;
  settings_id: number | null;
  settings_effective_from: string;
};

const floorMinute = (ms: number) => Math.floor(ms / MINUTE) * MINUTE;
const inside = (ms: number, list: readonly Interval[]) => list.some((i) => ms >= i.from && ms < i.to);

/** First check-in and last check-out of a day's events: an event without direction counts either way. */
export function firstInLastOut(events: readonly DayEvent[]): { first_in: number | null; last_out: number | null } {
  const sorted = [...events].sort((a, b) => a.at - b.at);
  const first = sorted.find((e) => e.direction !== 'out');
  if (!first) return { first_in: null, last_out: null };
  const last = [...sorted].reverse().find((e) => e.direction !== 'in' && e.at > first.at);
  return { first_in: floorMinute(first.at), last_out: last ? floorMinute(last.at) : null };
}

/** The break a shift longer than the standard hours has: the difference, in the middle of the shift. */
export function standardBreak(start: number, end: number, standardHours: number): Interval | null {
  const extra = end - start - Math.round(standardHours * 60) * MINUTE;
  if (extra <= 0 || standardHours <= 0) return null;
  const middle = floorMinute(start + (end - start) / 2);
  const from = floorMinute(middle - extra / 2);
  return { from, to: from + floorMinute(extra) };
}

/**
 * The working day of one person on one date. Rules (docs/attendance.md):
 * - the work date's kind decides normal work: on a working day the planned shift is owed (late, early leave), on a
 *   weekly rest day or a holiday nothing is owed and every minute worked is overtime;
 * - a minute is judged by its own calendar date: on a holiday's date it is holiday work whatever day its shift
 *   started (Labour Code art. 112); outside the planned shift, on a weekly rest day's date it is rest-day overtime
 *   (the hour after a Friday night shift on Saturday); a shift that starts on a holiday or a rest day is that work
 *   throughout (the day belongs to it). The planned shift of a working day stays normal hours on a rest day's date:
 *   the weekly rest is the employer's 24 consecutive hours (art. 111), not a calendar day;
 * - on a working day, minutes inside the shift are normal, minutes after its end overtime type 1 (4 at night);
 *   arriving before the shift start is not overtime; rest day 2 (5), holiday 3 (6); normal minutes at night
 *   (22:00 to 06:00) are also counted as type 7 (a night premium, not overtime);
 * - breaks (registered, and the shift's standard break) are not worked; on a day that owes nothing the standard
 *   break is taken only when the work covers it whole (09:00-12:30 on a rest day is 210 minutes);
 * - an absence of a working plan excuses the part of the shift it covers (half a day of leave): late and early
 *   leave are the owed minutes before the first check-in and after the last check-out, so never more than the
 *   shift's working minutes.
 */
export function computeDay(input: DayInput): DayResult {
  const { date, timeZone } = input;
  const holiday = input.holidays.has(date);
  const restDay = input.restDays.has(date);
  const owed = !holiday && !restDay;
  const moments = shiftMoments(date, input.shift, timeZone);
  const { first_in, last_out } = firstInLastOut(input.events);
  const shiftBreak = standardBreak(moments.start, moments.end, input.standardHours);
  const breakTaken =
    shiftBreak !== null &&
    (owed || (first_in !== null && last_out !== null && first_in <= shiftBreak.from && last_out >= shiftBreak.to));
  const breaks = [...input.breaks, ...(breakTaken ? [shiftBreak] : [])];
  const absenceTypes = [...new Set(input.absences.map((a) => a.type))].sort((a, b) => a - b);

  // The owed minutes of the shift (inside it, not a break, not excused by an absence); late are those before the
  // first check-in, early leave those from the last check-out on.
  let late = 0;
  let early = 0;
  let leaveMinutes = 0;
  let owedMinutes = 0;
  if (owed) {
    for (let m = moments.start; m < moments.end; m += MINUTE) {
      if (inside(m, breaks)) continue;
      if (inside(m, input.absences)) {
        leaveMinutes++;
        continue;
      }
      owedMinutes++;
      if (first_in !== null && m < first_in) late++;
      if (last_out !== null && m >= last_out) early++;
    }
  }

  const overtime = noOvertime();
  let normal = 0;
  let night = 0;
  let breakMinutes = 0;
  if (first_in !== null && last_out !== null) {
    const offset = offsetAt(first_in, timeZone);
    const steady = offset === offsetAt(last_out, timeZone);
    // Each local calendar day's kind (by its number since the epoch), worked out once per day.
    const dayKinds = new Map<number, 'holiday' | 'rest' | 'working'>();
    const kindOf = (dayNumber: number) => {
      let found = dayKinds.get(dayNumber);
      if (found === undefined) {
        const calendarDate = new Date(dayNumber * 24 * HOUR).toISOString().slice(0, 10);
        found = input.holidays.has(calendarDate) ? 'holiday' : input.restDays.has(calendarDate) ? 'rest' : 'working';
        dayKinds.set(dayNumber, found);
      }
      return found;
    };
    for (let m = first_in; m < last_out; m += MINUTE) {
      if (inside(m, breaks)) {
        breakMinutes++;
        continue;
      }
      const local = m + (steady ? offset : offsetAt(m, timeZone));
      const hour = Math.floor((local % (24 * HOUR)) / HOUR);
      const isNight = hour >= 22 || hour < 6;
      const calendar = kindOf(Math.floor(local / (24 * HOUR)));
      if (holiday || calendar === 'holiday') overtime[isNight ? 6 : 3]++;
      else if (restDay) overtime[isNight ? 5 : 2]++;
      else if (m >= moments.start && m < moments.end) {
        normal++;
        if (isNight) overtime[7]++;
      } else if (m >= moments.end) {
        if (calendar === 'rest') overtime[isNight ? 5 : 2]++;
        else overtime[isNight ? 4 : 1]++;
      }
      // Before the shift start on a working day: early arrival, not counted (nor as night work).
      else continue;
      if (isNight) night++;
    }
  }

  const worked = normal + overtime[1] + overtime[2] + overtime[3] + overtime[4] + overtime[5] + overtime[6];

  let status: DayStatus;
  if (first_in !== null) status = last_out === null ? 'missing_checkout' : 'present';
  else if (holiday) status = 'holiday';
  else if (restDay) status = 'rest_day';
  else if (owedMinutes === 0 && leaveMinutes > 0) status = 'leave';
  else if (input.now < moments.end) status = 'not_yet';
  else status = 'absent';

  return {
    work_date: date,
    shift_id: input.shift.shift_id,
    shift_source: input.shift.source,
    planned_start: owed ? moments.start : null,
    planned_end: owed ? moments.end : null,
    first_in,
    last_out,
    late_minutes: late,
    early_leave_minutes: early,
    break_minutes: breakMinutes,
    worked_minutes: worked,
    normal_minutes: normal,
    overtime,
    night_minutes: night,
    leave_minutes: leaveMinutes,
    absence_types: absenceTypes,
    holiday,
    rest_day: restDay,
    status,
    settings_id: input.settings.id,
    settings_effective_from: input.settings.effective_from,
  };
}

/** The work dates an event at `at` may belong to: its local date and the day before (a night shift's check-out). */
export function candidateDates(at: number, timeZone: string): [string, string] {
  const day = localDate(at, timeZone);
  return [addDays(day, -1), day];
}
