import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupKeys } from './keys';

export type DepartmentShift = { id: number; name: string; working_time: string };

/** `GET /departments/{id}/shifts`: the only shifts that can be assigned in this department. */
export const getDepartmentShifts = (departmentId: number) =>
  api<DepartmentShift[]>(`departments/${departmentId}/shifts`);

export function useDepartmentShifts(departmentId: number) {
  return useQuery({
    queryKey: groupKeys.departmentShifts(departmentId),
    queryFn: () => getDepartmentShifts(departmentId),
    staleTime: 60_000,
  });
}
