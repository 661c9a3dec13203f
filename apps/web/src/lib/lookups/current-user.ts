import type { CurrentUser } from '@hr/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { setCompanyTimeZone } from '../format';
import { session } from '../session';
import { lookupKeys } from './keys';

/** How often the signed-in person (and so their avatar link) is read again. */
export const AVATAR_LINK_REFRESH_MS = 10 * 60_000;

/** `GET /auth/user`: the signed-in person; the shell, guards and every area's buttons read it. */
export const fetchCurrentUser = () => api<CurrentUser>('auth/user');

export const currentUserQuery = () =>
  queryOptions({
    queryKey: lookupKeys.currentUser,
    queryFn: async () => {
      const user = await fetchCurrentUser();
      setCompanyTimeZone(user.time_zone);
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
