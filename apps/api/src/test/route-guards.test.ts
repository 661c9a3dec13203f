import fc from 'fast-check';
import type { HTTPMethods, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope, errorBody, idParam, pageQuery, ROLES } from '@hr/contracts';
import { ok } from '../lib/reply';
import {
  accepts,
  asText,
  bodyArb,
  describeValue,
  HUGE_STRING,
  isZodSchema,
  paramsArb,
  type Query,
  queryArb,
  wellFormed,
} from './fuzz';
import { PUBLIC_API_ROUTES, SIGNED_LINK_ROUTES } from '../public-routes';
import { createTestApp, type TestApp } from './harness';

/**
 * Guards over the whole route table, so that every route added later is covered without writing anything:
 * - every /api/ route needs a token, except the public ones listed below and the API documentation;
 * - every route answers random and malformed input with a 4xx, never a 5xx, with and without a valid ICT token.
 */

/** The only API routes reachable without a bearer token: the ONE list (public-routes.ts). */
const PUBLIC_ROUTES = [...PUBLIC_API_ROUTES, ...SIGNED_LINK_ROUTES];

/** Generated requests per route and per mode (with and without a token). */
const RUNS = Number(process.env.ROUTE_FUZZ_RUNS ?? 30);
/** Requests of one run go out together: failed sign-ins answer slowly on purpose. */
const BATCH = 10;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CANARY_PREFIX = '/api/__route-guard-canary';

type Route = {
  method: HTTPMethods;
  url: string;
  name: string;
  params: string[];
  wildcard: boolean;
  isPublic: boolean;
  isApi: boolean;
  isDocs: boolean;
  schema: { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType };
};

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  /** `rejected`: the server must refuse it whatever the route (malformed JSON, unsupported type, over the size limit). */
  | { kind: 'raw'; contentType: string | null; payload: string; rejected: boolean };

type Case = {
  params: Record<string, string>;
  wildcard: string;
  query: Query;
  rawQuery: string;
  body: Body;
  lang: string;
};

function toRoutes(options: RouteOptions[]): Route[] {
  const seen = new Map<string, Route>();
  for (const option of options) {
    const methods = Array.isArray(option.method) ? option.method : [option.method];
    for (const method of methods) {
      const url = option.url;
      const schema = (option.schema ?? {}) as Record<string, unknown>;
      const pick = (key: string) => (isZodSchema(schema[key]) ? (schema[key] as z.ZodType) : undefined);
      const route: Route = {
        method: method.toUpperCase() as HTTPMethods,
        url,
        name: `${method.toUpperCase()} ${url}`,
        params: [...url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? ''),
        wildcard: url.includes('*'),
        isPublic: option.config?.public === true,
        isApi: url.startsWith('/api/'),
        isDocs: url === '/api/docs' || url.startsWith('/api/docs/'),
        schema: { params: pick('params'), querystring: pick('querystring') ?? pick('query'), body: pick('body') },
      };
      seen.set(route.name, route);
    }
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const needsToken = (route: Route) => route.isApi && !route.isDocs && !route.isPublic;

function buildUrl(route: Route, c: Pick<Case, 'params' | 'wildcard' | 'query' | 'rawQuery'>): string {
  let path = route.url.replace(/:(\w+)(\([^)]*\))?/g, (_, name: string) => encodeURIComponent(c.params[name] ?? ''));
  if (route.wildcard) path = path.replace('*', c.wildcard.split('/').map(encodeURIComponent).join('/'));
  const parts: string[] = [];
  for (const [key, value] of Object.entries(c.query)) {
    for (const item of Array.isArray(value) ? value : [value])
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(item)}`);
  }
  if (c.rawQuery) parts.push(c.rawQuery);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

const rawBodies: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom<Body>(
    { kind: 'raw', contentType: 'application/json', payload: '{"email": "a",', rejected: true },
    { kind: 'raw', contentType: 'application/json', payload: '{', rejected: true },
    { kind: 'raw', contentType: 'application/json', payload: '[1, 2', rejected: true },
    { kind: 'raw', contentType: 'application/json', payload: 'nul', rejected: true },
    { kind: 'raw', contentType: 'application/json', payload: "{'single': 'quotes'}", rejected: true },
    { kind: 'raw', contentType: 'application/json', payload: '{"a": 1}}', rejected: true },
    { kind: 'raw', contentType: 'application/json', payload: '', rejected: true },
    { kind: 'raw', contentType: 'application/json', payload: '{"__proto__": {"is_admin": true}}', rejected: true },
    {
      kind: 'raw',
      contentType: 'application/json',
      payload: '{"constructor": {"prototype": {"is_admin": true}}}',
      rejected: true,
    },
    {
      kind: 'raw',
      contentType: 'application/json',
      payload: JSON.stringify({ big: 'x'.repeat(1_100_000) }),
      rejected: true,
    },
    { kind: 'raw', contentType: 'application/xml', payload: '<a>1</a>', rejected: true },
    { kind: 'raw', contentType: 'application/x-www-form-urlencoded', payload: 'email=a&password=b', rejected: true },
    { kind: 'raw', contentType: 'image/png', payload: '\x89PNG\r\n', rejected: true },
    { kind: 'raw', contentType: 'text/plain', payload: 'just text', rejected: false },
    { kind: 'raw', contentType: 'text/plain', payload: HUGE_STRING, rejected: false },
    { kind: 'raw', contentType: 'multipart/form-data; boundary=xyz', payload: '--xyz\r\ngarbage', rejected: false },
    { kind: 'raw', contentType: 'application/json; charset=utf-16', payload: '{}', rejected: false },
    { kind: 'raw', contentType: null, payload: '{"a":1}', rejected: false },
  ),
);

function caseArb(route: Route): fc.Arbitrary<Case> {
  const body: fc.Arbitrary<Body> = BODY_METHODS.has(route.method)
    ? fc.oneof(
        { arbitrary: bodyArb(route.schema.body).map((value): Body => ({ kind: 'json', value })), weight: 6 },
        { arbitrary: rawBodies, weight: 2 },
        { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 1 },
      )
    : fc.constant<Body>({ kind: 'none' });
  return fc.record({
    params: paramsArb(route.params, route.schema.params),
    wildcard: fc
      .oneof(
        fc.constantFrom('index.html', 'swagger-ui.css', '../../package.json', '..%2f..%2fpackage.json', '', 'a/b/c'),
        fc.string({ maxLength: 20 }),
      )
      .map(wellFormed),
    query: queryArb(route.schema.querystring),
    rawQuery: fc.oneof(
      { arbitrary: fc.constant(''), weight: 8 },
      {
        arbitrary: fc.constantFrom(
          '%',
          '%E0%A4%A',
          'a=%ZZ',
          '&&&',
          '=',
          'a[b]=1',
          'a[]=1&a[]=2',
          '__proto__[x]=1',
          'constructor[prototype][x]=1',
        ),
        weight: 1,
      },
    ),
    body,
    lang: fc.constantFrom('en', 'ja', 'vi', 'xx', '', 'ja-JP,ja;q=0.9', 'vi;q=abc', HUGE_STRING.slice(0, 5000)),
  });
}

/** What the server must do with a case: `reject` when the route's own schema (or the HTTP layer) refuses it. */
function mustReject(route: Route, c: Case): boolean {
  const { params, querystring, body } = route.schema;
  // A parameter '..' or '.' is a dot segment: the URL is normalized to another route (/departments/../shifts is /shifts).
  if (Object.values(c.params).some((value) => value === '..' || value === '.')) return false;
  if (params && !accepts(params, c.params)) return true;
  // A raw query suffix changes what the server parses: the schema's verdict on `c.query` no longer applies.
  if (querystring && !c.rawQuery && !accepts(querystring, c.query)) return true;
  if (!BODY_METHODS.has(route.method)) return false;
  if (c.body.kind === 'raw') {
    if (c.body.rejected) return true;
    return body !== undefined && c.body.contentType === 'text/plain' && !accepts(body, c.body.payload);
  }
  if (!body) return false;
  return !accepts(body, c.body.kind === 'json' ? JSON.parse(JSON.stringify(c.body.value) ?? 'null') : undefined);
}

function toRequest(route: Route, c: Case, token: string | null): InjectOptions {
  const headers: Record<string, string> = { 'accept-language': c.lang };
  if (token) headers.authorization = `Bearer ${token}`;
  const request: InjectOptions = { method: route.method, url: buildUrl(route, c), headers };
  if (c.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    request.payload = JSON.stringify(c.body.value) ?? 'null';
  } else if (c.body.kind === 'raw') {
    if (c.body.contentType) headers['content-type'] = c.body.contentType;
    request.payload = c.body.payload;
  }
  return request;
}

function describeCase(route: Route, c: Case, token: string | null, response: LightMyRequestResponse): string {
  const body =
    c.body.kind === 'json'
      ? describeValue(c.body.value)
      : c.body.kind === 'raw'
        ? `${c.body.contentType}: ${describeValue(c.body.payload)}`
        : '(none)';
  return [
    `${route.name} ${token ? 'with' : 'without'} a token answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
    `  url: ${describeValue(buildUrl(route, c))}`,
    `  body: ${body}`,
    `  accept-language: ${describeValue(c.lang)}`,
  ].join('\n');
}

/** Whether the request can match its route at all: URL normalisation turns '/departments/../users' into another route. */
function reachesRoute(route: Route, c: Case): boolean {
  const path = buildUrl(route, { ...c, query: {}, rawQuery: '' });
  return route.params.every((name) => c.params[name] !== '') && new URL(path, 'http://localhost').pathname === path;
}

/** Checks one answer; returns a description of what is wrong, or null. */
function problem(route: Route, c: Case, token: string | null, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return 'a 5xx';
  // A path parameter over the length limit is refused by the router (414), before any route (and its guard) is chosen.
  if (!token && needsToken(route) && reachesRoute(route, c) && status !== 414) {
    const code = route.method === 'HEAD' ? undefined : response.json().code;
    if (status !== 401) return 'no 401 without a token';
    if (route.method !== 'HEAD' && code !== 'unauthenticated') return 'a 401 without code unauthenticated';
  }
  if (reachesRoute(route, c) && mustReject(route, c) && (status < 400 || status >= 500))
    return 'invalid input accepted';
  if (route.isApi && !route.isDocs && route.method !== 'HEAD') {
    const json = /^application\/json/.test(String(response.headers['content-type'] ?? ''));
    if (status >= 400 && (!json || !errorBody.safeParse(response.json()).success))
      return 'an error without the error body';
    if (status < 300 && json && response.json().status !== true) return 'a success without status true';
  }
  return null;
}

// Built while the file is collected, so that each route becomes a test of its own.
// Fuzzing the sign-in fails it many times from one address: limits far above what the runs reach.
const t: TestApp = await createTestApp({
  env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000' },
});
afterAll(() => t.close());

// Canary routes with every kind of schema (an id in the path, a query, a strict body), so that the generators and
// the checks are proven to work before later areas bring such routes. They are ordinary protected routes.
await t.app.register(
  async (api) => {
    const zodApi = api.withTypeProvider<ZodTypeProvider>();
    zodApi.post(
      '/:id',
      {
        schema: {
          params: idParam,
          querystring: z.strictObject(pageQuery),
          body: z.strictObject({
            name: z.string().min(1).max(50),
            count: z.number().int().min(0).max(1000),
            kind: z.enum(['a', 'b']),
            tags: z.array(z.string().max(10)).max(3).optional(),
            note: z.string().max(100).nullable().optional(),
          }),
          response: { 200: envelope(z.object({ id: z.number() })) },
        },
      },
      async (request) => ok(request, { id: request.params.id }),
    );
    zodApi.get(
      '/:id/items',
      { schema: { params: idParam, querystring: z.strictObject({ ...pageQuery, q: z.string().max(50).optional() }) } },
      async (request) => ok(request, { id: request.params.id, items: [] }),
    );
  },
  { prefix: CANARY_PREFIX },
);
await t.app.ready();
const routes = toRoutes(t.routes);
const { id: ictUserId } = await t.createPerson({ role_id: ROLES.ICT, username: 'guard.ict' });

describe('the route table', () => {
  it('is collected whole', () => {
    const names = routes.map((r) => r.name);
    for (const expected of [
      'POST /api/auth/login',
      'GET /api/auth/user',
      'POST /api/auth/logout',
      'POST /api/change-password',
      'GET /api/health',
      'GET /api/docs/json',
    ]) {
      expect(names).toContain(expected);
    }
    expect(names).toContain(`POST ${CANARY_PREFIX}/:id`);
  });

  it('has no public API route beyond the list', () => {
    const publicRoutes = routes.filter((r) => r.isApi && !r.isDocs && r.isPublic).map((r) => r.name);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('has no route outside /api/ while the web app is not served', () => {
    expect(routes.filter((r) => !r.isApi).map((r) => r.name)).toEqual([]);
  });
});

describe('without a valid token', () => {
  const protectedRoutes = routes.filter(needsToken);
  it('there are protected routes', () => {
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(4);
  });

  it.each(protectedRoutes.map((route) => [route.name, route] as const))(
    '%s answers 401 unauthenticated',
    async (_name, route) => {
      const expired = await t.mintToken(ictUserId, -1);
      const valid = await t.mintToken(ictUserId);
      const headers = [
        {},
        { authorization: '' },
        { authorization: 'Bearer' },
        { authorization: 'Bearer garbage' },
        { authorization: `Bearer ${'A'.repeat(43)}` },
        { authorization: `Bearer ${expired}` },
        { authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` },
        { authorization: `Bearer ${valid} extra` },
        { authorization: valid },
        { authorization: `Bearer ${HUGE_STRING.slice(0, 5000)}` },
      ];
      const url = buildUrl(route, {
        params: Object.fromEntries(route.params.map((p) => [p, '1'])),
        wildcard: 'x',
        query: {},
        rawQuery: '',
      });
      for (const header of headers) {
        const response = await t.app.inject({
          method: route.method,
          url,
          headers: header,
          ...(BODY_METHODS.has(route.method) ? { payload: {} } : {}),
        });
        expect(response.statusCode, `${route.name} ${JSON.stringify(header).slice(0, 80)}`).toBe(401);
        if (route.method !== 'HEAD') expect(errorBody.parse(response.json()).code).toBe('unauthenticated');
      }
    },
  );
});

describe.each([
  ['without a token', false],
  ['with an ICT token', true],
])('random and malformed input %s', (_mode, withToken) => {
  const timeout = 30_000 + RUNS * 500; // failed sign-ins answer slower and slower on purpose
  it.each(routes.map((route) => [route.name, route] as const))(
    '%s answers 4xx or success, never 5xx',
    { timeout },
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(fc.array(caseArb(route), { minLength: BATCH, maxLength: BATCH }), async (cases) => {
          const tokens = await Promise.all(cases.map(() => (withToken ? t.mintToken(ictUserId) : null)));
          const responses = await Promise.all(
            cases.map((c, i) => t.app.inject(toRequest(route, c, tokens[i] ?? null))),
          );
          cases.forEach((c, i) => {
            const response = responses[i] as LightMyRequestResponse;
            const what = problem(route, c, tokens[i] ?? null, response);
            if (what) throw new Error(`${what}\n${describeCase(route, c, tokens[i] ?? null, response)}`);
          });
        }),
        { numRuns: Math.max(1, Math.ceil(RUNS / BATCH)) },
      );
    },
  );
});

describe('the generators', () => {
  // A fixed-seed sample of 200 cases a canary route, so the answer does not hang on the luck of the ROUTE_FUZZ_RUNS
  // cases above (30 by default, and a run once drew no valid POST among them).
  it('reach the handler and the validation of the canary routes', async () => {
    const token = await t.mintToken(ictUserId);
    for (const name of [`POST ${CANARY_PREFIX}/:id`, `GET ${CANARY_PREFIX}/:id/items`]) {
      const route = routes.find((r) => r.name === name);
      expect(route, name).toBeDefined();
      const counted = { ok: 0, rejected: 0 };
      for (const c of fc.sample(caseArb(route as Route), { numRuns: 200, seed: 20261123 })) {
        const status = (await t.app.inject(toRequest(route as Route, c, token))).statusCode;
        if (status < 300) counted.ok += 1;
        else if (status >= 400 && status < 500) counted.rejected += 1;
      }
      expect(counted.ok, `${name}: valid requests generated`).toBeGreaterThan(0);
      expect(counted.rejected, `${name}: invalid requests generated`).toBeGreaterThan(0);
    }
  });

  it('turn values into URL text as the server reads them', () => {
    expect(asText(12)).toBe('12');
    expect(asText(null)).toBe('');
    expect(wellFormed('a\uD800b')).toBe('a\uFFFDb');
    expect(wellFormed('😀')).toBe('😀');
  });
});
