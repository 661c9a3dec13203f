import { useMutation } from '@tanstack/react-query';
import { api } from './api-client';
import { queryClient } from './query-client';
import { session } from './session';

export const logout = () => api<null>('auth/logout', { method: 'POST', body: {} });

/** Ends the token on the server; the browser forgets the session even when the server cannot be reached. */
export function useLogout() {
  return useMutation({
    mutationFn: () => logout().catch(() => null),
    onSettled: () => {
      session.clear();
      queryClient.clear();
    },
  });
}
