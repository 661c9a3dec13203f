import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config';
import { ensureDatabase, readOrCreateSecret, startEmbedded, type EmbeddedServer } from '../db/embedded';
import { applyMigrations } from '../db/migrate';
import { assertConnectable } from '../db/problems';
import { alive, readPid } from '../db/processes';
import { backupDatabase } from './backup';
import { RestoreRefused, restoreDatabase } from './restore';

/**
 * `npm run backup [FILE or FOLDER]` and `npm run restore FILE` (docs/operations.md). Same environment as the server
 * (DATA_DIR, EMBEDDED_PG_PORT, DATABASE_URL). On the embedded default, a backup reads from the running app's
 * PostgreSQL when the app runs, or starts the embedded PostgreSQL for itself when it does not; a restore refuses
 * while the app runs. Every refusal or failure is one line on stderr and exit code 1.
 */
/** npm runs scripts in the project folder; a file named on the command line is relative to where it was typed. */
const callerDir = process.env.INIT_CWD ?? process.cwd();
const log = (message: string) => console.log(`[hr] ${message}`);

/** `hr-2026-11-23T07-30-05Z.hrbackup`: sorts by time, no characters a file system dislikes. */
export function backupName(now = new Date()): string {
  return `hr-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.hrbackup`;
}

function targetFile(arg: string | undefined, dataDir: string): string {
  if (!arg) return path.join(dataDir, 'backups', backupName());
  const resolved = path.resolve(callerDir, arg);
  if (arg.endsWith('/') || (fs.existsSync(resolved) && fs.statSync(resolved).isDirectory()))
    return path.join(resolved, backupName());
  return resolved;
}

/** The embedded PostgreSQL of a running app: its port from postmaster.pid (4th line), its password file. */
function runningEmbeddedUrl(dataDir: string): string | undefined {
  const owner = readPid(path.join(dataDir, 'app.pid'));
  if (owner === null || owner === process.pid || !alive(owner)) return undefined;
  const lines = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const port = Number(lines[3]);
  const { password } = readOrCreateSecret(dataDir);
  return `postgres://postgres:${password}@127.0.0.1:${port}/hr`;
}

async function withDatabase<T>(
  mode: 'backup' | 'restore',
  run: (client: pg.Client, filesDir: string) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const filesDir = path.join(config.dataDir, 'files');
  let embedded: EmbeddedServer | undefined;
  let url = config.DATABASE_URL;
  try {
    if (url) await assertConnectable(url);
    else {
      const owner = readPid(path.join(config.dataDir, 'app.pid'));
      const running = owner !== null && owner !== process.pid && alive(owner);
      if (running && mode === 'restore') {
        throw new RestoreRefused(
          `the app server is running on ${config.dataDir} (process ${owner}): stop it first, then restore`,
        );
      }
      url = running ? runningEmbeddedUrl(config.dataDir) : undefined;
      if (!url) {
        if (mode === 'backup' && !fs.existsSync(path.join(config.dataDir, 'pg', 'PG_VERSION')))
          throw new Error(`there is no database in ${config.dataDir} to back up`);
        embedded = await startEmbedded({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT, supervise: false });
        if (mode === 'restore') await ensureDatabase(embedded.url('postgres'), 'hr');
        url = embedded.url('hr');
      }
    }
    if (mode === 'restore') {
      // The database is brought to this app's schema first, as the server's start would.
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      try {
        await applyMigrations(pool);
      } finally {
        await pool.end();
      }
    }
    const client = new pg.Client({ connectionString: url, application_name: `hr-${mode}` });
    await client.connect();
    client.on('error', () => undefined);
    try {
      return await run(client, filesDir);
    } finally {
      await client.end().catch(() => undefined);
    }
  } finally {
    await embedded?.stop().catch(() => undefined);
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, arg] = argv;
  const version = process.env.npm_package_version ?? 'unknown';
  if (command === 'backup') {
    const config = loadConfig();
    const file = targetFile(arg, config.dataDir);
    const result = await withDatabase('backup', (client, filesDir) =>
      backupDatabase(client, file, { filesDir, appVersion: version }),
    );
    log(
      `Backup written: ${result.file} (${result.tables} tables, ${result.rows} rows, ${result.files} files, ${Math.ceil(result.bytes / 1024)} KB)`,
    );
    return;
  }
  if (command === 'restore') {
    if (!arg) throw new RestoreRefused('say which backup file to restore: npm run restore FILE');
    const file = path.resolve(callerDir, arg);
    const result = await withDatabase('restore', (client, filesDir) => restoreDatabase(client, file, { filesDir }));
    log(`Restored ${file}: ${result.tables} tables, ${result.rows} rows, ${result.files} files.`);
    return;
  }
  throw new Error('usage: backup [FILE or FOLDER] | restore FILE');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const what = process.argv[2] === 'restore' ? 'restore' : 'back up';
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[hr] Could not ${what}: ${message.split('\n')[0]}`);
  process.exit(1);
});
