import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, json, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { departments, users } from './organisation';

/**
 * A payroll run of a month, for the company or some departments (docs/payroll.md "The run"). Append-only: a re-run
 * adds a run; a person's payroll of a month is their result in the latest run that holds them. A run and all its
 * results are written in one transaction, so a run that fails leaves the previous state.
 */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    month: date('month', { mode: 'string' }).notNull(),
    /** Null: the whole company. */
    department_ids: integer('department_ids').array(),
    started_by: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    people: integer('people').notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    employer_total: bigint('employer_total', { mode: 'number' }).notNull(),
    /** The settings versions read: { tax_insurance: {id, effective_from}, default_salary, work_schedule }. */
    settings: jsonb('settings').notNull(),
    /**
     * What every result of the run shares, kept once (payroll.stored.ts): field names, the lines' rules, settings
     * versions and figure names, texts, the month's holidays. Null for runs stored before it: their rows hold it all.
     */
    legend: jsonb('legend'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payroll_runs_first_day', sql`extract(day from ${t.month}) = 1`),
    index('payroll_runs_month_idx').on(t.month, t.id),
    index('payroll_runs_started_by_idx').on(t.started_by),
  ],
);

/** One person's month in a run: the figures, every line that made them, and a snapshot of the inputs used. */
export const payrollResults = pgTable(
  'payroll_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // History: results are never cascaded away with their run or their person.
    run_id: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'restrict' }),
    month: date('month', { mode: 'string' }).notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    department_id: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    base_pay: bigint('base_pay', { mode: 'number' }).notNull(),
    allowances: bigint('allowances', { mode: 'number' }).notNull(),
    overtime_pay: bigint('overtime_pay', { mode: 'number' }).notNull(),
    bonuses: bigint('bonuses', { mode: 'number' }).notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    employee_insurance: bigint('employee_insurance', { mode: 'number' }).notNull(),
    union_dues: bigint('union_dues', { mode: 'number' }).notNull(),
    taxable_income: bigint('taxable_income', { mode: 'number' }).notNull(),
    income_tax: bigint('income_tax', { mode: 'number' }).notNull(),
    deductions: bigint('deductions', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    employer_total: bigint('employer_total', { mode: 'number' }).notNull(),
    // The employee insurance's parts, for the payroll export.
    social_insurance: bigint('social_insurance', { mode: 'number' }).notNull(),
    health_insurance: bigint('health_insurance', { mode: 'number' }).notNull(),
    unemployment_insurance: bigint('unemployment_insurance', { mode: 'number' }).notNull(),
    /**
     * The engine's PayResult (totals and lines) and the inputs (pay configurations, profile, region, day counts,
     * orders) in the stored shape of payroll.stored.ts. `json`, not `jsonb`: written once, read whole, never queried.
     */
    result: json('result').notNull(),
    inputs: json('inputs').notNull(),
  },
  (t) => [
    index('payroll_results_run_idx').on(t.run_id),
    index('payroll_results_month_user_idx').on(t.month, t.user_id, t.run_id),
    index('payroll_results_user_idx').on(t.user_id),
    index('payroll_results_department_idx').on(t.department_id),
  ],
);
