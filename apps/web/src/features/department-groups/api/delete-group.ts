import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const deleteGroup = (id: number) => api<null>(`department_group/${id}`, { method: 'DELETE' });

export function useDeleteGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () => client.invalidateQueries({ queryKey: ['department-groups'] }),
  });
}
