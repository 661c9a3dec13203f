import type { ShiftOption } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { lookupKeys } from './keys';
import { useShiftOptions } from './shift-options';

/** `GET /departments/{id}/shifts`: the department's own shift groups (the only ones its plans and people may use). */
export const getDepartmentShifts = (id: number) => api<ShiftOption[]>(`departments/${id}/shifts`);

export function useDepartmentShifts(id: number | undefined, enabled = true) {
  return useQuery({
    queryKey: lookupKeys.departmentShifts(id ?? 0),
    queryFn: () => getDepartmentShifts(id ?? 0),
    enabled: enabled && id !== undefined && id > 0,
    staleTime: 60_000,
  });
}

/** The department's own shift groups; a department without any (yet) offers every shift group, as the server allows. */
export function useShiftChoices(departmentId: number | undefined) {
  const own = useDepartmentShifts(departmentId);
  const needAll = own.data !== undefined && own.data.length === 0;
  const all = useShiftOptions(needAll);
  return { data: needAll ? all.data : own.data, isLoading: own.isLoading || (needAll && all.isLoading) };
}
