import { WEEKDAYS, type WorkScheduleData } from '@hr/contracts';

/** Every date of the month of `month` ('YYYY-MM-01'), in order. */
export function datesOfMonth(month: string): string[] {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const count = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month.slice(0, 8)}${String(i + 1).padStart(2, '0')}`);
}

/** Is `date` a working day of the weekly schedule (holidays on working days included)? */
export function isScheduled(week: WorkScheduleData['schedule_week'], date: string): boolean {
  const sunday0 = new Date(`${date}T00:00:00Z`).getUTCDay();
  return week[WEEKDAYS[(sunday0 + 6) % 7]!];
}

/** The last date of the month. */
export const lastOfMonth = (month: string) => datesOfMonth(month).at(-1)!;
