import { ROLES } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, createTestApp, type Person, type TestApp } from '../../test/harness';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { FORGOT_ANSWER_MS } from './password-reset.service';

const NEW_PASSWORD = 'Brand-New-Pass-42';

describe('forgot password, through a real SMTP server', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let person: Person;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, APP_URL: 'https://hr.example.com/', FORGOT_PASSWORD_MAX_PER_ACCOUNT: '5' },
    });
    person = await t.createPerson({ role_id: ROLES.EMPLOYEE, email: 'Mai.Tran@example.com', full_name: 'Trần Mai' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const forgot = (email: string, lang: 'en' | 'ja' | 'vi' = 'en', remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      headers: { 'accept-language': lang },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const reset = (token: string, password = NEW_PASSWORD) =>
    t.anonymous().post('/api/auth/reset-password', { token, password, password_confirmation: password });
  const outboxCount = async () =>
    (await t.pool.query('select count(*)::int as n from mail_outbox')).rows[0].n as number;
  /** Waits for the next mail (its job sends it at once) and answers the token of its link. */
  let seen = 0;
  const mailedToken = async () => {
    const mails = await smtp.waitFor(++seen, 10_000);
    const mail = mails.at(-1)!;
    const link = /https:\/\/hr\.example\.com\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
    expect(link, mail.text).not.toBeNull();
    return { mail, token: link![1]! };
  };

  it('mails a single-use link in the language of the request to the person, found by any of their names', async () => {
    const sessionToken = await t.signIn(person.username, DEFAULT_PASSWORD);
    const answer = await forgot(person.alias_id.toLowerCase(), 'ja');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toContain('30分');
    const { mail, token } = await mailedToken();
    expect(mail.to && 'value' in mail.to ? mail.to.value[0]?.address : '').toBe('Mai.Tran@example.com');
    expect(mail.subject).toBe('新しいパスワードの設定');
    expect(mail.headers.get('content-language')).toBe('ja');
    expect(mail.text).toContain('Trần Mai 様');
    expect(mail.html).toContain(`href="https://hr.example.com/reset-password?token=${token}"`);
    // Only the hash is stored.
    const stored = await t.pool.query('select token_hash from password_reset_tokens where user_id = $1', [person.id]);
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(token);
    expect(stored.rows).toHaveLength(1);

    await reset(token).then((a) => a.ok());
    // The new password works, the old one does not, and every session of the person ended.
    await t.signIn(person.username, NEW_PASSWORD);
    await t
      .withToken(sessionToken)
      .get('/api/auth/user')
      .then((a) => a.refused(401));
    const login = await t.anonymous().post('/api/auth/login', { email: person.username, password: DEFAULT_PASSWORD });
    login.refused(401, 'login_failed');
    const audit = await t.pool.query(
      "select actor_id from audit_logs where action = 'password_reset' and entity_id = $1",
      [person.id],
    );
    expect(audit.rows).toEqual([{ actor_id: person.id }]);

    // Single use.
    const again = await reset(token, 'Another-Pass-77');
    again.refused(422, 'reset_link_invalid');
    await t.signIn(person.username, NEW_PASSWORD);
  });

  it('a used link ends every other link of the person; a changed password ends them too', async () => {
    await forgot(person.username);
    const first = await mailedToken();
    await forgot(person.email!);
    const second = await mailedToken();
    await reset(second.token, 'Second-Pass-55').then((a) => a.ok());
    await reset(first.token).then((a) => a.refused(422, 'reset_link_invalid'));

    await forgot(person.username, 'vi');
    const third = await mailedToken();
    expect(third.mail.subject).toBe('Đặt mật khẩu mới');
    // The password changes by another route (the person changes it themselves): the link ends.
    const token = await t.signIn(person.username, 'Second-Pass-55');
    await t
      .withToken(token)
      .post('/api/change-password', {
        current_password: 'Second-Pass-55',
        new_password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
      .then((a) => a.ok());
    await reset(third.token, 'Third-Pass-66').then((a) => a.refused(422, 'reset_link_invalid'));
    await t.signIn(person.username, NEW_PASSWORD);
  });

  it('a link older than 30 minutes does not work (time moved by writing the row)', async () => {
    await forgot(person.username);
    const { token } = await mailedToken();
    await t.pool.query("update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = $1", [
      person.id,
    ]);
    const answer = await reset(token, 'Late-Pass-123');
    answer.refused(422, 'reset_link_invalid');
    expect(answer.message).toContain('30 minutes');
    await t.signIn(person.username, NEW_PASSWORD);
  });

  it('refuses a bad password or confirmation in the language asked for, and changes nothing', async () => {
    // Another person: the first one has used up the mails an hour allowed to one account.
    const other = await t.createPerson({ role_id: ROLES.EMPLOYEE, email: 'other@example.com' });
    await forgot(other.username);
    const { token } = await mailedToken();
    const short = await t
      .anonymous()
      .in('ja')
      .post('/api/auth/reset-password', { token, password: 'short', password_confirmation: 'short' });
    short.refused(400, 'invalid_input');
    expect(short.errors.password?.[0]).toMatch(/8/);
    const mismatch = await t
      .anonymous()
      .in('vi')
      .post('/api/auth/reset-password', { token, password: NEW_PASSWORD, password_confirmation: 'other-password' });
    mismatch.refused(400, 'invalid_input');
    expect(mismatch.errors.password_confirmation).toHaveLength(1);
    // The link still works after the refused tries.
    await reset(token, 'Valid-Again-99').then((a) => a.ok());
    await reset('not-a-token').then((a) => a.refused(422, 'reset_link_invalid'));
  });

  it('answers the same, after the same time, for an unknown name, a person without e-mail, a deactivated or deleted one', async () => {
    const noMail = await t.createPerson({ role_id: ROLES.EMPLOYEE, email: null });
    const inactive = await t.createPerson({ role_id: ROLES.EMPLOYEE, email: 'gone@example.com', is_active: false });
    const deleted = await t.createPerson({ role_id: ROLES.EMPLOYEE, email: 'del@example.com', deleted_at: new Date() });
    const known = await forgot(person.username, 'en', '10.0.0.1');
    const before = await outboxCount();
    const times: number[] = [];
    for (const name of ['nobody.here', noMail.username, inactive.username, deleted.email!]) {
      const started = performance.now();
      const answer = await forgot(name, 'en', '10.0.0.1');
      times.push(performance.now() - started);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(known.json());
    }
    expect(await outboxCount()).toBe(before);
    for (const ms of times) expect(ms).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 5);
  });

  it('limits the mails to one person (silently) and the requests from one address (429)', async () => {
    const target = await t.createPerson({ role_id: ROLES.EMPLOYEE, email: 'flood@example.com' });
    const before = await outboxCount();
    for (let i = 0; i < 7; i++) expect((await forgot(target.username, 'en', `10.1.0.${i}`)).statusCode).toBe(200);
    // FORGOT_PASSWORD_MAX_PER_ACCOUNT is 5 here: two requests more answered the same but queued nothing.
    expect((await outboxCount()) - before).toBe(5);

    for (let i = 0; i < 10; i++) expect((await forgot(`someone${i}`, 'en', '10.2.0.1')).statusCode).toBe(200);
    const limited = await forgot('someone-else', 'ja', '10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('too_many_attempts');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toContain('分後');
  });

  it('refuses a blank name with the sign-in form message', async () => {
    const answer = await t.anonymous().in('ja').post('/api/auth/forgot-password', { email: '  ' });
    answer.refused(400, 'invalid_input');
    expect(answer.errors.email).toHaveLength(1);
  });
});

describe('forgot password without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(async () => t?.close());

  it('says that no link can be sent, the same for every name, and queues nothing', async () => {
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE, email: 'x@example.com' });
    const known = (await t.anonymous().post('/api/auth/forgot-password', { email: person.username })).refused(
      409,
      'mail_not_configured',
    );
    expect(known.message).toBe(
      'This server has no mail server set up, so no link can be sent. Ask your HR or ICT administrators to set a new password for you.',
    );
    const unknown = (
      await t.anonymous().in('vi').post('/api/auth/forgot-password', { email: 'nobody-at-all' })
    ).refused(409, 'mail_not_configured');
    expect(unknown.message).toMatch(/^Máy chủ này chưa được cấu hình máy chủ thư/);
    const { rows } = await t.pool.query(
      'select (select count(*)::int from mail_outbox) mails, (select count(*)::int from password_reset_tokens) tokens',
    );
    expect(rows[0]).toEqual({ mails: 0, tokens: 0 });
  });
});
