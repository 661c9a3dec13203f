import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lookupKeys } from '../../../lib/lookups/keys';
import { refreshAfterDelete } from '../../../lib/query-client';
import { departmentKeys } from './keys';

export const deleteDepartment = (id: number) => api<null>(`departments/${id}`, { method: 'DELETE' });

export function useDeleteDepartment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDepartment,
    // Lists and pickers are refreshed; the deleted department's own queries are dropped, never refetched (404).
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: ['departments', id] });
      return refreshAfterDelete(client, departmentKeys.all, [lookupKeys.department(id)]);
    },
  });
}
