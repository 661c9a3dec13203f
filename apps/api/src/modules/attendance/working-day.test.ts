import { describe, expect, it } from 'vitest';
import {
  type Absence,
  candidateDates,
  computeDay,
  type DayEvent,
  type DayInput,
  dayWindow,
  firstInLastOut,
  localDate,
  pickShift,
  type PlannedShift,
  standardBreak,
  zonedMoment,
} from './working-day';

/** Hand-computed cases of the working-day rules (docs/attendance.md). Company time zone: Asia/Ho_Chi_Minh (+07). */
const TZ = 'Asia/Ho_Chi_Minh';
const at = (date: string, time: string) => zonedMoment(date, time, TZ);
const day: PlannedShift = { shift_id: 1, start: '08:00', end: '17:00', source: 'person' };
const night: PlannedShift = { shift_id: 2, start: '22:00', end: '06:00', source: 'assignment' };
const settings = { id: 7, effective_from: '2026-01-01' };
// Monday 2 March 2026.
const MON = '2026-03-02';

function input(over: Partial<DayInput> & { events?: DayEvent[] }): DayInput {
  return {
    date: MON,
    timeZone: TZ,
    shift: day,
    restDays: new Set(),
    holidays: new Set(),
    standardHours: 8,
    events: [],
    breaks: [],
    absences: [],
    settings,
    now: at('2026-12-31', '00:00'),
    ...over,
  };
}
const ev = (date: string, time: string, direction: DayEvent['direction'] = null): DayEvent => ({
  at: at(date, time),
  direction,
});

describe('time zone helpers', () => {
  it('reads clock times in the company time zone', () => {
    expect(new Date(at(MON, '08:00')).toISOString()).toBe('2026-03-02T01:00:00.000Z');
    expect(localDate(Date.parse('2026-03-02T17:30:00Z'), TZ)).toBe('2026-03-03');
    expect(candidateDates(Date.parse('2026-03-02T23:05:00Z'), TZ)).toEqual(['2026-03-02', '2026-03-03']);
  });

  it('puts the standard break in the middle of a shift longer than the standard hours', () => {
    const b = standardBreak(at(MON, '08:00'), at(MON, '17:00'), 8)!;
    expect([new Date(b.from).toISOString(), new Date(b.to).toISOString()]).toEqual([
      '2026-03-02T05:00:00.000Z',
      '2026-03-02T06:00:00.000Z',
    ]);
    expect(standardBreak(at(MON, '22:00'), at('2026-03-03', '06:00'), 8)).toBeNull();
  });
});

describe('the planned shift', () => {
  const standard = { start: '08:00', end: '17:00' };
  const a = { shift_id: 3, start: '14:00', end: '22:00' };
  const w = { shift_id: 4, start: '06:00', end: '14:00' };
  const p = { shift_id: 5, start: '07:00', end: '16:00' };
  it('takes the assignment, else the work plan, else the person, else the standard time', () => {
    expect(pickShift({ assignment: a, workPlan: w, person: p, standard }).source).toBe('assignment');
    expect(pickShift({ workPlan: w, person: p, standard })).toEqual({ ...w, source: 'work_plan' });
    expect(pickShift({ person: p, standard })).toEqual({ ...p, source: 'person' });
    expect(pickShift({ standard })).toEqual({ shift_id: null, ...standard, source: 'default' });
  });
});

describe('which day an event belongs to', () => {
  it('a check-out at 06:05 after a night shift closes the night', () => {
    const w = dayWindow(MON, { previous: day, day: night, next: day }, TZ);
    expect(at('2026-03-03', '06:05')).toBeLessThan(w.to);
    // The boundary with the next day's 08:00 shift is the middle of the gap: 07:00.
    expect(w.to).toBe(at('2026-03-03', '07:00'));
    const next = dayWindow('2026-03-03', { previous: night, day, next: day }, TZ);
    expect(next.from).toBe(w.to);
  });

  it('a check-in at 23:50 for a shift starting at 00:30 opens the next day', () => {
    const early: PlannedShift = { shift_id: 6, start: '00:30', end: '08:30', source: 'assignment' };
    const w = dayWindow('2026-03-03', { previous: day, day: early, next: early }, TZ);
    expect(w.from).toBe(at(MON, '20:45'));
    expect(at(MON, '23:50')).toBeGreaterThanOrEqual(w.from);
  });
});

describe('first in and last out', () => {
  it('two check-ins: the first opens the day, no check-out', () => {
    expect(firstInLastOut([ev(MON, '08:05', 'in'), ev(MON, '07:58', 'in')])).toEqual({
      first_in: at(MON, '07:58'),
      last_out: null,
    });
  });
  it('events without direction: the first is in, the last is out', () => {
    expect(firstInLastOut([ev(MON, '17:01'), ev(MON, '07:58'), ev(MON, '12:00')])).toEqual({
      first_in: at(MON, '07:58'),
      last_out: at(MON, '17:01'),
    });
  });
  it('seconds are dropped', () => {
    expect(firstInLastOut([{ at: at(MON, '08:00') + 59_000, direction: 'in' }]).first_in).toBe(at(MON, '08:00'));
  });
});

describe('the working day', () => {
  it('on time: 8 hours, the lunch break not worked', () => {
    const r = computeDay(input({ events: [ev(MON, '07:55', 'in'), ev(MON, '17:00', 'out')] }));
    expect(r).toMatchObject({
      status: 'present',
      late_minutes: 0,
      early_leave_minutes: 0,
      normal_minutes: 480,
      worked_minutes: 480,
      break_minutes: 60,
      night_minutes: 0,
      settings_id: 7,
    });
    expect(r.overtime).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0 });
  });

  it('late and early leave', () => {
    const r = computeDay(input({ events: [ev(MON, '08:10', 'in'), ev(MON, '16:50', 'out')] }));
    expect(r).toMatchObject({ late_minutes: 10, early_leave_minutes: 10, normal_minutes: 460, worked_minutes: 460 });
  });

  it('overtime after the shift, day and night', () => {
    const r = computeDay(input({ events: [ev(MON, '08:00', 'in'), ev(MON, '22:30', 'out')] }));
    expect(r.normal_minutes).toBe(480);
    expect(r.overtime[1]).toBe(300);
    expect(r.overtime[4]).toBe(30);
    expect(r.night_minutes).toBe(30);
    expect(r.worked_minutes).toBe(810);
  });

  it('overnight shift: 22:00 to 06:00, a check-out at 06:05 the next morning', () => {
    const r = computeDay(input({ shift: night, events: [ev(MON, '21:55', 'in'), ev('2026-03-03', '06:05', 'out')] }));
    expect(r).toMatchObject({
      status: 'present',
      late_minutes: 0,
      early_leave_minutes: 0,
      normal_minutes: 480,
      night_minutes: 480,
      worked_minutes: 485,
      planned_start: at(MON, '22:00'),
      planned_end: at('2026-03-03', '06:00'),
    });
    expect(r.overtime[7]).toBe(480);
    expect(r.overtime[1]).toBe(5);
  });

  it('a check-in before midnight for a shift after it: early arrival is not counted', () => {
    const early: PlannedShift = { shift_id: 6, start: '00:30', end: '08:30', source: 'assignment' };
    const r = computeDay(
      input({ date: '2026-03-03', shift: early, events: [ev(MON, '23:50', 'in'), ev('2026-03-03', '08:30', 'out')] }),
    );
    expect(r).toMatchObject({ late_minutes: 0, early_leave_minutes: 0, normal_minutes: 480, night_minutes: 330 });
    expect(r.first_in).toBe(at(MON, '23:50'));
    expect(r.overtime[7]).toBe(330);
  });

  it('a missing check-out: present but nothing counted, no early leave', () => {
    const r = computeDay(input({ events: [ev(MON, '08:20', 'in')] }));
    expect(r).toMatchObject({
      status: 'missing_checkout',
      late_minutes: 20,
      early_leave_minutes: 0,
      worked_minutes: 0,
    });
  });

  it('two check-ins and no check-out', () => {
    const r = computeDay(input({ events: [ev(MON, '08:00', 'in'), ev(MON, '08:03', 'in')] }));
    expect(r).toMatchObject({ status: 'missing_checkout', first_in: at(MON, '08:00'), last_out: null });
  });

  it('absent on a past working day, not yet before the shift ends', () => {
    expect(computeDay(input({})).status).toBe('absent');
    expect(computeDay(input({ now: at(MON, '09:00') })).status).toBe('not_yet');
  });

  it('a holiday on a weekly rest day: nothing owed, work is holiday overtime', () => {
    // Sunday 1 March 2026, listed as a holiday.
    const sunday = '2026-03-01';
    const base = { date: sunday, restDays: new Set([sunday]), holidays: new Set([sunday]) };
    expect(computeDay(input(base))).toMatchObject({ status: 'holiday', planned_start: null, late_minutes: 0 });
    const r = computeDay(input({ ...base, events: [ev(sunday, '09:00', 'in'), ev(sunday, '12:00', 'out')] }));
    expect(r).toMatchObject({
      status: 'present',
      holiday: true,
      rest_day: true,
      normal_minutes: 0,
      worked_minutes: 180,
    });
    expect(r.overtime[3]).toBe(180);
    expect(r.overtime[2]).toBe(0);
  });

  it('work on a weekly rest day is rest-day overtime', () => {
    const sat = '2026-03-07';
    const r = computeDay(input({ date: sat, restDays: new Set([sat]), events: [ev(sat, '08:00'), ev(sat, '17:00')] }));
    expect(r.overtime[2]).toBe(480);
    expect(r).toMatchObject({ normal_minutes: 0, late_minutes: 0, status: 'present', break_minutes: 60 });
    expect(computeDay(input({ date: sat, restDays: new Set([sat]) })).status).toBe('rest_day');
  });

  it('half a day of annual leave: the morning excused, late counted from 13:00', () => {
    const morning: Absence = { type: 1, from: at(MON, '08:00'), to: at(MON, '12:00') };
    const onTime = computeDay(
      input({ absences: [morning], events: [ev(MON, '12:55', 'in'), ev(MON, '17:00', 'out')] }),
    );
    expect(onTime).toMatchObject({ late_minutes: 0, leave_minutes: 240, normal_minutes: 240, absence_types: [1] });
    const late = computeDay(input({ absences: [morning], events: [ev(MON, '13:20', 'in'), ev(MON, '17:00', 'out')] }));
    expect(late.late_minutes).toBe(20);
  });

  it('a whole day of leave is leave, not absence', () => {
    const trip: Absence = { type: 2, from: at(MON, '00:00'), to: at('2026-03-03', '00:00') };
    expect(computeDay(input({ absences: [trip] }))).toMatchObject({ status: 'leave', leave_minutes: 480 });
  });

  it('a registered break is not worked', () => {
    const r = computeDay(
      input({
        events: [ev(MON, '08:00'), ev(MON, '17:00')],
        breaks: [{ from: at(MON, '15:00'), to: at(MON, '15:30') }],
      }),
    );
    expect(r).toMatchObject({ normal_minutes: 450, break_minutes: 90 });
  });

  it('a shift change: the assigned afternoon shift is what is owed', () => {
    const shift = pickShift({
      assignment: { shift_id: 3, start: '14:00', end: '22:00' },
      person: { shift_id: 1, start: '08:00', end: '17:00' },
      standard: { start: '08:00', end: '17:00' },
    });
    const r = computeDay(input({ shift, events: [ev(MON, '14:05', 'in'), ev(MON, '22:30', 'out')] }));
    expect(r).toMatchObject({ shift_id: 3, shift_source: 'assignment', late_minutes: 5, normal_minutes: 475 });
    expect(r.overtime[4]).toBe(30);
  });

  it('a night shift across a change of the settings version and into a holiday', () => {
    // 31 December (working day, settings version 7) to 1 January (holiday; version 8 starts that day).
    const eve = '2026-12-31';
    const r = computeDay(
      input({
        date: eve,
        shift: night,
        holidays: new Set(['2027-01-01']),
        events: [ev(eve, '22:00', 'in'), ev('2027-01-01', '06:00', 'out')],
      }),
    );
    // The day uses the version in force on the date it starts, and the minutes on the holiday are holiday work.
    expect(r).toMatchObject({ settings_id: 7, settings_effective_from: '2026-01-01', normal_minutes: 120 });
    expect(r.overtime[7]).toBe(120);
    expect(r.overtime[6]).toBe(360);
    expect(r.night_minutes).toBe(480);
  });

  it('the working week of the version in force decides a rest day', () => {
    // Version 8 makes Saturday a working day: the same events are normal work, not rest-day overtime.
    const sat = '2026-03-07';
    const events = [ev(sat, '08:00'), ev(sat, '17:00')];
    const v7 = computeDay(input({ date: sat, restDays: new Set([sat]), events }));
    const v8 = computeDay(input({ date: sat, events, settings: { id: 8, effective_from: sat } }));
    expect([v7.overtime[2], v7.normal_minutes, v8.overtime[2], v8.normal_minutes, v8.settings_id]).toEqual([
      480, 0, 0, 480, 8,
    ]);
  });

  it('overtime after a Friday night shift, on the Saturday rest day, is rest-day overtime', () => {
    // Friday 6 November 2026, 22:00 to Saturday 07:00; Saturday is a weekly rest day.
    const fri = '2026-11-06';
    const sat = '2026-11-07';
    const r = computeDay(
      input({ date: fri, shift: night, restDays: new Set([sat]), events: [ev(fri, '22:00'), ev(sat, '07:00')] }),
    );
    // 22:00-06:00 is the planned shift of a working day: normal hours, night premium (type 7); 06:00-07:00 is after
    // the shift on the rest day's date: type 2, not type 1.
    expect(r).toMatchObject({ normal_minutes: 480, worked_minutes: 540, night_minutes: 480, rest_day: false });
    expect(r.overtime).toEqual({ 1: 0, 2: 60, 3: 0, 4: 0, 5: 0, 6: 0, 7: 480 });
    // The same hour after Thursday's shift (Friday a working day) stays type 1.
    const thu = '2026-11-05';
    const t = computeDay(input({ date: thu, shift: night, events: [ev(thu, '22:00'), ev(fri, '07:00')] }));
    expect([t.overtime[1], t.overtime[2]]).toEqual([60, 0]);
  });

  it('late and early leave never exceed the shift: the owed minutes before the first in and after the last out', () => {
    // Night shift of Wednesday 18 November 2026 never checked into; events on Thursday 08:00-11:19. The boundary with
    // Thursday's night shift is the middle of the gap (06:00-22:00: 14:00), so both events are Wednesday's.
    const wed = '2026-11-18';
    const thu = '2026-11-19';
    const w = dayWindow(wed, { previous: night, day: night, next: night }, TZ);
    expect([at(thu, '08:00') < w.to, at(thu, '11:19') < w.to, w.to]).toEqual([true, true, at(thu, '14:00')]);
    const r = computeDay(input({ date: wed, shift: night, events: [ev(thu, '08:00', 'in'), ev(thu, '11:19', 'out')] }));
    expect(r).toMatchObject({ late_minutes: 480, early_leave_minutes: 0, normal_minutes: 0, worked_minutes: 199 });
    expect(r.overtime[1]).toBe(199);
    // A day shift: arriving at 13:30 misses 08:00-12:00 and 13:00-13:30 (the lunch break is not owed); leaving at
    // 10:00 after arriving at 09:00 is late 60 and early 360 (10:00-12:00, 13:00-17:00): 420, the shift's 480 at most.
    expect(computeDay(input({ events: [ev(MON, '13:30', 'in'), ev(MON, '17:00', 'out')] })).late_minutes).toBe(270);
    const short = computeDay(input({ events: [ev(MON, '09:00', 'in'), ev(MON, '10:00', 'out')] }));
    expect([short.late_minutes, short.early_leave_minutes]).toEqual([60, 360]);
    const never = computeDay(input({ events: [ev(MON, '18:00', 'in'), ev(MON, '19:00', 'out')] }));
    expect([never.late_minutes, never.early_leave_minutes, never.overtime[1]]).toEqual([480, 0, 60]);
  });

  it('on a day that owes nothing the standard break is deducted only when the work covers it whole', () => {
    const sat = '2026-03-07';
    const rest = { date: sat, restDays: new Set([sat]) };
    const morning = computeDay(input({ ...rest, events: [ev(sat, '09:00'), ev(sat, '12:30')] }));
    expect([morning.worked_minutes, morning.overtime[2], morning.break_minutes]).toEqual([210, 210, 0]);
    const whole = computeDay(input({ ...rest, events: [ev(sat, '09:00'), ev(sat, '15:00')] }));
    expect([whole.worked_minutes, whole.break_minutes]).toEqual([300, 60]);
    // On a working day the break is part of the owed shift: leaving at 12:30 is 12:00-12:30 not worked.
    const weekday = computeDay(input({ events: [ev(MON, '08:00'), ev(MON, '12:30')] }));
    expect([weekday.normal_minutes, weekday.break_minutes, weekday.early_leave_minutes]).toEqual([240, 30, 240]);
  });
});
