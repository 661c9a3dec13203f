import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { departmentGroupMembers, departments, users } from '../../db/schema/index';

export type BadgeRow = {
  id: number;
  alias_id: string;
  full_name: string;
  department_name: string | null;
  avatar: string | null;
};

export function badgesRepository(db: Executor) {
  return {
    /**
     * The people of `ids` who are not deleted and inside `scope` (the reader's directory scope, lib/access.ts; it
     * reads the person's group, hence the join: a person belongs to at most one group).
     */
    people(ids: number[], scope: SQL | undefined): Promise<BadgeRow[]> {
      return db
        .select({
          id: users.id,
          alias_id: users.alias_id,
          full_name: users.full_name,
          department_name: departments.name,
          avatar: users.avatar,
        })
        .from(users)
        .leftJoin(departments, eq(departments.id, users.department_id))
        .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id))
        .where(and(inArray(users.id, ids), isNull(users.deleted_at), scope));
    },
  };
}
