import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupKeys } from './keys';

/** `DELETE /member_group/member_shift/assignment/{id}`: the screen knows the assignment's id (docs/spec-decisions.md). */
export const deleteAssignment = (id: number) =>
  api<null>(`member_group/member_shift/assignment/${id}`, { method: 'DELETE' });

export function useDeleteAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAssignment,
    onSuccess: () => client.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
