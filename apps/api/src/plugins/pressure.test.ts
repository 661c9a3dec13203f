import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, translate } from '@hr/contracts';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * Load shedding (plugins/pressure.ts): over a limit, /api/ requests get 503 `overloaded` in the shared Error body,
 * localized, with Retry-After; /api/health still answers as always. Under the default limits nothing is shed.
 */
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('under pressure (a heap limit of 1 MiB, always exceeded)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: { PRESSURE_MAX_HEAP_MB: '1', PRESSURE_SAMPLE_INTERVAL_MS: '100', PRESSURE_RETRY_AFTER_S: '7' },
    });
    await t.app.ready();
    // No sign-in through the API: that request would be shed too.
    const person = await t.createPerson({ role_id: ROLES.ICT });
    token = await t.mintToken(person.id);
    await wait(250); // two samples taken
  });
  afterAll(() => t?.close());

  it('answers 503 overloaded with Retry-After in each language', async () => {
    for (const lang of ['ja', 'en', 'vi'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/users',
        headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('7');
      expect(response.json()).toEqual({
        status: false,
        code: 'overloaded',
        message: translate(lang, 'errors.overloaded'),
      });
      expect(response.json().message).not.toBe('errors.overloaded');
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody', password: 'whatever-1' },
    });
    expect(login.statusCode).toBe(503);
  });

  it('never sheds /api/health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ database: 'ok' });
  });

  it('declares 503 with Retry-After on every operation of the OpenAPI document', async () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>;
    };
    let operations = 0;
    for (const [url, methods] of Object.entries(doc.paths)) {
      if (!url.startsWith('/api/') || url.startsWith('/api/docs')) continue;
      for (const operation of Object.values(methods)) {
        operations += 1;
        expect(operation.responses['503'], url).toBeDefined();
        expect(operation.responses['503']?.headers?.['Retry-After'], url).toBeDefined();
      }
    }
    expect(operations).toBeGreaterThan(20);
  });
});

describe('under the default limits', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // The production defaults (the test harness turns the event-loop check off; here it is on, at 1 s).
    t = await createTestApp({ env: { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '1000', PRESSURE_SAMPLE_INTERVAL_MS: '100' } });
    await t.app.ready();
    // No sign-in through the API in the set-up: on a busy machine that one request could be shed, and the suite
    // would fail before its test ran. The token is written straight into the database instead.
    const person = await t.createPerson({ role_id: ROLES.ICT });
    token = await t.mintToken(person.id);
  });
  afterAll(() => t?.close());

  it('sheds nothing under normal load (50 concurrent requests)', async () => {
    await wait(250); // two samples taken
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({ method: 'GET', url: '/api/users', headers: { authorization: `Bearer ${token}` } }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
  });
});
