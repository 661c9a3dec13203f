import { useMutation } from '@tanstack/react-query';
import { startJob } from '../../../lib/jobs';

// Apart from staff-io.ts (the import, which parses its report with a zod schema), so that the list loads no zod.

/** `POST /staff/export {user_ids}`: Employee_List.xlsx of the selected staff, as a job (its id). */
export function useExportStaff() {
  return useMutation({ mutationFn: (userIds: number[]) => startJob('staff/export', { body: { user_ids: userIds } }) });
}
