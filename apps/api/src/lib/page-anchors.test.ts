import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { FIELD_CLASSES, ROLE_IDS, ROLES } from '@hr/contracts';
import { departmentGroupMembers, users } from '../db/schema/index';
import { inScope, scopeKeyOf } from './access';
import { type Anchors, anchorCache, type PageStart, pageFromAnchors, pageStart } from './page-anchors';

describe('pageStart', () => {
  const anchors = {
    total: 250,
    anchors: [
      { key: 'A', before: 0 },
      { key: 'K', before: 100 },
      { key: 'T', before: 200 },
    ],
  };
  it('starts at the last anchor at or before the offset and skips the rest', () => {
    expect(pageStart(anchors, 0, 20)).toMatchObject({ from: 'A', skip: 0 });
    expect(pageStart(anchors, 99, 20)).toMatchObject({ from: 'A', skip: 99 });
    expect(pageStart(anchors, 100, 20)).toMatchObject({ from: 'K', skip: 0 });
    expect(pageStart(anchors, 249, 20)).toMatchObject({ from: 'T', skip: 49 });
    expect(pageStart({ total: 0, anchors: [] }, 0, 20)).toEqual({ from: undefined, skip: 0, to: undefined });
  });
  it('ends before the first anchor with the whole page before it, or at the end of the list', () => {
    expect(pageStart(anchors, 0, 20).to).toBe('K');
    expect(pageStart(anchors, 80, 20).to).toBe('K'); // rows 80..99: all before K's 100
    expect(pageStart(anchors, 81, 20).to).toBe('T'); // row 100 is K's own
    expect(pageStart(anchors, 99, 20).to).toBe('T');
    expect(pageStart(anchors, 180, 20).to).toBe('T');
    expect(pageStart(anchors, 181, 20).to).toBeUndefined();
    expect(pageStart(anchors, 200, 50).to).toBeUndefined();
    expect(pageStart(anchors, 0, 100).to).toBe('K');
    expect(pageStart(anchors, 0, 101).to).toBe('T');
  });
});

describe('scopeKeyOf', () => {
  const reader = (role_id: number, department_id: number | null, groupIds: number[] = [], id = 1) => ({
    id,
    role_id,
    department_id,
    groupIds,
  });
  it('names one set of people per scope: shared by readers who see the same people, never by others', () => {
    expect(scopeKeyOf(reader(ROLES.ICT, 1), 'personal')).toBe(scopeKeyOf(reader(ROLES.HR, 2, [], 2), 'personal'));
    expect(scopeKeyOf(reader(ROLES.MANAGER, 1), 'personal')).not.toBe(scopeKeyOf(reader(ROLES.MANAGER, 2), 'personal'));
    // Own department includes the reader: two managers of one department differ by themselves.
    expect(scopeKeyOf(reader(ROLES.MANAGER, 1, [], 1), 'personal')).not.toBe(
      scopeKeyOf(reader(ROLES.MANAGER, 1, [], 2), 'personal'),
    );
    expect(scopeKeyOf(reader(ROLES.LEADER, 1, [3, 2]), 'personal')).toBe(
      scopeKeyOf(reader(ROLES.LEADER, 1, [2, 3]), 'personal'),
    );
    expect(scopeKeyOf(reader(ROLES.EMPLOYEE, 1), 'directory')).toBe('self:1');
  });

  it('names two readers alike exactly when inScope gives them the same condition', () => {
    const columns = { id: users.id, departmentId: users.department_id, groupId: departmentGroupMembers.group_id };
    const dialect = new PgDialect();
    for (const fieldClass of FIELD_CLASSES) {
      const conditionOfKey = new Map<string, string>();
      const keyOfCondition = new Map<string, string>();
      for (const role of ROLE_IDS)
        for (const department of [null, 1, 2])
          for (const groups of [[], [2], [2, 3], [3, 2], [3, 3]])
            for (const id of [1, 2]) {
              const r = reader(role, department, groups, id);
              const where = inScope(r, fieldClass, columns);
              const condition = where === undefined ? 'everyone' : JSON.stringify(dialect.sqlToQuery(where));
              const key = scopeKeyOf(r, fieldClass);
              expect(conditionOfKey.get(key) ?? condition).toBe(condition);
              expect(keyOfCondition.get(condition) ?? key).toBe(key);
              conditionOfKey.set(key, condition);
              keyOfCondition.set(condition, key);
            }
    }
  });
});

describe('pageFromAnchors', () => {
  // A list of 120 rows 'r000'..'r119' whose data is at generation `state.generation`; every statement is counted.
  function list(initial: string) {
    const state = { generation: initial, total: 120, statements: [] as string[] };
    const key = (i: number) => `r${String(i).padStart(3, '0')}`;
    const options = (cache: ReturnType<typeof anchorCache>, offset: number) => ({
      cache,
      key: 'people',
      offset,
      limit: 20,
      generation: async () => {
        state.statements.push('generation');
        return state.generation;
      },
      walk: async (): Promise<Anchors> => {
        state.statements.push('walk');
        const anchors = [];
        for (let i = 0; i < state.total; i += 50) anchors.push({ key: key(i), before: i });
        return { total: state.total, anchors };
      },
      read: async (start: PageStart) => {
        state.statements.push('page');
        const first = (start.from ? Number(start.from.slice(1)) : 0) + start.skip;
        const end = start.to ? Number(start.to.slice(1)) : state.total; // rows from `to` on are not read
        return Array.from({ length: Math.max(0, Math.min(20, end - first)) }, (_, i) => ({
          key: key(first + i),
          generation: state.generation,
        }));
      },
    });
    return { state, options };
  }

  it('reads a page from cached anchors in one statement while the data is unchanged', async () => {
    const cache = anchorCache();
    const { state, options } = list('1');
    const first = await pageFromAnchors(options(cache, 60));
    expect(state.statements).toEqual(['generation', 'walk', 'page']);
    expect(first.total).toBe(120);
    expect(first.rows[0]).toEqual({ key: 'r060' }); // the generation column does not leave the repository
    state.statements = [];
    const again = await pageFromAnchors(options(cache, 100));
    expect(state.statements).toEqual(['page']);
    expect(again.rows.map((r) => r.key)).toEqual(Array.from({ length: 20 }, (_, i) => `r${100 + i}`));
  });

  it('computes the anchors again when the page saw another generation, and answers from the new data', async () => {
    const cache = anchorCache();
    const { state, options } = list('1');
    await pageFromAnchors(options(cache, 0));
    state.generation = '2';
    state.total = 70;
    state.statements = [];
    const page = await pageFromAnchors(options(cache, 60));
    expect(state.statements).toEqual(['page', 'generation', 'walk', 'page']);
    expect(page.total).toBe(70);
    expect(page.rows.map((r) => r.key)).toEqual(Array.from({ length: 10 }, (_, i) => `r0${60 + i}`));
  });

  it('checks the generation before answering an empty page past the cached end', async () => {
    const cache = anchorCache();
    const { state, options } = list('1');
    await pageFromAnchors(options(cache, 0));
    state.generation = '2';
    state.total = 200;
    state.statements = [];
    const page = await pageFromAnchors(options(cache, 150));
    expect(state.statements).toEqual(['generation', 'walk', 'page']);
    expect(page.total).toBe(200);
    expect(page.rows[0]).toEqual({ key: 'r150' });
  });

  it('stops after three reads when every page sees a newer generation than the one just read', async () => {
    const cache = anchorCache();
    const { state, options } = list('1');
    const moving = options(cache, 0);
    let writes = 1;
    const read = moving.read;
    moving.read = async (start) => {
      const rows = await read(start);
      writes += 1;
      state.generation = String(writes); // a write lands between every generation read and page read
      return rows.map((row) => ({ ...row, generation: state.generation }));
    };
    const page = await pageFromAnchors(moving);
    expect(state.statements.filter((s) => s === 'page')).toHaveLength(3);
    expect(page.rows).toHaveLength(20);
  });
});
