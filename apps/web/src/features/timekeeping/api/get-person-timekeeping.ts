import type { TimekeepingPerson, TimekeepingPersonQuery } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { timekeepingKeys } from './keys';

/** GET /timekeeping/{id}: one person's totals, days and events. */
export const getPersonTimekeeping = (id: number, query: TimekeepingPersonQuery) =>
  api<TimekeepingPerson>(`timekeeping/${id}`, { query });

export function usePersonTimekeeping(id: number, query: TimekeepingPersonQuery) {
  return useQuery({
    queryKey: timekeepingKeys.person(id, query),
    queryFn: () => getPersonTimekeeping(id, query),
    enabled: Number.isInteger(id) && id > 0,
  });
}
