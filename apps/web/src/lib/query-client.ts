import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refused or missing record does not get better by asking again.
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
      refetchOnWindowFocus: false,
    },
  },
});

/**
 * Answers carry texts in the language of the call (role_text, type_text, messages): after a language change every
 * cached answer is stale, the shown ones are fetched again at once, the others when next shown.
 */
export const refetchInNewLanguage = () => queryClient.invalidateQueries();

/**
 * After a delete: the deleted record's own queries are dropped (asking again would only answer 404), everything else
 * under `root` (lists, pickers) is refreshed. The one way every delete of the web app updates the cache.
 */
export function refreshAfterDelete(client: QueryClient, root: QueryKey, gone: QueryKey[]) {
  for (const queryKey of gone) client.removeQueries({ queryKey, exact: true });
  return client.invalidateQueries({ queryKey: root });
}
