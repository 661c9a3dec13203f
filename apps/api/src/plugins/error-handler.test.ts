import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, MESSAGES } from '@hr/contracts';
import { AppError } from '../lib/errors';
import { createTestApp, type TestApp } from '../test/harness';

const SECRET = 'relation "secret_table" does not exist at /srv/app/internal.ts:42:7';

/** Things a 5xx body must never carry: the error's own text, a stack frame, a file path. */
function expectNoInternals(body: string) {
  expect(body).not.toContain('secret_table');
  expect(body).not.toContain('internal.ts');
  expect(body).not.toMatch(/\bat \S+ \(|:\d+:\d+/);
  expect(body).not.toContain('node_modules');
  expect(body).not.toMatch(/stack/i);
}

describe('error format', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    // Routes that fail on purpose, added before the app is ready (public so that no token is needed).
    t.app.get('/api/__test/crash', { config: { public: true } }, async () => {
      throw new Error(SECRET);
    });
    t.app.get('/api/__test/crash-with-status', { config: { public: true } }, async () => {
      throw Object.assign(new Error(SECRET), { statusCode: 503 });
    });
    t.app.get('/api/__test/items/:id', { config: { public: true } }, async () => ({
      status: true,
      message: 'ok',
      data: null,
    }));
    t.app.get('/api/__test/rule', { config: { public: true } }, async () => {
      throw new AppError(422, 'some_rule', 'errors.stale_version', {}, { zz_field: ['validation.required'] });
    });
  });
  afterAll(() => t?.close());

  it('answers an unknown /api/ path with 404 route_not_found', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no/such/route?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        status: false,
        code: 'route_not_found',
        message: MESSAGES.en.errors.route_not_found,
      });
    }
  });

  it('says route_not_found in the language of the request', async () => {
    const ja = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'accept-language': 'ja' } });
    expect(ja.json()).toMatchObject({ code: 'route_not_found', message: MESSAGES.ja.errors.route_not_found });
    const vi = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'vi-VN,vi;q=0.9' },
    });
    expect(vi.json()).toMatchObject({ code: 'route_not_found', message: MESSAGES.vi.errors.route_not_found });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'de' },
    });
    expect(unknown.json()).toMatchObject({ message: MESSAGES.en.errors.route_not_found });
  });

  it('answers an unexpected error with 500 internal and no internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/__test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: false, code: 'internal', message: MESSAGES.en.errors.internal });
    expectNoInternals(response.body);
  });

  it('never shows internals for an error carrying its own 5xx status', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/__test/crash-with-status',
      headers: { 'accept-language': 'ja' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(response.json()).toEqual({ status: false, code: 'internal', message: MESSAGES.ja.errors.internal });
    expectNoInternals(response.body);
  });

  it('hides a database failure behind 503 database_unavailable, with no internals', async () => {
    const broken = await createTestApp();
    try {
      await broken.app.ready();
      await broken.pool.end(); // the pool is gone: the health check's query fails
      const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: false,
        code: 'database_unavailable',
        errors: { database: ['unreachable'] },
      });
      expectNoInternals(response.body);
      expect(response.body).not.toMatch(/pool|pg|postgres/i);
    } finally {
      await broken.close();
    }
  });

  it('translates the message and the field messages of a rule error', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/__test/rule',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      code: 'some_rule',
      message: MESSAGES.en.errors.stale_version,
      errors: { zz_field: ['This value has not been entered'] },
    });
  });

  it('names unknown fields called like Object members instead of crashing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a', password: 'b', constructor: 1, toString: 'x', hasOwnProperty: null },
    });
    expect(response.statusCode).toBe(400);
    const unknown = [MESSAGES.en.validation.unknown_field];
    expect(response.json()).toMatchObject({
      code: 'invalid_input',
      errors: { constructor: unknown, toString: unknown, hasOwnProperty: unknown },
    });
  });

  it('answers a path parameter over the length limit with 414 in the envelope, without echoing it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/__test/items/${'9'.repeat(5000)}`,
      headers: { 'accept-language': 'vi' },
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      status: false,
      code: 'invalid_input',
      message: MESSAGES.vi.errors.invalid_input,
    });
    expect(response.body).not.toContain('9999');
  });

  it('answers a malformed URL with 400 in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/__test/items/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'invalid_input',
      message: MESSAGES.en.errors.invalid_input,
    });
  });

  it('refuses text holding a NUL character (PostgreSQL cannot store it) with 400, anywhere in the input', async () => {
    const invalid = (_field: string) => [MESSAGES.en.validation.control_characters];
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a\u0000b', password: 'x' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ code: 'invalid_input', errors: { email: invalid(MESSAGES.en.fields.email) } });
    const query = await t.app.inject({ method: 'GET', url: '/api/health?q=%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ code: 'invalid_input', errors: { q: invalid(MESSAGES.en.fields.q) } });
    const param = await t.app.inject({ method: 'GET', url: '/api/__test/items/1%00' });
    expect(param.statusCode).toBe(400);
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a', password: 'b', deep: [{ x: ['ok', '\u0000'] }] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors).toHaveProperty(['deep.0.x.1']);
    // The guard runs after the token check: no token still means 401.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/change-password',
      payload: { current_password: '\u0000' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers malformed JSON with 400 invalid_input in the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'invalid_input',
      message: MESSAGES.en.errors.invalid_input,
    });
  });

  it('answers an unsupported content type with 415 in the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(errorBody.parse(response.json())).toMatchObject({ code: 'invalid_input' });
  });

  it('answers a body over the limit with 413 payload_too_large', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024), password: 'p' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      status: false,
      code: 'payload_too_large',
      message: MESSAGES.en.errors.payload_too_large,
    });
  });

  it('sets the security headers on API answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: MESSAGES.en.success.ok, data: { database: 'ok' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sets the whole security header set, the same on a success, a refusal, a missing route and a crash', async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';" +
        "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
        "style-src 'self' 'unsafe-inline';connect-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const [url, status] of [
      ['/api/health', 200],
      ['/api/staffs', 401],
      ['/api/no-such-route', 404],
      ['/api/__test/crash', 500],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      expect(response.headers).toMatchObject(expected);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});
