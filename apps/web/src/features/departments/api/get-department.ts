import type { DepartmentItem } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { departmentKeys } from './keys';

export const getDepartment = (id: number) => api<DepartmentItem>(`departments/${id}`);

export function useDepartment(id: number) {
  return useQuery({
    queryKey: departmentKeys.detail(id),
    queryFn: () => getDepartment(id),
    enabled: id > 0,
    retry: false,
  });
}
