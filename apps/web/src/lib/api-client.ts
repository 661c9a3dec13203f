import type { ErrorBody } from '@hr/contracts';
import { takeBootAnswer } from './boot-data';
import { storedLanguage } from './language';
import { type QueryValue, toQueryString } from './query-string';
import { session } from './session';

/** A failed call: the HTTP status, the server's code and localized message, and field errors when it sent some. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorBody>,
    /** Seconds to wait, from a 429's Retry-After header. */
    readonly retryAfter?: number,
  ) {
    super(body.message ?? `HTTP ${status}`);
  }
  get code() {
    return this.body.code;
  }
  get fieldErrors(): Record<string, string[]> {
    return this.body.errors ?? {};
  }
}

let onUnauthorized: () => void = () => undefined;
/** The app decides where a 401 leads (the sign-in page, remembering where the person was). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

export type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
};

/** One call: the answer when it is a success, else an ApiError (a 401 also ends the session). lib/api-files.ts too. */
export async function send(path: string, { method = 'GET', body, query, signal }: Options): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': storedLanguage() };
  const token = session.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  const url = `/api/${path.replace(/^\//, '')}${toQueryString(query)}`;
  const sent = body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body);
  // A GET, or a search by POST, index.html already started with the same headers (lib/boot-data.ts).
  const booted =
    method === 'GET'
      ? takeBootAnswer(url)
      : method === 'POST' && typeof sent === 'string'
        ? takeBootAnswer(`POST ${url} ${sent}`)
        : undefined;
  const response = await (booted ?? fetch(url, { method, headers, body: sent, signal }));
  if (response.ok) return response;
  const errorBody = (await response.json().catch(() => ({}))) as Partial<ErrorBody>;
  // Any 401 ends the session (specification 000 section 7); the sign-in call's own 401 is a wrong password. A call
  // made without a token (a late refetch just after signing out) does not end anything: sign-out lands on /login
  // without a redirect back to the page the person left.
  if (response.status === 401 && path !== 'auth/login' && token) {
    session.clear();
    onUnauthorized();
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  throw new ApiError(
    response.status,
    errorBody,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

/** Calls the API and returns `data` of the `{ status, message, data }` envelope. */
export async function api<T>(path: string, options: Options = {}): Promise<T> {
  const response = await send(path, options);
  const json = (await response.json()) as { data: T };
  return json.data;
}
