import { and, asc, between, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isPerson, paidInPeriodOf } from '../../db/person';
import { attendanceDays, departmentGroupMembers, users } from '../../db/schema/index';
import type { PersonDate } from './recompute';

/** A read scope's condition on `users` and `department_group_members` (lib/access.ts `inScope`); none: everyone. */
export type Scope = SQL | undefined;
/** Which stored days `storedPairs` reads besides their dates. */
export type StoredFilter = { userIds?: number[]; shiftId?: number };

/** The statements of close of day (close-of-day.ts) and of the recompute after a settings change (settings-recompute.ts). */
export function closeOfDayRepository(db: Executor) {
  return {
    /**
     * The (person, date) pairs stored between two dates (inclusive), by person then date: everyone's, or only these
     * people's, or only the days planned on this shift group. One statement.
     */
    storedPairs: (from: string, to: string, only: StoredFilter = {}): Promise<PersonDate[]> =>
      db
        .select({ user_id: attendanceDays.user_id, date: attendanceDays.work_date })
        .from(attendanceDays)
        .where(
          and(
            between(attendanceDays.work_date, from, to),
            only.userIds ? inArray(attendanceDays.user_id, only.userIds) : undefined,
            only.shiftId === undefined ? undefined : eq(attendanceDays.shift_id, only.shiftId),
          ),
        )
        .orderBy(asc(attendanceDays.user_id), asc(attendanceDays.work_date)),

    /** The first date with a stored day planned on this shift group, or undefined. */
    async firstDayOfShift(shiftId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ date: sql<string | null>`min(${attendanceDays.work_date})` })
        .from(attendanceDays)
        .where(eq(attendanceDays.shift_id, shiftId));
      return row?.date ?? undefined;
    },

    /**
     * The (person, date) pairs of these dates still open, by person then date: active people (joined by the date,
     * paid by the payroll on it: `paidInPeriodOf`, so not kiosk accounts nor accounts without a staff record) with no stored day or one stored before its shift ended (`not_yet`). One statement.
     */
    async openPairs(dates: string[], scope: Scope): Promise<PersonDate[]> {
      if (dates.length === 0) return [];
      const people = db
        .selectDistinct({ id: users.id })
        .from(users)
        .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id))
        .where(and(isNull(users.deleted_at), eq(users.is_active, true), isPerson, scope));
      const { rows } = await db.execute<PersonDate>(sql`
        select ${users.id} as user_id, d.date::text as date
        from ${users}
        cross join unnest(array[${sql.join(
          dates.map((d) => sql`${d}`),
          sql`, `,
        )}]::date[]) as d(date)
        left join ${attendanceDays} on ${attendanceDays.user_id} = ${users.id} and ${attendanceDays.work_date} = d.date
        where ${users.id} in (${people})
          and (${users.date_of_join} is null or ${users.date_of_join} <= d.date)
          and ${paidInPeriodOf(sql`d.date`, sql`d.date`)}
          and (${attendanceDays.user_id} is null or ${attendanceDays.status} = 'not_yet')
        order by 1, 2`);
      return rows;
    },
  };
}
