import type { DepartmentGroupBody, DepartmentGroupItem } from '@hr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupKeys } from './keys';

export const createGroup = (body: DepartmentGroupBody) =>
  api<DepartmentGroupItem>('department_group/create', { method: 'POST', body });
export const updateGroup = (id: number, body: DepartmentGroupBody) =>
  api<DepartmentGroupItem>(`department_group/${id}`, { method: 'PUT', body });

/** Create when no id is given, update otherwise; groups and members of this area are refreshed afterwards. */
export function useSaveGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: DepartmentGroupBody }) =>
      id ? updateGroup(id, body) : createGroup(body),
    onSuccess: () => client.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
