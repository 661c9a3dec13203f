import { ROLES } from '@hr/contracts';
import { and, gte, isNull, ne, notInArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { staffRecords, users } from './schema/index';

/**
 * A person of the company: every account but a kiosk's (a tablet signs in, it is nobody). Head counts, staff lists,
 * check-ins and payroll use this one condition so a kiosk account is never counted, paid or checked in.
 */
export const isPerson = ne(users.role_id, ROLES.KIOSK);

/** Working statuses of people no longer working (5 resigned, 6 retired). */
export const NOT_WORKING_STATUSES = [5, 6] as const;

/** A date: 'YYYY-MM-DD', or an expression of one (a column, a placeholder, `d.date` of an unnested list). */
export type DateValue = string | SQL | Placeholder;

/**
 * The people the monthly payroll pays for a period `from` to `to` (a month): a person (not a kiosk), not deleted, with
 * a staff record (an account without one, such as the administrator, is never paid), started on or before the
 * period's end and not terminated before its start. Resigned or retired people (status 5, 6) are paid up to their
 * termination date; without one they are no longer paid. The payroll run and every order's recipients (bonus and
 * deduction, of each scope) read this one condition, so nobody gets an order no payroll pays. The query joins
 * `staff_records` on `users.id`.
 */
export function paidInPeriod(from: DateValue, to: DateValue): SQL {
  return and(
    isNull(users.deleted_at),
    isPerson,
    sql`coalesce(${staffRecords.probation_start_date}, ${staffRecords.official_start_date}, ${from}) <= ${to}`,
    or(
      gte(staffRecords.termination_date, from),
      and(isNull(staffRecords.termination_date), notInArray(users.status, [...NOT_WORKING_STATUSES])),
    ),
  )!;
}

/**
 * `paidInPeriod` for a query on `users` that does not join `staff_records`: the same condition, read from the
 * person's record. Attendance counts, checks in and lists exactly these people on the dates it reads (an account
 * without a staff record, such as the administrator, takes no part: docs/attendance.md "Who takes part").
 */
export function paidInPeriodOf(from: DateValue, to: DateValue): SQL {
  return sql`exists (select from ${staffRecords} where ${staffRecords.user_id} = ${users.id} and ${paidInPeriod(from, to)})`;
}
