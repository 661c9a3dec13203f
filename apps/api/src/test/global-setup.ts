import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type EmbeddedServer, startEmbedded } from '../db/embedded';
import { applyMigrations } from '../db/migrate';
import { databaseUrl } from './database-url';
import { alive, readPid } from '../db/processes';

/**
 * Once per `api` test run: a PostgreSQL server (the one in TEST_DATABASE_URL, or one embedded server started here
 * in a fresh temporary folder) and a template database with every migration applied. Each test file clones the
 * template into its own database (harness.ts), so files run in parallel and never see each other's rows.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of a database on the test server, as a user allowed to create and drop databases. */
    testDbAdminUrl: string;
    /** The migrated template database each test file clones. */
    testDbTemplate: string;
    /** Prefix of every database this run creates, so teardown can drop what a crashed file left. */
    testDbPrefix: string;
  }
}

const TEMP_PREFIX = 'hr-api-test-';
/** Written first into each temporary folder: the test process that owns the server in it. */
const OWNER_FILE = 'test-run.pid';

function isPostgres(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return !fs.existsSync('/proc'); // no /proc (macOS): trust the pid file
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (alive(pid) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  return !alive(pid);
}

/**
 * A test run killed with SIGKILL cannot stop its PostgreSQL. The next run stops such orphans: folders of ours whose
 * owning test process is gone. Folders of a run still going (another terminal) are left alone.
 */
async function removeOrphans(): Promise<void> {
  const tmp = os.tmpdir();
  for (const name of fs.readdirSync(tmp)) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const dir = path.join(tmp, name);
    if (!fs.existsSync(path.join(dir, OWNER_FILE)) && !fs.existsSync(path.join(dir, 'pg'))) continue; // not one of ours
    const owner = readPid(path.join(dir, OWNER_FILE));
    if (owner !== null && alive(owner)) continue;
    // No owner file: a run that is just starting, unless the folder is old.
    if (owner === null && Date.now() - fs.statSync(dir).mtimeMs < 60_000) continue;
    const postmaster = readPid(path.join(dir, 'pg', 'postmaster.pid'));
    if (postmaster !== null && alive(postmaster) && isPostgres(postmaster)) {
      process.kill(postmaster, 'SIGINT');
      if (!(await waitForExit(postmaster, 10_000))) process.kill(postmaster, 'SIGKILL');
      await waitForExit(postmaster, 5_000);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  let embedded: EmbeddedServer | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;

  const stop = async () => {
    await embedded?.stop().catch(() => undefined);
    embedded = undefined;
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
    tempDir = undefined;
  };

  // Lower case letters and digits: database names need no quoting trouble.
  const prefix = `hr_t${randomBytes(4).toString('hex')}_`;
  const template = `${prefix}template`;
  try {
    if (!adminUrl) {
      await removeOrphans();
      tempDir = fs.mkdtempSync(path.join(os.tmpdir(), TEMP_PREFIX));
      // PostgreSQL runs as the `postgres` system user when the tests run as root (startEmbedded): it must reach the folder.
      fs.writeFileSync(path.join(tempDir, OWNER_FILE), String(process.pid));
      fs.chmodSync(tempDir, 0o755);
      embedded = await startEmbedded({
        dataDir: tempDir,
        port: await freePort(),
        log: (line) => console.error(`[test-db] ${line}`),
      });
      adminUrl = embedded.url('postgres');
      // A throwaway cluster: durability buys nothing and costs time on every commit.
      await withClient(adminUrl, async (client) => {
        for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes'])
          await client.query(`alter system set ${setting} = off`);
        await client.query('select pg_reload_conf()');
      });
    }
    const admin = adminUrl;
    await withClient(admin, (client) => client.query(`create database "${template}"`));
    const pool = new pg.Pool({ connectionString: databaseUrl(admin, template), max: 1 });
    try {
      await applyMigrations(pool);
    } finally {
      await pool.end();
    }
    project.provide('testDbAdminUrl', admin);
    project.provide('testDbTemplate', template);
    project.provide('testDbPrefix', prefix);
    if (process.env.TEST_TIMINGS) console.error(`[test-db] ready in ${Date.now() - started} ms`);
  } catch (error) {
    await stop();
    throw error;
  }

  return async () => {
    if (!embedded && adminUrl) {
      // A shared server: drop the template and whatever databases of this run a crashed file left behind.
      await withClient(adminUrl, async (client) => {
        const { rows } = await client.query<{ datname: string }>(
          'select datname from pg_database where starts_with(datname, $1)',
          [prefix],
        );
        for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
      }).catch((error: unknown) => console.error(`[test-db] cleanup failed: ${String(error)}`));
    }
    await stop();
  };
}
