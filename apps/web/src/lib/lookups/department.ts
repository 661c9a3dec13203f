import type { DepartmentItem } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { lookupKeys } from './keys';

/** `GET /departments/{id}`: the department detail page and the groups page's header. */
export const getDepartment = (id: number) => api<DepartmentItem>(`departments/${id}`);

export function useDepartment(id: number) {
  return useQuery({ queryKey: lookupKeys.department(id), queryFn: () => getDepartment(id), enabled: id > 0 });
}
