import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { isTable } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import * as schema from './schema/index';

/**
 * The Drizzle schema (db/schema/) and the committed migrations (db/migrations/) say the same thing. Two ways they
 * drift: a schema change without its generated migration (drizzle-kit would generate one), and a migration's SQL
 * edited by hand so that the database differs from the schema (the migrated database's columns are compared).
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const MIGRATIONS = path.join(ROOT, 'apps/api/src/db/migrations');

describe('the Drizzle schema and the committed migrations', () => {
  it('drizzle-kit finds nothing to generate (every schema change has its migration)', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-drift-'));
    try {
      fs.cpSync(MIGRATIONS, out, { recursive: true });
      const config = path.join(out, 'drizzle.config.json');
      fs.writeFileSync(
        config,
        // drizzle-kit reads both paths relative to the working folder (it writes './' in front of them).
        JSON.stringify({
          dialect: 'postgresql',
          schema: 'apps/api/src/db/schema/index.ts',
          out: path.relative(ROOT, out),
        }),
      );
      const before = fs.readdirSync(out).sort();
      const run = spawnSync(path.join(ROOT, 'node_modules/.bin/drizzle-kit'), ['generate', `--config=${config}`], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      expect(fs.readdirSync(out).sort(), run.stdout).toEqual(before);
      expect(`${run.stdout}${run.stderr}`).toContain('No schema changes');
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);

  describe('the migrated database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t?.close());

    /** Drizzle's SQL type written the way PostgreSQL's format_type writes it. */
    const normalise = (type: string) =>
      type
        .replace(/^varchar/, 'character varying')
        .replace(/^bigserial$/, 'bigint')
        .replace(/^serial$/, 'integer')
        .replace(/^smallserial$/, 'smallint')
        .replace(/^time$/, 'time without time zone')
        .replace(/^timestamp$/, 'timestamp without time zone')
        .replace(/^timestamp \((\d)\)$/, 'timestamp($1) without time zone')
        .replace(/,\s+/g, ',');

    it('has exactly the tables and columns of the schema, with their types and nullability', async () => {
      const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => isTable(value));
      const expected = tables
        .flatMap((table) => {
          const config = getTableConfig(table);
          return config.columns.map(
            (column) =>
              `${config.name}.${column.name} ${normalise(column.getSQLType())}${column.notNull ? ' not null' : ''}`,
          );
        })
        .sort();
      const { rows } = await t.pool.query<{ line: string }>(`
        select c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
               || case when a.attnotnull then ' not null' else '' end as line
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
          and c.relname not like '\\_\\_%'`);
      expect(rows.map((row) => row.line).sort()).toEqual(expected);
    });
  });
});
