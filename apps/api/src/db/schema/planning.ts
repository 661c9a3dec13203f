import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { departments, shifts, users } from './organisation';

/** A department's work plan for one date: which shift, and who works it. */
export const departmentWorkingPlans = pgTable(
  'department_working_plans',
  {
    // bigint: one row per department and date, forever.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // History: a department with work plans is never deleted (no cascade).
    department_id: integer('department_id')
      .notNull()
      .references(() => departments.id),
    date: date('date', { mode: 'string' }).notNull(),
    shift_id: integer('shift_id')
      .notNull()
      .references(() => shifts.id),
    created_by: integer('created_by').references(() => users.id),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('department_working_plans_department_date_idx').on(t.department_id, t.date),
    index('department_working_plans_shift_idx').on(t.shift_id),
    index('department_working_plans_created_by_idx').on(t.created_by),
  ],
);

export const departmentWorkingPlanUsers = pgTable(
  'department_working_plan_users',
  {
    plan_id: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => departmentWorkingPlans.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.plan_id, t.user_id] }),
    index('department_working_plan_users_user_idx').on(t.user_id),
  ],
);

/** Department groups: named sets of staff with a leader, inside one department. */
export const departmentGroups = pgTable(
  'department_groups',
  {
    id: serial('id').primaryKey(),
    department_id: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    group_code: varchar('group_code', { length: 16 }).notNull(),
    group_name: varchar('group_name', { length: 128 }).notNull(),
    group_leader: integer('group_leader').references(() => users.id),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('department_groups_code_unique').on(t.department_id, sql`lower(${t.group_code})`),
    uniqueIndex('department_groups_name_unique').on(t.department_id, sql`lower(${t.group_name})`),
    index('department_groups_leader_idx').on(t.group_leader),
  ],
);

/** A person belongs to at most one group. */
export const departmentGroupMembers = pgTable(
  'department_group_members',
  {
    group_id: integer('group_id')
      .notNull()
      .references(() => departmentGroups.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.group_id, t.user_id] }),
    uniqueIndex('department_group_members_user_unique').on(t.user_id),
  ],
);

/** Shift assignment: a person works a shift from start_date to end_date (inclusive). No two of a person overlap. */
export const memberShifts = pgTable(
  'member_shifts',
  {
    // bigint: one row per person and assignment, forever.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    // History: a department with shift assignments is never deleted (no cascade).
    department_id: integer('department_id')
      .notNull()
      .references(() => departments.id),
    shift_id: integer('shift_id')
      .notNull()
      .references(() => shifts.id),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    created_by: integer('created_by').references(() => users.id),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_shifts_user_dates_idx').on(t.user_id, t.start_date, t.end_date),
    // Covers the assignment list's per-person counts (lib/page-anchors.ts) without reading the table.
    index('member_shifts_department_idx').on(t.department_id, t.start_date, t.end_date, t.user_id, t.shift_id),
    index('member_shifts_shift_idx').on(t.shift_id),
    index('member_shifts_created_by_idx').on(t.created_by),
    check('member_shifts_dates_ordered', sql`${t.end_date} >= ${t.start_date}`),
    // The exclusion constraint member_shifts_no_overlap (btree_gist) is in migration 0004: drizzle cannot express it.
  ],
);
