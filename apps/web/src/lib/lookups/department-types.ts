import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { lookupKeys } from './keys';

export type DepartmentTypeOption = { id: number; type: string };

/** `GET /department-types`. */
export const getDepartmentTypes = () => api<DepartmentTypeOption[]>('department-types');

export function useDepartmentTypes() {
  return useQuery({ queryKey: lookupKeys.departmentTypes, queryFn: getDepartmentTypes, staleTime: 5 * 60_000 });
}
