import type { WorkShiftCheck } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payrollDataKeys } from './keys';

/**
 * `GET /shift_change/work_shift/check?date&user_id`: the person's planned shift that day as attendance plans it; the
 * settings' standard working time (`shift_id` null, named by the server) for a person without a shift.
 */
export const checkWorkShift = (userId: number, date: string) =>
  api<WorkShiftCheck | null>('shift_change/work_shift/check', { query: { user_id: userId, date } });

export function useWorkShift(userId: number | undefined, date: string | undefined) {
  return useQuery({
    queryKey: payrollDataKeys.workShift(userId ?? 0, date ?? ''),
    queryFn: () => checkWorkShift(userId!, date!),
    enabled: userId !== undefined && Boolean(date),
  });
}
