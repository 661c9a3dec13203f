import type { CurrentUser } from '@hr/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { session } from '../session';
import { lookupKeys } from './keys';

/** `GET /auth/user`: the signed-in person; the shell, guards and every area's buttons read it. */
export const fetchCurrentUser = () => api<CurrentUser>('auth/user');

export const currentUserQuery = () =>
  queryOptions({
    queryKey: lookupKeys.currentUser,
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
