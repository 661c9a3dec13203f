import type { DepartmentBody, DepartmentItem } from '@hr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { departmentKeys } from './keys';

export const createDepartment = (body: DepartmentBody) => api<DepartmentItem>('departments', { method: 'POST', body });
export const updateDepartment = (id: number, body: DepartmentBody) =>
  api<DepartmentItem>(`departments/${id}`, { method: 'PUT', body });

/** Create when no id is given, update otherwise; every department query is refreshed afterwards. */
export function useSaveDepartment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: DepartmentBody }) =>
      id ? updateDepartment(id, body) : createDepartment(body),
    onSuccess: () => client.invalidateQueries({ queryKey: departmentKeys.all }),
  });
}
