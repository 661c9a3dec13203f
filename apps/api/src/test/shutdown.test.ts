import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { translate } from '@hr/contracts';
import { createTestApp, type TestApp } from './harness';

/**
 * Graceful shutdown (server.ts, close-with-grace): after SIGTERM a request already in flight still completes (with
 * database work), new connections are refused, a request arriving on an open connection gets 503 shutting_down,
 * and the process exits 0 within 10 s.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const PASSWORD = 'Shutdown-Test-9';
let t: TestApp;
let child: ChildProcess | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
}, 60_000);
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await t.close();
});

it('finishes the request in flight after SIGTERM, refuses new connections, answers a late request 503, exits 0 within 10 s', async () => {
  const port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: t.config.DATABASE_URL,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: PASSWORD,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      DB_POOL_SIZE: '2',
      DATA_DIR: t.config.dataDir,
      // Load shedding off: on a busy machine the child's start-up lag read as overload and answered 503.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child?.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const until = Date.now() + 60_000;
  while (!output.includes('[hr] Ready:')) {
    if (Date.now() > until || child.exitCode !== null) throw new Error(`no start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  // A sign-in whose body arrives slowly: the server has the request, but not all of it, when SIGTERM comes.
  const body = JSON.stringify({ email: 'admin', password: PASSWORD });
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk) => {
    answer += String(chunk);
  });
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  const signalledAt = Date.now();
  child.kill('SIGTERM');
  const stopping = Date.now() + 10_000;
  while (!output.includes('stopping')) {
    if (Date.now() > stopping) throw new Error(`no stop: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));

  // New connections are refused while the request in flight is still running.
  const refused = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    (response) => `answered ${response.status}`,
    (error: { cause?: { code?: string } }) => error.cause?.code ?? 'failed',
  );
  expect(refused).toBe('ECONNREFUSED');
  expect(child.exitCode, output).toBeNull();

  // The rest of the body: the sign-in completes (it reads and writes the database) and is answered. A second
  // request sent behind it on the same connection arrives while the server closes: 503 shutting_down, localized.
  socket.write(
    `${body.slice(10)}GET /api/users HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: vi\r\nAuthorization: Bearer x\r\n\r\n`,
  );
  const answered = Date.now() + 8_000;
  while (!answer.includes('shutting_down') && Date.now() < answered) await new Promise((r) => setTimeout(r, 50));
  socket.end();
  await closed;
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(answer).toContain('"access_token"');
  const late = answer.slice(answer.indexOf('HTTP/1.1 503'));
  expect(late).toMatch(/^HTTP\/1\.1 503 /);
  expect(late.toLowerCase()).toContain('retry-after: 5');
  expect(late).toContain(`"code":"shutting_down","message":"${translate('vi', 'errors.shutting_down')}"`);

  const { code, at } = await exited;
  expect(code).toBe(0);
  expect(at - signalledAt).toBeLessThan(10_000);
  expect(output).toContain('[hr] Stopped.');
}, 120_000);
