import type { OrderEntry, OrderKind } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payrollDataKeys } from './keys';

/** `GET /management-bonus/detail/{id}` or the deduction's: one person's entry. */
export const getOrder = (kind: OrderKind, id: number) => api<OrderEntry>(`management-${kind}/detail/${id}`);

export function useOrder(kind: OrderKind, id: number | undefined) {
  return useQuery({
    queryKey: payrollDataKeys.order(kind, id ?? 0),
    queryFn: () => getOrder(kind, id!),
    enabled: id !== undefined,
    retry: false,
  });
}
