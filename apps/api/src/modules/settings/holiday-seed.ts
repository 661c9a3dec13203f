import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { holidays } from '../../db/schema/index';
import { fixedHolidays, movingHolidays } from '../../lib/vn-holidays';

/**
 * At every start: the public holidays of the current and next year exist. Migration 0006 seeds 2026 and 2027; a
 * later install (or a new year) adds the lunar holidays of each year that has no national holiday yet, and the
 * fixed yearly ones when no yearly holiday holds their month and day. Edited or deleted holidays of a year that
 * already has national holidays are left as they are.
 */
export async function ensureHolidays(db: Db, years: number[]): Promise<number> {
  let added = 0;
  const [first] = years;
  if (first === undefined) return 0;
  for (const row of fixedHolidays(first)) {
    const [{ value } = { value: 0 }] = await db
      .select({ value: sql<number>`count(*)::int` })
      .from(holidays)
      .where(
        sql`${holidays.repeat_year} = 1 and to_char(${holidays.holiday_date}, 'MM-DD') = ${row.holiday_date.slice(5)}`,
      );
    if (value === 0) {
      await db.insert(holidays).values(row);
      added++;
    }
  }
  for (const year of years) {
    const [{ value } = { value: 0 }] = await db
      .select({ value: sql<number>`count(*)::int` })
      .from(holidays)
      .where(
        sql`${holidays.type} = 1 and ${holidays.repeat_year} = 0 and extract(year from ${holidays.holiday_date}) = ${year}`,
      );
    if (value === 0) {
      const rows = movingHolidays(year);
      await db.insert(holidays).values(rows);
      added += rows.length;
    }
  }
  return added;
}
