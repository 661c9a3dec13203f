import type { CurrentUser } from '@hr/contracts';
import { forgetBootAnswers } from './boot-data';

/**
 * The session lives in two cookies, `access_token` and `role`, with the life the server gave the token
 * (specification 000 section 4); the signed-in person is cached in localStorage for the first paint.
 */
const TOKEN = 'access_token';
const ROLE = 'role';
const USER = 'user';
/** Used when an answer carries no expiry (specification: "a configured default"). */
export const DEFAULT_SESSION_SECONDS = 12 * 3600;

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split('; '))
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  return undefined;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  // The specification keeps the session in cookies the app reads (bearer header), so document.cookie it is.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some supported browsers
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.max(0, Math.round(maxAgeSeconds))}; Path=/; SameSite=Strict${secure}`;
}

export const session = {
  token: () => readCookie(TOKEN),
  role: () => {
    const role = Number(readCookie(ROLE));
    return Number.isInteger(role) ? role : undefined;
  },
  start(token: string, roleId: number, expiresSeconds: number | undefined, user: CurrentUser) {
    forgetBootAnswers();
    const life = expiresSeconds && expiresSeconds > 0 ? expiresSeconds : DEFAULT_SESSION_SECONDS;
    writeCookie(TOKEN, token, life);
    writeCookie(ROLE, String(roleId), life);
    session.cacheUser(user);
  },
  clear() {
    forgetBootAnswers();
    writeCookie(TOKEN, '', 0);
    writeCookie(ROLE, '', 0);
    localStorage.removeItem(USER);
  },
  cachedUser(): CurrentUser | undefined {
    try {
      const text = localStorage.getItem(USER);
      return text ? (JSON.parse(text) as CurrentUser) : undefined;
    } catch {
      return undefined;
    }
  },
  cacheUser(user: CurrentUser) {
    localStorage.setItem(USER, JSON.stringify(user));
  },
};
