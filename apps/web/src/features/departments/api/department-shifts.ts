import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { departmentKeys } from './keys';
import type { ShiftOption } from './shift-options';

/** The department's own shift groups (the only shifts its work plans may use). */
export const getDepartmentShifts = (id: number) => api<ShiftOption[]>(`departments/${id}/shifts`);

export function useDepartmentShifts(id: number, enabled = true) {
  return useQuery({
    queryKey: departmentKeys.shifts(id),
    queryFn: () => getDepartmentShifts(id),
    enabled: enabled && id > 0,
  });
}
