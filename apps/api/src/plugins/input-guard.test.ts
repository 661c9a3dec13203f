import { ROLES } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, departments, shifts, users } from '../db/schema/index';
import { createTestApp, type Organisation, type TestApp } from '../test/harness';

/** Bad input gets a clear 4xx at the boundary, never 500, and changes nothing. */
let t: TestApp;
let token: string;
let org: Organisation;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  ({ token } = await t.tokenFor(ROLES.ICT));
});
afterAll(() => t?.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: string | object, lang = 'en') =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang, 'content-type': 'application/json' },
  });

async function counts() {
  const [u, d, s, a] = await Promise.all([
    t.db.$count(users),
    t.db.$count(departments),
    t.db.$count(shifts),
    t.db.$count(auditLogs),
  ]);
  return { u, d, s, a };
}

describe('input guard', () => {
  it.each([
    ['an unpaired surrogate', '"Day\\ud800"'],
    ['a lone low surrogate', '"\\udc00x"'],
    ['a NUL', '"Day\\u0000"'],
    ['an escape character', '"Day\\u001b[31m"'],
    ['a C1 control', '"Day\\u0085"'],
  ])('refuses %s in a shift name with a field message, changing nothing', async (_label, name) => {
    const before = await counts();
    const response = await send(
      'POST',
      '/api/shifts',
      `{"name":${name},"normal_checkin_time":"08:00","normal_checkout_time":"17:00"}`,
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors.name).toEqual([
      'This text contains characters that are not allowed (control characters or broken Unicode)',
    ]);
    expect(await counts()).toEqual(before);
  });

  it('refuses an unpaired surrogate in departments and users too, and in keys', async () => {
    const department = await send(
      'POST',
      '/api/departments',
      `{"department_id":"X1","name":"Bad\\ud800","department_type_id":1,"shift_ids":[${org.shifts.day}]}`,
    );
    expect(department.statusCode).toBe(400);
    expect(department.json().errors.name).toBeDefined();
    const key = await send('POST', '/api/shifts', '{"na\\udfffme":"x"}');
    expect(key.statusCode).toBe(400);
  });

  it('keeps tabs and new lines in free text', async () => {
    const response = await send('POST', '/api/shifts', {
      name: 'Tabbed shift',
      description: 'line one\nline\ttwo',
      normal_checkin_time: '07:40',
      normal_checkout_time: '16:40',
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('normalises names to NFC and refuses zero-width and text-direction characters', async () => {
    const decomposed = 'Nguye\u0302\u0303n shift';
    const created = await send('POST', '/api/shifts', {
      name: decomposed,
      normal_checkin_time: '07:50',
      normal_checkout_time: '16:50',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.name).toBe(decomposed.normalize('NFC'));
    for (const name of ['Day\u200bshift', 'Day\u202eshift', 'Day\u2066shift']) {
      const response = await send('POST', '/api/shifts', {
        name,
        normal_checkin_time: '08:00',
        normal_checkout_time: '17:00',
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().errors.name).toEqual(['Shift group name contains invisible or text-direction characters']);
    }
  });

  it.each(['0x1', '1e2', ' 1', '01', '1.0', '-1', '+1', '99999999999', '2147483648'])(
    'refuses the id %j in a path',
    async (id) => {
      const response = await send('GET', `/api/users/${encodeURIComponent(id)}`);
      expect(response.statusCode, response.body).toBe(400);
    },
  );

  it('says an id of 0 must be at least 1', async () => {
    const response = await send('GET', '/api/users/0');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.id[0]).toMatch(/at least 1$/);
    const query = await send('GET', '/api/user/all?department_id=0x1');
    expect(query.statusCode).toBe(400);
  });

  it('sends Cache-Control: no-store on API answers, errors included', async () => {
    for (const url of ['/api/users', '/api/users/999999', '/api/auth/user', '/api/health']) {
      const response = await send('GET', url);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/users' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });
});
