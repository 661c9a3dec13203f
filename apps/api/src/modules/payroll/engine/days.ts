import { datesOfMonth, isScheduled } from './calendar';
import type { DayInput, PersonMonthInput } from './types';

/** A day of the month as pay counts it. */
export type PayDay = {
  date: string;
  scheduled: boolean;
  employed: boolean;
  /** What the day pays: 'outside' before joining or after leaving. */
  kind: DayInput['kind'] | 'outside';
  /**
   * Share of the day's wage paid (work and holiday 1, leave its rate, unpaid 0; 0 on a day not scheduled). A part of
   * the day on leave pays at the leave's rate: worked, 1 - share x (1 - rate); absent, share x rate.
   */
  paid: number;
  /** The part of a scheduled day on leave: 1 for a whole leave day, the leave's share for part of one, else 0. */
  leave_share: number;
  /** The leave's salary rate as a fraction (1 when no type is named or no leave). */
  leave_rate: number;
  late_minutes: number;
  overtime: Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, number>>;
  /** The leave type of a leave day, when one is named. */
  leave_type?: DayInput['leave_type'];
};

/**
 * The month's days as pay counts them. Without attendance (`days` null) every scheduled day of employment is
 * worked (a holiday is a holiday); with attendance a scheduled day of employment that has no record is unpaid.
 */
export function payDays(input: PersonMonthInput): PayDay[] {
  const week = input.rules.work_schedule.data.schedule_week;
  const holidays = new Set(input.holidays);
  const recorded = new Map((input.days ?? []).map((d) => [d.date, d]));
  return datesOfMonth(input.month).map((date) => {
    const scheduled = isScheduled(week, date);
    const employed =
      (input.start_date === null || input.start_date <= date) && (input.end_date === null || date <= input.end_date);
    const day = recorded.get(date);
    let kind: PayDay['kind'];
    if (!employed) kind = 'outside';
    else if (day) kind = day.kind;
    else if (holidays.has(date)) kind = 'holiday';
    else if (!scheduled) kind = 'rest';
    else kind = input.days === null ? 'work' : 'unpaid';
    // Only a planned working day pays a day's wage: work on a weekly rest day is overtime only (its own lines), and a
    // holiday on a rest day is paid through its day off in lieu, a working day of the list.
    const rate = (day?.leave_rate ?? 100) / 100;
    const leaveShare = !scheduled
      ? 0
      : kind === 'leave'
        ? 1
        : kind === 'work' || kind === 'unpaid'
          ? Math.min(1, Math.max(0, day?.leave_share ?? 0))
          : 0;
    const paid = !scheduled
      ? 0
      : kind === 'holiday'
        ? 1
        : kind === 'work'
          ? 1 - leaveShare * (1 - rate)
          : kind === 'leave' || kind === 'unpaid'
            ? leaveShare * rate
            : 0;
    return {
      date,
      scheduled,
      employed,
      kind,
      paid,
      leave_share: leaveShare,
      leave_rate: leaveShare > 0 ? rate : 1,
      late_minutes: employed ? (day?.late_minutes ?? 0) : 0,
      overtime: employed ? (day?.overtime ?? {}) : {},
      ...(leaveShare > 0 && day?.leave_type ? { leave_type: day.leave_type } : {}),
    };
  });
}

/** Counts of a month's days that conditions and insurance read. */
export function dayCounts(days: PayDay[]) {
  const scheduled = days.filter((d) => d.scheduled).length;
  const worked = days.filter((d) => d.kind === 'work').length;
  // Planned working days with pay: worked, holidays, paid leave (a rest day worked is overtime only).
  const paidDays = days.filter((d) => d.paid > 0).length;
  // Scheduled days without pay, including those before joining or after leaving (no insurance at 14 or more).
  const unpaid = days.filter((d) => d.scheduled && d.paid === 0 && d.kind !== 'rest').length;
  const unpaidInEmployment = days.filter(
    (d) => d.employed && d.scheduled && d.kind !== 'holiday' && d.paid === 0 && d.kind !== 'rest',
  ).length;
  const overtimeDays = days.filter((d) => Object.values(d.overtime).some((m) => (m ?? 0) > 0)).length;
  return { scheduled, worked, paidDays, unpaid, unpaidInEmployment, overtimeDays };
}
