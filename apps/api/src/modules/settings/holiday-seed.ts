import type { Executor } from '../../db/client';
import { fixedHolidays, movingHolidays } from '../../lib/vn-holidays';
import { settingsRepository } from './settings.repository';

/**
 * At every start: the public holidays of the current and next year exist. Migration 0006 seeds 2026 and 2027; a
 * later install (or a new year) adds the lunar holidays of each year that has no national holiday yet, and the
 * fixed yearly ones when no yearly holiday holds their month and day. Edited or deleted holidays of a year that
 * already has national holidays are left as they are. Rows seeded before holiday codes existed get theirs (their
 * names then read in each reader's language).
 */
export async function ensureHolidays(db: Executor, years: number[]): Promise<number> {
  const repo = settingsRepository(db);
  let added = 0;
  const [first] = years;
  if (first === undefined) return 0;
  await repo.codeSeededHolidays([...fixedHolidays(first), ...movingHolidays(first)]);
  for (const row of fixedHolidays(first)) {
    if ((await repo.yearlyHolidaysOn(row.holiday_date.slice(5))) === 0) {
      await repo.insertHolidays([row]);
      added++;
    }
  }
  for (const year of years) {
    if ((await repo.nationalHolidaysOf(year)) === 0) {
      const rows = movingHolidays(year);
      await repo.insertHolidays(rows);
      added += rows.length;
    }
  }
  return added;
}
