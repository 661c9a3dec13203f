import type { OrderEntry, OrderKind } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Paged } from '../../../lib/paged';
import { payrollDataKeys } from './keys';

export type OrderFilter = Record<string, string | number | undefined>;

/** `GET /management-bonus/search` or `/management-deduction/search`: one row per person, 20 a page. */
export const listOrders = (kind: OrderKind, filter: OrderFilter) =>
  api<Paged<OrderEntry>>(`management-${kind}/search`, { query: filter });

export function useOrderList(kind: OrderKind, filter: OrderFilter, enabled = true) {
  return useQuery({
    queryKey: payrollDataKeys.orderList(kind, filter),
    queryFn: () => listOrders(kind, filter),
    placeholderData: keepPreviousData,
    enabled,
  });
}
