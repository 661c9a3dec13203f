import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it, inject } from 'vitest';
import { readOrCreateSecret } from './embedded';

describe('embedded PostgreSQL secret', () => {
  it('makes a random password on first start, keeps it with mode 0600 and reuses it', () => {
    const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'hr-secret-')));
    try {
      const first = readOrCreateSecret(dirs[0]!);
      expect(first.created).toBe(true);
      expect(first.password).toMatch(/^[0-9a-f]{48}$/);
      expect(fs.statSync(path.join(dirs[0]!, 'pg-password')).mode & 0o777).toBe(0o600);
      expect(readOrCreateSecret(dirs[0]!)).toEqual({ password: first.password, created: false });
      expect(readOrCreateSecret(dirs[1]!).password).not.toBe(first.password);
    } finally {
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs the test cluster (started like the app does) on 127.0.0.1 only, with the random password', async () => {
    // With TEST_DATABASE_URL (CI's second run on the machine's own server) there is no embedded cluster: what holds
    // there is that a wrong password is refused.
    const external = process.env.TEST_DATABASE_URL;
    const url = new URL(external ?? inject('testDbAdminUrl'));
    if (!external) {
      expect(url.password).toMatch(/^[0-9a-f]{48}$/);
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        const { rows } = await client.query('show listen_addresses');
        expect(rows[0].listen_addresses).toBe('127.0.0.1');
      } finally {
        await client.end();
      }
    }
    const wrong = new pg.Client({
      connectionString: Object.assign(new URL(url), { password: 'not-the-password' }).toString(),
    });
    await expect(wrong.connect()).rejects.toThrow(/password/);
  });
});
