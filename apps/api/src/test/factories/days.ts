import { companyToday, statutoryInForce, WEEKDAYS } from '@hr/contracts';
import type { Pool } from 'pg';
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

/**
 * Makes every day of the week a working day from `date` on: a work_schedule version of the statutory figures with
 * all seven days. For a test about today, which must not depend on the weekday it runs on (on a Vietnamese Sunday
 * today had no planned shift and no early leave, and two tests failed). Answers a function removing it again.
 */
export async function everyDayWorking(pool: Pool, date: string): Promise<() => Promise<void>> {
  const data = {
    ...statutoryInForce('work_schedule', date).data,
    schedule_week: Object.fromEntries(WEEKDAYS.map((day) => [day, true])),
  };
  const { rows } = await pool.query<{ id: number }>(
    'insert into setting_versions (kind, effective_from, data) values ($1, $2, $3) returning id',
    ['work_schedule', date, JSON.stringify(data)],
  );
  return async () => {
    await pool.query('delete from setting_versions where id = $1', [rows[0]!.id]);
  };
}

/**
 * Removes the public holidays on these dates (YYYY-MM-DD), yearly ones by month and day, and those of the three days
 * before each (a holiday on a rest day gives the next working day off): a test's chosen working days stay working
 * days whatever the calendar says. Vietnam's Culture Day (24 November, since 2026) fell on one and a test failed.
 */
export async function noHolidaysOn(pool: Pool, dates: string[]): Promise<void> {
  await pool.query(
    `delete from holidays h using unnest($1::date[]) d(day)
      where h.holiday_date between d.day - 3 and d.day
         or (h.repeat_year = 1 and to_char(h.holiday_date, 'MM-DD') in (
              select to_char(g::date, 'MM-DD') from generate_series(d.day - 3, d.day, interval '1 day') g))`,
    [dates],
  );
}
