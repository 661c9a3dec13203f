import type { DepartmentUserOption } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { lookupKeys } from './keys';

/** `GET /departments/{id}/users?q`: active people of the department whose name or staff ID contains `q`. */
export const getDepartmentUsers = (id: number, q: string) =>
  api<DepartmentUserOption[]>(`departments/${id}/users`, { query: { q } });

export function useDepartmentUsers(id: number, q: string, enabled = true) {
  return useQuery({
    queryKey: lookupKeys.departmentUsers(id, q),
    queryFn: () => getDepartmentUsers(id, q),
    enabled: enabled && id > 0,
    placeholderData: keepPreviousData,
  });
}
