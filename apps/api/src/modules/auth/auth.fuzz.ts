import { createHash } from 'node:crypto';
import { ROLES } from '@hr/contracts';
import fc from 'fast-check';
import { hashToken, newToken } from '../../lib/tokens';
import { defineFuzz, FRESH, freshOrJunk, next, password } from '../../test/fuzz-kit';

/** Changing one's own password (as a person of its own) and lifting sign-in blocks made for the purpose. */
export const fuzz = defineFuzz({
  setUp: async (base) => {
    const { t, org } = base;
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: org.departments.production });
    const changer = { password: person.password!, token: await t.mintToken(person.id) };
    base.changerToken = changer.token;
    return { changer };
  },
  routes: (base, fixed) => ({
    'POST /api/change-password': {
      file: 2,
      valid: () =>
        password.map((secret) => ({
          method: 'POST',
          url: '/api/change-password',
          body: { new_password: secret, password_confirmation: secret },
          // The person's current password, known only when the request is sent (an earlier change set it).
          token: 'changer',
        })),
      prepare: async (request) => {
        if (request.body && !('current_password' in request.body))
          request.body = { current_password: fixed.changer.password, ...request.body };
      },
      succeeded: (request) => {
        fixed.changer.password = String(request.body?.new_password);
      },
    },
    'POST /api/auth/reset-password': {
      file: 3,
      valid: () =>
        fc.tuple(freshOrJunk, password).map(([token, secret]) => ({
          method: 'POST',
          url: '/api/auth/reset-password',
          body: { token, password: secret, password_confirmation: secret },
        })),
      // A valid link of its own for each request: a token made for one of the staff's current password.
      prepare: async (request) => {
        if (request.body?.token !== FRESH) return;
        const person = base.staff[next() % base.staff.length]!;
        const {
          rows: [row],
        } = await base.t.pool.query('select password_hash from users where id = $1', [person.id]);
        const token = newToken();
        const fingerprint = createHash('sha256')
          .update(row?.password_hash ?? 'no password')
          .digest('hex');
        await base.t.pool.query(
          `insert into password_reset_tokens (token_hash, user_id, password_fingerprint, expires_at)
           values ($1, $2, $3, now() + interval '30 minutes')`,
          [hashToken(token), person.id, fingerprint],
        );
        request.body.token = token;
      },
    },
    'POST /api/login-blocks/lift': {
      file: 2,
      valid: () => freshOrJunk.map((key) => ({ method: 'POST', url: '/api/login-blocks/lift', body: { key } })),
      // A block of its own for each request (an address that failed too often), lifted by its key.
      prepare: async (request) => {
        if (request.body?.key !== FRESH) return;
        const n = next();
        const key = `login_address:10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        await base.t.pool.query('insert into login_limits (key, points, expire) values ($1, 1000, $2)', [
          key,
          Date.now() + 3_600_000,
        ]);
        request.body.key = key;
      },
    },
  }),
  notFuzzed: {
    // Sign-in and sign-out: covered by the auth and throttling tests; fuzzing them here would only exercise the
    // per-address limiter and mint thousands of sessions.
    'POST /api/auth/login': 'sign-in: auth tests',
    'POST /api/auth/logout': 'sign-out: auth tests',
    // Answers after a fixed 300 ms on purpose (no timing leak) and 429 after 10 requests an hour from one address:
    // password-reset.test.ts covers its input, its mail and its limits.
    'POST /api/auth/forgot-password': 'constant-time answer and hourly limit: password-reset tests',
  },
});
