import type { RecipientItem } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payrollDataKeys } from './keys';

export type RecipientFilter = { department_id?: number[]; position_id?: number[]; gender?: number };

/** `GET /user/management-bonus/list`: the working people matching (none given: the entire company). */
export const listRecipients = (filter: RecipientFilter) =>
  api<{ items: RecipientItem[]; total: number }>('user/management-bonus/list', {
    query: { department_id: filter.department_id, position_id: filter.position_id, gender: filter.gender },
  });

export function useRecipients(filter: RecipientFilter, enabled: boolean) {
  return useQuery({
    queryKey: payrollDataKeys.recipients(filter),
    queryFn: () => listRecipients(filter),
    enabled,
    placeholderData: keepPreviousData,
  });
}
