import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const deleteMemberShift = ({ userId, id }: { userId: number; id: number }) =>
  api<null>(`member_group/member_shift/${userId}/${id}`, { method: 'DELETE' });

export function useDeleteMemberShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMemberShift,
    onSuccess: () => client.invalidateQueries({ queryKey: ['department-groups'] }),
  });
}
