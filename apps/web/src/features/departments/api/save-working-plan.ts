import type { WorkingPlanBody, WorkingPlanItem } from '@hr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { departmentKeys } from './keys';

export const createWorkingPlan = (departmentId: number, body: WorkingPlanBody) =>
  api<WorkingPlanItem>(`departments/${departmentId}/working-plans`, { method: 'POST', body });
export const updateWorkingPlan = (departmentId: number, planId: number, body: WorkingPlanBody) =>
  api<WorkingPlanItem>(`departments/${departmentId}/working-plans/${planId}`, { method: 'PUT', body });

/** Create when no plan id is given, update otherwise; the department's plan lists are refreshed afterwards. */
export function useSaveWorkingPlan(departmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, body }: { planId?: number; body: WorkingPlanBody }) =>
      planId ? updateWorkingPlan(departmentId, planId, body) : createWorkingPlan(departmentId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: departmentKeys.plans(departmentId) }),
  });
}
