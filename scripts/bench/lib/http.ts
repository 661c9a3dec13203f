import http from 'node:http';
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

/**
 * Keep-alive connections for GETs. node:http rather than fetch: the load generator shares the machine with the
 * server and PostgreSQL, and fetch (undici's WHATWG layer) spent twice the CPU of node:http per request (0.85
 * against 0.4 ms), CPU the server then lacked. What autocannon and wrk do: the lightest client that keeps
 * connections open.
 */
const agent = new http.Agent({ keepAlive: true });

/** GET with an optional bearer token; the time includes reading the whole body. */
export function get(baseUrl: string, path: string, token?: string): Promise<Timed> {
  const started = performance.now();
  return new Promise((resolve) => {
    const failed = (error: Error & { code?: string }) =>
      resolve({ status: 0, ms: performance.now() - started, error: error.code ?? error.message });
    const request = http.get(
      `${baseUrl}${path}`,
      { agent, headers: token ? { authorization: `Bearer ${token}` } : {} },
      (response) => {
        response.on('data', () => undefined);
        response.on('error', failed);
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.on('error', failed);
  });
}

/** Signs in and returns the access token (for benchmarks of pages behind the sign-in). */
export async function accessToken(baseUrl: string, username: string, password: string): Promise<string> {
  const answer = await signIn(baseUrl, username, password, true);
  const token = (answer.body as { data?: { access_token?: string } } | undefined)?.data?.access_token;
  if (answer.status !== 200 || !token)
    throw new Error(`Sign-in as ${username} failed: HTTP ${answer.status} ${answer.error ?? ''}`);
  return token;
}

/** POST a JSON body on a keep-alive connection with an optional bearer token; keeps the parsed answer. */
export function post(baseUrl: string, path: string, body: unknown, token?: string): Promise<Timed> {
  const started = performance.now();
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const failed = (error: Error & { code?: string }) =>
      resolve({ status: 0, ms: performance.now() - started, error: error.code ?? error.message });
    const request = http.request(
      `${baseUrl}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', failed);
        response.on('end', () => {
          const ms = performance.now() - started;
          let parsed: unknown;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            parsed = undefined;
          }
          resolve({ status: response.statusCode ?? 0, ms, body: parsed });
        });
      },
    );
    request.on('error', failed);
    request.end(payload);
  });
}
