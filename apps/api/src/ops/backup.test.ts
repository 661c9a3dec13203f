import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@hr/contracts';
import { bootstrap } from '../bootstrap';
import { SERVER_APPLICATION_NAME } from '../db/client';
import { createTestApp, type TestApp } from '../test/harness';
import { FORMAT_VERSION, frameWriter, type Manifest } from './archive';
import { appTables, backupDatabase } from './backup';
import { RestoreRefused, restoreDatabase } from './restore';

/**
 * Backup and restore round trip (docs/operations.md): every table of the application schema, found through
 * information_schema (a table a later migration adds is covered without a change here), compared row by row.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let t: TestApp;
let client: pg.Client;
let work: string;
let filesDir: string;
let backupFile: string;

/** Every table's rows as JSON text, sorted: two snapshots are equal exactly when every row of every table is. */
async function snapshot(): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of await appTables(client)) {
    const rows = await client.query(`select to_jsonb(x)::text as r from public."${table}" x order by 1`);
    result[table] = rows.rows.map((row: { r: string }) => row.r);
  }
  return result;
}

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  await t.app.ready();
  await bootstrap(t.db, t.config, () => undefined, 'http://localhost/login');
  client = new pg.Client({ connectionString: t.config.DATABASE_URL });
  await client.connect();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-backup-test-'));
  fs.chmodSync(work, 0o755); // as root, the embedded PostgreSQL runs as the postgres user and must reach its folder
  filesDir = path.join(t.config.dataDir, 'files');
  fs.mkdirSync(path.join(filesDir, 'avatars'), { recursive: true });
  fs.writeFileSync(
    path.join(filesDir, 'avatars', `${'a'.repeat(32)}.png`),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2]),
  );

  // The tables the demo company leaves empty get rows too, so that every table is part of the round trip.
  await client.query(`
    with u as (select id from users order by id limit 3), d as (select id from departments order by id limit 1),
         s as (select id from shifts order by id limit 1)
    insert into member_shifts (user_id, department_id, shift_id, start_date, end_date, created_by)
      select u.id, d.id, s.id, '2026-01-01', '2026-03-31', null from u, d, s;
    insert into department_working_plans (department_id, date, shift_id)
      select (select id from departments order by id limit 1), '2026-02-02', (select id from shifts order by id limit 1);
    insert into department_working_plan_users (plan_id, user_id)
      select (select max(id) from department_working_plans), id from users order by id limit 2;
    insert into department_groups (department_id, group_code, group_name, group_leader)
      select (select id from departments order by id limit 1), 'G1', 'Group "one", tab\there', (select min(id) from users);
    insert into department_group_members (group_id, user_id)
      select (select max(id) from department_groups), id from users order by id limit 2;
    insert into payroll_locks (month, locked_by) values ('2026-01-01', (select min(id) from users));
    insert into login_limits (key, points, expire) values ('account:someone', 3, 1795400000000);
    insert into jobs (id, kind, started_by, state, progress, message_key, message_params, result_file, result_name,
                      result_type, result_size, expires_at)
      values ('0b9f3c1e-5a7d-4e2b-9c1f-2d3e4f5a6b7c', 'users-export', (select min(id) from users), 'done', 100, null,
              '{"done":3,"total":3}', '${'b'.repeat(32)}.xlsx', 'user_list.xlsx', 'application/octet-stream', 4096,
              now() + interval '1 day');
    insert into mail_outbox (kind, language, recipients, subject, text_body, html_body, attachments, state, attempts,
                             last_error)
      values ('password_reset', 'vi', array['a@example.test', 'b@example.test'], 'Đặt lại mật khẩu', 'dòng 1\nline 2',
              '<p>&amp; "x"</p>', '[{"filename":"invite.ics","contentType":"text/calendar","content":"QkVHSU4="}]',
              'not_configured', 0, null);
    insert into password_reset_tokens (token_hash, user_id, password_fingerprint, expires_at)
      values ('${'c'.repeat(64)}', (select min(id) from users), '${'d'.repeat(64)}', now() + interval '30 minutes');
    insert into payroll_orders (kind, salary_component_id, component_name, application_method, tax_calculation,
                                tax_free_amount, attendance_condition, overtime_condition, minimum_number_days,
                                scope_of_application, criteria, date, note, recipients, created_by)
      values ('bonus', (select min(id) from salary_components), 'Thưởng "Tết"', 2, 2, 1000000, 1, 0, null, 3,
              '{"department_id":[1],"gender":null}', '2026-01-20', 'ghi chú', 1, (select min(id) from users));
    insert into payroll_order_recipients (order_id, user_id, kind, salary_component_id, date, pay_month, amount)
      select (select max(id) from payroll_orders), min(id), 'bonus', (select min(id) from salary_components),
             '2026-01-20', '2026-01-01', 9007199254740 from users;
    insert into shift_changes (user_id, shift_id, shift_id_change, date_change, reason, original_source, created_by)
      select min(id), (select min(id) from shifts), (select max(id) from shifts), '2026-02-03', 'đổi ca', 'person',
             min(id) from users;
    insert into staff_working_plans (user_id, working_plan_type_id, start_date, start_time, end_date, end_time,
                                     location_of_plan, reason, created_by)
      select min(id), 1, '2026-02-04', '08:00', '2026-02-04', '12:00', 'Hà Nội', 'nghỉ phép', min(id) from users;
    insert into attendance_status_registrations (user_id, work_date, kind, actor_id)
      select min(id), '2026-02-05', 'late_checkin', min(id) from users;
    insert into leave_type_rates (management_leave_type_id, effective_from, salary_rate)
      select min(id), '2026-02-01', 50 from management_leave_types;
    insert into payroll_runs (month, department_ids, started_by, people, gross, net, employer_total, settings)
      select '2026-01-01', array[1, 2], min(id), 1, 20000000, 17000000, 4300000, '{"salary":"2026-01-01"}' from users;
    insert into payroll_results (run_id, month, user_id, department_id, base_pay, allowances, overtime_pay, bonuses,
                                 gross, employee_insurance, social_insurance, health_insurance,
                                 unemployment_insurance, union_dues, taxable_income, income_tax, deductions, net,
                                 employer_total, result, inputs)
      select (select max(id) from payroll_runs), '2026-01-01', min(id), null, 20000000, 0, 0, 0, 20000000, 2100000,
             1600000, 300000, 200000, 0, 2000000, 100000, 0, 17800000, 4300000, '[[],[],[]]', '{"days":[]}' from users;
    insert into audit_logs (actor_id, action, entity, entity_id, before, after)
      values ((select min(id) from users), 'update', 'user', 9007199254740000, '{"a":"back\\\\slash\\nnewline"}', null);
  `);
  await t.mintToken((await client.query('select min(id) as id from users')).rows[0].id);
}, 120_000);

afterAll(async () => {
  await client?.end();
  await t?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores every table row by row, the uploaded files, counters and sequences', async () => {
    const before = await snapshot();
    const empty = Object.entries(before)
      .filter(([, rows]) => rows.length === 0)
      .map(([table]) => table);
    // A new table must get a row in this test's seed, so that the round trip really carries it.
    expect(empty, 'tables without rows in this test: seed them in beforeAll').toEqual([]);

    backupFile = path.join(work, 'round-trip.hrbackup');
    const written = await backupDatabase(client, backupFile, { filesDir, appVersion: 'test' });
    expect(written.tables).toBe(Object.keys(before).length);
    expect(written.files).toBe(1);

    // Change, delete and add data, and the files.
    await client.query(`
      update users set first_name = 'Changed', department_id = null where id in (select id from users order by id limit 5);
      delete from department_group_members; delete from member_shifts; delete from holidays;
      delete from audit_logs; delete from auth_tokens;
      insert into departments (department_id, name) values ('NEW', 'Added after the backup');
    `);
    fs.rmSync(path.join(filesDir, 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(filesDir, 'stray.txt'), 'added after the backup');
    expect(await snapshot()).not.toEqual(before);

    const restored = await restoreDatabase(client, backupFile, { filesDir });
    expect(restored.files).toBe(1);
    expect(await snapshot()).toEqual(before);
    expect(fs.readdirSync(path.join(filesDir, 'avatars'))).toEqual([`${'a'.repeat(32)}.png`]);
    expect(fs.existsSync(path.join(filesDir, 'stray.txt'))).toBe(false);

    // Generated columns are computed, user_counts equals a fresh count, keys continue past the largest one.
    const search = await client.query(`select count(*)::int as n from users where name_search is null`);
    expect(search.rows[0].n).toBe(0);
    const counts = await client.query(`
      select coalesce(sum(listed), 0)::int as kept from user_counts`);
    expect(counts.rows[0].kept).toBeGreaterThan(0);
    const inserted = await client.query(
      `insert into departments (department_id, name) values ('AFTER', 'After restore') returning id`,
    );
    const max = await client.query(`select max(id)::int as m from departments where department_id <> 'AFTER'`);
    expect(inserted.rows[0].id).toBeGreaterThan(max.rows[0].m);
    const plan = await client.query(
      `insert into department_working_plans (department_id, date, shift_id)
        select min(id), '2026-05-05', (select min(id) from shifts) from departments returning id`,
    );
    expect(Number(plan.rows[0].id)).toBeGreaterThan(1);
    await client.query(`delete from department_working_plans where date = '2026-05-05'`);
    await client.query(`delete from departments where department_id = 'AFTER'`);
    // The trigger works again after the restore: a new person is counted.
    const beforeCount = await client.query(`select coalesce(sum(listed), 0)::int as n from user_counts`);
    await t.createPerson({ role_id: ROLES.EMPLOYEE });
    const afterCount = await client.query(`select coalesce(sum(listed), 0)::int as n from user_counts`);
    expect(afterCount.rows[0].n).toBe(beforeCount.rows[0].n + 1);
    await client.query(`delete from users where username = (select username from users order by id desc limit 1)`);
  });

  it('refuses what is not a backup, an unknown format, a newer schema, and a running server; nothing changes', async () => {
    const before = await snapshot();
    const refuse = async (file: string, pattern: RegExp) => {
      const error = await restoreDatabase(client, file, { filesDir }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RestoreRefused);
      expect((error as Error).message).toMatch(pattern);
      expect((error as Error).message).not.toContain('\n');
    };
    const plain = path.join(work, 'plain.txt');
    fs.writeFileSync(plain, 'not a backup');
    await refuse(plain, /not a backup of this app/);
    await refuse(path.join(work, 'missing.hrbackup'), /does not exist/);
    const zipped = path.join(work, 'zipped.gz');
    await writeGzip(zipped, Buffer.from('hello, not a backup'));
    await refuse(zipped, /not a backup of this app/);

    const manifest = await readManifest(backupFile);
    const future = path.join(work, 'future-format.hrbackup');
    await writeArchive(future, { ...manifest, format_version: FORMAT_VERSION + 1 });
    await refuse(future, /backup format 2; this app reads format 1/);
    const newer = path.join(work, 'newer-schema.hrbackup');
    const created = [...manifest.migrations.created_at, 9_999_999_999_999];
    await writeArchive(newer, { ...manifest, migrations: { ...manifest.migrations, created_at: created } });
    await refuse(newer, /newer version of the app/);
    const older = path.join(work, 'older-schema.hrbackup');
    const fewer = manifest.migrations.created_at.slice(0, -1);
    await writeArchive(older, { ...manifest, migrations: { ...manifest.migrations, created_at: fewer } });
    await refuse(older, /older than the database's/);

    const server = new pg.Client({
      connectionString: t.config.DATABASE_URL,
      application_name: SERVER_APPLICATION_NAME,
    });
    await server.connect();
    try {
      await refuse(backupFile, /app server is running on this database/);
    } finally {
      await server.end();
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a backup damaged halfway fails and leaves the database and the files as they were', async () => {
    await client.query(`update holidays set notes = 'changed after the backup'`);
    const before = await snapshot();
    const bytes = fs.readFileSync(backupFile);
    const cut = path.join(work, 'cut.hrbackup');
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    const flipped = path.join(work, 'flipped.hrbackup');
    const damaged = Buffer.from(bytes);
    const at = Math.floor(bytes.length * 0.6);
    damaged[at] = (damaged[at] as number) ^ 0xff;
    fs.writeFileSync(flipped, damaged);
    for (const file of [cut, flipped]) {
      const error = await restoreDatabase(client, file, { filesDir }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(RestoreRefused);
      expect(await snapshot()).toEqual(before);
      expect(fs.readdirSync(path.join(filesDir, 'avatars'))).toEqual([`${'a'.repeat(32)}.png`]);
      expect(fs.readdirSync(path.dirname(filesDir)).filter((name) => name.includes('.restore-'))).toEqual([]);
    }
    // A constraint that fails at the end (a row pointing at nothing) rolls back too.
    const manifest = await readManifest(backupFile);
    const broken = path.join(work, 'broken-reference.hrbackup');
    await writeArchive(broken, manifest, { dropTable: 'users' });
    const error = await restoreDatabase(client, broken, { filesDir }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/foreign key/);
    expect(await snapshot()).toEqual(before);
  });

  it('npm run backup / restore on the embedded default: a fresh DATA_DIR takes the backup; refuses while the app runs', async () => {
    const dataDir = path.join(work, 'embedded-data');
    const env = {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(20_000 + Math.floor(Math.random() * 20_000)),
      LOG_LEVEL: 'silent',
    };
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/ops/cli.ts', ...args], {
        cwd: root,
        env,
        encoding: 'utf8',
        timeout: 120_000,
      });
    const restored = cli('restore', backupFile);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toMatch(/Restored .*: \d+ tables, \d+ rows, 1 files\./);
    expect(restored.status).toBe(0);
    const again = cli('backup', path.join(work, 'again.hrbackup'));
    expect(again.stdout).toMatch(/Backup written: .*again\.hrbackup \(\d+ tables/);
    expect(again.status).toBe(0);
    const first = await readManifest(backupFile);
    const second = await readManifest(path.join(work, 'again.hrbackup'));
    expect(second.tables).toEqual(first.tables);
    expect(second.files).toBe(1);

    // An app process owns the folder (its pid in app.pid): the restore refuses in one line, exit code 1.
    fs.writeFileSync(path.join(dataDir, 'app.pid'), String(process.pid));
    const refused = cli('restore', backupFile);
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toMatch(/^\[hr\] Could not restore: the app server is running on .* stop it first/);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    fs.rmSync(path.join(dataDir, 'app.pid'));

    // The same command with DATABASE_URL.
    await client.query(`update holidays set notes = 'changed after the backup'`);
    const external = { DATABASE_URL: t.config.DATABASE_URL as string, DATA_DIR: t.config.dataDir };
    const viaUrl = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/ops/cli.ts', 'restore', backupFile], {
      cwd: root,
      env: { ...env, ...external },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(viaUrl.stderr).toBe('');
    expect(viaUrl.status).toBe(0);
    const notes = await client.query(
      `select count(*)::int as n from holidays where notes = 'changed after the backup'`,
    );
    expect(notes.rows[0].n).toBe(0);
  }, 180_000);
});

async function readManifest(file: string): Promise<Manifest> {
  const { openBackup } = await import('./restore');
  const { manifest, frames } = await openBackup(file);
  await frames.return(undefined);
  return manifest;
}

async function writeGzip(file: string, content: Buffer): Promise<void> {
  fs.writeFileSync(file, gzipSync(content));
}

/**
 * A copy of the round-trip backup with another manifest (or without one table's rows, which leaves references
 * pointing at nothing); the frames after the manifest are the real ones.
 */
async function writeArchive(file: string, manifest: Manifest, options: { dropTable?: string } = {}): Promise<void> {
  const { openBackup } = await import('./restore');
  const source = await openBackup(backupFile);
  const gzip = createGzip();
  const out = fs.createWriteStream(file);
  gzip.pipe(out);
  const writer = frameWriter(gzip);
  await writer.magic();
  const tables = options.dropTable
    ? manifest.tables.map((table) => (table.name === options.dropTable ? { ...table, rows: 0 } : table))
    : manifest.tables;
  await writer.json('M', { ...manifest, tables });
  let skipping = false;
  for await (const frame of source.frames) {
    if (frame.type === 'T') skipping = JSON.parse(frame.payload.toString()).name === options.dropTable;
    if (skipping && frame.type === 'D') continue;
    if (skipping && frame.type === 'E') {
      await writer.json('E', { rows: 0 });
      skipping = false;
      continue;
    }
    await writer.frame(frame.type, frame.payload);
  }
  gzip.end();
  await new Promise<void>((resolve) => out.on('finish', () => resolve()));
}
