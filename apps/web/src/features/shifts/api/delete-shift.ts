import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shiftKeys } from './keys';

export const deleteShift = (id: number) => api<null>(`shifts/${id}`, { method: 'DELETE' });

export function useDeleteShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteShift,
    onSuccess: () => client.invalidateQueries({ queryKey: shiftKeys.all }),
  });
}
