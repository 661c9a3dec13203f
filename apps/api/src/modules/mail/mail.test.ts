import { ROLES } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { mailTransport, type Mailer, sweepOutbox } from './delivery';
import { defineMailTemplate, queueMail } from './mail.api';

const notice = defineMailTemplate<{ name: string }>({
  en: ({ name }) => ({
    subject: `Hello ${name}`,
    paragraphs: [`Dear ${name},`, 'See you.'],
    action: { label: 'Open', url: 'http://localhost:3000/x?a=1&b=2' },
  }),
  ja: ({ name }) => ({ subject: `${name} 様`, paragraphs: ['こんにちは'] }),
  vi: ({ name }) => ({ subject: `Chào ${name}`, paragraphs: ['Xin chào'] }),
});

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:Interview\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

type Row = { id: number; state: string; attempts: number; last_error: string | null; sent_at: Date | null };

describe('mail outbox over a real SMTP server', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let mailer: Mailer | null;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_MAX_ATTEMPTS: '3', MAIL_RETRY_SECONDS: '60' } });
    mailer = mailTransport(t.config);
  });
  afterAll(async () => {
    mailer?.close();
    await t?.close();
    await smtp?.close();
  });

  const sweep = () => sweepOutbox(t.db, t.config, mailer);
  const row = async (id: number) =>
    (await t.pool.query<Row>('select * from mail_outbox where id = $1', [id])).rows[0] as Row;
  const queue = (to: string, name = 'Ann <b>&</b>') =>
    t.db.transaction((tx) =>
      queueMail(tx, {
        ...notice('en', { name }),
        kind: 'test_notice',
        to,
        language: 'en',
        about: { type: 'user', id: 1 },
      }),
    );

  it('queues in the caller transaction: a rolled-back change leaves no mail', async () => {
    const before = (await t.pool.query('select count(*)::int as n from mail_outbox')).rows[0].n;
    await expect(
      t.db.transaction(async (tx) => {
        await queueMail(tx, {
          ...notice('en', { name: 'X' }),
          kind: 'test_notice',
          to: 'x@example.com',
          language: 'en',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await t.pool.query('select count(*)::int as n from mail_outbox')).rows[0].n).toBe(before);
  });

  it('refuses recipients that are not plain addresses (header injection) and subjects over one line', async () => {
    await expect(
      queueMail(t.db, { ...notice('en', { name: 'X' }), kind: 'k', to: 'a@b.c\r\nBcc: evil@x.y', language: 'en' }),
    ).rejects.toThrow(/plain e-mail addresses/);
    await expect(
      queueMail(t.db, { ...notice('en', { name: 'X' }), subject: 'a\nb', kind: 'k', to: 'a@b.co', language: 'en' }),
    ).rejects.toThrow(/one line/);
  });

  it('sends a queued mail with its attachment and records it as sent', async () => {
    const id = await t.db.transaction((tx) =>
      queueMail(tx, {
        ...notice('ja', { name: '山田' }),
        kind: 'test_invitation',
        to: ['yamada@example.com', 'hr@example.com'],
        language: 'ja',
        attachments: [{ filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: ICS }],
      }),
    );
    expect((await row(id)).state).toBe('queued');
    const result = await sweep();
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to && 'value' in mail.to ? mail.to.value.map((a) => a.address) : []).toEqual([
      'yamada@example.com',
      'hr@example.com',
    ]);
    expect(mail?.subject).toBe('山田 様');
    expect(mail?.from?.text).toContain('no-reply@localhost');
    expect(mail?.headers.get('content-language')).toBe('ja');
    expect(mail?.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([
      ['invite.ics', 'text/calendar', ICS],
    ]);
    const sent = await row(id);
    expect(sent).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
    expect(sent.sent_at).toBeInstanceOf(Date);
  });

  it('escapes what a template is given in the HTML body and keeps the plain text as written', async () => {
    smtp.received.length = 0;
    await queue('ann@example.com');
    await sweep();
    const [mail] = await smtp.waitFor(1);
    expect(mail?.html).toContain('Dear Ann &lt;b&gt;&amp;&lt;/b&gt;,');
    expect(mail?.html).toContain('href="http://localhost:3000/x?a=1&amp;b=2"');
    expect(mail?.text).toContain('Dear Ann <b>&</b>,');
    expect(mail?.text).toContain('Open:\nhttp://localhost:3000/x?a=1&b=2');
  });

  it('a server answering 451 leaves the mail queued for a later try, then failed with the reason after the last', async () => {
    smtp.refuse(451);
    try {
      const id = await queue('busy@example.com');
      expect(await sweep()).toMatchObject({ retry: 1, sent: 0 });
      const first = await row(id);
      expect(first).toMatchObject({ state: 'queued', attempts: 1 });
      expect(first.last_error).toContain('451');
      // The SMTP password never shows in the outbox.
      expect(first.last_error).not.toContain('S3cret-pass');
      const { rows } = await t.pool.query(
        "select next_attempt_at > now() + interval '50 seconds' as later from mail_outbox where id = $1",
        [id],
      );
      expect(rows[0].later).toBe(true);
      // Not due yet: a sweep leaves it alone.
      expect(await sweep()).toMatchObject({ retry: 0, failed: 0 });
      // Time moves by writing the row: the second try waits twice as long.
      await t.pool.query('update mail_outbox set next_attempt_at = now() where id = $1', [id]);
      await sweep();
      expect(await row(id)).toMatchObject({ state: 'queued', attempts: 2 });
      const { rows: second } = await t.pool.query(
        "select next_attempt_at > now() + interval '110 seconds' as later from mail_outbox where id = $1",
        [id],
      );
      expect(second[0].later).toBe(true);
      await t.pool.query('update mail_outbox set next_attempt_at = now() where id = $1', [id]);
      expect(await sweep()).toMatchObject({ failed: 1 });
      const failed = await row(id);
      expect(failed).toMatchObject({ state: 'failed', attempts: 3 });
      expect(failed.last_error).toMatch(/451/);
    } finally {
      smtp.refuse(null);
    }
  });

  it('a permanent refusal (550) fails the mail at once', async () => {
    smtp.refuse(550);
    try {
      const id = await queue('nobody@example.com');
      expect(await sweep()).toMatchObject({ failed: 1 });
      expect(await row(id)).toMatchObject({ state: 'failed', attempts: 1 });
      expect((await row(id)).last_error).toContain('550');
    } finally {
      smtp.refuse(null);
    }
  });

  it('a server that is not there: the mail stays queued with the connection error', async () => {
    const down = await startSmtp();
    await down.close();
    const dead = mailTransport({ ...t.config, SMTP_URL: down.url });
    const id = await queue('later@example.com');
    expect(await sweepOutbox(t.db, t.config, dead)).toMatchObject({ retry: 1 });
    const after = await row(id);
    expect(after).toMatchObject({ state: 'queued', attempts: 1 });
    expect(after.last_error).toMatch(/ECONNECTION|ECONNREFUSED/);
    expect(after.last_error).not.toContain('S3cret-pass');
    dead?.close();
    // The server is back: the next due sweep delivers it.
    await t.pool.query('update mail_outbox set next_attempt_at = now() where id = $1', [id]);
    await sweep();
    expect(await row(id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('a mail left in `sending` by an instance that died is taken again after 10 minutes', async () => {
    const id = await queue('orphan@example.com');
    await t.pool.query(
      "update mail_outbox set state = 'sending', updated_at = now() - interval '5 minutes' where id = $1",
      [id],
    );
    await sweep();
    expect((await row(id)).state).toBe('sending');
    await t.pool.query("update mail_outbox set updated_at = now() - interval '11 minutes' where id = $1", [id]);
    await sweep();
    expect((await row(id)).state).toBe('sent');
  });

  it('ICT reads the outbox newest first, filtered by state, and one mail with its body; others may not', async () => {
    const ict = t.as(ROLES.ICT);
    const page = await ict
      .get<{ items: { id: number }[]; total: number }>('/api/mail-outbox?limit=3')
      .then((a) => a.ok());
    expect(page.items).toHaveLength(3);
    expect(page.items.map((i) => i.id)).toEqual([...page.items.map((i) => i.id)].sort((a, b) => b - a));
    const failed = await ict
      .get<{ items: { state: string; last_error: string }[] }>('/api/mail-outbox?state=failed')
      .then((a) => a.ok());
    expect(failed.items.length).toBeGreaterThanOrEqual(2);
    expect(failed.items.every((i) => i.state === 'failed' && i.last_error)).toBe(true);
    const one = await ict
      .get<{ text_body: string; html_body: string }>(`/api/mail-outbox/${page.items[0]!.id}`)
      .then((a) => a.ok());
    expect(one.text_body).toContain('Dear');
    expect(one.html_body).toContain('<p>');
    await ict.get('/api/mail-outbox/999999').then((a) => a.refused(404, 'not_found'));
    await ict.get('/api/mail-outbox?state=lost').then((a) => a.refused(400, 'invalid_input'));
    await t
      .as(ROLES.HR)
      .get('/api/mail-outbox')
      .then((a) => a.refused(403, 'forbidden'));
    await t
      .as(ROLES.EMPLOYEE)
      .get(`/api/mail-outbox/${page.items[0]!.id}`)
      .then((a) => a.refused(403, 'forbidden'));
    await t
      .anonymous()
      .get('/api/mail-outbox')
      .then((a) => a.refused(401, 'unauthenticated'));
  });
});

describe('mail outbox without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('keeps the mails readable and marks them not_configured, never sent', async () => {
    const id = await queueMail(t.db, {
      ...notice('vi', { name: 'Lan' }),
      kind: 'test_notice',
      to: 'lan@example.com',
      language: 'vi',
    });
    expect(mailTransport(t.config)).toBeNull();
    expect(await sweepOutbox(t.db, t.config, null)).toMatchObject({ not_configured: 1, sent: 0 });
    const mail = await t
      .as(ROLES.ICT)
      .get<{ state: string; sent_at: string | null; attempts: number; subject: string }>(`/api/mail-outbox/${id}`)
      .then((a) => a.ok());
    expect(mail).toMatchObject({ state: 'not_configured', sent_at: null, attempts: 0, subject: 'Chào Lan' });
  });
});

describe('the sweep on its timer', () => {
  it('delivers a queued mail by itself within MAIL_POLL_SECONDS, and stops with the app', async () => {
    const smtp = await startSmtp();
    const t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_POLL_SECONDS: '1' } });
    try {
      await t.app.ready();
      const started = Date.now();
      const id = await queueMail(t.db, {
        ...notice('en', { name: 'Timer' }),
        kind: 'test_notice',
        to: 'timer@example.com',
        language: 'en',
      });
      const [mail] = await smtp.waitFor(1, 5_000);
      expect(mail?.subject).toBe('Hello Timer');
      expect(Date.now() - started).toBeLessThan(3_000);
      for (
        let i = 0;
        i < 40 && (await t.pool.query('select state from mail_outbox where id = $1', [id])).rows[0].state !== 'sent';
        i++
      )
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect((await t.pool.query('select state from mail_outbox where id = $1', [id])).rows[0].state).toBe('sent');
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
