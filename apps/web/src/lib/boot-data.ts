/**
 * The API answers index.html's boot script started before any of the app's scripts (build/boot-preloads.ts): the
 * signed-in person and the first calls of the page opened (FeatureRoute `data`). Each is taken once, by the first
 * GET of the same address, and only in the page's first seconds: later the data may have changed, and the call is
 * made again.
 */
const FRESH_MS = 30_000;

declare global {
  interface Window {
    __bootData?: Record<string, Promise<Response>>;
  }
}

/** The boot answer for `url` ('/api/users?page=1&limit=20'), if one is waiting; it is no longer waiting after. */
export function takeBootAnswer(url: string): Promise<Response> | undefined {
  const waiting = window.__bootData;
  if (!waiting) return undefined;
  const answer = waiting[url];
  delete waiting[url];
  if (performance.now() > FRESH_MS) {
    window.__bootData = undefined;
    return undefined;
  }
  return answer;
}
