import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/**
 * Two API processes behind one proxy, on one database (README "Running in production"): sessions live in the
 * database, so a token from one process works on the other, and signing out on one ends it on both.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const PASSWORD = 'Two-Processes-9';
let t: TestApp;
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startProcess(url: string): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: PASSWORD,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      DB_POOL_SIZE: '2',
      // Load shedding off, as in the test harness: a busy machine's lag is not what this test is about.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no start in 50 s: ${output}`)), 50_000);
    const watch = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('[hr] Ready:')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', watch);
    child.stderr?.on('data', watch);
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
}, 60_000);
afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  await t.close();
});

it('signs in on one process and uses the token on the other; signing out on one ends it on both', async () => {
  const url = t.config.DATABASE_URL as string;
  // One after the other: the first start creates the administrator, the second finds it.
  const first = await startProcess(url);
  const second = await startProcess(url);

  const login = await fetch(`${first}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin', password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const me = (base: string) => fetch(`${base}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });

  expect((await me(second)).status).toBe(200);
  expect((await me(first)).status).toBe(200);
  const logout = await fetch(`${second}/api/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(logout.status).toBe(200);
  expect((await me(first)).status).toBe(401);
  expect((await me(second)).status).toBe(401);
}, 120_000);
