import { WEEKDAYS, type WorkScheduleData } from '@hr/contracts';

/** The months asked so far and the weekday of their dates (0 Monday): a run asks the same month for every person. */
const months = new Map<string, readonly string[]>();
const weekdays = new Map<string, number>();

/** Every date of the month of `month` ('YYYY-MM-01'), in order. */
export function datesOfMonth(month: string): readonly string[] {
  const key = month.slice(0, 7);
  let dates = months.get(key);
  if (!dates) {
    const year = Number(month.slice(0, 4));
    const m = Number(month.slice(5, 7));
    const count = new Date(Date.UTC(year, m, 0)).getUTCDate();
    dates = Array.from({ length: count }, (_, i) => `${key}-${String(i + 1).padStart(2, '0')}`);
    for (const date of dates) weekdays.set(date, (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7);
    months.set(key, dates);
  }
  return dates;
}

/** Is `date` a working day of the weekly schedule (holidays on working days included)? */
export function isScheduled(week: WorkScheduleData['schedule_week'], date: string): boolean {
  let weekday = weekdays.get(date);
  if (weekday === undefined) {
    datesOfMonth(date);
    weekday = weekdays.get(date)!;
  }
  return week[WEEKDAYS[weekday]!];
}

/** The last date of the month. */
export const lastOfMonth = (month: string) => datesOfMonth(month).at(-1)!;
