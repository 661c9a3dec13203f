import type { WorkingPlanItem, WorkingPlanListQuery } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Paged } from '../../../lib/paged';
import { departmentKeys } from './keys';

export const listWorkingPlans = (id: number, query: WorkingPlanListQuery) =>
  api<Paged<WorkingPlanItem>>(`departments/${id}/working-plans`, { query });

export function useWorkingPlans(id: number, query: WorkingPlanListQuery) {
  return useQuery({
    queryKey: departmentKeys.planList(id, query),
    queryFn: () => listWorkingPlans(id, query),
    placeholderData: keepPreviousData,
    enabled: id > 0,
  });
}
