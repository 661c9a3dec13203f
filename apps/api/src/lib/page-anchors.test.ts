import { describe, expect, it } from 'vitest';
import { ROLES } from '@hr/contracts';
import { scopeKeyOf } from './access';
import { pageStart } from './page-anchors';

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
    expect(pageStart(anchors, 0)).toEqual({ from: 'A', skip: 0 });
    expect(pageStart(anchors, 99)).toEqual({ from: 'A', skip: 99 });
    expect(pageStart(anchors, 100)).toEqual({ from: 'K', skip: 0 });
    expect(pageStart(anchors, 249)).toEqual({ from: 'T', skip: 49 });
    expect(pageStart({ total: 0, anchors: [] }, 0)).toEqual({ from: undefined, skip: 0 });
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
});
