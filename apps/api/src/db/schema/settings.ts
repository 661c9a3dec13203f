import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './organisation';

/**
 * Dated versions of the settings payroll reads (`default_salary`, `tax_insurance`, `work_schedule`): each applies
 * from `effective_from` until the next version of its kind. `data` holds the version's fields, validated by the
 * contracts' schema on every save (docs/spec-decisions.md explains why one document per version).
 */
export const settingVersions = pgTable(
  'setting_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 32 }).notNull(),
    effective_from: date('effective_from', { mode: 'string' }).notNull(),
    data: jsonb('data').notNull(),
    version: integer('version').notNull().default(1),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('setting_versions_kind_date_unique').on(t.kind, t.effective_from),
    index('setting_versions_updated_by_idx').on(t.updated_by),
    check('setting_versions_kind_check', sql`${t.kind} in ('default_salary', 'tax_insurance', 'work_schedule')`),
  ],
);

/**
 * Payroll months that are locked (closed): the rules in force during a locked month can no longer change. Written
 * by the payroll area; `month` is the first day of the month.
 */
export const payrollLocks = pgTable(
  'payroll_locks',
  {
    month: date('month', { mode: 'string' }).primaryKey(),
    locked_by: integer('locked_by').references(() => users.id, { onDelete: 'set null' }),
    locked_at: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payroll_locks_first_day', sql`extract(day from ${t.month}) = 1`),
    index('payroll_locks_locked_by_idx').on(t.locked_by),
  ],
);

/** Public and company holidays. `repeat_year` 1: the same month and day every year from `holiday_date`'s year on. */
export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    holiday_name: varchar('holiday_name', { length: 128 }).notNull(),
    /**
     * Set on the public holidays the product adds itself (lib/vn-holidays.ts: 'tet_1', 'national_day', ...): their
     * name is shown from the message catalog in the reader's language. Null for holidays a person typed.
     */
    code: varchar('code', { length: 32 }),
    holiday_date: date('holiday_date', { mode: 'string' }).notNull(),
    /** 1 national, 2 company, 3 local (the form labels it 'other'). */
    type: smallint('type').notNull(),
    repeat_year: smallint('repeat_year').notNull().default(0),
    notes: text('notes'),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('holidays_date_idx').on(t.holiday_date),
    check('holidays_type_check', sql`${t.type} in (1, 2, 3)`),
    check('holidays_repeat_check', sql`${t.repeat_year} in (0, 1)`),
  ],
);
