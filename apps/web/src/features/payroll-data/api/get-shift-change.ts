import type { ShiftChangeItem } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payrollDataKeys } from './keys';

/** `GET /shift_change/detail/{id}`. */
export const getShiftChange = (id: number) => api<ShiftChangeItem>(`shift_change/detail/${id}`);

export function useShiftChange(id: number | undefined) {
  return useQuery({
    queryKey: payrollDataKeys.shiftChange(id ?? 0),
    queryFn: () => getShiftChange(id!),
    enabled: id !== undefined,
    retry: false,
  });
}
