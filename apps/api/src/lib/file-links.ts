import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FileKind } from './files';

/**
 * Short-lived signed links to stored files (docs/api.md "Files"). A link names the file, the session it was made
 * for and its expiry, signed with HMAC-SHA256 under a server secret; it is handed out only inside answers to people
 * allowed to see the file, works in an <img> (no bearer header needed), and stops working at its expiry or when its
 * session ends (logout, password change, account disabled). There is no permanent or guessable public address.
 */
export type LinkQuery = { s: number; e: number; sig: string };

/** The signing secret: FILE_LINK_SECRET, or one generated once and kept in DATA_DIR/secrets/file-links.key. */
export function fileLinkSecret(dataDir: string, configured?: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const folder = path.join(dataDir, 'secrets');
  const file = path.join(folder, 'file-links.key');
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: delete it to have a new one made`);
  return Buffer.from(secret, 'utf8');
}

export function fileLinks(secret: Buffer, minutes: number, now: () => number = Date.now) {
  const mac = (kind: FileKind, name: string, session: number, expires: number) =>
    createHmac('sha256', secret).update(`${kind}\n${name}\n${session}\n${expires}`).digest('base64url');

  return {
    /** A link to the file for this session, valid for FILE_LINK_MINUTES (rounded up to a minute, so caches help). */
    sign(kind: FileKind, name: string, session: number): string {
      const expires = Math.ceil((now() + minutes * 60_000) / 60_000) * 60;
      return `/api/files/${kind}/${name}?s=${session}&e=${expires}&sig=${mac(kind, name, session, expires)}`;
    },
    /** Whether the link's signature is the server's and it has not expired (the session is checked by the caller). */
    verify(kind: FileKind, name: string, query: LinkQuery): boolean {
      if (query.e * 1000 <= now()) return false;
      const expected = Buffer.from(mac(kind, name, query.s, query.e));
      const given = Buffer.from(query.sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    /** Seconds the link has left (for Cache-Control). */
    secondsLeft: (query: LinkQuery) => Math.max(0, Math.floor(query.e - now() / 1000)),
  };
}
export type FileLinks = ReturnType<typeof fileLinks>;
