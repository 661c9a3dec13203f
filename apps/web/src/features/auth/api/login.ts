import type { LoginBody, LoginData } from '@hr/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { lookupKeys } from '../../../lib/lookups/keys';
import { session } from '../../../lib/session';

export const login = (body: LoginBody) => api<LoginData>('auth/login', { method: 'POST', body });

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      queryClient.clear();
      session.start(data.access_token, data.user.role_id, data.expires, data.user);
      queryClient.setQueryData(lookupKeys.currentUser, data.user);
    },
  });
}
