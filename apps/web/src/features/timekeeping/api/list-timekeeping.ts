import type { TimekeepingQuery, TimekeepingRow } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Paged } from '../../../lib/paged';
import { timekeepingKeys } from './keys';

export type TimekeepingPage = Paged<TimekeepingRow> & { date_from: string; date_to: string };

/** GET /timekeeping: each person's totals over the range, paged. */
export const listTimekeeping = (query: TimekeepingQuery) => api<TimekeepingPage>('timekeeping', { query });

export function useTimekeepingList(query: TimekeepingQuery) {
  return useQuery({
    queryKey: timekeepingKeys.list(query),
    queryFn: () => listTimekeeping(query),
    placeholderData: keepPreviousData,
  });
}
