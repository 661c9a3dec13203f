import { type FieldClass, FIELD_CLASSES, type ReadScope, readScopeOf } from '@hr/contracts';
import { type AnyColumn, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { departmentGroupMembers, departmentGroups } from '../db/schema/index';
import type { Actor } from '../types';
import { AppError } from './errors';

/**
 * The one place that decides what a reader sees of a person (read scopes and field levels of
 * `ROLE_READ_SCOPES` in packages/contracts/src/permissions.ts). Every module that answers data about people uses it:
 * `inScope` narrows queries (lists, exports, counts), `visibleClasses` + `project` remove hidden fields from each
 * answer (absent, not blanked), `refuseHiddenFilters` refuses a search on a field the reader may not read everywhere.
 */
export type Reader = {
  id: number;
  role_id: number;
  department_id: number | null;
  /** Department groups the reader leads or belongs to (the `own_group` scope). */
  groupIds: number[];
};

/** What decides whether a person is in a reader's scope. */
export type Subject = { id: number; department_id: number | null; group_id: number | null };

export async function readerOf(db: Executor, actor: Pick<Actor, 'id' | 'role_id' | 'department_id'>): Promise<Reader> {
  const needsGroups = FIELD_CLASSES.some((c) => readScopeOf(actor.role_id, c) === 'own_group');
  if (!needsGroups) return { id: actor.id, role_id: actor.role_id, department_id: actor.department_id, groupIds: [] };
  const [led, member] = await Promise.all([
    db.select({ id: departmentGroups.id }).from(departmentGroups).where(eq(departmentGroups.group_leader, actor.id)),
    db
      .select({ id: departmentGroupMembers.group_id })
      .from(departmentGroupMembers)
      .where(eq(departmentGroupMembers.user_id, actor.id)),
  ]);
  const groupIds = [...new Set([...led, ...member].map((r) => r.id))];
  return { id: actor.id, role_id: actor.role_id, department_id: actor.department_id, groupIds };
}

/**
 * The department groups a person reads through an own-group scope, ascending (none for other roles): what a job
 * keeps of its starter besides their role and department (lib/jobs/queue.ts, modules/jobs), so a leader who leaves
 * the group no longer reads the group's export.
 */
export async function groupsOf(db: Executor, actor: Pick<Actor, 'id' | 'role_id' | 'department_id'>) {
  return (await readerOf(db, actor)).groupIds.sort((a, b) => a - b);
}

function within(reader: Reader, scope: ReadScope | undefined, subject: Subject): boolean {
  if (subject.id === reader.id) return scope !== undefined;
  switch (scope) {
    case 'company':
      return true;
    case 'own_department':
      return reader.department_id !== null && subject.department_id === reader.department_id;
    case 'own_group':
      return subject.group_id !== null && reader.groupIds.includes(subject.group_id);
    default:
      return false;
  }
}

/** The field classes the reader may read about this person. */
export function visibleClasses(reader: Reader, subject: Subject): Set<FieldClass> {
  return new Set(FIELD_CLASSES.filter((c) => within(reader, readScopeOf(reader.role_id, c), subject)));
}

/** The item without the fields whose class is not visible: hidden keys are removed, not set to null. */
export function project<T extends Record<string, unknown>>(
  item: T,
  classes: Partial<Record<keyof T, FieldClass>>,
  visible: Set<FieldClass>,
): T {
  const result: Record<string, unknown> = {};
  for (const key in item) {
    // A field without a class is treated as the most protected one: it must be classified before anyone sees it.
    const fieldClass = classes[key as keyof T] ?? 'pay';
    if (visible.has(fieldClass)) result[key] = item[key];
  }
  return result as T;
}

type ScopeColumns = { id: AnyColumn; departmentId: AnyColumn; groupId: AnyColumn };

/**
 * The set of people whose `fieldClass` fields the reader may read, described once: its condition for queries
 * (undefined means everyone) and a text naming the set, so that results computed for one reader's scope can be kept
 * and reused for another reader with the same scope (lib/page-anchors.ts). One switch gives both: two readers with
 * the same name always get the same condition.
 */
function scopeOfReader(reader: Reader, fieldClass: FieldClass) {
  const self = { key: `self:${reader.id}`, where: (c: ScopeColumns): SQL | undefined => eq(c.id, reader.id) };
  switch (readScopeOf(reader.role_id, fieldClass)) {
    case 'company':
      return { key: 'company', where: () => undefined };
    case 'own_department': {
      const department = reader.department_id;
      if (department === null) return self;
      return {
        key: `department:${department}+${reader.id}`,
        where: (c: ScopeColumns) => or(self.where(c), eq(c.departmentId, department)),
      };
    }
    case 'own_group': {
      const groups = [...new Set(reader.groupIds)].sort((x, y) => x - y);
      if (groups.length === 0) return self;
      return {
        key: `groups:${groups.join(',')}+${reader.id}`,
        where: (c: ScopeColumns) => or(self.where(c), inArray(c.groupId, groups)),
      };
    }
    case 'self':
      return self;
    default:
      return { key: 'none', where: () => sql`false` };
  }
}

/**
 * A condition selecting the people whose `fieldClass` fields the reader may read, for lists, exports and counts;
 * undefined means everyone. The columns are the person's id, department and group.
 */
export function inScope(reader: Reader, fieldClass: FieldClass, columns: ScopeColumns): SQL | undefined {
  return scopeOfReader(reader, fieldClass).where(columns);
}

/** A text naming the set of people `inScope` selects for this reader (page anchors are shared by it). */
export function scopeKeyOf(reader: Reader, fieldClass: FieldClass): string {
  return scopeOfReader(reader, fieldClass).key;
}

/**
 * Refuses (422, a message under each field) a filter on a field the reader does not read company-wide: nobody may
 * search people by a phone number they could not see.
 */
export function refuseHiddenFilters(
  reader: Reader,
  query: Record<string, unknown>,
  filterClasses: Record<string, FieldClass>,
): void {
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, fieldClass] of Object.entries(filterClasses)) {
    const value = query[name];
    if (value === undefined || value === '' || value === null) continue;
    if (readScopeOf(reader.role_id, fieldClass) !== 'company') fieldErrors[name] = ['validation.filter_not_allowed'];
  }
  if (Object.keys(fieldErrors).length > 0)
    throw new AppError(422, 'filter_not_allowed', 'errors.filter_not_allowed', {}, fieldErrors);
}
