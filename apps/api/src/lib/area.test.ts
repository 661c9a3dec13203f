import { isTable } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { AREAS, INFRASTRUCTURE_TABLES } from '../areas';
import * as schema from '../db/schema/index';

/** The areas' manifests (lib/area.ts) name every table of the schema once, and say truly which carry versions. */
const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => isTable(value))
  .map((table) => getTableConfig(table));

describe('area manifests', () => {
  const owners = new Map<string, string[]>();
  const own = (table: string, owner: string) => owners.set(table, [...(owners.get(table) ?? []), owner]);
  for (const area of AREAS)
    for (const table of [...area.tables.versioned, ...area.tables.counted]) own(table, area.name);
  for (const table of [...INFRASTRUCTURE_TABLES.counted, ...INFRASTRUCTURE_TABLES.derived])
    own(table, 'infrastructure');

  it('every table of the schema belongs to exactly one area (or the listed infrastructure)', () => {
    const problems = tables
      .map(({ name }) => [name, owners.get(name) ?? []] as const)
      .filter(([, who]) => who.length !== 1)
      .map(([name, who]) => `${name}: ${who.length === 0 ? 'no area' : who.join(', ')}`);
    expect(problems).toEqual([]);
    const unknown = [...owners.keys()].filter((name) => !tables.some((table) => table.name === name));
    expect(unknown, 'tables named by a manifest but absent from the schema').toEqual([]);
  });

  it('versioned tables have version and updated_at; counted ones are not missing a version', () => {
    const columns = (name: string) => tables.find((table) => table.name === name)?.columns.map((c) => c.name) ?? [];
    for (const area of AREAS) {
      for (const table of area.tables.versioned)
        expect(columns(table), `${area.name}: ${table}`).toEqual(expect.arrayContaining(['version', 'updated_at']));
      for (const table of area.tables.counted)
        expect(columns(table), `${area.name}: ${table} has a version: list it as versioned`).not.toContain('version');
    }
  });

  it('area names are unique and name their folder', () => {
    const names = AREAS.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
