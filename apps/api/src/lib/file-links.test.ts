import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileLinkSecret, fileLinks } from './file-links';

const NAME = `${'a'.repeat(32)}.png`;
const queryOf = (link: string) => {
  const params = new URL(link, 'http://x').searchParams;
  return { s: Number(params.get('s')), e: Number(params.get('e')), sig: params.get('sig') ?? '' };
};

describe('signed file links', () => {
  it('verify the link they made, and nothing changed in it', () => {
    let clock = Date.UTC(2026, 0, 1);
    const links = fileLinks(Buffer.from('x'.repeat(40)), 15, () => clock);
    const link = links.sign('avatars', NAME, 7);
    expect(link).toMatch(new RegExp(`^/api/files/avatars/${NAME}\\?s=7&e=\\d+&sig=[A-Za-z0-9_-]{43}$`));
    const query = queryOf(link);
    expect(links.verify('avatars', NAME, query)).toBe(true);
    expect(links.verify('avatars', `${'b'.repeat(32)}.png`, query)).toBe(false);
    expect(links.verify('avatars', NAME, { ...query, s: 8 })).toBe(false);
    expect(links.verify('avatars', NAME, { ...query, e: query.e + 60 })).toBe(false);
    expect(links.verify('avatars', NAME, { ...query, sig: `${query.sig.slice(0, -1)}A` })).toBe(
      query.sig.endsWith('A'),
    );
    // Another server secret does not accept it.
    expect(fileLinks(Buffer.from('y'.repeat(40)), 15, () => clock).verify('avatars', NAME, query)).toBe(false);
    // Expired after its minutes (at most one more minute of rounding).
    clock += 16 * 60_000;
    expect(links.verify('avatars', NAME, query)).toBe(false);
  });

  it('keep a generated secret in the data folder, readable by the server only, the same on every start', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-links-'));
    const first = fileLinkSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fileLinkSecret(dir).equals(first)).toBe(true);
    expect(fs.statSync(path.join(dir, 'secrets', 'file-links.key')).mode & 0o077).toBe(0);
    expect(fileLinkSecret(dir, 'z'.repeat(32)).toString()).toBe('z'.repeat(32));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
