import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { departmentKeys } from './keys';

export const deleteWorkingPlan = (departmentId: number, planId: number) =>
  api<null>(`departments/${departmentId}/working-plans/${planId}`, { method: 'DELETE' });

export function useDeleteWorkingPlan(departmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (planId: number) => deleteWorkingPlan(departmentId, planId),
    onSuccess: () => client.invalidateQueries({ queryKey: departmentKeys.plans(departmentId) }),
  });
}
