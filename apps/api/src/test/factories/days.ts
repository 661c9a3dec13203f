import { companyToday } from '@hr/contracts';
import { next } from './sequence';

/** The company's date `days` after today, YYYY-MM-DD (plans and assignments lie in the future). */
export const futureDay = (days: number, timeZone?: string) =>
  new Date(Date.parse(`${companyToday(timeZone)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A future date no other call got: 12,000 to 31,999 days ahead, inside the 100-year window dates accept and after
 * the days the write fuzz picks by hand.
 */
export const uniqueFarDay = () => futureDay(12_000 + (next() % 20_000));

/** The latest date on or before `date` (YYYY-MM-DD) falling on the weekday `day` (0 Sunday). */
export function weekdayOnOrBefore(date: string, day: number): string {
  let time = Date.parse(`${date}T00:00:00Z`);
  while (new Date(time).getUTCDay() !== day) time -= 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}
