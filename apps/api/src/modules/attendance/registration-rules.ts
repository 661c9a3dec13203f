/**
 * The rules of registration and the overview, pure (no database, no clock): the flags of a person's day (the
 * registration's tick columns and the buttons' enabling rules), the overview status 1 to 8, and what the working-day
 * engine takes from registrations and working plans (breaks and absences). docs/attendance.md "Registration".
 */
import {
  type CheckTime,
  LEAVE_ABSENCE_TYPES,
  type OverviewStatus,
  TRIP_ABSENCE_TYPES,
  WHOLE_DAY_ABSENCE_TYPES,
} from '@hr/contracts';
import { type Absence, addDays, type Interval, offsetAt, zonedMoment } from './working-day';

export type PlanTimes = {
  working_plan_type_id: number;
  start_date: string;
  start_time: string | null;
  end_date: string;
  end_time: string | null;
};
export type Registration = { kind: string; registered_at: Date };
export type StoredDay = { first_in: Date | null; last_out: Date | null } | null | undefined;

/** 'HH:mm' of a moment in the time zone. */
export function clockOf(at: Date | null, timeZone: string): string | null {
  if (!at) return null;
  const ms = at.getTime();
  return new Date(ms + offsetAt(ms, timeZone)).toISOString().slice(11, 16);
}

/** The moments an item covers: whole-day types from the start date's midnight to the midnight after the end date. */
export function planInterval(plan: PlanTimes, timeZone: string): Interval {
  if (WHOLE_DAY_ABSENCE_TYPES.includes(plan.working_plan_type_id) || !plan.start_time || !plan.end_time)
    return {
      from: zonedMoment(plan.start_date, '00:00', timeZone),
      to: zonedMoment(addDays(plan.end_date, 1), '00:00', timeZone),
    };
  return {
    from: zonedMoment(plan.start_date, plan.start_time, timeZone),
    to: zonedMoment(plan.end_date, plan.end_time, timeZone),
  };
}

/** Working-plan items as the engine's absences. */
export const absencesFrom = (plans: readonly PlanTimes[], timeZone: string): Absence[] =>
  plans.map((p) => ({ ...planInterval(p, timeZone), type: p.working_plan_type_id }));

/**
 * Registered breaks as intervals: each start (go_out) closed by the next finish (come_back). A break still open is
 * not counted (the person may have forgotten to press finish; nothing is taken off on a guess).
 */
export function breaksFrom(registrations: readonly Registration[]): Interval[] {
  const breaks: Interval[] = [];
  let open: number | null = null;
  for (const r of [...registrations].sort((a, b) => a.registered_at.getTime() - b.registered_at.getTime())) {
    if (r.kind === 'go_out' && open === null) open = r.registered_at.getTime();
    else if (r.kind === 'come_back' && open !== null) {
      breaks.push({ from: open, to: r.registered_at.getTime() });
      open = null;
    }
  }
  return breaks;
}

/** A whole-day item (annual leave, business trip) covers the date: the person has nothing to register. */
export const isBusy = (plans: readonly PlanTimes[], date: string) =>
  plans.some(
    (p) => WHOLE_DAY_ABSENCE_TYPES.includes(p.working_plan_type_id) && p.start_date <= date && p.end_date >= date,
  );

/** The flags of a person's day: the registration's tick columns and what the buttons' rules read. */
export function checkTimeOf(
  day: StoredDay,
  registrations: readonly Registration[],
  plansOfDate: readonly PlanTimes[],
  timeZone: string,
): CheckTime {
  const first = (kind: string) => registrations.find((r) => r.kind === kind);
  const lastBreak = registrations.filter((r) => r.kind === 'go_out' || r.kind === 'come_back').at(-1);
  const late = first('late_checkin');
  const early = first('early_checkout');
  return {
    checkin: Boolean(day?.first_in),
    checkin_time: clockOf(day?.first_in ?? null, timeZone),
    late_checkin: Boolean(late),
    late_checkin_time: clockOf(late?.registered_at ?? null, timeZone),
    go_out: lastBreak?.kind === 'go_out',
    comeback: lastBreak?.kind === 'come_back',
    early_checkout: Boolean(early),
    early_checkout_time: clockOf(early?.registered_at ?? null, timeZone),
    checkout: Boolean(day?.last_out),
    checkout_time: clockOf(day?.last_out ?? null, timeZone),
    annual_leave: plansOfDate.some((p) => LEAVE_ABSENCE_TYPES.includes(p.working_plan_type_id)),
    business_trip: plansOfDate.some((p) => TRIP_ABSENCE_TYPES.includes(p.working_plan_type_id)),
  };
}

/**
 * The overview status of right now: an absence covering the present moment first (8 business trip, 7 annual
 * leave), then the day: 6 checked out (5 when the early check-out was registered or the day left early), 3 out on a
 * break, 4 back from one, 2 checked in late (registered or late minutes), 1 checked in; null before any check-in.
 */
export function overviewStatus(input: {
  activePlanTypes: readonly number[];
  check: CheckTime;
  lateMinutes: number;
  earlyLeaveMinutes: number;
}): OverviewStatus | null {
  const { activePlanTypes, check } = input;
  if (activePlanTypes.some((t) => TRIP_ABSENCE_TYPES.includes(t))) return 8;
  if (activePlanTypes.some((t) => LEAVE_ABSENCE_TYPES.includes(t))) return 7;
  if (!check.checkin) return null;
  if (check.checkout) return check.early_checkout || input.earlyLeaveMinutes > 0 ? 5 : 6;
  if (check.go_out) return 3;
  if (check.comeback) return 4;
  if (check.late_checkin || input.lateMinutes > 0) return 2;
  return 1;
}
