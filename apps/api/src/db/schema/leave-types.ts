import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Leave types (settings, specification 002 "management_leave_type"). */
export const managementLeaveTypes = pgTable(
  'management_leave_types',
  {
    id: serial('id').primaryKey(),
    leave_code: varchar('leave_code', { length: 16 }).notNull(),
    leave_name_vie: varchar('leave_name_vie', { length: 128 }).notNull(),
    leave_name_jp: varchar('leave_name_jp', { length: 128 }).notNull(),
    description_vie: varchar('description_vie', { length: 256 }),
    description_jp: varchar('description_jp', { length: 256 }),
    /** Share of the normal day's pay paid for a day of this leave, in percent. */
    salary_rate: numeric('salary_rate', { precision: 5, scale: 2 }).notNull(),
    is_deduct_leave: smallint('is_deduct_leave').notNull(),
    is_deduct_attendance: smallint('is_deduct_attendance').notNull(),
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('management_leave_types_code_unique').on(sql`lower(${t.leave_code})`),
    check('management_leave_types_salary_rate', sql`${t.salary_rate} between 0 and 100`),
    check('management_leave_types_flags', sql`${t.is_deduct_leave} in (0, 1) and ${t.is_deduct_attendance} in (0, 1)`),
    check('management_leave_types_status', sql`${t.status} in (0, 1)`),
  ],
);

/** Leave reasons of a leave type ("leave_type_item"): they go with their type. */
export const leaveTypeItems = pgTable(
  'leave_type_items',
  {
    id: serial('id').primaryKey(),
    management_leave_type_id: integer('management_leave_type_id')
      .notNull()
      .references(() => managementLeaveTypes.id, { onDelete: 'cascade' }),
    reason_name_vie: varchar('reason_name_vie', { length: 128 }).notNull(),
    reason_name_jp: varchar('reason_name_jp', { length: 128 }).notNull(),
    description_vie: varchar('description_vie', { length: 256 }),
    description_jp: varchar('description_jp', { length: 256 }),
    max_absent_days: integer('max_absent_days').notNull(),
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leave_type_items_type_idx').on(t.management_leave_type_id),
    check('leave_type_items_days', sql`${t.max_absent_days} between 0 and 366`),
    check('leave_type_items_status', sql`${t.status} in (0, 1)`),
  ],
);

/**
 * The salary rate of a leave type by month, as payroll reads it (docs/payroll.md "Leave"): a row from the first day
 * of the month a rate was set in; never changed once a payroll-locked month read it (the type's update is refused).
 */
export const leaveTypeRates = pgTable(
  'leave_type_rates',
  {
    id: serial('id').primaryKey(),
    management_leave_type_id: integer('management_leave_type_id')
      .notNull()
      .references(() => managementLeaveTypes.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM-01': the rate pays leave from this month on. */
    effective_from: date('effective_from', { mode: 'string' }).notNull(),
    salary_rate: numeric('salary_rate', { precision: 5, scale: 2 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leave_type_rates_type_month_unique').on(t.management_leave_type_id, t.effective_from),
    check('leave_type_rates_salary_rate', sql`${t.salary_rate} between 0 and 100`),
  ],
);
