import { ROLES } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobQueue, jobQueue } from '../../lib/jobs/index';
import { createTestApp, type TestApp } from '../../test/harness';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { deliverMail, mailTransport, type Mailer } from './delivery';
import { defineMailTemplate, queueMail } from './mail.api';
import { mailDeliveryJob } from './mail.jobs';

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

  // One try at one mail, as its `mail-deliver` job makes it (the retries through the queue are tested below).
  const send = (id: number) => deliverMail(t.db, t.config, mailer, id);
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
    expect(await send(id)).toBe('sent');
    // Done: a second run of its job (pg-boss may run a job twice) sends nothing more.
    expect(await send(id)).toBe('skipped');
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
    await send(await queue('ann@example.com'));
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
      expect(await send(id)).toBe('retry');
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
      // The job's next run: the lease grows with the wait.
      expect(await send(id)).toBe('retry');
      expect(await row(id)).toMatchObject({ state: 'queued', attempts: 2 });
      const { rows: second } = await t.pool.query(
        "select next_attempt_at > now() + interval '110 seconds' as later from mail_outbox where id = $1",
        [id],
      );
      expect(second[0].later).toBe(true);
      expect(await send(id)).toBe('failed');
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
      expect(await send(id)).toBe('failed');
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
    expect(await deliverMail(t.db, t.config, dead, id)).toBe('retry');
    const after = await row(id);
    expect(after).toMatchObject({ state: 'queued', attempts: 1 });
    expect(after.last_error).toMatch(/ECONNECTION|ECONNREFUSED/);
    expect(after.last_error).not.toContain('S3cret-pass');
    dead?.close();
    // The server is back: the next run delivers it.
    await send(id);
    expect(await row(id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('a mail left in `sending` by an instance that died is taken again after 10 minutes', async () => {
    const id = await queue('orphan@example.com');
    await t.pool.query(
      "update mail_outbox set state = 'sending', updated_at = now() - interval '5 minutes' where id = $1",
      [id],
    );
    expect(await send(id)).toBe('skipped');
    expect((await row(id)).state).toBe('sending');
    await t.pool.query("update mail_outbox set updated_at = now() - interval '11 minutes' where id = $1", [id]);
    expect(await send(id)).toBe('sent');
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

  it("the outbox shows a link's token hidden; the stored mail (what is sent) keeps it", async () => {
    const secret = 'Zk3-secret_token_value_0123456789';
    const link = defineMailTemplate<{ url: string }>({
      en: ({ url }) => ({ subject: 'Reset', paragraphs: [`Open ${url}`], action: { label: 'Open', url } }),
      ja: ({ url }) => ({ subject: 'Reset', paragraphs: [url] }),
      vi: ({ url }) => ({ subject: 'Reset', paragraphs: [url] }),
    });
    const id = await queueMail(t.db, {
      ...link('en', { url: `http://localhost:3000/reset-password?lang=en&token=${secret}` }),
      kind: 'test_link',
      to: 'link@example.com',
      language: 'en',
    });
    expect((await t.pool.query('select text_body from mail_outbox where id = $1', [id])).rows[0].text_body).toContain(
      secret,
    );
    const one = await t
      .as(ROLES.ICT)
      .get<{ text_body: string; html_body: string }>(`/api/mail-outbox/${id}`)
      .then((a) => a.ok());
    expect(one.text_body).toContain('reset-password?lang=en&token=…');
    expect(one.html_body).toContain('token=…');
    expect(`${one.text_body}${one.html_body}`).not.toContain(secret);
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
    expect(await deliverMail(t.db, t.config, null, id)).toBe('not_configured');
    const mail = await t
      .as(ROLES.ICT)
      .get<{ state: string; sent_at: string | null; attempts: number; subject: string }>(`/api/mail-outbox/${id}`)
      .then((a) => a.ok());
    expect(mail).toMatchObject({ state: 'not_configured', sent_at: null, attempts: 0, subject: 'Chào Lan' });
  });

  it('stores a mail queued with the queue at hand not_configured at once (the request can say it was not sent)', async () => {
    const id = await t.db.transaction((tx) =>
      queueMail(
        tx,
        { ...notice('en', { name: 'Hoa' }), kind: 'test_notice', to: 'hoa@example.com', language: 'en' },
        // The queue is at hand but never asked: without a server no delivery job is sent.
        {
          jobs: jobQueue({
            database: { db: t.db, pool: t.pool },
            config: t.config,
            kinds: [mailDeliveryJob],
            workers: false,
            log: () => undefined,
          }),
          config: t.config,
        },
      ),
    );
    const { rows } = await t.pool.query('select state from mail_outbox where id = $1', [id]);
    expect(rows[0]).toEqual({ state: 'not_configured' });
  });
});

/** Polls the row until `done` says so (the queue works on its own clock), at most `ms`. */
async function waitForRow(t: TestApp, id: number, done: (row: Row) => boolean, ms = 15_000): Promise<Row> {
  const until = Date.now() + ms;
  for (;;) {
    const current = (await t.pool.query<Row>('select * from mail_outbox where id = $1', [id])).rows[0] as Row;
    if (done(current) || Date.now() > until) return current;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('delivery through the job queue', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  // A second instance that sends jobs and runs none (the app's workers run them), as a service's `jobs` would.
  let sender: JobQueue;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, MAIL_POLL_SECONDS: '1', MAIL_MAX_ATTEMPTS: '3', MAIL_RETRY_SECONDS: '1' },
    });
    await t.app.ready();
    const database = { db: t.db, pool: t.pool };
    sender = jobQueue({ database, config: t.config, kinds: [mailDeliveryJob], workers: false, log: () => undefined });
    await sender.start();
  });
  afterAll(async () => {
    await sender?.stop();
    await t?.close();
    await smtp?.close();
  });
  const mail = (name: string) => ({ ...notice('en', { name }), kind: 'test_notice', to: `${name}@example.com` });

  it('a mail queued without the queue at hand: the sweep hands it to a job within MAIL_POLL_SECONDS', async () => {
    const started = Date.now();
    const id = await queueMail(t.db, { ...mail('sweep'), language: 'en' });
    const [received] = await smtp.waitFor(smtp.received.length + 1, 5_000);
    expect(received?.subject).toBe('Hello sweep');
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await waitForRow(t, id, (r) => r.state === 'sent')).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('a mail left in `sending` by a dead instance is handed to a new job by the sweep', async () => {
    const id = await queueMail(t.db, { ...mail('orphan'), language: 'en' });
    await t.pool.query(
      "update mail_outbox set state = 'sending', attempts = 1, updated_at = now() - interval '11 minutes' where id = $1",
      [id],
    );
    expect(await waitForRow(t, id, (r) => r.state === 'sent')).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('451 from the server: the job runs again with a growing wait, then the mail is failed with the reason', async () => {
    smtp.refuse(451);
    try {
      // Queued with the queue at hand (as the password reset does): its job is sent in the same transaction.
      const started = Date.now();
      const id = await t.db.transaction((tx) =>
        queueMail(tx, { ...mail('busy'), language: 'en' }, { jobs: sender, config: t.config }),
      );
      const failed = await waitForRow(t, id, (r) => r.state === 'failed', 30_000);
      expect(failed).toMatchObject({ state: 'failed', attempts: 3 });
      expect(failed.last_error).toContain('451');
      // Waits of about 1 s then 2 s (pg-boss backoff with jitter) between the three tries.
      expect(Date.now() - started).toBeGreaterThan(1_000);
      // The job's row is marked failed by the queue just after the handler marked the mail: wait for it.
      const lastJob = async () =>
        (await t.pool.query("select state from jobs where kind = 'mail-deliver' order by created_at desc limit 1"))
          .rows[0];
      await expect.poll(lastJob, { timeout: 10_000 }).toMatchObject({ state: 'failed' });
    } finally {
      smtp.refuse(null);
    }
  });
});
