import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isPersonPicker } from '../../../lib/lookups/keys';
import { refreshAfterDelete } from '../../../lib/query-client';
import { userKeys } from './keys';

export const deleteUser = (id: number) => api<null>(`users/${id}`, { method: 'DELETE' });

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_, id) =>
      Promise.all([
        refreshAfterDelete(client, userKeys.all, [userKeys.detail(id)]),
        client.invalidateQueries({ predicate: isPersonPicker }),
      ]),
  });
}
