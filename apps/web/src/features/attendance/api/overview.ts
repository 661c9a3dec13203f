import type { OverviewDepartment, OverviewQuery } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceKeys } from './keys';

/** How often the overview asks again: a kiosk check-in shows within a few seconds. */
export const OVERVIEW_REFRESH_MS = 4000;

export const fetchOverview = (query: OverviewQuery) => api<OverviewDepartment[]>('overview', { query });

/** GET /overview, asked again every few seconds while the page is open. */
export function useOverview(query: OverviewQuery) {
  return useQuery({
    queryKey: attendanceKeys.overview(query),
    queryFn: () => fetchOverview(query),
    placeholderData: keepPreviousData,
    refetchInterval: OVERVIEW_REFRESH_MS,
  });
}
