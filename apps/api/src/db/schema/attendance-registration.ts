import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  time,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { managementLeaveTypes } from './leave-types';
import { users } from './organisation';

/**
 * A person's working plan: absence items (leave, business trip, going out, ...) with their dates and times.
 * History is kept: an edit or a delete never changes a row in place, it sets `deleted_at/by` on the old row (and an
 * edit inserts the new one with `replaces_id`), so what the working days of a past month were computed from stays
 * readable. The current items are those without `deleted_at` (docs/attendance.md "Registration").
 */
export const staffWorkingPlans = pgTable(
  'staff_working_plans',
  {
    id: serial('id').primaryKey(),
    // History: a person with working plans is never hard-deleted.
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    working_plan_type_id: smallint('working_plan_type_id').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    /** Null for the whole-day types (4 and 5): the item covers its dates entirely. */
    start_time: time('start_time'),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    end_time: time('end_time'),
    /** A location code of the plan-config lookup, or the free text typed after choosing 'Others'. */
    location_of_plan: varchar('location_of_plan', { length: 255 }),
    /** A reason code of the plan-config lookup, or free text. */
    reason: varchar('reason', { length: 500 }),
    /**
     * The leave type of a leave item (absence types 1, 4 and 6): payroll pays its days at the type's salary rate.
     * A type in use is never deleted (history).
     */
    leave_type_id: integer('leave_type_id').references(() => managementLeaveTypes.id, { onDelete: 'no action' }),
    /** The item this one replaced when it was edited. */
    replaces_id: integer('replaces_id'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    deleted_by: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('staff_working_plans_current_idx').on(t.user_id, t.end_date).where(sql`${t.deleted_at} is null`),
    // Everyone's items not over yet (the overview): the ones ending on or after a date, few, whatever the history.
    index('staff_working_plans_current_end_idx').on(t.end_date, t.start_date).where(sql`${t.deleted_at} is null`),
    index('staff_working_plans_created_by_idx').on(t.created_by),
    index('staff_working_plans_leave_type_idx').on(t.leave_type_id),
    index('staff_working_plans_deleted_by_idx').on(t.deleted_by),
    check('staff_working_plans_dates_check', sql`${t.end_date} >= ${t.start_date}`),
  ],
);

/**
 * The working status a person registers during the day (specification 000 section 4): late check-in, early
 * check-out, start and finish of a break. Append-only: one row per press, never changed.
 */
export const attendanceStatusRegistrations = pgTable(
  'attendance_status_registrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    work_date: date('work_date', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    registered_at: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who pressed the button: the person, or a manager or HR for them. */
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('attendance_status_registrations_day_idx').on(t.work_date, t.user_id, t.registered_at),
    index('attendance_status_registrations_user_idx').on(t.user_id, t.work_date),
    index('attendance_status_registrations_actor_idx').on(t.actor_id),
    check(
      'attendance_status_registrations_kind_check',
      sql`${t.kind} in ('late_checkin', 'early_checkout', 'go_out', 'come_back')`,
    ),
  ],
);
