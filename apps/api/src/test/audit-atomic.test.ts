import { ROLES } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEFAULT_PASSWORD, type TestApp } from './harness';

/**
 * Every write and its audit entry are one transaction. The write fuzz checks it for every fuzzed write route of
 * every area (write-fuzz.ts `auditRollsBack`: with the audit insert failing, a write answers 500 and changes
 * nothing); this file covers the one write it leaves out, the sign-in (auth.fuzz.ts `notFuzzed`): a session is
 * never created without its audit row.
 */
let t: TestApp;
let username: string;

const sessions = async () => Number((await t.pool.query('select count(*) from auth_tokens')).rows[0].count);
const failAudits = (on: boolean) =>
  t.pool.query(on ? 'insert into audit_fail values (true)' : 'delete from audit_fail');

beforeAll(async () => {
  t = await createTestApp();
  const org = await t.seedOrganisation();
  await t.pool.query(`
    create table audit_fail (on_ boolean);
    create function audit_fail_check() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from audit_fail) then raise exception 'audit insert refused by the test'; end if;
      return new;
    end $$;
    create trigger audit_fail_check before insert on audit_logs for each row execute function audit_fail_check();`);
  ({
    person: { username },
  } = await t.tokenFor(ROLES.EMPLOYEE, { department_id: org.departments.production }));
});
afterAll(() => t?.close());

const signIn = () =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: username, password: DEFAULT_PASSWORD } });

describe('a failing audit insert rolls the sign-in back', () => {
  it('answers 500 and creates no session', async () => {
    const before = await sessions();
    await failAudits(true);
    try {
      expect((await signIn()).statusCode).toBe(500);
    } finally {
      await failAudits(false);
    }
    expect(await sessions()).toBe(before);
  });

  it('signs in when the audit insert works (the same request is valid)', async () => {
    const before = await sessions();
    expect((await signIn()).statusCode).toBe(200);
    expect(await sessions()).toBe(before + 1);
  });
});
