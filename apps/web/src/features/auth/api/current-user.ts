import type { CurrentUser } from '@hr/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

export const fetchCurrentUser = () => api<CurrentUser>('auth/user');

export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['auth', 'user'],
    queryFn: async () => {
      const user = await fetchCurrentUser();
      session.cacheUser(user);
      return user;
    },
    // The cached copy paints the shell at once; the server's answer replaces it.
    placeholderData: session.cachedUser(),
  });

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}
