import type { HolidayBody, HolidayItem } from '@hr/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingKeys } from './keys';

export const listHolidays = (year: number) => api<HolidayItem[]>('config/holiday', { query: { year } });
export const createHoliday = (body: HolidayBody) => api<HolidayItem>('config/holiday/create', { method: 'POST', body });
export const updateHoliday = (id: number, body: HolidayBody) =>
  api<HolidayItem>(`config/holiday/${id}`, { method: 'PUT', body });
export const deleteHoliday = (id: number) => api<null>(`config/holiday/${id}`, { method: 'DELETE' });

export const useHolidays = (year: number) =>
  useQuery({ queryKey: settingKeys.holidays(year), queryFn: () => listHolidays(year) });

export function useSaveHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: HolidayBody }) =>
      id ? updateHoliday(id, body) : createHoliday(body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['settings', 'holidays'] }),
  });
}

export function useDeleteHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteHoliday,
    onSuccess: () => client.invalidateQueries({ queryKey: ['settings', 'holidays'] }),
  });
}
