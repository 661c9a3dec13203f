import type { OrderCreateBody, OrderKind } from '@hr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payrollDataKeys } from './keys';

/** `POST /management-bonus` or `/management-deduction`. */
export const createOrder = (kind: OrderKind, body: OrderCreateBody) =>
  api<{ id: number; recipients: number }>(`management-${kind}`, { method: 'POST', body });

export function useCreateOrder(kind: OrderKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderCreateBody) => createOrder(kind, body),
    onSuccess: () => client.invalidateQueries({ queryKey: payrollDataKeys.orders(kind) }),
  });
}
