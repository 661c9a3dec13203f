import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

/**
 * Children that can wait (below the fold): mounted once the browser is idle after this mounts, in a transition of
 * their own, so their render and commit are not part of the rest's (a phone's long tasks stay shorter).
 */
export function Later({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    return whenIdle(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown ? children : null;
}
