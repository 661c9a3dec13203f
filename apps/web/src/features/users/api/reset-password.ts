import type { ResetPasswordBody } from '@hr/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resetPassword = (id: number, body: ResetPasswordBody) =>
  api<null>(`users/${id}/reset-password`, { method: 'POST', body });

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ResetPasswordBody }) => resetPassword(id, body),
  });
}
