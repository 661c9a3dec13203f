import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
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
import { FOLD } from '../fold';

// Departments and people reference each other (a department's leader, a person's department and shift), so they
// live in one file: two files would import each other.
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

/**
 * One row per person: the account someone signs in with and, as later areas add their columns, the staff record
 * (pay, insurance, dependents, histories hang off this id). People are never hard-deleted: `deleted_at` marks them.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Staff ID (employee code), `alias_id` in the staff screens. */
    alias_id: varchar('alias_id', { length: 16 }).notNull(),
    username: varchar('username', { length: 64 }).notNull(),
    email: varchar('email', { length: 255 }),
    /** argon2id; null means the person cannot sign in until an administrator sets a password. */
    password_hash: text('password_hash'),
    first_name: varchar('first_name', { length: 64 }).notNull(),
    last_name: varchar('last_name', { length: 64 }).notNull(),
    full_name: varchar('full_name', { length: 128 }).notNull(),
    /** full_name lower-cased without diacritics, kept by the database, searched through a trigram index. */
    name_search: text('name_search').generatedAlwaysAs(
      sql.raw(`lower(translate(full_name, '${FOLD.from}', '${FOLD.to}'))`),
    ),
    role_id: smallint('role_id').notNull(),
    department_id: integer('department_id').references(() => departments.id),
    shift_id: integer('shift_id').references(() => shifts.id),
    gender: smallint('gender').notNull().default(0),
    phone_number: varchar('phone_number', { length: 20 }),
    dob: date('dob', { mode: 'string' }),
    date_of_join: date('date_of_join', { mode: 'string' }),
    avatar: varchar('avatar', { length: 255 }),
    is_active: boolean('is_active').notNull().default(true),
    /** Working status 1 to 6 (staff screens' badge; contracts `WORKING_STATUSES`). */
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_alias_id_unique').on(sql`lower(${t.alias_id})`),
    // Lists are ordered by staff ID over present people: pages and their anchors (lib/page-anchors.ts) walk these
    // without reading the table (index-only), for everyone, per role and per department.
    index('users_listed_alias_idx').on(t.alias_id).where(sql`${t.deleted_at} is null`),
    index('users_listed_role_alias_idx').on(t.role_id, t.alias_id).where(sql`${t.deleted_at} is null`),
    index('users_listed_status_alias_idx').on(t.status, t.alias_id).where(sql`${t.deleted_at} is null`),
    index('users_listed_department_alias_idx').on(t.department_id, t.alias_id).where(sql`${t.deleted_at} is null`),
    index('users_name_search_trgm').using('gin', sql`${t.name_search} gin_trgm_ops`),
    // "Contains" filters on the staff ID (ILIKE '%nv123%').
    index('users_alias_id_trgm').using('gin', sql`${t.alias_id} gin_trgm_ops`),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    // A present person's phone number is theirs alone; a former employee's number may pass to someone new.
    uniqueIndex('users_phone_unique')
      .on(t.phone_number)
      .where(sql`${t.deleted_at} is null and ${t.phone_number} is not null`),
    index('users_department_idx').on(t.department_id),
    index('users_role_idx').on(t.role_id),
    index('users_shift_idx').on(t.shift_id),
    check('users_status_check', sql`${t.status} between 1 and 6`),
  ],
);

/**
 * People counted per department and role, kept by a trigger on `users` (migration 0004), so that list totals and
 * department member counts never scan the people: `listed` = not deleted (the user list's total), `active` = not
 * deleted and active (a department's number of employees). `department_key` is the department's id, 0 for none.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    department_key: integer('department_key').notNull(),
    role_id: smallint('role_id').notNull(),
    listed: integer('listed').notNull().default(0),
    active: integer('active').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.department_key, t.role_id] })],
);
