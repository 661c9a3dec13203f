import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';

/**
 * Where the links of online interviews come from (docs/recruitment.md "Meeting links"): a small seam with two
 * providers. Jitsi Meet is the default and needs no account; Zoom is used when its Server-to-Server OAuth
 * credentials are configured. A provider that fails answers `errorConnectingToZoom` (the specification's key).
 */
export type Meeting = { provider: 'jitsi' | 'zoom'; id: string; join_url: string; password: string };
export type MeetingRequest = { topic: string; start: Date; end: Date; timeZone: string };
export type MeetingProvider = { name: Meeting['provider']; create: (request: MeetingRequest) => Promise<Meeting> };

export const errorConnectingToZoom = () => new AppError(503, 'errorConnectingToZoom', 'errors.errorConnectingToZoom');

/** Letters and digits without look-alikes (0/O, 1/l/I), for passwords read aloud or typed. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function randomText(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/**
 * Jitsi Meet: a room whose name holds 128 random bits (unguessable: nobody finds it without the link) and a
 * password for the moderator to set on the room. No account, no call: the link exists as soon as it is written.
 */
export function jitsiProvider(baseUrl: string): MeetingProvider {
  return {
    name: 'jitsi',
    async create() {
      const room = `Interview-${randomBytes(16).toString('hex')}`;
      return { provider: 'jitsi', id: room, join_url: `${baseUrl}/${room}`, password: randomText(10) };
    },
  };
}

type ZoomSettings = { accountId: string; clientId: string; clientSecret: string; oauthUrl: string; apiUrl: string };

/**
 * Zoom through a Server-to-Server OAuth app: a token from `POST {oauth}?grant_type=account_credentials&account_id=`
 * with the client id and secret as Basic credentials (cached until a minute before it expires), then
 * `POST {api}/users/me/meetings` (a scheduled meeting, type 2, with a password). Any failure (network, non-2xx,
 * an answer without join_url) is `errorConnectingToZoom`; a 401 on the meeting call retries once with a new token.
 */
export function zoomProvider(settings: ZoomSettings, fetcher: typeof fetch = fetch): MeetingProvider {
  let cached: { token: string; until: number } | undefined;
  const timeout = () => AbortSignal.timeout(10_000);

  async function token(fresh: boolean): Promise<string> {
    if (!fresh && cached && cached.until > Date.now()) return cached.token;
    const url = new URL(settings.oauthUrl);
    url.searchParams.set('grant_type', 'account_credentials');
    url.searchParams.set('account_id', settings.accountId);
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const response = await fetcher(url, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      signal: timeout(),
    });
    if (!response.ok) throw new Error(`zoom oauth ${response.status}`);
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new Error('zoom oauth: no access_token');
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    cached = { token: body.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return cached.token;
  }

  async function createMeeting(request: MeetingRequest, accessToken: string) {
    const password = randomText(10);
    return {
      password,
      response: await fetcher(`${settings.apiUrl}/users/me/meetings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          topic: request.topic.slice(0, 200),
          type: 2,
          start_time: request.start.toISOString().replace(/\.\d{3}Z$/, 'Z'),
          duration: Math.max(1, Math.round((request.end.getTime() - request.start.getTime()) / 60_000)),
          timezone: request.timeZone,
          password,
          settings: { join_before_host: false, waiting_room: true },
        }),
        signal: timeout(),
      }),
    };
  }

  return {
    name: 'zoom',
    async create(request) {
      try {
        let { response, password } = await createMeeting(request, await token(false));
        if (response.status === 401) ({ response, password } = await createMeeting(request, await token(true)));
        if (!response.ok) throw new Error(`zoom meetings ${response.status}`);
        const body = (await response.json()) as { id?: unknown; join_url?: unknown; password?: unknown };
        if (typeof body.join_url !== 'string' || !/^https?:\/\//.test(body.join_url)) throw new Error('no join_url');
        return {
          provider: 'zoom',
          id: String(body.id ?? ''),
          join_url: body.join_url,
          password: typeof body.password === 'string' ? body.password : password,
        };
      } catch {
        throw errorConnectingToZoom();
      }
    },
  };
}

/** The provider the configuration names: Zoom with its three credentials, otherwise Jitsi Meet. */
export function meetingProvider(config: Config, fetcher?: typeof fetch): MeetingProvider {
  if (config.ZOOM_ACCOUNT_ID && config.ZOOM_CLIENT_ID && config.ZOOM_CLIENT_SECRET)
    return zoomProvider(
      {
        accountId: config.ZOOM_ACCOUNT_ID,
        clientId: config.ZOOM_CLIENT_ID,
        clientSecret: config.ZOOM_CLIENT_SECRET,
        oauthUrl: config.ZOOM_OAUTH_URL,
        apiUrl: config.ZOOM_API_URL,
      },
      fetcher,
    );
  return jitsiProvider(config.JITSI_BASE_URL);
}
