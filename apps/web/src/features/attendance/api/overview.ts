import type { OverviewDepartment, OverviewPeopleQuery, OverviewQuery, OverviewUser } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Paged } from '../../../lib/paged';
import { attendanceKeys } from './keys';

/** How often the overview asks again: a kiosk check-in shows within a few seconds. */
export const OVERVIEW_REFRESH_MS = 4000;

export const fetchOverview = (query: OverviewQuery) => api<OverviewDepartment[]>('overview', { query });
export const fetchOverviewPeople = (query: OverviewPeopleQuery) =>
  api<Paged<OverviewUser>>('overview/people', { query });

/** GET /overview: the departments with their counts, asked again every few seconds while the page is open. */
export function useOverview(query: OverviewQuery) {
  return useQuery({
    queryKey: attendanceKeys.overview(query),
    queryFn: () => fetchOverview(query),
    placeholderData: keepPreviousData,
    refetchInterval: OVERVIEW_REFRESH_MS,
  });
}

/** GET /overview/people: a page of an open department's people, asked again as often as the departments. */
export function useOverviewPeople(query: OverviewPeopleQuery) {
  return useQuery({
    queryKey: attendanceKeys.overviewPeople(query),
    queryFn: () => fetchOverviewPeople(query),
    placeholderData: keepPreviousData,
    refetchInterval: OVERVIEW_REFRESH_MS,
  });
}
