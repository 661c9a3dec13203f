import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { alive } from './processes';
import { connect, type Database } from './client';
import { type EmbeddedServer, ensureDatabase, startEmbedded } from './embedded';
import { applyMigrations } from './migrate';

/**
 * The app survives its database: a killed embedded postmaster is restarted by the supervisor, and a database
 * server behind DATABASE_URL that restarts is reconnected to. Each test runs its own PostgreSQL in a temporary
 * folder (the shared test server is never touched).
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port'))));
    });
  });
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length)
    await cleanups
      .pop()?.()
      .catch(() => undefined);
});

async function setUp(supervise: boolean) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-durability-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const start = () => startEmbedded({ dataDir, port, supervise });
  let server: EmbeddedServer = await start();
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  cleanups.push(async () => server.stop());
  await ensureDatabase(server.url('postgres'), 'hr');
  const url = server.url('hr');
  const database: Database = connect(url, 4);
  cleanups.push(async () => database.pool.end());
  await applyMigrations(database.pool);
  const config = loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const app = await buildApp({ config, database, serveWeb: false });
  cleanups.push(async () => app.close());
  return {
    app,
    database,
    get server() {
      return server;
    },
    restartServer: async () => {
      server = await start();
    },
  };
}

type Seen = { status: number; reason?: string };
async function health(app: FastifyInstance): Promise<Seen> {
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  return {
    status: response.statusCode,
    reason: response.json<{ errors?: { database?: string[] } }>().errors?.database?.[0],
  };
}

/** Polls /api/health until it answers 200 again, collecting what it answered on the way. */
async function untilHealthy(app: FastifyInstance, ms: number): Promise<{ seen: Seen[]; after: number }> {
  const started = Date.now();
  const seen: Seen[] = [];
  while (Date.now() - started < ms) {
    const answer = await health(app);
    seen.push(answer);
    if (answer.status === 200) return { seen, after: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { seen, after: Number.POSITIVE_INFINITY };
}

// Generous time limits: initdb and a restart take seconds on a loaded two-core machine.
describe('the app survives its database', { timeout: 120_000 }, () => {
  it('restarts a killed embedded postmaster on the same data folder; health says 503 with a reason, then 200', async () => {
    const env = await setUp(true);
    expect((await health(env.app)).status).toBe(200);
    await env.database.pool.query('create table kept (v text)');
    await env.database.pool.query("insert into kept values ('before the crash')");
    // A client checked out (as in a transaction between two statements) when the database dies must not crash us.
    const held = await env.database.pool.connect();
    let released = false;
    const release = () => {
      if (!released) held.release(true);
      released = true;
    };
    cleanups.push(async () => release()); // pool.end() waits for it

    const pid = env.server.pid();
    expect(pid).toBeTypeOf('number');
    process.kill(pid as number, 'SIGKILL');
    // kill() returns before the process is gone: on a busy machine the next query could still reach it.
    for (let waited = 0; alive(pid as number) && waited < 10_000; waited += 10)
      await new Promise((resolve) => setTimeout(resolve, 10));

    const down = await health(env.app);
    expect(down.status).toBe(503);
    expect(down.reason).toMatch(/\w/);
    const { seen, after } = await untilHealthy(env.app, 30_000);
    expect(after).toBeLessThan(30_000);
    expect(seen.at(-1)?.status).toBe(200);
    release();

    expect(env.server.restarts()).toBe(1);
    expect(env.server.pid()).not.toBe(pid);
    expect(alive(env.server.pid() as number)).toBe(true);
    const { rows } = await env.database.pool.query<{ v: string }>('select v from kept');
    expect(rows.map((r) => r.v)).toContain('before the crash');

    // Ordinary API calls reach the database again too (an unknown token: 401, not 500 or 503).
    const me = await env.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(me.statusCode).toBe(401);
  });

  it('with DATABASE_URL, a database server restart is survived: 503 while it is down, 200 after', async () => {
    const env = await setUp(false);
    expect((await health(env.app)).status).toBe(200);
    await env.server.stop();

    const down = await health(env.app);
    expect(down).toEqual({ status: 503, reason: 'connection refused' });
    // Other routes that need the database say 503 too, never 500.
    const login = await env.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody', password: 'whatever-123' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toMatchObject({ status: false, code: 'database_unavailable' });

    const restarted = Date.now();
    await env.restartServer();
    const { after } = await untilHealthy(env.app, 10_000);
    expect(after).toBeLessThan(10_000);
    expect(Date.now() - restarted).toBeLessThan(15_000);
  });
});
