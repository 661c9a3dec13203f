import type { ShiftItem, ShiftListQuery } from '@hr/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Paged } from '../../../lib/paged';
import { shiftKeys } from './keys';

export const listShifts = (query: ShiftListQuery) => api<Paged<ShiftItem>>('shifts', { query });

export const shiftListQuery = (query: ShiftListQuery) =>
  queryOptions({
    queryKey: shiftKeys.list(query),
    queryFn: () => listShifts(query),
    placeholderData: keepPreviousData,
  });

export function useShiftList(query: ShiftListQuery) {
  return useQuery(shiftListQuery(query));
}
