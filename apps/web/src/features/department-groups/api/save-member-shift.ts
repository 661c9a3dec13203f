import type { MemberShiftCreateBody, MemberShiftItem, MemberShiftUpdateBody } from '@hr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const createMemberShifts = (body: MemberShiftCreateBody) =>
  api<MemberShiftItem[]>('member_group/member_shift/create', { method: 'POST', body });

/** The path's second parameter is the assignment's id (docs/spec-decisions.md). */
export const updateMemberShift = (userId: number, assignmentId: number, body: MemberShiftUpdateBody) =>
  api<MemberShiftItem>(`member_group/member_shift/${userId}/${assignmentId}`, { method: 'PUT', body });

export function useCreateMemberShifts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createMemberShifts,
    onSuccess: () => client.invalidateQueries({ queryKey: ['department-groups'] }),
  });
}

export function useUpdateMemberShift() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, id, body }: { userId: number; id: number; body: MemberShiftUpdateBody }) =>
      updateMemberShift(userId, id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['department-groups'] }),
  });
}
