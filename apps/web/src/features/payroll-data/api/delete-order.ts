import type { OrderKind } from '@hr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payrollDataKeys } from './keys';

/** `DELETE /management-bonus/delete/{id}`: one call per entry, as written (a multi-delete loops). */
export const deleteOrder = (kind: OrderKind, id: number) =>
  api<null>(`management-${kind}/delete/${id}`, { method: 'DELETE' });

export function useDeleteOrder(kind: OrderKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteOrder(kind, id),
    onSettled: () => client.invalidateQueries({ queryKey: payrollDataKeys.orders(kind) }),
  });
}
