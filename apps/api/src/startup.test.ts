import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedMajor } from './db/embedded';

/** Start-up refuses bad configuration with one clear line on stderr and exit code 1, before touching any data. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-startup-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: path.join(temp, 'data'), ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 40_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr: stderr.trim() });
    });
  });
}

describe.concurrent('start-up refuses bad configuration with one clear line', { timeout: 90_000 }, () => {
  it('an unknown COMPANY_TIME_ZONE', async () => {
    const { code, stderr } = await start({
      COMPANY_TIME_ZONE: 'Mars/Olympus_Mons',
      DATABASE_URL: `postgres://nobody@127.0.0.1:${await closedPort()}/hr`,
    });
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^\[hr\] Could not start: Invalid configuration: COMPANY_TIME_ZONE is not a time zone/);
  });

  it('a DATABASE_URL that cannot connect, without showing its password', async () => {
    const port = await closedPort();
    const { code, stderr } = await start({ DATABASE_URL: `postgres://app:s3cret-pw@127.0.0.1:${port}/hr` });
    expect(code).toBe(1);
    expect(stderr).toBe(
      `[hr] Could not start: DATABASE_URL cannot connect to 127.0.0.1:${port}/hr: connection refused`,
    );
  });

  it('a data folder made by another PostgreSQL major', async () => {
    const dataDir = path.join(temp, 'old-major');
    fs.mkdirSync(path.join(dataDir, 'pg'), { recursive: true });
    const other = embeddedMajor() - 3;
    fs.writeFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), `${other}\n`);
    const { code, stderr } = await start({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await closedPort()) });
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toContain(`was made by PostgreSQL ${other}, but this app embeds PostgreSQL ${embeddedMajor()}`);
    // Nothing was changed in the folder.
    expect(fs.readdirSync(path.join(dataDir, 'pg'))).toEqual(['PG_VERSION']);
  });
});
