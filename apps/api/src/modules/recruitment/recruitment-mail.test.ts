import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROLES, translate } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateBody, interviewBody } from '../../test/factories/candidate';
import { createTestApp, type TestApp } from '../../test/harness';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { jitsiProvider, zoomProvider } from './meetings';
import { interviewIcs } from './recruitment.mail';
import { seedRecruitment } from './recruitment.seed';

type Mail = { id: number; kind: string; state: string; last_error: string | null; attempts: number };

/**
 * A local server answering as Zoom's documented API does: Server-to-Server OAuth
 * (`POST /oauth/token?grant_type=account_credentials&account_id=`, Basic client credentials) and
 * `POST /v2/users/me/meetings` (201 with id, join_url, password). `mode` makes it fail.
 */
async function startZoom() {
  const calls: { path: string; auth: string; body: Record<string, unknown> | null }[] = [];
  const state = { mode: 'ok' as 'ok' | 'oauth_401' | 'meetings_500', tokens: 0 };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://zoom.local');
      const auth = String(request.headers.authorization ?? '');
      calls.push({ path: `${url.pathname}${url.search}`, auth, body: raw ? JSON.parse(raw) : null });
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (url.pathname === '/oauth/token') {
        const expected = `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`;
        if (state.mode === 'oauth_401' || auth !== expected || url.searchParams.get('account_id') !== 'acc-1')
          return json(401, { reason: 'Invalid client_id or client_secret', error: 'invalid_client' });
        state.tokens += 1;
        return json(200, {
          access_token: `token-${state.tokens}`,
          token_type: 'bearer',
          expires_in: 3599,
          scope: 'meeting:write:meeting:admin',
        });
      }
      if (url.pathname === '/v2/users/me/meetings' && request.method === 'POST') {
        if (!auth.startsWith('Bearer token-')) return json(401, { code: 124, message: 'Invalid access token.' });
        if (state.mode === 'meetings_500') return json(500, { code: 500, message: 'Internal error' });
        const body = JSON.parse(raw) as { topic: string; start_time: string; duration: number; password: string };
        return json(201, {
          uuid: 'aDYlohsHRtCd4ii1uC2+hA==',
          id: 85746065432,
          host_id: 'z8yBXksmRd-LIGWX7zH7Kg',
          topic: body.topic,
          type: 2,
          start_time: body.start_time,
          duration: body.duration,
          timezone: 'Asia/Ho_Chi_Minh',
          created_at: new Date().toISOString(),
          start_url: 'https://us05web.zoom.us/s/85746065432?zak=secret',
          join_url: `https://us05web.zoom.us/j/85746065432?pwd=${body.password}`,
          password: body.password,
        });
      }
      json(404, { code: 404, message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, calls, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('meeting providers', () => {
  it('Jitsi Meet: an unguessable room (128 random bits) and a password, no call', async () => {
    const provider = jitsiProvider('https://meet.example.org');
    const request = { topic: 'x', start: new Date(), end: new Date(), timeZone: 'UTC' };
    const [a, b] = await Promise.all([provider.create(request), provider.create(request)]);
    expect(a?.join_url).toMatch(/^https:\/\/meet\.example\.org\/Interview-[a-f0-9]{32}$/);
    expect(a?.join_url).not.toBe(b?.join_url);
    expect(a?.password).toMatch(/^[A-Za-z0-9]{10}$/);
  });

  it('Zoom: token by Server-to-Server OAuth, then the create-meeting call; errorConnectingToZoom when it fails', async () => {
    const zoom = await startZoom();
    try {
      const provider = zoomProvider({
        accountId: 'acc-1',
        clientId: 'client-id',
        clientSecret: 'client-secret',
        oauthUrl: `${zoom.base}/oauth/token`,
        apiUrl: `${zoom.base}/v2`,
      });
      const start = new Date('2030-01-02T02:00:00Z');
      const meeting = await provider.create({
        topic: 'Interview Nguyễn (round 1)',
        start,
        end: new Date(start.getTime() + 45 * 60_000),
        timeZone: 'Asia/Ho_Chi_Minh',
      });
      expect(meeting).toMatchObject({ provider: 'zoom', id: '85746065432' });
      expect(meeting.join_url).toBe(`https://us05web.zoom.us/j/85746065432?pwd=${meeting.password}`);
      expect(zoom.calls[0]?.path).toBe('/oauth/token?grant_type=account_credentials&account_id=acc-1');
      expect(zoom.calls[1]).toMatchObject({
        path: '/v2/users/me/meetings',
        auth: 'Bearer token-1',
        body: { type: 2, start_time: '2030-01-02T02:00:00Z', duration: 45, timezone: 'Asia/Ho_Chi_Minh' },
      });
      // The token is reused until it expires.
      await provider.create({ topic: 'x', start, end: new Date(start.getTime() + 60_000), timeZone: 'UTC' });
      expect(zoom.state.tokens).toBe(1);
      zoom.state.mode = 'meetings_500';
      await expect(provider.create({ topic: 'x', start, end: start, timeZone: 'UTC' })).rejects.toMatchObject({
        code: 'errorConnectingToZoom',
        statusCode: 503,
      });
      const wrong = zoomProvider({
        accountId: 'acc-1',
        clientId: 'client-id',
        clientSecret: 'wrong',
        oauthUrl: `${zoom.base}/oauth/token`,
        apiUrl: `${zoom.base}/v2`,
      });
      await expect(wrong.create({ topic: 'x', start, end: start, timeZone: 'UTC' })).rejects.toMatchObject({
        code: 'errorConnectingToZoom',
      });
    } finally {
      await zoom.close();
    }
  });

  it('writes a calendar invitation RFC 5545 readers accept: CRLF lines, folded, escaped', () => {
    const ics = interviewIcs({
      uid: 'u1@hr',
      start: new Date('2030-01-02T02:00:00Z'),
      end: new Date('2030-01-02T03:00:00Z'),
      summary: 'Phỏng vấn; vòng 1, online',
      location: 'https://meet.jit.si/Interview-0123456789abcdef0123456789abcdef',
      description: 'Line 1\nLine 2',
      organizer: 'hr@example.com',
      attendee: 'a@example.com',
    });
    expect(ics).toContain('DTSTART:20300102T020000Z\r\n');
    expect(ics).toContain('SUMMARY:Phỏng vấn\\; vòng 1\\, online\r\n');
    expect(ics).toContain('DESCRIPTION:Line 1\\nLine 2\r\n');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

describe('invitation and result mails through a real SMTP server (Jitsi links)', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'HR Office <hr@example.com>',
        MAIL_RETRY_SECONDS: '1',
        JITSI_BASE_URL: 'https://meet.example.org',
      },
    });
    await seedRecruitment(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  const hr = () => t.as(ROLES.HR);
  let seen = 0;
  const nextMail = async () => (await smtp.waitFor(++seen, 15_000)).at(-1)!;

  it("sends the invitation in the candidate's language with the meeting link and an .ics; the state shows on the candidate", async () => {
    const { id } = (
      await hr().post<{ id: number }>(
        '/api/admin/candidates',
        candidateBody({ language: 'vi', name: 'Lê Thị Hoa', email: 'hoa@example.com' }),
      )
    ).ok();
    (await hr().post(`/api/result-interviews/save/${id}`, interviewBody())).ok();
    const sent = await hr()
      .in('en')
      .post<Mail>(`/api/candidates/${id}/sendMailInterview`, { type_interview: 1, round: 1 });
    const queued = sent.ok();
    // With a mail server the answer says queued (without one it says kept, not sent: the browser tests see that).
    expect(sent.message).toBe(translate('en', 'success.mail_queued'));
    expect(queued.kind).toBe('interview_invitation');
    const mail = await nextMail();
    expect(mail.subject).toBe('Thư mời phỏng vấn (vòng 1)');
    expect(mail.headers.get('content-language')).toBe('vi');
    expect(mail.text).toContain('Kính gửi Lê Thị Hoa,');
    const time = (
      await hr().get<{ join_url: string; password: string; provider: string }>(
        `/api/candidates/${id}/getTimeInterview/1`,
      )
    ).ok();
    expect(time.provider).toBe('jitsi');
    expect(time.join_url).toMatch(/^https:\/\/meet\.example\.org\/Interview-[a-f0-9]{32}$/);
    expect(mail.text).toContain(time.join_url);
    expect(mail.text).toContain(time.password);
    const ics = mail.attachments.find((a) => a.filename === 'invitation.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = ics!.content.toString('utf8');
    expect(calendar).toContain('METHOD:REQUEST');
    expect(calendar).toContain('ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=TRUE:mailto:hoa@example.com');
    expect(calendar).toContain('ORGANIZER:mailto:hr@example.com');
    expect(calendar.replace(/\r\n /g, '')).toContain(`LOCATION:${time.join_url}`);
    // The state is on the candidate.
    await expect
      .poll(
        async () =>
          (await hr().get<{ data: { mails: Mail[] } }>(`/api/admin/candidates/${id}`)).ok().data.mails[0]?.state,
      )
      .toBe('sent');
    // The candidate says that a mail server is set up (the page words its banner by it).
    expect(
      (await hr().get<{ data: { mail_server: boolean } }>(`/api/admin/candidates/${id}`)).ok().data.mail_server,
    ).toBe(true);
    // A second invitation keeps the same link.
    (await hr().post(`/api/candidates/${id}/sendMailInterview`, { type_interview: 1, round: 1 })).ok();
    expect((await nextMail()).text).toContain(time.join_url);
  });

  it('sends an offline invitation with the place in Japanese, and the result mail; refuses results 0 and 1', async () => {
    const { id } = (
      await hr().post<{ id: number }>(
        '/api/admin/candidates',
        candidateBody({ language: 'ja', name: '山田 花子', email: 'hanako@example.com' }),
      )
    ).ok();
    (await hr().post(`/api/result-interviews/save/${id}`, interviewBody({ method: 2, place: '本社 3階 会議室' }))).ok();
    (await hr().post(`/api/candidates/${id}/sendMailInterview`, { type_interview: 1, round: 1 })).refused(
      422,
      'invite_not_possible',
    );
    (await hr().post(`/api/candidates/${id}/sendMailInterview`, { type_interview: 2, round: 1 })).ok();
    const invitation = await nextMail();
    expect(invitation.subject).toBe('1次面接のご案内');
    expect(invitation.text).toContain('場所：本社 3階 会議室');
    expect(invitation.attachments[0]?.content.toString('utf8')).toContain('LOCATION:本社 3階 会議室');
    (await hr().post(`/api/candidates/${id}/sendMailResult`, { result: 0 })).refused(422, 'result_not_sendable');
    const views = (await hr().get<{ version: number }[]>(`/api/result-interviews/view/${id}`)).ok();
    (
      await hr().post(
        `/api/result-interviews/save/${id}`,
        interviewBody({ method: 2, place: '本社', result: 3, version: views[0]!.version }),
      )
    ).ok();
    (await hr().post(`/api/candidates/${id}/sendMailResult`, { result: 2 })).refused(422, 'result_not_sendable');
    (await hr().post(`/api/candidates/${id}/sendMailResult`, { result: 3 })).ok();
    const result = await nextMail();
    expect(result.subject).toBe('面接結果のお知らせ');
    expect(result.text).toContain('合格となりました');
  });

  it('a failing SMTP server leaves the mail queued with the reason, and the retry delivers it', async () => {
    const { id } = (
      await hr().post<{ id: number }>('/api/admin/candidates', candidateBody({ language: 'en', status: 13 }))
    ).ok();
    (await hr().post(`/api/result-interviews/save/${id}`, interviewBody({ result: 2 }))).ok();
    smtp.refuse(451);
    try {
      (await hr().post(`/api/candidates/${id}/sendMailResult`, { result: 2 })).ok();
      await expect
        .poll(
          async () => (await hr().get<{ data: { mails: Mail[] } }>(`/api/admin/candidates/${id}`)).ok().data.mails[0],
          {
            timeout: 10_000,
          },
        )
        .toMatchObject({ state: 'queued', attempts: 1, last_error: expect.stringContaining('451') });
    } finally {
      smtp.refuse(null);
    }
    const mail = await nextMail();
    expect(mail.subject).toBe('Result of your interview');
    await expect
      .poll(
        async () =>
          (await hr().get<{ data: { mails: Mail[] } }>(`/api/admin/candidates/${id}`)).ok().data.mails[0]?.state,
        {
          timeout: 10_000,
        },
      )
      .toBe('sent');
  });
});

describe('Zoom links through the API', () => {
  let zoom: Awaited<ReturnType<typeof startZoom>>;
  let t: TestApp;
  beforeAll(async () => {
    zoom = await startZoom();
    t = await createTestApp({
      env: {
        ZOOM_ACCOUNT_ID: 'acc-1',
        ZOOM_CLIENT_ID: 'client-id',
        ZOOM_CLIENT_SECRET: 'client-secret',
        ZOOM_OAUTH_URL: `${zoom.base}/oauth/token`,
        ZOOM_API_URL: `${zoom.base}/v2`,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await zoom?.close();
  });

  it('makes a Zoom meeting for an online invitation; a failing Zoom answers errorConnectingToZoom and queues nothing', async () => {
    const hr = () => t.as(ROLES.HR);
    const { id } = (await hr().post<{ id: number }>('/api/admin/candidates', candidateBody())).ok();
    (await hr().post(`/api/result-interviews/save/${id}`, interviewBody())).ok();
    zoom.state.mode = 'meetings_500';
    const refused = (
      await hr().in('ja').post(`/api/candidates/${id}/sendMailInterview`, { type_interview: 1, round: 1 })
    ).refused(503, 'errorConnectingToZoom');
    expect(refused.message).toBe('ミーティングのリンクを作成できませんでした（会議サービスが応答しません）。');
    expect((await t.pool.query('select count(*)::int n from mail_outbox')).rows[0].n).toBe(0);
    zoom.state.mode = 'ok';
    const mail = (
      await hr().post<Mail>(`/api/candidates/${id}/sendMailInterview`, { type_interview: 1, round: 1 })
    ).ok();
    // No mail server in this test app: kept, not sent, and the answer says so.
    expect(mail.state).toBe('not_configured');
    const time = (
      await hr().get<{ join_url: string; provider: string }>(`/api/candidates/${id}/getTimeInterview/1`)
    ).ok();
    expect(time.provider).toBe('zoom');
    expect(time.join_url).toMatch(/^https:\/\/us05web\.zoom\.us\/j\/85746065432\?pwd=/);
  });

  it('refuses a configuration with only some Zoom credentials', async () => {
    const { loadConfig } = await import('../../config');
    expect(() => loadConfig({ ZOOM_ACCOUNT_ID: 'a', ZOOM_CLIENT_ID: 'b' })).toThrow(
      /ZOOM_CLIENT_SECRET must be set together/,
    );
  });
});
