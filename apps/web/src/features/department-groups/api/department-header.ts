import type { DepartmentItem } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupKeys } from './keys';

/** `GET /departments/{id}`: the department's name for the page header. */
export const getDepartment = (departmentId: number) => api<DepartmentItem>(`departments/${departmentId}`);

export function useDepartment(departmentId: number) {
  return useQuery({ queryKey: groupKeys.department(departmentId), queryFn: () => getDepartment(departmentId) });
}
