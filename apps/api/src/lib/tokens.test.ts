import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from './tokens';

describe('tokens', () => {
  it('are 256 random bits in URL-safe base64 that the auth header pattern accepts', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // The pattern of plugins/auth.ts: a token it would refuse could never sign anybody in.
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,200}$/);
  });

  it('do not repeat', () => {
    const tokens = new Set(Array.from({ length: 2000 }, newToken));
    expect(tokens.size).toBe(2000);
  });

  it('are stored as their SHA-256 in hex, never as themselves', () => {
    const token = newToken();
    const hashed = hashToken(token);
    expect(hashed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashed).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashed).not.toContain(token);
    expect(hashToken(token)).toBe(hashed);
    expect(hashToken(`${token}x`)).not.toBe(hashed);
  });
});
