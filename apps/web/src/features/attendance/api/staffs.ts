import type { StaffRow, StaffsQuery } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Paged } from '../../../lib/paged';
import { attendanceKeys } from './keys';

export const listStaffs = (query: StaffsQuery) => api<Paged<StaffRow>>('staffs', { query });

/** GET /staffs: the people of the day with their tick columns. */
export function useStaffs(query: StaffsQuery) {
  return useQuery({
    queryKey: attendanceKeys.staffs(query),
    queryFn: () => listStaffs(query),
    placeholderData: keepPreviousData,
  });
}
