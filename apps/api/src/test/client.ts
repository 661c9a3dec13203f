import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Language } from '@hr/contracts';

/**
 * The test kit's client: `t.as(ROLES.HR).post('/api/shifts', body)` sends a request as a signed-in person of that
 * role (made and signed in once per role and test file) and answers an `Answer`, whose `ok()` checks the status and
 * hands back the envelope's `data`, and whose `refused(status, code)` checks a failure. Every module test speaks
 * to the app through it instead of its own `call` helper.
 */
export type Answer<T = unknown> = {
  status: number;
  headers: LightMyRequestResponse['headers'];
  /** The parsed JSON body (undefined for a file or an empty answer). */
  body: Record<string, unknown> | undefined;
  /** `body.data` of a successful answer. */
  data: T;
  code: string | undefined;
  message: string | undefined;
  /** Field messages of a refused input. */
  errors: Record<string, string[]>;
  /** The raw answer (a file's bytes: `raw.rawPayload`). */
  raw: LightMyRequestResponse;
  /** Checks a 2xx answer (200 unless told) and hands back its data. */
  ok: (status?: number) => T;
  /** Checks a refusal: its status and, when given, its code. Hands back the answer for further checks. */
  refused: (status: number, code?: string) => Answer<T>;
};

export type RequestOptions = {
  lang?: Language;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** The caller's address (sign-in limits count failures per address). */
  remoteAddress?: string;
};

export type Client = {
  get: <T = unknown>(url: string, options?: RequestOptions) => Promise<Answer<T>>;
  post: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) => Promise<Answer<T>>;
  put: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) => Promise<Answer<T>>;
  delete: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) => Promise<Answer<T>>;
  /** The same client speaking another language (accept-language). */
  in: (lang: Language) => Client;
};

function answer<T>(raw: LightMyRequestResponse, label: string): Answer<T> {
  let body: Record<string, unknown> | undefined;
  if (String(raw.headers['content-type'] ?? '').includes('application/json') && raw.body) body = raw.json();
  const result: Answer<T> = {
    status: raw.statusCode,
    headers: raw.headers,
    body,
    data: body?.data as T,
    code: body?.code as string | undefined,
    message: body?.message as string | undefined,
    errors: (body?.errors as Record<string, string[]> | undefined) ?? {},
    raw,
    ok(status = 200) {
      expect(raw.statusCode, `${label} answered ${raw.statusCode}: ${raw.body.slice(0, 500)}`).toBe(status);
      return result.data;
    },
    refused(status, code) {
      expect(raw.statusCode, `${label} answered ${raw.statusCode}: ${raw.body.slice(0, 500)}`).toBe(status);
      if (code !== undefined) expect(result.code, label).toBe(code);
      return result;
    },
  };
  return result;
}

/** A client sending `token` (resolved at the first request, so `t.as(role)` needs no await). */
export function clientFor(app: FastifyInstance, token: () => Promise<string | null>, lang: Language = 'en'): Client {
  const send = async <T>(method: InjectOptions['method'], url: string, payload?: unknown, options?: RequestOptions) => {
    const bearer = await token();
    const raw = await app.inject({
      method,
      url,
      query: options?.query,
      ...(options?.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      headers: {
        'accept-language': options?.lang ?? lang,
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...options?.headers,
      },
    });
    return answer<T>(raw, `${method} ${url}`);
  };
  return {
    get: (url, options) => send('GET', url, undefined, options),
    post: (url, body, options) => send('POST', url, body, options),
    put: (url, body, options) => send('PUT', url, body, options),
    delete: (url, body, options) => send('DELETE', url, body, options),
    in: (other) => clientFor(app, token, other),
  };
}
