import { companyToday } from '@hr/contracts';
import type { Db } from '../../db/client';
import { defineJob, type JobContext } from '../../lib/jobs/index';
import { daysMovedJob } from '../settings/settings.api';
import { closeOfDayRepository } from './close-of-day.repository';
import { recomputeByWindows } from './recompute';

const RECOMPUTING = 'jobs.attendance_recompute.recomputing';

/**
 * Computes the stored working days between two dates again, everyone's, a month of dates at a time and a chunk of
 * pairs per transaction (`recomputeDays`: a few set-based reads a chunk, days of payroll-locked months left as they
 * were). Answers how many days it stored; `tick` reports the dates done.
 */
export async function recomputeStored(
  db: Db,
  range: { from: string; to: string },
  options: { timeZone: string; now?: Date; tick?: (done: number, total: number) => Promise<void> },
): Promise<number> {
  return recomputeByWindows(db, range, (from, to) => closeOfDayRepository(db).storedPairs(from, to), options);
}

/**
 * Settings' request (`daysMovedJob`, sent with a work schedule version or a holiday change): the stored days from
 * its date up to today follow the new settings. It acts for the company (a setting applies to everyone), so it
 * reads no scope; the person who saved follows it like any job. Running it twice stores the same days.
 */
export const settingsRecomputeJob = defineJob({
  ...daysMovedJob,
  expireInSeconds: 3600,
  async handler(input, context: JobContext) {
    const timeZone = context.config.COMPANY_TIME_ZONE;
    const to = companyToday(timeZone);
    if (input.date_from > to) return;
    await context.progress(0, RECOMPUTING, { done: 0, total: 0 });
    await recomputeStored(
      context.db,
      { from: input.date_from, to },
      {
        timeZone,
        tick: (done, total) => context.progress((done / Math.max(total, 1)) * 100, RECOMPUTING, { done, total }),
      },
    );
  },
});
