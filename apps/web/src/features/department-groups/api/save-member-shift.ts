import type { MemberShiftCreateBody, MemberShiftItem, MemberShiftUpdateBody } from '@hr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { groupKeys } from './keys';

export const createMemberShifts = (body: MemberShiftCreateBody) =>
  api<MemberShiftItem[]>('member_group/member_shift/create', { method: 'POST', body });

/** `PUT /member_group/member_shift/assignment/{id}`: the screen knows the assignment's id (docs/spec-decisions.md). */
export const updateAssignment = (id: number, body: MemberShiftUpdateBody) =>
  api<MemberShiftItem>(`member_group/member_shift/assignment/${id}`, { method: 'PUT', body });

export function useCreateMemberShifts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createMemberShifts,
    onSuccess: () => client.invalidateQueries({ queryKey: groupKeys.all }),
  });
}

export function useUpdateAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MemberShiftUpdateBody }) => updateAssignment(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
