import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { departmentKeys } from './keys';

export type DepartmentTypeOption = { id: number; type: string };

export const getDepartmentTypes = () => api<DepartmentTypeOption[]>('department-types');

export function useDepartmentTypes() {
  return useQuery({ queryKey: departmentKeys.types, queryFn: getDepartmentTypes, staleTime: 5 * 60_000 });
}
