import type { Dashboard } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How often the home page's figures are read again while it is open. */
const REFRESH_MS = 60_000;

/** GET /dashboard/attendance: today by department and the last 30 days, within the reader's scope. */
export const getDashboard = () => api<Dashboard>('dashboard/attendance');

export function useDashboard() {
  return useQuery({ queryKey: ['dashboard', 'attendance'], queryFn: getDashboard, refetchInterval: REFRESH_MS });
}
