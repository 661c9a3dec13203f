import type { UserExportQuery } from '@hr/contracts';
import { useMutation } from '@tanstack/react-query';
import { startJob } from '../../../lib/jobs';

/** Starts user_list.xlsx of every person the filters select (specification 000 section 9) as a job: its id. */
export const exportUsers = (query: UserExportQuery) => startJob('users/export', { query });

export function useExportUsers() {
  return useMutation({ mutationFn: exportUsers });
}
