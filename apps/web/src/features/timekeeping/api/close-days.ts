import type { CloseOfDayBody } from '@hr/contracts';
import { useMutation } from '@tanstack/react-query';
import { startJob } from '../../../lib/jobs';

/**
 * `POST /api/attendance/close-of-day`: stores the working days of a past range nobody checked in on (absent, leave,
 * holiday) as a job; answers its id. Its outcome (days, people, locked months) is the done job's message.
 */
export const closeDays = (body: CloseOfDayBody) => startJob('attendance/close-of-day', { body });

export function useCloseDays() {
  return useMutation({ mutationFn: closeDays });
}
