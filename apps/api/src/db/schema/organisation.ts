import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const departmentTypes = pgTable('department_types', {
  id: serial('id').primaryKey(),
  type: varchar('type', { length: 64 }).notNull(),
});

export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    /** The department's own code, shown as "Department ID". */
    department_id: varchar('department_id', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    department_type_id: integer('department_type_id').references(() => departmentTypes.id),
    leader_id: integer('leader_id').references((): AnyPgColumn => users.id),
    /** Minimum-wage region (1 to 4) of the department's workplace; null: the company's region (settings). */
    region: smallint('region'),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('departments_department_id_unique').on(sql`lower(${t.department_id})`),
    index('departments_department_type_idx').on(t.department_type_id),
    index('departments_leader_idx').on(t.leader_id),
    check('departments_region_check', sql`${t.region} between 1 and 4`),
  ],
);

/** Shift groups: named working-hour templates. Check-out before check-in means the shift ends the next day. */
export const shifts = pgTable(
  'shifts',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    description: text('description'),
    normal_checkin_time: time('normal_checkin_time').notNull(),
    normal_checkout_time: time('normal_checkout_time').notNull(),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  /** Names differing only by letter case are the same name. */
  (t) => [uniqueIndex('shifts_name_unique').on(sql`lower(${t.name})`)],
);

export const departmentShifts = pgTable(
  'department_shifts',
  {
    department_id: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    shift_id: integer('shift_id')
      .notNull()
      .references(() => shifts.id),
  },
  (t) => [primaryKey({ columns: [t.department_id, t.shift_id] }), index('department_shifts_shift_idx').on(t.shift_id)],
);
