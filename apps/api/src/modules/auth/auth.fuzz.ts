import { ROLES } from '@hr/contracts';
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
  },
});
