import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export type Option = { id: number; name: string };
export type ShiftOption = Option & { working_time: string };

export const getDepartments = () => api<Option[]>('get-departments');
export const getDepartmentShifts = (departmentId: number) => api<ShiftOption[]>(`departments/${departmentId}/shifts`);
export const getShifts = () => api<ShiftOption[]>('get-shifts');

const FIVE_MINUTES = 5 * 60_000;

export function useDepartmentOptions() {
  return useQuery({ queryKey: userKeys.departments, queryFn: getDepartments, staleTime: FIVE_MINUTES });
}

/** The department's own shift groups; a department without any (yet) offers every shift group, as the server allows. */
export function useShiftChoices(departmentId: number | undefined) {
  const own = useQuery({
    queryKey: userKeys.departmentShifts(departmentId ?? 0),
    queryFn: () => getDepartmentShifts(departmentId ?? 0),
    enabled: departmentId !== undefined,
    staleTime: FIVE_MINUTES,
  });
  const needAll = own.data !== undefined && own.data.length === 0;
  const all = useQuery({ queryKey: userKeys.shifts, queryFn: getShifts, enabled: needAll, staleTime: FIVE_MINUTES });
  return { data: needAll ? all.data : own.data, isLoading: own.isLoading || (needAll && all.isLoading) };
}
