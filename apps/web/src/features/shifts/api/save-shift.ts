import type { ShiftBody, ShiftItem } from '@hr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isShiftPicker } from '../../../lib/lookups/keys';
import { shiftKeys } from './keys';

export const createShift = (body: ShiftBody) => api<ShiftItem>('shifts', { method: 'POST', body });
export const updateShift = (id: number, body: ShiftBody) => api<ShiftItem>(`shifts/${id}`, { method: 'PUT', body });

/** Create when no id is given, update otherwise; every shift query is refreshed afterwards. */
export function useSaveShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ShiftBody }) => (id ? updateShift(id, body) : createShift(body)),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: shiftKeys.all }),
        client.invalidateQueries({ predicate: isShiftPicker }),
      ]),
  });
}
