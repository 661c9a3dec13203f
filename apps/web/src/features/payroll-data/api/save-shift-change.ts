import type { ShiftChangeCreateBody, ShiftChangeItem, ShiftChangeUpdateBody } from '@hr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payrollDataKeys } from './keys';

/** `POST /shift_change`, and our `PUT /shift_change/{id}` (the desired shift and the reason). */
export const createShiftChange = (body: ShiftChangeCreateBody) =>
  api<ShiftChangeItem>('shift_change', { method: 'POST', body });
export const updateShiftChange = (id: number, body: ShiftChangeUpdateBody) =>
  api<ShiftChangeItem>(`shift_change/${id}`, { method: 'PUT', body });

export function useSaveShiftChange() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: payrollDataKeys.shiftChanges });
  return {
    create: useMutation({ mutationFn: createShiftChange, onSuccess }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: ShiftChangeUpdateBody }) => updateShiftChange(id, body),
      onSuccess,
    }),
  };
}
