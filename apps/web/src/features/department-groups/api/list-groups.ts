import type { DepartmentGroupCard } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupKeys } from './keys';

export const listGroups = (departmentId: number) =>
  api<DepartmentGroupCard[]>(`department_group/department/${departmentId}`);

export function useGroups(departmentId: number) {
  return useQuery({ queryKey: groupKeys.groups(departmentId), queryFn: () => listGroups(departmentId) });
}
