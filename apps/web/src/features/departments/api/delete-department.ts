import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { departmentKeys } from './keys';

export const deleteDepartment = (id: number) => api<null>(`departments/${id}`, { method: 'DELETE' });

export function useDeleteDepartment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDepartment,
    // Lists and pickers are refreshed; the deleted department's own queries are not refetched (they would answer 404).
    onSuccess: (_, id) =>
      client.invalidateQueries({
        queryKey: departmentKeys.all,
        predicate: ({ queryKey }) => queryKey[1] !== id && !(queryKey[1] === 'detail' && queryKey[2] === id),
      }),
  });
}
