import { buttonAllowed, type CheckTime } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { absencesFrom, breaksFrom, checkTimeOf, isBusy, overviewStatus } from './registration-rules';
import { computeDay, zonedMoment } from './working-day';

const TZ = 'Asia/Ho_Chi_Minh';
const at = (time: string, date = '2026-03-04') => new Date(zonedMoment(date, time, TZ));
const reg = (kind: string, time: string) => ({ kind, registered_at: at(time) });
const checkedIn: { first_in: Date | null; last_out: Date | null } = { first_in: at('07:55'), last_out: null };

describe('the buttons’ enabling rules (section 4)', () => {
  const check = (registrations: { kind: string; registered_at: Date }[], day = checkedIn): CheckTime =>
    checkTimeOf(day, registrations, [], TZ);

  it('all four are disabled before the check-in', () => {
    for (const b of ['late_checkin', 'early_checkout', 'go_out', 'come_back'] as const)
      expect(buttonAllowed(b, check([], { first_in: null, last_out: null }))).toBe(false);
  });

  it('late and early once each; a break starts when none is open and finishes when one is', () => {
    expect(buttonAllowed('late_checkin', check([]))).toBe(true);
    expect(buttonAllowed('late_checkin', check([reg('late_checkin', '08:10')]))).toBe(false);
    expect(buttonAllowed('early_checkout', check([reg('early_checkout', '15:00')]))).toBe(false);
    // Neither gone out nor come back: start yes, finish no.
    expect(buttonAllowed('go_out', check([]))).toBe(true);
    expect(buttonAllowed('come_back', check([]))).toBe(false);
    // Gone out: start no, finish yes.
    const out = check([reg('go_out', '10:00')]);
    expect(out).toMatchObject({ go_out: true, comeback: false });
    expect(buttonAllowed('go_out', out)).toBe(false);
    expect(buttonAllowed('come_back', out)).toBe(true);
    // Come back and not gone out: start again yes, finish no.
    const back = check([reg('go_out', '10:00'), reg('come_back', '10:20')]);
    expect(back).toMatchObject({ go_out: false, comeback: true });
    expect(buttonAllowed('go_out', back)).toBe(true);
    expect(buttonAllowed('come_back', back)).toBe(false);
  });

  it('times are the company’s clock', () => {
    expect(check([reg('late_checkin', '08:10')])).toMatchObject({ checkin_time: '07:55', late_checkin_time: '08:10' });
  });

  it('busy: a whole-day item covers the date; a part of the day does not', () => {
    const part = {
      working_plan_type_id: 1,
      start_date: '2026-03-04',
      start_time: '08:00',
      end_date: '2026-03-04',
      end_time: '12:00',
    };
    const whole = {
      working_plan_type_id: 4,
      start_date: '2026-03-03',
      start_time: null,
      end_date: '2026-03-05',
      end_time: null,
    };
    expect(isBusy([part], '2026-03-04')).toBe(false);
    expect(isBusy([whole], '2026-03-04')).toBe(true);
    expect(isBusy([whole], '2026-03-06')).toBe(false);
  });
});

describe('the overview status of right now', () => {
  const base = checkTimeOf(null, [], [], TZ);
  const s = (check: Partial<CheckTime>, extra: { types?: number[]; late?: number; early?: number } = {}) =>
    overviewStatus({
      activePlanTypes: extra.types ?? [],
      check: { ...base, ...check },
      lateMinutes: extra.late ?? 0,
      earlyLeaveMinutes: extra.early ?? 0,
    });

  it('maps each state to its code 1 to 8', () => {
    expect(s({})).toBeNull();
    expect(s({ checkin: true })).toBe(1);
    expect(s({ checkin: true }, { late: 5 })).toBe(2);
    expect(s({ checkin: true, late_checkin: true })).toBe(2);
    expect(s({ checkin: true, go_out: true })).toBe(3);
    expect(s({ checkin: true, comeback: true })).toBe(4);
    expect(s({ checkin: true, checkout: true }, { early: 30 })).toBe(5);
    expect(s({ checkin: true, checkout: true })).toBe(6);
    expect(s({}, { types: [4] })).toBe(7);
    expect(s({ checkin: true }, { types: [2] })).toBe(8);
    // Going out (3) is not leave: the day's own status shows.
    expect(s({ checkin: true }, { types: [3] })).toBe(1);
  });
});

describe('what the working day takes from registration', () => {
  it('breaks: each start closed by the next finish; an open one is not counted', () => {
    expect(breaksFrom([reg('go_out', '10:00'), reg('come_back', '10:30'), reg('go_out', '15:00')])).toEqual([
      { from: at('10:00').getTime(), to: at('10:30').getTime() },
    ]);
  });

  it('a registered break is not worked, and a morning of leave moves the late count to the afternoon', () => {
    const shift = { shift_id: 1, start: '08:00', end: '17:00', source: 'person' as const };
    const base = {
      date: '2026-03-04',
      timeZone: TZ,
      shift,
      restDays: new Set<string>(),
      holidays: new Set<string>(),
      standardHours: 8,
      settings: { id: 1, effective_from: '2020-01-01' },
      now: at('23:00').getTime(),
    };
    const events = [
      { at: at('08:00').getTime(), direction: 'in' as const },
      { at: at('17:00').getTime(), direction: 'out' as const },
    ];
    const plain = computeDay({ ...base, events, breaks: [], absences: [] });
    const withBreak = computeDay({
      ...base,
      events,
      breaks: breaksFrom([reg('go_out', '15:00'), reg('come_back', '15:30')]),
      absences: [],
    });
    expect(withBreak.break_minutes - plain.break_minutes).toBe(30);
    expect(plain.worked_minutes - withBreak.worked_minutes).toBe(30);

    const morningLeave = absencesFrom(
      [
        {
          working_plan_type_id: 1,
          start_date: '2026-03-04',
          start_time: '08:00',
          end_date: '2026-03-04',
          end_time: '12:00',
        },
      ],
      TZ,
    );
    const afternoon = computeDay({
      ...base,
      events: [{ at: at('13:10').getTime(), direction: 'in' }, events[1]!],
      breaks: [],
      absences: morningLeave,
    });
    expect(afternoon.late_minutes).toBe(10);
    expect(afternoon.absence_types).toEqual([1]);

    const wholeDay = absencesFrom(
      [{ working_plan_type_id: 4, start_date: '2026-03-03', start_time: null, end_date: '2026-03-04', end_time: null }],
      TZ,
    );
    expect(computeDay({ ...base, events: [], breaks: [], absences: wholeDay }).status).toBe('leave');
  });
});
