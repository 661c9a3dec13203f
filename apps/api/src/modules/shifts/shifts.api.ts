/** The public face of shift groups: what other modules may use. */
import { addDays, DATE_WINDOWS, isoDate } from '@hr/contracts';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { defineJobPort, type Jobs, type Starter } from '../../lib/jobs/index';

const hhmm = (time: string) => time.slice(0, 5);

/** '08:00:00' and '17:00:00' to '08:00 - 17:00': how shift groups show their hours everywhere. */
export const workingTime = (checkin: string, checkout: string) => `${hhmm(checkin)} - ${hhmm(checkout)}`;

const id = z.number().int().min(1).max(2_147_483_647);

/**
 * Sent in the transaction of a change of plan that moves stored working days: a shift assignment (member-shifts), a
 * department work plan (working-plans) or a shift group's times (shifts). Attendance computes again the stored days
 * from `date_from` up to today of `user_ids`, or those whose planned shift was `shift_id` (no `date_from`: from the
 * first such day). The organisation's modules are below attendance and may not import it; attendance's manifest
 * lists the kind that runs this (docs/jobs.md "Work a lower area asks for").
 */
export const plansMovedJob = defineJobPort({
  kind: 'shifts-plans-moved',
  input: z.union([
    z.strictObject({ date_from: isoDate({ window: DATE_WINDOWS.from1900 }), user_ids: z.array(id).min(1).max(1000) }),
    z.strictObject({ shift_id: id }),
  ]),
});

/**
 * Asks attendance, in the change's transaction `tx`, to compute again the stored days of these people from the day
 * before `date` (a night shift's window reaches into `date`) up to today; nothing when that is still in the future.
 * The one way member-shifts and working-plans send `plansMovedJob` for people.
 */
export async function sendPlansMoved(
  jobs: Jobs,
  tx: Executor,
  options: { actor: Starter; userIds: number[]; date: string; today: string },
) {
  const from = addDays(options.date, -1);
  const ids = [...new Set(options.userIds)];
  if (from > options.today || ids.length === 0) return;
  for (let i = 0; i < ids.length; i += 1000)
    await jobs.send(
      plansMovedJob,
      { date_from: from, user_ids: ids.slice(i, i + 1000) },
      { tx, startedBy: options.actor },
    );
}
