/**
 * The ONE list of what answers without a bearer token (docs/api.md "Requests"). Adding a line here is a decision:
 * write down why in docs/api.md. Everything else under /api/ requires `Authorization: Bearer <token>`, and the
 * OpenAPI document declares exactly this: `security: []` for these operations, bearer for every other.
 */
export const PUBLIC_API_ROUTES = [
  // Sign-in: how a token is obtained in the first place.
  'POST /api/auth/login',
  // Forgot password: a signed-out person asks for a reset link (the same answer whatever the name), then uses it.
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  // Liveness for load balancers and the start script; says nothing but "the database answers".
  'GET /api/health',
  'HEAD /api/health',
  // Check-in devices push their events with their own API key (x-device-key header, stored hashed, revocable):
  // a device is no person and holds no session. The key is checked by the route (docs/attendance.md).
  'POST /api/attendance/events',
] as const;

/**
 * Routes that need no bearer token because the link itself is the credential: short-lived links signed by the
 * server (HMAC with a secret in the data folder), handed out only to signed-in people allowed to see the file and
 * bound to their session. An <img> cannot send a bearer header. Declared with the `signedLink` security scheme.
 */
export const SIGNED_LINK_ROUTES = ['GET /api/files/avatars/:name', 'HEAD /api/files/avatars/:name'] as const;

/** Outside /api/: the web app's files and pages; inside: the API documentation (`/api/docs`, its JSON and assets). */
export const isDocsUrl = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/**
 * Routes that tests add to the app on the fly (`/api/__test/...`, the route-guard canary): fixtures, never part of
 * the API. They may say `config.public` themselves and are left out of the contract (a test checks that the app
 * itself registers none).
 */
export const isTestFixtureUrl = (url: string) => url.startsWith('/api/__');

export type Access = 'public' | 'signed-link' | 'bearer';

/** How a route (method and URL pattern as registered) is reached. */
export function accessOf(method: string, url: string): Access {
  if (!url.startsWith('/api/') || isDocsUrl(url)) return 'public';
  const key = `${method} ${url}`;
  if ((PUBLIC_API_ROUTES as readonly string[]).includes(key)) return 'public';
  if ((SIGNED_LINK_ROUTES as readonly string[]).includes(key)) return 'signed-link';
  return 'bearer';
}
