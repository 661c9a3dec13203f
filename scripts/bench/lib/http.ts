import { performance } from 'node:perf_hooks';

/** One timed request: the status (0 when the connection failed) and the time until the whole body was read. */
export type Timed = { status: number; ms: number; body?: unknown; error?: string };

async function timed(url: string, init: RequestInit, keepBody: boolean): Promise<Timed> {
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    const text = await response.text(); // read the whole answer: the time includes the body
    const ms = performance.now() - started;
    let body: unknown;
    if (keepBody) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    return { status: response.status, ms, body };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return {
      status: 0,
      ms: performance.now() - started,
      error: cause?.code ?? (error instanceof Error ? error.message : String(error)),
    };
  }
}

/** POST /api/auth/login. The field is called `email` but takes a username, staff ID or e-mail. */
export function signIn(baseUrl: string, username: string, password: string, keepBody = false): Promise<Timed> {
  return timed(
    `${baseUrl}/api/auth/login`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: username, password }),
    },
    keepBody,
  );
}

/** GET with an optional bearer token. */
export function get(baseUrl: string, path: string, token?: string): Promise<Timed> {
  return timed(`${baseUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }, false);
}

/** Signs in and returns the access token (for benchmarks of pages behind the sign-in). */
export async function accessToken(baseUrl: string, username: string, password: string): Promise<string> {
  const answer = await signIn(baseUrl, username, password, true);
  const token = (answer.body as { data?: { access_token?: string } } | undefined)?.data?.access_token;
  if (answer.status !== 200 || !token)
    throw new Error(`Sign-in as ${username} failed: HTTP ${answer.status} ${answer.error ?? ''}`);
  return token;
}
