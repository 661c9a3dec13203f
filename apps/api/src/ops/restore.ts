import fs from 'node:fs';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { SERVER_APPLICATION_NAME } from '../db/client';
import { appliedMigrations, knownMigrations } from '../db/migrate';
import {
  BackupFormatError,
  FORMAT_VERSION,
  type Frame,
  looksGzipped,
  type Manifest,
  parseJson,
  readFrames,
} from './archive';
import { APP_SCHEMA, appTables, ownedSequences, qualified, quoteIdent, storedColumns } from './backup';

/** A restore refused before anything changed: the CLI prints the message as one line and exits 1. */
export class RestoreRefused extends Error {}

/** Hands every data frame ('D') to `take` until the next frame, which it returns (a table's or file's end). */
async function eachData(
  frames: AsyncGenerator<Frame>,
  take: (payload: Buffer) => void | Promise<void>,
): Promise<Frame> {
  for (;;) {
    const part = await frames.next();
    if (part.done) throw new BackupFormatError('the backup file is cut short');
    if (part.value.type !== 'D') return part.value;
    await take(part.value.payload);
  }
}

/** Opens a backup file and reads its manifest; refuses anything that is not a backup of a format this app reads. */
export async function openBackup(file: string): Promise<{ manifest: Manifest; frames: AsyncGenerator<Frame> }> {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new RestoreRefused(`${file} does not exist`);
  const head = Buffer.alloc(2);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 2, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (!looksGzipped(head)) throw new RestoreRefused(`${file} is not a backup of this app (not a gzip file)`);
  const gunzip = fs.createReadStream(file).pipe(createGunzip());
  const frames = readFrames(gunzip);
  let manifest: Manifest;
  try {
    const first = await frames.next();
    manifest = parseJson<Manifest>(first.done ? undefined : first.value, 'M');
  } catch (error) {
    gunzip.destroy();
    if (error instanceof BackupFormatError) throw new RestoreRefused(`${file}: ${error.message}`);
    throw new RestoreRefused(`${file} is not a backup of this app (${(error as Error).message})`);
  }
  if (manifest.format !== 'hr-backup') throw new RestoreRefused(`${file} is not a backup of this app`);
  if (manifest.format_version !== FORMAT_VERSION) {
    gunzip.destroy();
    throw new RestoreRefused(
      `${file} has backup format ${manifest.format_version}; this app reads format ${FORMAT_VERSION} (use the app version that made it, ${manifest.app_version})`,
    );
  }
  return { manifest, frames };
}

/**
 * The rule for schema levels (docs/operations.md): the database must be at exactly the backup's migration level.
 * A backup from a newer app is refused (its tables may hold what this version does not know); a backup from an
 * older app is refused too: restore it with the version that made it, then start this version, which migrates
 * the restored data forward like any upgrade.
 */
export function checkLevel(manifest: Manifest, applied: number[]): void {
  const known = knownMigrations();
  const lastKnown = known.at(-1)?.when ?? 0;
  const backup = manifest.migrations.created_at;
  if (backup.some((when) => when > lastKnown) || backup.length > known.length) {
    throw new RestoreRefused(
      `the backup was made by a newer version of the app (${manifest.app_version}, schema ${manifest.migrations.last_tag ?? manifest.migrations.count}): upgrade the app first`,
    );
  }
  const same = backup.length === applied.length && backup.every((when, i) => when === applied[i]);
  if (!same) {
    const tagOf = (when: number | undefined) => known.find((m) => m.when === when)?.tag ?? String(when);
    throw new RestoreRefused(
      `the backup's schema (${tagOf(backup.at(-1))}) is older than the database's (${tagOf(applied.at(-1))}): restore it with the app version that made it (${manifest.app_version}), then start this version to migrate it forward`,
    );
  }
}

export type RestoreResult = { tables: number; rows: number; files: number };

/**
 * Replaces every application table's rows with the backup's, in ONE transaction: foreign keys are dropped and added
 * again (PostgreSQL checks every row when they come back), user triggers are off while loading (derived tables such
 * as user_counts come from the backup as they were, and no trigger counts a row twice), generated columns are
 * computed again, and each sequence continues past both its saved value and the largest key. Any failure (a damaged
 * file, a row count that does not match, a constraint) rolls everything back. Uploaded files are unpacked beside
 * `filesDir` and swapped in only after the commit.
 */
export async function restoreDatabase(
  client: pg.ClientBase,
  file: string,
  options: { filesDir?: string } = {},
): Promise<RestoreResult> {
  const { manifest, frames } = await openBackup(file);
  const running = await client.query(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()`,
    [SERVER_APPLICATION_NAME],
  );
  if (running.rows[0].n > 0) {
    throw new RestoreRefused('the app server is running on this database: stop it first, then restore');
  }
  checkLevel(manifest, await appliedMigrations(client));
  const tables = await appTables(client);
  const expected = new Map(manifest.tables.map((t) => [t.name, t.rows]));
  const missing = tables.filter((t) => !expected.has(t));
  const extra = manifest.tables.map((t) => t.name).filter((t) => !tables.includes(t));
  if (missing.length > 0 || extra.length > 0) {
    throw new RestoreRefused(`the backup's tables differ from the database's (${[...missing, ...extra].join(', ')})`);
  }

  const staging = options.filesDir ? `${options.filesDir}.restore-${process.pid}` : undefined;
  if (staging) fs.rmSync(staging, { recursive: true, force: true });
  let rows = 0;
  let files = 0;
  await client.query('begin');
  try {
    await client.query('set local lock_timeout = 10000');
    const foreignKeys = (
      await client.query(
        `select c.conrelid::regclass::text as target, c.conname as name, pg_get_constraintdef(c.oid) as definition
           from pg_constraint c join pg_namespace n on n.oid = c.connamespace
          where c.contype = 'f' and n.nspname = $1 order by c.conname`,
        [APP_SCHEMA],
      )
    ).rows as { target: string; name: string; definition: string }[];
    for (const fk of foreignKeys) await client.query(`alter table ${fk.target} drop constraint ${quoteIdent(fk.name)}`);
    for (const table of tables) await client.query(`alter table ${qualified(table)} disable trigger user`);
    await client.query(`truncate ${tables.map(qualified).join(', ')}`);

    const loaded = new Set<string>();
    let ended = false;
    for (;;) {
      const next = await frames.next();
      if (next.done) break;
      const frame = next.value;
      if (frame.type === 'T') {
        const { name, columns } = parseJson<{ name: string; columns: string[] }>(frame, 'T');
        if (!expected.has(name) || loaded.has(name)) throw new BackupFormatError(`unexpected table ${name}`);
        const stored = await storedColumns(client, name);
        if (columns.join(',') !== stored.join(',')) {
          throw new BackupFormatError(`the columns of ${name} differ from the database's`);
        }
        const copy = client.query(
          copyFrom(`copy ${qualified(name)} (${columns.map(quoteIdent).join(', ')}) from stdin`),
        );
        const finished = new Promise<void>((resolve, reject) => {
          copy.on('finish', resolve);
          copy.on('error', reject);
        });
        finished.catch(() => undefined);
        const closed = new Promise((resolve) => copy.once('close', resolve));
        try {
          const end = await eachData(frames, async (payload) => {
            if (!copy.write(payload)) {
              await Promise.race([new Promise((resolve) => copy.once('drain', resolve)), finished]);
            }
          });
          const { rows: written } = parseJson<{ rows: number }>(end, 'E');
          copy.end();
          await finished;
          if (Number(copy.rowCount) !== written) throw new BackupFormatError(`table ${name}: rows missing`);
        } catch (error) {
          // The file failed in the middle of a table: end the COPY with CopyFail, so the connection can roll back.
          copy.destroy(error as Error);
          await Promise.race([closed, finished.catch(() => undefined)]);
          throw error;
        }
        const count = Number(copy.rowCount);
        if (count !== expected.get(name)) {
          throw new BackupFormatError(`table ${name}: ${count} rows read, ${expected.get(name)} expected`);
        }
        rows += count;
        loaded.add(name);
      } else if (frame.type === 'F') {
        const { path: relative, size } = parseJson<{ path: string; size: number }>(frame, 'F');
        if (!staging) throw new BackupFormatError('unexpected file');
        const target = path.resolve(staging, relative);
        if (!target.startsWith(`${path.resolve(staging)}${path.sep}`)) throw new BackupFormatError('bad file name');
        fs.mkdirSync(path.dirname(target), { recursive: true });
        const fd = fs.openSync(target, 'w', 0o600);
        let bytes = 0;
        let end: Frame;
        try {
          end = await eachData(frames, (payload) => {
            fs.writeSync(fd, payload);
            bytes += payload.length;
          });
        } finally {
          fs.closeSync(fd);
        }
        parseJson(end, 'E');
        if (bytes !== size) throw new BackupFormatError(`file ${relative}: ${bytes} bytes, ${size} expected`);
        files += 1;
      } else if (frame.type === 'Z') {
        parseJson(frame, 'Z');
        ended = true;
        // Reading on to the end of the gzip stream verifies its checksum.
        const rest = await frames.next();
        if (!rest.done) throw new BackupFormatError('data after the end of the backup');
        break;
      } else {
        throw new BackupFormatError('the backup file is damaged (unexpected frame)');
      }
    }
    if (!ended || loaded.size !== expected.size || files !== manifest.files) {
      throw new BackupFormatError('the backup file is cut short');
    }

    for (const fk of foreignKeys) {
      await client.query(`alter table ${fk.target} add constraint ${quoteIdent(fk.name)} ${fk.definition}`);
    }
    for (const table of tables) await client.query(`alter table ${qualified(table)} enable trigger user`);
    const saved = new Map(manifest.sequences.map((s) => [s.name, s]));
    for (const sequence of await ownedSequences(client)) {
      const before = saved.get(sequence.name);
      const floor = before?.is_called ? before.last_value : '0';
      const column = quoteIdent(sequence.column);
      await client.query(
        `select setval($1::regclass, greatest(v, 1), v > 0)
           from (select greatest(coalesce(max(${column})::bigint, 0), $2::bigint) as v from ${qualified(sequence.table)}) s`,
        [qualified(sequence.name), floor],
      );
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    await frames.return(undefined).catch(() => undefined);
  }
  if (staging && options.filesDir) {
    const old = `${options.filesDir}.old-${process.pid}`;
    if (fs.existsSync(options.filesDir)) fs.renameSync(options.filesDir, old);
    fs.mkdirSync(staging, { recursive: true });
    fs.renameSync(staging, options.filesDir);
    fs.rmSync(old, { recursive: true, force: true });
  }
  return { tables: expected.size, rows, files };
}
