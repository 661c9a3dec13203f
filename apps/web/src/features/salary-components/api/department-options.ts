import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { salaryComponentKeys } from './keys';

/** `GET /get-departments`, loaded when the scope is "specific conditions". */
export const getDepartmentOptions = () => api<{ id: number; name: string }[]>('get-departments');

export function useDepartmentOptions(enabled: boolean) {
  return useQuery({
    queryKey: salaryComponentKeys.departments,
    queryFn: getDepartmentOptions,
    enabled,
    staleTime: 5 * 60_000,
  });
}
