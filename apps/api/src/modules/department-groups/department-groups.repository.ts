import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { departmentGroupMembers, departmentGroups, departments, users } from '../../db/schema/index';

/** The database or the transaction the service opened (db/client.ts). */
import type { Executor } from '../../db/client';
export type GroupRow = typeof departmentGroups.$inferSelect;
type GroupValues = Pick<GroupRow, 'department_id' | 'group_code' | 'group_name' | 'group_leader'>;
export type PersonRow = { id: number; alias_id: string; full_name: string };

/** People still on the books: deleted people vanish from group lists and counts. */
const present = isNull(users.deleted_at);
const person = { id: users.id, alias_id: users.alias_id, full_name: users.full_name };

export function departmentGroupsRepository(db: Executor) {
  return {
    async departmentExists(departmentId: number) {
      const [row] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, departmentId));
      return row !== undefined;
    },

    /** The department's groups with their leader and how many (present) people they hold. */
    async listByDepartment(departmentId: number) {
      const memberCount = db
        .select({ group_id: departmentGroupMembers.group_id, members_count: count().as('members_count') })
        .from(departmentGroupMembers)
        .innerJoin(users, and(eq(users.id, departmentGroupMembers.user_id), present))
        .groupBy(departmentGroupMembers.group_id)
        .as('member_count');
      return db
        .select({
          group: departmentGroups,
          leader: { id: users.id, alias_id: users.alias_id, full_name: users.full_name, deleted_at: users.deleted_at },
          members_count: sql<number>`coalesce(${memberCount.members_count}, 0)::int`,
        })
        .from(departmentGroups)
        .leftJoin(users, eq(users.id, departmentGroups.group_leader))
        .leftJoin(memberCount, eq(memberCount.group_id, departmentGroups.id))
        .where(eq(departmentGroups.department_id, departmentId))
        .orderBy(asc(departmentGroups.group_name), asc(departmentGroups.id));
    },

    async find(id: number) {
      const [row] = await db.select().from(departmentGroups).where(eq(departmentGroups.id, id));
      return row;
    },

    async person(id: number): Promise<PersonRow | undefined> {
      const [row] = await db
        .select(person)
        .from(users)
        .where(and(eq(users.id, id), present));
      return row;
    },

    members: (groupId: number): Promise<PersonRow[]> =>
      db
        .select(person)
        .from(departmentGroupMembers)
        .innerJoin(users, and(eq(users.id, departmentGroupMembers.user_id), present))
        .where(eq(departmentGroupMembers.group_id, groupId))
        .orderBy(asc(users.alias_id)),

    /**
     * Locks the chosen people's rows until the transaction ends, so two group saves moving the same person run one
     * after the other; answers those who are active staff of the department.
     */
    lockActiveStaff: (departmentId: number, ids: number[]): Promise<PersonRow[]> =>
      db
        .select(person)
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.department_id, departmentId), eq(users.is_active, true), present))
        .orderBy(asc(users.id))
        .for('update'),

    peopleByIds: (ids: number[]): Promise<PersonRow[]> =>
      db.select(person).from(users).where(inArray(users.id, ids)).orderBy(asc(users.alias_id)),

    /** Which of these people sit in a group other than `exceptGroupId`, and whether they lead it. */
    otherGroups: (ids: number[], exceptGroupId?: number) =>
      db
        .select({
          ...person,
          group_id: departmentGroups.id,
          group_name: departmentGroups.group_name,
          group_leader: departmentGroups.group_leader,
        })
        .from(departmentGroupMembers)
        .innerJoin(departmentGroups, eq(departmentGroups.id, departmentGroupMembers.group_id))
        .innerJoin(users, eq(users.id, departmentGroupMembers.user_id))
        .where(
          and(
            inArray(departmentGroupMembers.user_id, ids),
            exceptGroupId === undefined ? undefined : ne(departmentGroupMembers.group_id, exceptGroupId),
          ),
        )
        .orderBy(asc(users.alias_id)),

    /** Groups of the department with the same code or name (case-insensitive), other than `exceptId`. */
    duplicates: (departmentId: number, code: string, name: string, exceptId?: number) =>
      db
        .select({ group_code: departmentGroups.group_code, group_name: departmentGroups.group_name })
        .from(departmentGroups)
        .where(
          and(
            eq(departmentGroups.department_id, departmentId),
            sql`(lower(${departmentGroups.group_code}) = lower(${code}) or lower(${departmentGroups.group_name}) = lower(${name}))`,
            exceptId === undefined ? undefined : ne(departmentGroups.id, exceptId),
          ),
        ),

    async insert(values: GroupValues) {
      const [row] = await db.insert(departmentGroups).values(values).returning();
      return row!;
    },

    /** Updates only when the row still has `version`; undefined means it changed meanwhile (or is gone). */
    async update(id: number, version: number | undefined, values: GroupValues) {
      const [row] = await db
        .update(departmentGroups)
        .set({ ...values, version: sql`${departmentGroups.version} + 1`, updated_at: new Date() })
        .where(
          and(eq(departmentGroups.id, id), version === undefined ? undefined : eq(departmentGroups.version, version)),
        )
        .returning();
      return row;
    },

    /** Makes `ids` exactly the group's members, taking them out of any other group first. */
    async setMembers(groupId: number, ids: number[]) {
      await db.delete(departmentGroupMembers).where(eq(departmentGroupMembers.group_id, groupId));
      await db.delete(departmentGroupMembers).where(inArray(departmentGroupMembers.user_id, ids));
      await db.insert(departmentGroupMembers).values(ids.map((user_id) => ({ group_id: groupId, user_id })));
    },

    async remove(id: number) {
      const deleted = await db
        .delete(departmentGroups)
        .where(eq(departmentGroups.id, id))
        .returning({ id: departmentGroups.id });
      return deleted.length > 0;
    },

    /** Takes a person out of their department group (a department change); a group they led loses its leader. */
    async removePerson(userId: number) {
      const left = await db
        .delete(departmentGroupMembers)
        .where(eq(departmentGroupMembers.user_id, userId))
        .returning({ group_id: departmentGroupMembers.group_id });
      const unled = await db
        .update(departmentGroups)
        .set({ group_leader: null, version: sql`${departmentGroups.version} + 1`, updated_at: new Date() })
        .where(eq(departmentGroups.group_leader, userId))
        .returning({ id: departmentGroups.id });
      return { groupIds: left.map((r) => r.group_id), ledGroupIds: unled.map((r) => r.id) };
    },
  };
}
