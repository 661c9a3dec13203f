import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { departments } from './organisation';

/**
 * Salary components: allowances, bonuses and deductions (specification 002 "Salary component"). Money in integer
 * VND; 0/1 flags as smallint, as the specification sends them. `position_id` is a role id 1 to 9 (no position table).
 */
export const salaryComponents = pgTable(
  'salary_components',
  {
    id: serial('id').primaryKey(),
    /**
     * The predefined allowance code a seeded allowance component stands for (`nc`, `transport`, `women`, `meal`,
     * `housing`, `phone`, `other`; contracts `PREDEFINED_ALLOWANCES`): staff allowances of that code follow this
     * component, whatever its name becomes. Null for every other component.
     */
    code: varchar('code', { length: 16 }),
    salary_component_type: varchar('salary_component_type', { length: 16 }).notNull(),
    salary_component_name_vie: varchar('salary_component_name_vie', { length: 256 }).notNull(),
    salary_component_name_jp: varchar('salary_component_name_jp', { length: 256 }).notNull(),
    description_vie: varchar('description_vie', { length: 256 }),
    description_jp: varchar('description_jp', { length: 256 }),
    application_method: smallint('application_method').notNull(),
    apply_by_formula: varchar('apply_by_formula', { length: 16 }),
    fix_money: bigint('fix_money', { mode: 'number' }),
    standard_amount: varchar('standard_amount', { length: 1 }),
    coefficient: numeric('coefficient', { precision: 12, scale: 4 }),
    tax_calculation: smallint('tax_calculation').notNull(),
    tax_free_amount: bigint('tax_free_amount', { mode: 'number' }),
    attendance_condition: smallint('attendance_condition').notNull().default(0),
    overtime_condition: smallint('overtime_condition').notNull().default(0),
    minimum_number_days: integer('minimum_number_days'),
    is_spouse: smallint('is_spouse'),
    add_leave_days: integer('add_leave_days'),
    included_social_insurance: smallint('included_social_insurance').notNull().default(0),
    included_in_overtime: smallint('included_in_overtime').notNull().default(0),
    deducted_in_first_payroll: smallint('deducted_in_first_payroll').notNull().default(0),
    deducted_in_final_payroll: smallint('deducted_in_final_payroll').notNull().default(0),
    scope_of_application: smallint('scope_of_application').notNull(),
    is_department: smallint('is_department').notNull().default(0),
    // A component's department condition: the department cannot be deleted while a component names it (409 referenced).
    department_id: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    is_position: smallint('is_position').notNull().default(0),
    position_id: smallint('position_id'),
    is_sex: smallint('is_sex').notNull().default(0),
    sex: smallint('sex'),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    status: smallint('status').notNull().default(1),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('salary_components_type_idx').on(t.salary_component_type, t.id),
    uniqueIndex('salary_components_code').on(t.code),
    index('salary_components_department_idx').on(t.department_id),
    check('salary_components_type', sql`${t.salary_component_type} in ('allowance', 'bonus', 'deduction')`),
    check('salary_components_method', sql`${t.application_method} in (1, 2, 3)`),
    check('salary_components_tax', sql`${t.tax_calculation} in (1, 2, 3)`),
    check('salary_components_scope', sql`${t.scope_of_application} in (1, 2, 3)`),
    check('salary_components_status', sql`${t.status} in (0, 1)`),
    check('salary_components_money', sql`coalesce(${t.fix_money}, 0) >= 0 and coalesce(${t.tax_free_amount}, 0) >= 0`),
    check(
      'salary_components_dates',
      sql`${t.end_date} is null or ${t.start_date} is null or ${t.end_date} >= ${t.start_date}`,
    ),
  ],
);
