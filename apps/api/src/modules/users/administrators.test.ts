import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES, ROLES } from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../bootstrap';
import { authTokens, users } from '../../db/schema/index';
import { createTestApp, DEFAULT_PASSWORD, type Organisation, type TestApp } from '../../test/harness';

/** Only ICT touches ICT accounts; the last active ICT stays; ADMIN_PASSWORD always brings an administrator back. */
let t: TestApp;
let org: Organisation;
let avatar = '';

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });

/** A stored avatar, as an upload leaves it (the user form requires one). */
function storeAvatar(app: TestApp) {
  const name = `${'a'.repeat(32)}.png`;
  fs.mkdirSync(path.join(app.config.dataDir, 'files', 'avatars'), { recursive: true });
  fs.writeFileSync(path.join(app.config.dataDir, 'files', 'avatars', name), Buffer.alloc(16));
  return `/api/files/avatars/${name}`;
}

beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  avatar = storeAvatar(t);
});
afterAll(() => t?.close());

const form = (person: { alias_id: string; email: string | null }, role_id: number, version: number) => ({
  alias_id: person.alias_id,
  first_name: 'Test',
  last_name: 'Person',
  role_id,
  department_id: org.departments.ict,
  shift_id: org.shifts.day,
  gender: 0,
  email: person.email,
  avatar,
  version,
});

describe('protected administrators', () => {
  it('lets only ICT create, edit, reset or delete ICT accounts or give role 1', async () => {
    const { token: hr } = await t.tokenFor(ROLES.HR, { department_id: org.departments.hr });
    const ict = await t.createPerson({ role_id: ROLES.ICT, department_id: org.departments.ict });
    const employee = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: org.departments.ict });
    const attempts = [
      call(hr, 'POST', '/api/users', {
        ...form({ alias_id: 'NEWICT', email: 'newict@example.test' }, ROLES.ICT, 1),
        version: undefined,
      }),
      call(hr, 'PUT', `/api/users/${employee.id}`, form(employee, ROLES.ICT, 1)),
      call(hr, 'PUT', `/api/users/${ict.id}`, form(ict, ROLES.ICT, 1)),
      call(hr, 'POST', `/api/users/${ict.id}/reset-password`, {
        password: 'Another-1',
        password_confirmation: 'Another-1',
      }),
      call(hr, 'DELETE', `/api/users/${ict.id}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ code: 'ict_only', message: MESSAGES.en.errors.ict_only });
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, ict.id));
    expect(row).toMatchObject({ version: 1, deleted_at: null, role_id: ROLES.ICT });
    const [promoted] = await t.db.select().from(users).where(eq(users.id, employee.id));
    expect(promoted?.role_id).toBe(ROLES.EMPLOYEE);
    // ICT may.
    const { token: ictToken } = await t.tokenFor(ROLES.ICT, { department_id: org.departments.ict });
    const reset = await call(ictToken, 'POST', `/api/users/${ict.id}/reset-password`, {
      password: 'Another-1',
      password_confirmation: 'Another-1',
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('refuses to delete or demote the last active ICT administrator (409 in three languages)', async () => {
    const fresh = await createTestApp();
    try {
      const freshOrg = await fresh.seedOrganisation();
      const { token, person: last } = await fresh.tokenFor(ROLES.ICT, { department_id: freshOrg.departments.ict });
      const other = await fresh.createPerson({ role_id: ROLES.ICT, department_id: freshOrg.departments.ict });
      const { token: otherToken } = { token: await fresh.signIn(other.username, DEFAULT_PASSWORD) };
      // Two administrators: one may delete the other.
      const deleted = await fresh.app.inject({
        method: 'DELETE',
        url: `/api/users/${other.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(otherToken).toBeTruthy();
      // Now `last` is the last one: demoting themself is refused, in every language.
      for (const lang of ['en', 'ja', 'vi'] as const) {
        const response = await fresh.app.inject({
          method: 'PUT',
          url: `/api/users/${last.id}`,
          payload: {
            alias_id: last.alias_id,
            first_name: 'Test',
            last_name: 'Person',
            role_id: ROLES.HR,
            department_id: freshOrg.departments.ict,
            shift_id: freshOrg.shifts.day,
            gender: 0,
            email: last.email,
            avatar: storeAvatar(fresh),
            version: 1,
          },
          headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
        });
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json()).toMatchObject({ code: 'last_ict', message: MESSAGES[lang].errors.last_ict });
      }
      const [row] = await fresh.db.select().from(users).where(eq(users.id, last.id));
      expect(row).toMatchObject({ role_id: ROLES.ICT, version: 1 });
    } finally {
      await fresh.close();
    }
  });
});

describe('ADMIN_PASSWORD at start', () => {
  const start = (password: string) =>
    bootstrap(t.db, { ...t.config, ADMIN_USERNAME: 'rescue', ADMIN_PASSWORD: password }, () => undefined, 'x');

  it('creates the administrator, then restores it deleted, demoted, deactivated or blocked, ending its sessions', async () => {
    await start('First-password-1');
    const token = await t.signIn('rescue', 'First-password-1');
    const [admin] = await t.db.select().from(users).where(eq(users.username, 'rescue'));
    expect(admin).toMatchObject({ role_id: ROLES.ICT, is_active: true, deleted_at: null });
    // Everything that could happen to it: demoted, deactivated, deleted, and its sign-in blocked from an address.
    await t.db
      .update(users)
      .set({ role_id: ROLES.EMPLOYEE, is_active: false, deleted_at: new Date() })
      .where(eq(users.id, admin!.id));
    for (let i = 0; i < 6; i += 1)
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'rescue', password: 'wrong-password' },
        remoteAddress: '10.9.9.9',
      });
    await start('Second-password-2');
    const [restored] = await t.db.select().from(users).where(eq(users.id, admin!.id));
    expect(restored).toMatchObject({ role_id: ROLES.ICT, is_active: true, deleted_at: null });
    expect(await t.db.select().from(authTokens).where(eq(authTokens.user_id, admin!.id))).toHaveLength(0);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
    await t.signIn('rescue', 'Second-password-2', { remoteAddress: '10.9.9.9' });
    const all = await t.db.select().from(users).where(eq(users.username, 'rescue'));
    expect(all).toHaveLength(1);
  });
});
