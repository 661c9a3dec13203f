import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isShiftPicker } from '../../../lib/lookups/keys';
import { shiftKeys } from './keys';

export const deleteShift = (id: number) => api<null>(`shifts/${id}`, { method: 'DELETE' });

export function useDeleteShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteShift,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: shiftKeys.all }),
        client.invalidateQueries({ predicate: isShiftPicker }),
      ]),
  });
}
