/**
 * Runs `work` once the browser is idle (at the latest after `timeout` ms), for parts of a page that can wait for
 * its first paint; returns the cancel, for an effect's cleanup. Browsers without requestIdleCallback get a timer.
 */
export function whenIdle(work: () => void, timeout = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 50);
  return () => window.clearTimeout(id);
}
