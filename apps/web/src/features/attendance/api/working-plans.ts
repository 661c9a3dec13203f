import type { StaffWorkingPlanItem, WorkingPlanConfig, WorkingPlanStoreBody } from '@hr/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceKeys } from './keys';

export const fetchPlans = (userId: number, date: string) =>
  api<StaffWorkingPlanItem[]>(`staff-working-plan-by-user/${userId}`, { query: { date } });
export const fetchPlanConfig = () => api<WorkingPlanConfig>('staff-working-plan-config');
export const storePlans = (body: WorkingPlanStoreBody) =>
  api<StaffWorkingPlanItem[]>('staff-working-plan-store', { method: 'POST', body });

/** GET /staff-working-plan-by-user/{id}: the person's items from the date on. */
export function usePlans(userId: number, date: string) {
  return useQuery({ queryKey: attendanceKeys.plans(userId, date), queryFn: () => fetchPlans(userId, date) });
}

/** The plan-config lookup: absence types, locations and reasons (texts in the reader's language). */
export function usePlanConfig() {
  return useQuery({ queryKey: attendanceKeys.config, queryFn: fetchPlanConfig, staleTime: 10 * 60_000 });
}

/** POST /staff-working-plan-store; every attendance query refreshes afterwards. */
export function useStorePlans() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: storePlans,
    onSuccess: () => client.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
