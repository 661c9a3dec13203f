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

type Options = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
};

async function send(path: string, { method = 'GET', body, query, signal }: Options): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': storedLanguage() };
  const token = session.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  const url = `/api/${path.replace(/^\//, '')}${toQueryString(query)}`;
  // A GET index.html already started with the same headers (lib/boot-data.ts).
  const booted = method === 'GET' ? takeBootAnswer(url) : undefined;
  const response = await (booted ??
    fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    }));
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

/** Calls an endpoint that answers with a file and hands back its bytes (a page reads a job's report). */
export async function fetchFile(path: string, options: Options = {}): Promise<Blob> {
  return (await send(path, options)).blob();
}

/** Calls an endpoint that answers with a file and saves it under `fileName`. */
export async function download(path: string, fileName: string, options: Options = {}): Promise<void> {
  saveBlob(await fetchFile(path, options), fileName);
}

/**
 * Calls an endpoint that answers a file at once or, for large work, 202 with a job (the attendance report): saves
 * the file under the name the server gave it (Content-Disposition), or answers the job's id to follow.
 */
export async function downloadOrJob(
  path: string,
  fallbackName: string,
  options: Options = {},
): Promise<string | undefined> {
  const response = await send(path, options);
  if (response.status === 202) return ((await response.json()) as { data: { job_id: string } }).data.job_id;
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  saveBlob(await response.blob(), named?.[1] ?? fallbackName);
  return undefined;
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
