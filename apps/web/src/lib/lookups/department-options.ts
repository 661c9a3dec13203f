import type { DepartmentOption } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { lookupKeys } from './keys';

/** `GET /get-departments`: every department, for pickers. */
export const getDepartmentOptions = () => api<DepartmentOption[]>('get-departments');

export function useDepartmentOptions() {
  return useQuery({ queryKey: lookupKeys.departments, queryFn: getDepartmentOptions, staleTime: 5 * 60_000 });
}
