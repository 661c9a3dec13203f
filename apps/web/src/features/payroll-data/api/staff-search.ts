import type { UserOption } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payrollDataKeys } from './keys';

/** `GET /user/all?key_word=`: the staff search of the pickers (code or name). */
export const searchStaff = (keyword: string) => api<UserOption[]>('user/all', { query: { key_word: keyword } });

export function useStaffSearch(keyword: string) {
  return useQuery({
    queryKey: payrollDataKeys.staff(keyword),
    queryFn: () => searchStaff(keyword),
    placeholderData: keepPreviousData,
  });
}
