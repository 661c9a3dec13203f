/**
 * The API answers index.html's boot script started before any of the app's scripts (build/boot-preloads.ts): the
 * signed-in person and the first calls of the page opened (FeatureRoute `data`). Each is taken once, by the first
 * GET of the same address (or POST of the same search and body), and only in the page's first 30 seconds: later the
 * data may have changed, and the call is made again. They were asked for with the session of the page's load: a
 * sign-in or sign-out forgets those not taken (lib/session.ts), or the next person would be answered with them. Small
 * on purpose: this travels with the sign-in page (250 KB budget).
 */
declare global {
  interface Window {
    __bootData?: Record<string, Promise<Response>>;
    /** The boot script's preloads and calls while not yet started (it starts them in the task after its own). */
    __bootGo?: () => void;
  }
}

/**
 * The boot answer for `key` (a GET's address '/api/users?page=1&limit=20', a search's 'POST /api/x/search {"page":1}'),
 * if one is waiting; it is no longer waiting after.
 */
export function takeBootAnswer(key: string): Promise<Response> | undefined {
  // Started now if the boot script's next task has not come yet (it always has in a browser: the app's scripts load
  // after it; this keeps the order certain).
  window.__bootGo?.();
  const waiting = window.__bootData;
  const answer = waiting?.[key];
  if (answer) delete waiting[key];
  return performance.now() < 30_000 ? answer : undefined;
}

/** Forgets the answers not taken yet (the session they were asked for with has ended). */
export function forgetBootAnswers(): void {
  window.__bootGo = undefined;
  window.__bootData = undefined;
}
