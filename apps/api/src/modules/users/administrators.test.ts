import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES, ROLES, type RoleId } from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../bootstrap';
import { authTokens, users } from '../../db/schema/index';
import { personBody } from '../../test/factories/person';
import { createTestApp, DEFAULT_PASSWORD, type Organisation, type TestApp } from '../../test/harness';

/** Only ICT touches ICT accounts; the last active ICT stays; ADMIN_PASSWORD always brings an administrator back. */
let t: TestApp;
let org: Organisation;
let avatar = '';

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

/** The user form of a person of ICT with this role, as an edit starting from `version` sends it. */
const form = (
  person: { alias_id: string; email: string | null },
  role_id: RoleId,
  version: number,
  where: { org: Organisation; avatar: string } = { org, avatar },
) => ({
  ...personBody(
    { department_id: where.org.departments.ict, shift_id: where.org.shifts.day },
    {
      alias_id: person.alias_id,
      first_name: 'Test',
      last_name: 'Person',
      role_id,
      gender: 0,
      email: person.email,
      avatar: where.avatar,
    },
  ),
  version,
});

describe('protected administrators', () => {
  it('lets only ICT create, edit, reset or delete ICT accounts or give role 1', async () => {
    await t.setPerson(ROLES.HR, { department_id: org.departments.hr });
    const hr = t.as(ROLES.HR);
    const ict = await t.createPerson({ role_id: ROLES.ICT, department_id: org.departments.ict });
    const employee = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: org.departments.ict });
    const attempts = [
      hr.post('/api/users', {
        ...form({ alias_id: 'NEWICT', email: 'newict@example.test' }, ROLES.ICT, 1),
        version: undefined,
      }),
      hr.put(`/api/users/${employee.id}`, form(employee, ROLES.ICT, 1)),
      hr.put(`/api/users/${ict.id}`, form(ict, ROLES.ICT, 1)),
      hr.post(`/api/users/${ict.id}/reset-password`, { password: 'Another-1', password_confirmation: 'Another-1' }),
      hr.delete(`/api/users/${ict.id}`),
    ];
    for (const response of await Promise.all(attempts))
      expect(response.refused(403, 'ict_only').message).toBe(MESSAGES.en.errors.ict_only);
    const [row] = await t.db.select().from(users).where(eq(users.id, ict.id));
    expect(row).toMatchObject({ version: 1, deleted_at: null, role_id: ROLES.ICT });
    const [promoted] = await t.db.select().from(users).where(eq(users.id, employee.id));
    expect(promoted?.role_id).toBe(ROLES.EMPLOYEE);
    // ICT may.
    await t.setPerson(ROLES.ICT, { department_id: org.departments.ict });
    const reset = await t
      .as(ROLES.ICT)
      .post(`/api/users/${ict.id}/reset-password`, { password: 'Another-1', password_confirmation: 'Another-1' });
    reset.ok();
  });

  it('refuses to delete or demote the last active ICT administrator (409 in three languages)', async () => {
    const fresh = await createTestApp();
    try {
      const freshOrg = await fresh.seedOrganisation();
      const last = await fresh.setPerson(ROLES.ICT, { department_id: freshOrg.departments.ict });
      const other = await fresh.createPerson({ role_id: ROLES.ICT, department_id: freshOrg.departments.ict });
      const otherToken = await fresh.signIn(other.username, DEFAULT_PASSWORD);
      // Two administrators: one may delete the other.
      (await fresh.as(ROLES.ICT).delete(`/api/users/${other.id}`)).ok();
      expect(otherToken).toBeTruthy();
      // Now `last` is the last one: demoting themself is refused, in every language.
      for (const lang of ['en', 'ja', 'vi'] as const) {
        const where = { org: freshOrg, avatar: storeAvatar(fresh) };
        const response = await fresh
          .as(ROLES.ICT)
          .in(lang)
          .put(`/api/users/${last.id}`, form(last, ROLES.HR, 1, where));
        expect(response.refused(409, 'last_ict').message).toBe(MESSAGES[lang].errors.last_ict);
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
      await t
        .anonymous()
        .post('/api/auth/login', { email: 'rescue', password: 'wrong-password' }, { remoteAddress: '10.9.9.9' });
    await start('Second-password-2');
    const [restored] = await t.db.select().from(users).where(eq(users.id, admin!.id));
    expect(restored).toMatchObject({ role_id: ROLES.ICT, is_active: true, deleted_at: null });
    expect(await t.db.select().from(authTokens).where(eq(authTokens.user_id, admin!.id))).toHaveLength(0);
    (await t.withToken(token).get('/api/auth/user')).refused(401);
    await t.signIn('rescue', 'Second-password-2', { remoteAddress: '10.9.9.9' });
    const all = await t.db.select().from(users).where(eq(users.username, 'rescue'));
    expect(all).toHaveLength(1);
  });
});
