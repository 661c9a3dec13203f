import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('are hashed with argon2id and a random salt', async () => {
    const [a, b] = await Promise.all([hashPassword('s3cret-pass'), hashPassword('s3cret-pass')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('s3cret-pass');
  });

  it('verify only the right password', async () => {
    const hash = await hashPassword('Correct-Horse-9');
    expect(await verifyPassword(hash, 'Correct-Horse-9')).toBe(true);
    expect(await verifyPassword(hash, 'correct-horse-9')).toBe(false);
    expect(await verifyPassword(hash, 'Correct-Horse-9 ')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('handle unicode passwords', async () => {
    const hash = await hashPassword('パスワード-mật khẩu');
    expect(await verifyPassword(hash, 'パスワード-mật khẩu')).toBe(true);
    expect(await verifyPassword(hash, 'パスワード-mat khau')).toBe(false);
  });

  it('refuse, without throwing, a person without a hash or with a damaged one', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('', 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(await verifyPassword('$argon2id$v=19$m=19456,t=2,p=1$broken', 'anything')).toBe(false);
  });

  it('make a missing account cost about as much time as a wrong password', async () => {
    const hash = await hashPassword('Correct-Horse-9');
    await verifyPassword(null, 'warm-up'); // the dummy hash is made once
    // Interleaved, so that a busy machine slows both sides alike.
    let missing = 0;
    let wrong = 0;
    for (let i = 0; i < 6; i += 1) {
      let start = performance.now();
      await verifyPassword(null, 'guess');
      missing += performance.now() - start;
      start = performance.now();
      await verifyPassword(hash, 'guess');
      wrong += performance.now() - start;
    }
    // A missing account that answered in no time would tell which usernames exist.
    expect(missing).toBeGreaterThan(wrong / 3);
  });
});
