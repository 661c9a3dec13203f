import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { appliedMigrations, knownMigrations } from '../db/migrate';
import { FORMAT_VERSION, frameWriter, type Manifest } from './archive';

/** The schema holding every application table (drizzle's migration journal lives apart, in `drizzle`). */
export const APP_SCHEMA = 'public';

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualified = (table: string) => `${quoteIdent(APP_SCHEMA)}.${quoteIdent(table)}`;

/** Every table of the application schema, by name: a table a later migration adds is backed up without a change here. */
export async function appTables(client: pg.ClientBase): Promise<string[]> {
  const result = await client.query(
    `select table_name from information_schema.tables
      where table_schema = $1 and table_type = 'BASE TABLE' order by table_name`,
    [APP_SCHEMA],
  );
  return result.rows.map((row: { table_name: string }) => row.table_name);
}

/** The columns a backup carries: every stored column (generated ones are computed again by PostgreSQL). */
export async function storedColumns(client: pg.ClientBase, table: string): Promise<string[]> {
  const result = await client.query(
    `select column_name from information_schema.columns
      where table_schema = $1 and table_name = $2 and is_generated = 'NEVER' order by ordinal_position`,
    [APP_SCHEMA, table],
  );
  return result.rows.map((row: { column_name: string }) => row.column_name);
}

/** Sequences owned by a column of an application table (serial, bigserial, identity). */
export async function ownedSequences(
  client: pg.ClientBase,
): Promise<{ name: string; table: string; column: string }[]> {
  const result = await client.query(
    `select s.relname as name, t.relname as "table", a.attname as "column"
       from pg_class s
       join pg_namespace n on n.oid = s.relnamespace
       join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and n.nspname = $1
      order by s.relname`,
    [APP_SCHEMA],
  );
  return result.rows as { name: string; table: string; column: string }[];
}

/** Uploaded files below `root`, as paths relative to it (sorted, so two backups of the same data are alike). */
function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return found;
}

export type BackupResult = { file: string; bytes: number; tables: number; rows: number; files: number };

/**
 * Writes a logical backup of the database behind `client` (and the uploaded files under `filesDir`) to `file`:
 * one consistent snapshot (REPEATABLE READ, read only), every table's rows through COPY. The file is written beside
 * under a temporary name and renamed when complete, so a backup that fails halfway never looks like a good one.
 */
export async function backupDatabase(
  client: pg.ClientBase,
  file: string,
  options: { filesDir?: string; appVersion?: string } = {},
): Promise<BackupResult> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  const gzip = createGzip({ level: 6 });
  const done = pipeline(gzip, fs.createWriteStream(partial, { mode: 0o600 }));
  // An error of the file stream ends `done`; writes waiting for 'drain' must not hang meanwhile.
  const failed = done.then(
    () => undefined,
    (error: unknown) => error,
  );
  const out = frameWriter(gzip);
  let rows = 0;
  await client.query('begin isolation level repeatable read read only');
  try {
    const applied = await appliedMigrations(client);
    if (applied.length === 0) throw new Error('the database has no tables of this app yet: nothing to back up');
    const known = knownMigrations();
    const tables = await appTables(client);
    const counted: Manifest['tables'] = [];
    for (const name of tables) {
      const result = await client.query(`select count(*)::bigint as n from ${qualified(name)}`);
      counted.push({ name, rows: Number(result.rows[0].n) });
    }
    const sequences: Manifest['sequences'] = [];
    for (const sequence of await ownedSequences(client)) {
      const result = await client.query(`select last_value::text, is_called from ${qualified(sequence.name)}`);
      sequences.push({ ...sequence, last_value: result.rows[0].last_value, is_called: result.rows[0].is_called });
    }
    const files = options.filesDir ? listFiles(options.filesDir) : [];
    const lastApplied = applied.at(-1) as number;
    const manifest: Manifest = {
      format: 'hr-backup',
      format_version: FORMAT_VERSION,
      app_version: options.appVersion ?? 'unknown',
      created_at: new Date().toISOString(),
      migrations: {
        count: applied.length,
        last_created_at: lastApplied,
        last_tag: known.find((m) => m.when === lastApplied)?.tag ?? null,
        created_at: applied,
      },
      tables: counted,
      sequences,
      files: files.length,
    };
    await out.magic();
    await out.json('M', manifest);
    for (const { name } of counted) {
      const columns = await storedColumns(client, name);
      await out.json('T', { name, columns });
      const list = columns.map(quoteIdent).join(', ');
      const stream = client.query(copyTo(`copy ${qualified(name)} (${list}) to stdout`));
      for await (const chunk of stream) await out.data(chunk as Buffer);
      await out.json('E', { rows: Number(stream.rowCount ?? 0) });
      rows += Number(stream.rowCount ?? 0);
    }
    for (const relative of files) {
      const full = path.join(options.filesDir as string, relative);
      await out.json('F', { path: relative, size: fs.statSync(full).size });
      for await (const chunk of fs.createReadStream(full)) await out.data(chunk as Buffer);
      await out.json('E', {});
    }
    await out.json('Z', { tables: counted.length, files: files.length });
    await client.query('commit');
    gzip.end();
    const error = await failed;
    if (error) throw error;
    fs.renameSync(partial, file);
    return { file, bytes: fs.statSync(file).size, tables: counted.length, rows, files: files.length };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    gzip.destroy();
    await failed;
    fs.rmSync(partial, { force: true });
    throw error;
  }
}
