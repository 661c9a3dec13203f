import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { departmentKeys } from './keys';

export type ShiftOption = { id: number; name: string; working_time: string };

/** Every shift group, for the department form's multi-select. */
export const getShiftOptions = () => api<ShiftOption[]>('get-shifts');

export function useShiftOptions(enabled = true) {
  return useQuery({ queryKey: departmentKeys.shiftOptions, queryFn: getShiftOptions, staleTime: 60_000, enabled });
}
