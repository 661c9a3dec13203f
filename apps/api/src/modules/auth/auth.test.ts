import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentUserResponse,
  errorBody,
  type Language,
  loginResponse,
  MESSAGES,
  ROLES,
  translate,
} from '@hr/contracts';
import { auditLogs, authTokens, users } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { createTestApp, DEFAULT_PASSWORD, type TestApp } from '../../test/harness';

const MAX_PER_ACCOUNT = 3;
const MAX_PER_ADDRESS = 6;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      LOGIN_MAX_FAILURES_PER_ACCOUNT: String(MAX_PER_ACCOUNT),
      LOGIN_MAX_FAILURES_PER_ADDRESS: String(MAX_PER_ADDRESS),
      LOGIN_LOCK_MINUTES: '1',
      SESSION_HOURS: '12',
      REMEMBER_ME_DAYS: '30',
    },
  });
});
afterAll(() => t?.close());

// Failed sign-ins count per address: every test signs in from addresses of its own.
let addresses = 0;
const newAddress = () => {
  addresses += 1;
  return `10.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

type LoginOptions = { lang?: Language; address?: string };
function login(payload: unknown, { lang = 'en', address = newAddress() }: LoginOptions = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: payload as InjectOptions['payload'],
    headers: { 'accept-language': lang },
    remoteAddress: address,
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
const changePassword = (token: string, payload: Record<string, unknown>, lang: Language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/change-password',
    payload,
    headers: { ...bearer(token), 'accept-language': lang },
  });

function tokenOf(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBe(200);
  return loginResponse.parse(response.json()).data.access_token;
}

function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorBody.parse(response.json());
  expect(body.code).toBe(code);
  return body;
}

describe('sign-in', () => {
  it('accepts the username, the staff ID or the email, in any case', async () => {
    const person = await t.createPerson({
      role_id: ROLES.EMPLOYEE,
      username: 'Nguyen.An',
      alias_id: 'ST0042',
      email: 'An.Nguyen@Example.com',
    });
    for (const name of [
      'Nguyen.An',
      'nguyen.an',
      'NGUYEN.AN',
      '  nguyen.an  ',
      'ST0042',
      'st0042',
      'an.nguyen@example.com',
      'AN.NGUYEN@EXAMPLE.COM',
    ]) {
      const response = await login({ email: name, password: DEFAULT_PASSWORD });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      const body = loginResponse.parse(response.json());
      expect(body.message).toBe(MESSAGES.en.success.login);
      expect(body.data.token_type).toBe('Bearer');
      expect(body.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.data.user).toMatchObject({
        id: person.id,
        username: 'Nguyen.An',
        staff_id: 'ST0042',
        role_id: ROLES.EMPLOYEE,
      });
    }
  });

  it('checks the password with its case', async () => {
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE, password: 'Case-Matters-1' });
    expectError(await login({ email: person.username, password: 'case-matters-1' }), 401, 'login_failed');
    expect((await login({ email: person.username, password: 'Case-Matters-1' })).statusCode).toBe(200);
  });

  it('looks at usernames before staff IDs when both match', async () => {
    const byUsername = await t.createPerson({
      role_id: ROLES.EMPLOYEE,
      username: 'st7777',
      password: 'First-person-1',
    });
    await t.createPerson({ role_id: ROLES.EMPLOYEE, alias_id: 'ST7777', password: 'Second-person-2' });
    const response = await login({ email: 'ST7777', password: 'First-person-1' });
    expect(loginResponse.parse(response.json()).data.user.id).toBe(byUsername.id);
  });

  it('answers a wrong password and an unknown person alike: 401 login_failed', async () => {
    // Each failure answers a little slower (a brake on guessing): the languages run side by side.
    await Promise.all(
      (['en', 'ja', 'vi'] as const).map(async (lang) => {
        const person = await t.createPerson({ role_id: ROLES.ICT });
        const [wrong, unknown] = await Promise.all([
          login({ email: person.username, password: 'not-the-password' }, { lang }),
          login({ email: `nobody.${lang}`, password: 'not-the-password' }, { lang }),
        ]);
        const wrongBody = expectError(wrong, 401, 'login_failed');
        expect(wrongBody).toEqual({ status: false, code: 'login_failed', message: MESSAGES[lang].errors.login_failed });
        expect(unknown.statusCode).toBe(401);
        expect(unknown.json()).toEqual(wrongBody);
      }),
    );
    expect(MESSAGES.en.errors.login_failed).toBe('Login information is incorrect');
  });

  it('refuses a person who has no password yet', async () => {
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE, password: null });
    expectError(await login({ email: person.username, password: DEFAULT_PASSWORD }), 401, 'login_failed');
  });

  it('says which fields are empty, in the language of the request', async () => {
    const expected = {
      en: ['Please enter your email', 'Please enter your password'],
      ja: [MESSAGES.ja.validation.login_username_required, MESSAGES.ja.validation.login_password_required],
      vi: [MESSAGES.vi.validation.login_username_required, MESSAGES.vi.validation.login_password_required],
    };
    for (const lang of ['en', 'ja', 'vi'] as const) {
      const [email, password] = expected[lang];
      for (const payload of [{ email: '', password: '' }, { email: '   ', password: ' \t ' }, {}]) {
        const body = expectError(await login(payload, { lang }), 400, 'invalid_input');
        expect(body.message).toBe(MESSAGES[lang].errors.invalid_input);
        expect(body.errors).toEqual({ email: [email], password: [password] });
      }
      const onlyPassword = expectError(await login({ email: 'someone', password: '' }, { lang }), 400, 'invalid_input');
      expect(onlyPassword.errors).toEqual({ password: [password] });
    }
    expect(MESSAGES.ja.validation.login_username_required).not.toBe('Please enter your email');
    expect(MESSAGES.vi.validation.login_password_required).not.toBe('Please enter your password');
  });

  it('refuses unknown fields and wrong types', async () => {
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE });
    const extra = expectError(
      await login({ email: person.username, password: DEFAULT_PASSWORD, role_id: 1 }),
      400,
      'invalid_input',
    );
    expect(extra.errors).toEqual({ role_id: [MESSAGES.en.validation.unknown_field] });
    expectError(
      await login({ email: person.username, password: DEFAULT_PASSWORD, remember_me: 'yes' }),
      400,
      'invalid_input',
    );
    expectError(await login({ email: 42, password: DEFAULT_PASSWORD }), 400, 'invalid_input');
    expectError(await login({ email: person.username, password: 'x'.repeat(1025) }), 400, 'invalid_input');
  });

  it('gives a longer life to the token with remember_me', async () => {
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE });
    const short = loginResponse.parse(
      (await login({ email: person.username, password: DEFAULT_PASSWORD })).json(),
    ).data;
    const long = loginResponse.parse(
      (await login({ email: person.username, password: DEFAULT_PASSWORD, remember_me: true })).json(),
    ).data;
    const explicitShort = loginResponse.parse(
      (await login({ email: person.username, password: DEFAULT_PASSWORD, remember_me: false })).json(),
    ).data;
    expect(short.expires).toBe(12 * 3600);
    expect(explicitShort.expires).toBe(12 * 3600);
    expect(long.expires).toBe(30 * 86_400);
    for (const { access_token, expires } of [short, long]) {
      const [row] = await t.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.token_hash, hashToken(access_token)));
      expect(row).toBeDefined();
      expect(Math.abs((row?.expires_at.getTime() ?? 0) - (Date.now() + expires * 1000))).toBeLessThan(60_000);
    }
  });

  it('stores only the hash of a token', async () => {
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE });
    const token = tokenOf(await login({ email: person.username, password: DEFAULT_PASSWORD }));
    const rows = await t.db.select().from(authTokens).where(eq(authTokens.user_id, person.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.token_hash).toBe(hashToken(token));
  });

  it('refuses a deleted person and ends their tokens', async () => {
    const person = await t.createPerson({ role_id: ROLES.HR });
    const token = tokenOf(await login({ email: person.username, password: DEFAULT_PASSWORD }));
    expect((await me(token)).statusCode).toBe(200);
    await t.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, person.id));
    expectError(await me(token), 401, 'unauthenticated');
    const attempts = await Promise.all(
      [person.username, person.alias_id, person.email].map((name) =>
        login({ email: name, password: DEFAULT_PASSWORD }),
      ),
    );
    for (const response of attempts) expectError(response, 401, 'login_failed');
  });

  it('refuses an inactive person and ends their tokens', async () => {
    const person = await t.createPerson({ role_id: ROLES.HR });
    const token = tokenOf(await login({ email: person.username, password: DEFAULT_PASSWORD }));
    await t.db.update(users).set({ is_active: false }).where(eq(users.id, person.id));
    expectError(await me(token), 401, 'unauthenticated');
    expectError(await login({ email: person.username, password: DEFAULT_PASSWORD }), 401, 'login_failed');
    await t.db.update(users).set({ is_active: true }).where(eq(users.id, person.id));
    expect((await me(token)).statusCode).toBe(200);
  });
});

// Each test uses people and addresses of its own, and failed sign-ins answer slowly on purpose: run them side by side.
describe.concurrent('sign-in limits', () => {
  async function failTimes(name: string, times: number, address: string = newAddress()) {
    const responses = await Promise.all(
      Array.from({ length: times }, () => login({ email: name, password: 'wrong-password' }, { address })),
    );
    for (const response of responses) expectError(response, 401, 'login_failed');
  }

  function expectLocked(response: LightMyRequestResponse, lang: Language = 'en') {
    const body = expectError(response, 429, 'too_many_attempts');
    expect(body.message).toBe(translate(lang, 'errors.too_many_attempts', { count: 1 }));
    // One minute, in the singular (the plural form of the count).
    if (lang === 'en') expect(body.message).toContain('try again in 1 minute.');
    const retryAfter = Number(response.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  }

  it(`blocks one address for one account after ${MAX_PER_ACCOUNT} failures; other addresses sign in`, async () => {
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE });
    const other = await t.createPerson({ role_id: ROLES.EMPLOYEE });
    const attacker = newAddress();
    await failTimes(person.username, MAX_PER_ACCOUNT - 1, attacker);
    expect(
      (await login({ email: person.username, password: DEFAULT_PASSWORD }, { address: attacker })).statusCode,
    ).toBe(200); // not blocked yet, and the success forgets the failures
    await failTimes(person.username, MAX_PER_ACCOUNT, attacker);
    expectLocked(await login({ email: person.username, password: DEFAULT_PASSWORD }, { address: attacker }));
    expectLocked(
      await login(
        { email: person.username.toUpperCase(), password: DEFAULT_PASSWORD },
        { lang: 'ja', address: attacker },
      ),
      'ja',
    );
    // The account is blocked from that address whatever name is typed: its staff ID and email too.
    expectLocked(await login({ email: person.alias_id, password: DEFAULT_PASSWORD }, { address: attacker }));
    expectLocked(await login({ email: person.email, password: DEFAULT_PASSWORD }, { address: attacker }));
    // The real person at their own computer is not kept out.
    tokenOf(await login({ email: person.username, password: DEFAULT_PASSWORD }));
    expect((await login({ email: other.username, password: DEFAULT_PASSWORD }, { address: attacker })).statusCode).toBe(
      200,
    );
  });

  it('after 50 wrong passwords from one address, the right password from another address is not locked out', async () => {
    const person = await t.createPerson({ role_id: ROLES.ICT });
    const attacker = newAddress();
    for (let i = 0; i < 50; i += 1) {
      const response = await login({ email: person.username, password: `wrong-${i}` }, { address: attacker });
      expect([401, 429], response.body).toContain(response.statusCode);
    }
    expectLocked(await login({ email: person.username, password: DEFAULT_PASSWORD }, { address: attacker }));
    // A success never waits (only failures answer slower): no timing asserted, it measures the machine's load.
    tokenOf(await login({ email: person.username, password: DEFAULT_PASSWORD }, { address: newAddress() }));
  });

  it('counts failures against the account whichever of its names is typed', async () => {
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE });
    const address = newAddress();
    await failTimes(person.username, 1, address);
    await failTimes(person.alias_id, 1, address);
    await failTimes(person.email ?? '', MAX_PER_ACCOUNT - 2, address);
    expectLocked(await login({ email: person.username, password: DEFAULT_PASSWORD }, { address }));
  });

  it('starts counting again after a successful sign-in', async () => {
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE });
    const address = newAddress();
    for (let round = 0; round < 2; round += 1) {
      await failTimes(person.username, MAX_PER_ACCOUNT - 1, address);
      expect((await login({ email: person.username, password: DEFAULT_PASSWORD }, { address })).statusCode).toBe(200);
    }
  });

  it(`blocks an address after ${MAX_PER_ADDRESS} failures, whatever the accounts`, async () => {
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE });
    const address = newAddress();
    await Promise.all(Array.from({ length: MAX_PER_ADDRESS }, (_, i) => failTimes(`stranger${i}`, 1, address)));
    expectLocked(await login({ email: person.username, password: DEFAULT_PASSWORD }, { address }));
    expectLocked(await login({ email: 'stranger-new', password: 'whatever' }, { address }));
    expect(
      (await login({ email: person.username, password: DEFAULT_PASSWORD }, { address: newAddress() })).statusCode,
    ).toBe(200);
  });

  it('counts a wrong current password on change-password against the account from that address', async () => {
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE });
    const address = newAddress();
    const token = tokenOf(await login({ email: person.username, password: DEFAULT_PASSWORD }, { address }));
    const attempt = {
      current_password: 'wrong-password',
      new_password: 'New-password-1',
      password_confirmation: 'New-password-1',
    };
    const change = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/change-password',
        payload: body,
        headers: bearer(token),
        remoteAddress: address,
      });
    for (let i = 0; i < MAX_PER_ACCOUNT; i += 1) expectError(await change(attempt), 422, 'current_password_invalid');
    expectLocked(await change({ ...attempt, current_password: DEFAULT_PASSWORD }));
    expectLocked(await login({ email: person.email, password: DEFAULT_PASSWORD }, { address }));
    // Nothing changed while blocked.
    const [row] = await t.db.select({ version: users.version }).from(users).where(eq(users.id, person.id));
    expect(row?.version).toBe(1);
  });

  it('audits every failed and successful sign-in with the address and the browser', async () => {
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE });
    const address = newAddress();
    const send = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: person.username, password },
        headers: { 'user-agent': 'TestBrowser/1.0' },
        remoteAddress: address,
      });
    expect((await send('wrong-password')).statusCode).toBe(401);
    expect((await send(DEFAULT_PASSWORD)).statusCode).toBe(200);
    const rows = await t.db.select().from(auditLogs).where(eq(auditLogs.entity_id, person.id));
    const actions = rows.filter((r) => r.entity === 'user').map((r) => [r.action, r.after]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['login_failed', expect.objectContaining({ address, user_agent: 'TestBrowser/1.0' })],
        ['login_succeeded', expect.objectContaining({ address, user_agent: 'TestBrowser/1.0' })],
      ]),
    );
    expect(JSON.stringify(rows)).not.toContain('wrong-password');
  });

  it('shows blocks to ICT and HR, who may lift them; others are refused', async () => {
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE });
    const address = newAddress();
    await failTimes(person.username, MAX_PER_ACCOUNT, address);
    expectLocked(await login({ email: person.username, password: DEFAULT_PASSWORD }, { address }));
    const { token: hr } = await t.tokenFor(ROLES.HR);
    const list = await t.app.inject({ method: 'GET', url: '/api/login-blocks', headers: bearer(hr) });
    expect(list.statusCode).toBe(200);
    const block = (list.json().data as { key: string; account: string; address: string; kind: string }[]).find(
      (b) => b.account === person.username && b.address === address,
    );
    expect(block?.kind).toBe('account_address');
    const { token: manager } = await t.tokenFor(ROLES.MANAGER);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/login-blocks/lift',
      payload: { key: block!.key },
      headers: bearer(manager),
    });
    expect(refused.statusCode).toBe(403);
    const lifted = await t.app.inject({
      method: 'POST',
      url: '/api/login-blocks/lift',
      payload: { key: block!.key },
      headers: bearer(hr),
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    tokenOf(await login({ email: person.username, password: DEFAULT_PASSWORD }, { address }));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login-blocks/lift',
      payload: { key: block!.key },
      headers: bearer(hr),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('GET /api/auth/user', () => {
  it('returns the signed-in person with their permission object', async () => {
    const org = await t.seedOrganisation();
    const { token, person } = await t.tokenFor(ROLES.ICT, {
      department_id: org.departments.ict,
      first_name: 'Lan',
      last_name: 'Tran',
      gender: 2,
      dob: '1990-02-03',
    });
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    const body = currentUserResponse.parse(response.json());
    expect(body.data).toMatchObject({
      id: person.id,
      username: person.username,
      staff_id: person.alias_id,
      name: 'Lan Tran',
      email: person.email,
      role_id: ROLES.ICT,
      department_id: org.departments.ict,
      department_name: 'ICT',
      gender: 2,
      dob: '1990-02-03',
      time_zone: 'Asia/Ho_Chi_Minh',
    });
    expect(body.data.permissions.user?.create).toBe(true);
    expect(body.data.permissions.shift?.delete).toBe(true);
    expect(JSON.stringify(body)).not.toMatch(/password|hash|argon/i);
  });

  it('gives an employee a permission object with every flag false but reading attendance and the calculator', async () => {
    const { token } = await t.tokenFor(ROLES.EMPLOYEE);
    const body = currentUserResponse.parse((await me(token)).json());
    expect(body.data.permissions.user?.create).toBe(false);
    // attendance.view: their own days (the read scope decides whose); payroll.calculator reads nobody's data.
    const { attendance, payroll, ...others } = body.data.permissions;
    expect(Object.values(others).flatMap(Object.values)).not.toContain(true);
    expect(attendance).toMatchObject({ view: true, correct: false, device: false, kiosk: false });
    expect(payroll).toMatchObject({ calculator: true, view: false, run: false, lock: false, export: false });
    expect(body.data.department_name).toBeNull();
  });

  it('refuses a missing, malformed, unknown or expired token with 401 unauthenticated', async () => {
    const { person } = await t.tokenFor(ROLES.ICT);
    const expired = await t.mintToken(person.id, -60);
    const valid = await t.mintToken(person.id);
    for (const authorization of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'Bearer garbage',
      `Bearer ${'A'.repeat(43)}`,
      `Bearer ${expired}`,
      `Basic ${valid}`,
      valid,
      `Bearer ${valid}x`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: authorization === undefined ? {} : { authorization },
      });
      const body = expectError(response, 401, 'unauthenticated');
      expect(body.message).toBe(MESSAGES.en.errors.unauthenticated);
    }
    expect((await me(valid)).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('ends the token it is called with and no other session', async () => {
    const person = await t.createPerson({ role_id: ROLES.MANAGER });
    const first = tokenOf(await login({ email: person.username, password: DEFAULT_PASSWORD }));
    const second = tokenOf(await login({ email: person.username, password: DEFAULT_PASSWORD }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(first),
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: MESSAGES.en.success.logout, data: null });
    expectError(await me(first), 401, 'unauthenticated');
    expect((await me(second)).statusCode).toBe(200);
    const rows = await t.db
      .select({ token_hash: authTokens.token_hash })
      .from(authTokens)
      .where(eq(authTokens.user_id, person.id));
    expect(rows.map((r) => r.token_hash)).toEqual([hashToken(second)]);
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first), payload: {} }),
      401,
      'unauthenticated',
    );
  });

  it('reads the body {} or none, and refuses a field in it, keeping the session', async () => {
    const person = await t.createPerson({ role_id: ROLES.MANAGER });
    const token = tokenOf(await login({ email: person.username, password: DEFAULT_PASSWORD }));
    const logout = (payload?: object, tokenUsed = token) =>
      t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(tokenUsed), payload });
    expectError(await logout({ all_sessions: true }), 400, 'invalid_input');
    expect((await me(token)).statusCode).toBe(200);
    expect((await logout({})).statusCode).toBe(200);
    expectError(await me(token), 401, 'unauthenticated');
    // Without a body (only the bearer header): the session ends too.
    const second = tokenOf(await login({ email: person.username, password: DEFAULT_PASSWORD }));
    expect((await logout(undefined, second)).statusCode).toBe(200);
    expectError(await me(second), 401, 'unauthenticated');
    const declared = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths['/api/auth/logout']
      .post.requestBody;
    expect(declared).toMatchObject({
      content: { 'application/json': { schema: { type: 'object', properties: {}, additionalProperties: false } } },
    });
  });
});

describe('change password', () => {
  const GOOD = {
    current_password: DEFAULT_PASSWORD,
    new_password: 'Brand-new-pass-7',
    password_confirmation: 'Brand-new-pass-7',
  };
  let token: string;
  beforeAll(async () => {
    ({ token } = await t.tokenFor(ROLES.EMPLOYEE));
  });

  it.each([
    [
      'current password missing',
      { ...GOOD, current_password: undefined },
      { current_password: ['Current password is required.'] },
    ],
    [
      'current password empty',
      { ...GOOD, current_password: '' },
      { current_password: ['Current password is required.'] },
    ],
    [
      'current password blank',
      { ...GOOD, current_password: '   ' },
      { current_password: ['Current password is required.'] },
    ],
    ['new password missing', { ...GOOD, new_password: undefined }, { new_password: ['New password is required.'] }],
    ['new password empty', { ...GOOD, new_password: '' }, { new_password: ['New password is required.'] }],
    [
      'new password of 7 characters',
      { ...GOOD, new_password: 'Seven-7', password_confirmation: 'Seven-7' },
      { new_password: ['Password must be at least 8 characters.'] },
    ],
    [
      'confirmation missing',
      { ...GOOD, password_confirmation: undefined },
      { password_confirmation: ['Password confirmation is required.'] },
    ],
    [
      'confirmation empty',
      { ...GOOD, password_confirmation: '' },
      { password_confirmation: ['Password confirmation is required.'] },
    ],
    [
      'confirmation different',
      { ...GOOD, password_confirmation: 'Brand-new-pass-8' },
      { password_confirmation: ['Password confirmation does not match.'] },
    ],
    [
      'everything missing',
      {},
      {
        current_password: ['Current password is required.'],
        new_password: ['New password is required.'],
        password_confirmation: ['Password confirmation is required.'],
      },
    ],
    [
      'short and different',
      { ...GOOD, new_password: 'short', password_confirmation: 'other' },
      {
        new_password: ['Password must be at least 8 characters.'],
        password_confirmation: ['Password confirmation does not match.'],
      },
    ],
  ])('refuses %s with 400 and the message of the specification', async (_name, payload, errors) => {
    const body = expectError(await changePassword(token, payload), 400, 'invalid_input');
    expect(body.errors).toEqual(errors);
  });

  it('says the rules in Japanese and Vietnamese too', async () => {
    for (const lang of ['ja', 'vi'] as const) {
      const body = expectError(
        await changePassword(token, { current_password: '', new_password: 'short', password_confirmation: '' }, lang),
        400,
        'invalid_input',
      );
      expect(body.errors).toEqual({
        current_password: [MESSAGES[lang].validation.current_password_required],
        new_password: [MESSAGES[lang].validation.password_min_8],
        password_confirmation: [MESSAGES[lang].validation.password_confirmation_required],
      });
    }
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/change-password', payload: GOOD });
    expectError(response, 401, 'unauthenticated');
  });

  it('refuses a wrong current password with 422 and changes nothing', async () => {
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE });
    const own = tokenOf(await login({ email: person.username, password: DEFAULT_PASSWORD }));
    const [before] = await t.db.select().from(users).where(eq(users.id, person.id));
    const body = expectError(
      await changePassword(own, { ...GOOD, current_password: 'Not-my-password' }),
      422,
      'current_password_invalid',
    );
    expect(body).toEqual({
      status: false,
      code: 'current_password_invalid',
      message: 'Password current not valid',
      errors: { current_password: ['Password current not valid'] },
    });
    const [after] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(after).toEqual(before);
    expect((await login({ email: person.username, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    expectError(await login({ email: person.username, password: GOOD.new_password }), 401, 'login_failed');
  });

  it('changes it: keeps this session, ends the others, and writes an audit entry without secrets', async () => {
    const person = await t.createPerson({ role_id: ROLES.LEADER });
    const current = tokenOf(await login({ email: person.username, password: DEFAULT_PASSWORD }));
    const otherSessions = [
      tokenOf(await login({ email: person.username, password: DEFAULT_PASSWORD })),
      tokenOf(await login({ email: person.email, password: DEFAULT_PASSWORD, remember_me: true })),
    ];
    const bystander = await t.tokenFor(ROLES.EMPLOYEE);
    const [before] = await t.db.select({ hash: users.password_hash }).from(users).where(eq(users.id, person.id));

    const response = await changePassword(current, GOOD);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: true, message: 'Change user password successfully', data: null });

    expect((await me(current)).statusCode).toBe(200);
    for (const other of otherSessions) expectError(await me(other), 401, 'unauthenticated');
    expect((await me(bystander.token)).statusCode).toBe(200);

    expectError(await login({ email: person.username, password: DEFAULT_PASSWORD }), 401, 'login_failed');
    expect((await login({ email: person.username, password: GOOD.new_password })).statusCode).toBe(200);

    const [after] = await t.db
      .select({ hash: users.password_hash, version: users.version })
      .from(users)
      .where(eq(users.id, person.id));
    expect(after?.hash).toMatch(/^\$argon2id\$/);
    expect(after?.hash).not.toBe(before?.hash);
    expect(after?.version).toBe(2);

    const all = await t.db.select().from(auditLogs).where(eq(auditLogs.entity_id, person.id));
    const entries = all.filter((entry) => !entry.action.startsWith('login_'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_id: person.id,
      action: 'password_changed',
      entity: 'user',
      entity_id: person.id,
    });
    const logged = JSON.stringify(entries);
    for (const secret of [before?.hash, after?.hash, DEFAULT_PASSWORD, GOOD.new_password, current])
      expect(JSON.stringify(all)).not.toContain(secret);
    expect(logged).not.toMatch(/argon2|password_hash/);
  });
});
