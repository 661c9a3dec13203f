import { useCallback, useMemo } from 'react';
import { useSearchParams } from './router';

/**
 * A list's filters and page live in the address (`?name=ca&page=2`), so a list can be shared and reloaded.
 * `set` replaces the given keys; changing a filter goes back to page 1.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>,
    [params, keys],
  );
  const page = Math.max(1, Number(params.get('page')) || 1);

  const set = useCallback(
    (changes: Partial<Record<K | 'page', string | number | undefined>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      }),
    [setParams],
  );
  return { values, page, set };
}
