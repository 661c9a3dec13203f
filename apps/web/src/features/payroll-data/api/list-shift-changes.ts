import type { ShiftChangeItem, ShiftChangeSearchBody } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Paged } from '../../../lib/paged';
import { payrollDataKeys } from './keys';

/** `POST /shift_change/search`: alias_id, full_name, start_date, end_date, page. */
export const listShiftChanges = (body: ShiftChangeSearchBody) =>
  api<Paged<ShiftChangeItem>>('shift_change/search', { method: 'POST', body });

export function useShiftChangeList(body: ShiftChangeSearchBody, enabled = true) {
  return useQuery({
    queryKey: payrollDataKeys.shiftChangeList(body),
    queryFn: () => listShiftChanges(body),
    placeholderData: keepPreviousData,
    enabled,
  });
}
