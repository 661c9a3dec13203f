import type { CurrentUser } from '@hr/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** How often the signed-in person (and so their avatar link) is read again. */
export const AVATAR_LINK_REFRESH_MS = 10 * 60_000;

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
    // `avatar_url` is a signed link that works FILE_LINK_MINUTES (15 by default): renewed well before it ends.
    refetchInterval: AVATAR_LINK_REFRESH_MS,
  });

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}
