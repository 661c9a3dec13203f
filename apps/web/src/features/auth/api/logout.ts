import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { session } from '../../../lib/session';

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
