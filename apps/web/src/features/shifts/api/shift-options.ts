import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shiftKeys } from './keys';

export type ShiftOption = { id: number; name: string; working_time: string };

export const getShiftOptions = () => api<ShiftOption[]>('get-shifts');

export function useShiftOptions() {
  return useQuery({ queryKey: shiftKeys.options, queryFn: getShiftOptions, staleTime: 5 * 60_000 });
}
