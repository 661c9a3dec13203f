import type { ShiftOption } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { lookupKeys } from './keys';

/** `GET /get-shifts`: every shift group, for pickers. */
export const getShiftOptions = () => api<ShiftOption[]>('get-shifts');

export function useShiftOptions(enabled = true) {
  return useQuery({ queryKey: lookupKeys.shifts, queryFn: getShiftOptions, staleTime: 5 * 60_000, enabled });
}
