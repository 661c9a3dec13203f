import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterDelete } from '../../../lib/query-client';
import { groupKeys } from './keys';

export const deleteGroup = (id: number) => api<null>(`department_group/${id}`, { method: 'DELETE' });

export function useDeleteGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: (_, id) => refreshAfterDelete(client, groupKeys.all, [groupKeys.group(id)]),
  });
}
