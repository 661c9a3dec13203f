import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { shifts, users } from './organisation';
import { memberShifts } from './planning';
import { salaryComponents } from './salary-components';

/**
 * A bonus or deduction order (specification 001 "Bonus / deduction order"). It copies its salary component's name and
 * treatment at creation, so a later change of the settings does not change a past month. Never updated: an order is
 * created and its entries deleted.
 */
export const payrollOrders = pgTable(
  'payroll_orders',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull(),
    // History: a component that orders name is never deleted (no cascade).
    salary_component_id: integer('salary_component_id')
      .notNull()
      .references(() => salaryComponents.id, { onDelete: 'restrict' }),
    component_name: varchar('component_name', { length: 256 }).notNull(),
    application_method: smallint('application_method').notNull(),
    tax_calculation: smallint('tax_calculation').notNull(),
    tax_free_amount: bigint('tax_free_amount', { mode: 'number' }),
    attendance_condition: smallint('attendance_condition').notNull(),
    overtime_condition: smallint('overtime_condition').notNull(),
    minimum_number_days: integer('minimum_number_days'),
    scope_of_application: smallint('scope_of_application').notNull(),
    /** The conditions the recipients were resolved by (departments, positions, sex), as sent. */
    criteria: jsonb('criteria'),
    date: date('date', { mode: 'string' }).notNull(),
    note: varchar('note', { length: 256 }),
    /** How many entries the order has now: the lists' totals add these up instead of counting 1,000,000 rows. */
    recipients: integer('recipients').notNull().default(0),
    /**
     * The amount of every entry when they all have the same (always for fixed and flexible amounts): the list's value
     * filter then takes or leaves the whole order. Null when they differ (a formula over different salaries), or for
     * an order written before this column: its entries are searched.
     */
    amount: bigint('amount', { mode: 'number' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payroll_orders_kind_idx').on(t.kind, t.id),
    index('payroll_orders_component_idx').on(t.salary_component_id),
    index('payroll_orders_created_by_idx').on(t.created_by),
    check('payroll_orders_kind', sql`${t.kind} in ('bonus', 'deduction')`),
    check('payroll_orders_tax', sql`${t.tax_calculation} in (1, 2, 3)`),
  ],
);

/**
 * One person's entry of an order: who got it, resolved at creation. Kind, component, date, month and amount are
 * repeated from the order so the lists (1,000,000 rows) and payroll's month read one table through its indexes, and
 * so the database itself refuses a second entry of the same component for a person in one pay month.
 */
export const payrollOrderRecipients = pgTable(
  'payroll_order_recipients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign keys on the order and the person: an entire-company order writes 100,000 entries, and a key checks
    // each entry by itself (a query and a row lock per entry, about 45 % of the order's database time; docs/
    // benchmarks.md §9). Both hold without them: the entries are written only by the order's create, in its
    // transaction, by one statement reading the people from `users`; an order is deleted only with its last entry;
    // people are never deleted (`users.deleted_at`, docs/data-model.md). What the keys did on delete is kept by
    // triggers (migration 0035): an order takes its entries with it, a person with entries cannot be deleted.
    order_id: integer('order_id').notNull(),
    user_id: integer('user_id').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    salary_component_id: integer('salary_component_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** The first day of the order's month: the pay month the entry counts in. */
    pay_month: date('pay_month', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Component and month first: an order's duplicate check reads only that component's month, and the index grows
    // at its end while an order is written (people in id order).
    uniqueIndex('payroll_order_recipients_once').on(t.salary_component_id, t.pay_month, t.user_id),
    // The lists walk an order's entries in this order (newest order first), pages found from the orders' counts.
    index('payroll_order_recipients_order_idx').on(t.order_id, t.id),
    index('payroll_order_recipients_month_idx').on(t.pay_month, t.user_id),
    // A person's orders (the list's staff code and name filters), month next: their payslip's orders.
    index('payroll_order_recipients_user_idx').on(t.user_id, t.pay_month),
    // The list's value filter (an exact amount) in list order, for orders whose entries differ (`amount` null) and
    // for readers of part of the company: without it the filter read every entry of the kind (docs/benchmarks.md §9).
    index('payroll_order_recipients_amount_idx').on(t.kind, t.amount, t.order_id, t.id),
    check('payroll_order_recipients_kind', sql`${t.kind} in ('bonus', 'deduction')`),
    check('payroll_order_recipients_amount', sql`${t.amount} >= 0`),
  ],
);

/**
 * A shift-change request: a person works `shift_id_change` instead of `shift_id` on `date_change`. Creating it
 * applies it (one-day shift assignment `member_shift_id`); `original_source` says where the replaced shift came from,
 * so deleting the request puts it back.
 */
export const shiftChanges = pgTable(
  'shift_changes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The replaced shift; null: the settings' standard working time (source 'default'). */
    shift_id: integer('shift_id').references(() => shifts.id, { onDelete: 'restrict' }),
    shift_id_change: integer('shift_id_change')
      .notNull()
      .references(() => shifts.id, { onDelete: 'restrict' }),
    date_change: date('date_change', { mode: 'string' }).notNull(),
    reason: varchar('reason', { length: 256 }),
    /** 'assignment', 'work_plan', 'person' or 'default' (the standard working time): the replaced shift's origin. */
    original_source: varchar('original_source', { length: 16 }).notNull(),
    member_shift_id: bigint('member_shift_id', { mode: 'number' }).references(() => memberShifts.id, {
      onDelete: 'set null',
    }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shift_changes_once').on(t.user_id, t.date_change),
    index('shift_changes_date_idx').on(t.date_change, t.id),
    index('shift_changes_shift_idx').on(t.shift_id),
    index('shift_changes_shift_change_idx').on(t.shift_id_change),
    index('shift_changes_created_by_idx').on(t.created_by),
    index('shift_changes_member_shift_idx').on(t.member_shift_id),
    check('shift_changes_source', sql`${t.original_source} in ('assignment', 'work_plan', 'person', 'default')`),
  ],
);
