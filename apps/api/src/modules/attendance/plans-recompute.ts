import { companyToday } from '@hr/contracts';
import { defineJob, type JobContext } from '../../lib/jobs/index';
import { plansMovedJob } from '../shifts/shifts.api';
import { closeOfDayRepository } from './close-of-day.repository';
import { recomputeByWindows } from './recompute';

const RECOMPUTING = 'jobs.attendance_recompute.plans_moved';

/**
 * The organisation's request (`plansMovedJob`, sent with a shift assignment, a department work plan or a shift group's
 * new times): the stored days it names, from its date up to today, follow the new plan (docs/attendance.md
 * "Recompute"). Like a settings change it acts for the company, through `recomputeByWindows`: a chunk of pairs per
 * transaction, days of payroll-locked months left as they were. Running it twice stores the same days.
 */
export const plansRecomputeJob = defineJob({
  ...plansMovedJob,
  expireInSeconds: 3600,
  async handler(input, context: JobContext) {
    const { db } = context;
    const timeZone = context.config.COMPANY_TIME_ZONE;
    const repo = closeOfDayRepository(db);
    const only = 'shift_id' in input ? { shiftId: input.shift_id } : { userIds: input.user_ids };
    const from = 'date_from' in input ? input.date_from : await repo.firstDayOfShift(input.shift_id);
    const to = companyToday(timeZone);
    if (from === undefined || from > to) return;
    await context.progress(0, RECOMPUTING, { done: 0, total: 0 });
    await recomputeByWindows(db, { from, to }, (f, t) => repo.storedPairs(f, t, only), {
      timeZone,
      tick: (done, total) => context.progress((done / Math.max(total, 1)) * 100, RECOMPUTING, { done, total }),
    });
  },
});
