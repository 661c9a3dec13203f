import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './organisation';

/**
 * The staff record (specification 001 "Staff"), one row per person beside `users` (the hot table of sign-in and
 * lists stays lean): identity papers, bank, family, address, education and the employment dates. The general fields
 * the lists read (name, staff ID, department, role, gender, phone, e-mail, working status) stay on `users`.
 * History (pay, insurance and tax) is in the dated tables below, never overwritten.
 */
export const staffRecords = pgTable(
  'staff_records',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    citize_id_card: varchar('citize_id_card', { length: 16 }),
    bank_name: varchar('bank_name', { length: 100 }),
    bank_account_number: varchar('bank_account_number', { length: 16 }),
    /** 1 single, 2 married (contracts `MARITAL_STATUSES`). */
    marital_status: smallint('marital_status').notNull().default(1),
    /** The spouse, when they work here too. */
    marital_id: integer('marital_id').references(() => users.id, { onDelete: 'set null' }),
    address: varchar('address', { length: 256 }),
    educational_level: varchar('educational_level', { length: 128 }),
    probation_start_date: date('probation_start_date', { mode: 'string' }),
    official_start_date: date('official_start_date', { mode: 'string' }),
    termination_date: date('termination_date', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Unique among present people: checked by the service under a lock (a deleted person keeps theirs); this index
    // serves the check.
    index('staff_records_citize_id_card_idx').on(sql`lower(${t.citize_id_card})`),
    index('staff_records_marital_idx').on(t.marital_id),
    check('staff_records_marital_status_check', sql`${t.marital_status} in (1, 2)`),
  ],
);

/**
 * Pay configurations: every save is a new row, never updated or deleted. The one in force on a date is the row with
 * the latest `effective_date` on or before it, and among rows of that date the latest recorded (highest id).
 */
export const staffPayConfigs = pgTable(
  'staff_pay_configs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    effective_date: date('effective_date', { mode: 'string' }).notNull(),
    basic_salary: bigint('basic_salary', { mode: 'number' }).notNull(),
    salary_rate: numeric('salary_rate', { precision: 5, scale: 2 }).notNull().default('100'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'restrict' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_pay_configs_user_effective_idx').on(t.user_id, t.effective_date, t.id),
    index('staff_pay_configs_created_by_idx').on(t.created_by),
    check('staff_pay_configs_salary_check', sql`${t.basic_salary} >= 0`),
    check('staff_pay_configs_rate_check', sql`${t.salary_rate} between 0 and 100`),
  ],
);

/** The allowances of one pay configuration (kept with it: a past month reads the allowances it had). */
export const staffPayAllowances = pgTable(
  'staff_pay_allowances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pay_config_id: bigint('pay_config_id', { mode: 'number' })
      .notNull()
      .references(() => staffPayConfigs.id, { onDelete: 'restrict' }),
    allowances_code: varchar('allowances_code', { length: 32 }).notNull(),
    allowances_name: varchar('allowances_name', { length: 128 }).notNull(),
    /** The amount in VND (`quantity` in the specification's form). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** 1 per day, 2 per month (contracts `ALLOWANCE_METHODS`). */
    allowance_method: smallint('allowance_method').notNull(),
    note: varchar('note', { length: 1000 }),
  },
  (t) => [
    index('staff_pay_allowances_config_idx').on(t.pay_config_id),
    check('staff_pay_allowances_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * Insurance and tax profiles, versioned like pay configurations (latest `effective_date` on or before a date, then
 * the latest recorded): what payroll reads for a month. Each save is a new row with its own dependents.
 */
export const staffTaxProfiles = pgTable(
  'staff_tax_profiles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    effective_date: date('effective_date', { mode: 'string' }).notNull(),
    /** 1 joins compulsory insurance, 0 does not. */
    insurance_status: smallint('insurance_status').notNull(),
    insurance_number: varchar('insurance_number', { length: 32 }),
    insurance_contribution_salary: bigint('insurance_contribution_salary', { mode: 'number' }),
    /** 1 exempt, 2 progressive, 3 flat 10 %, 4 flat 20 % (contracts `TAX_TYPES`). */
    applicable_tax_type: smallint('applicable_tax_type').notNull(),
    personal_tax_code: varchar('personal_tax_code', { length: 32 }),
    personal_deduction: bigint('personal_deduction', { mode: 'number' }).notNull().default(0),
    union_member: boolean('union_member').notNull().default(false),
    /** 0 none, 1 heavy or hazardous, 2 especially heavy or hazardous (annual leave 14 / 16 days). */
    hazardous_work: smallint('hazardous_work').notNull().default(0),
    tax_resident: boolean('tax_resident').notNull().default(true),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'restrict' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_tax_profiles_user_effective_idx').on(t.user_id, t.effective_date, t.id),
    index('staff_tax_profiles_insurance_number_idx').on(sql`lower(${t.insurance_number})`),
    index('staff_tax_profiles_tax_code_idx').on(sql`lower(${t.personal_tax_code})`),
    index('staff_tax_profiles_created_by_idx').on(t.created_by),
    check('staff_tax_profiles_insurance_status_check', sql`${t.insurance_status} in (0, 1)`),
    check('staff_tax_profiles_tax_type_check', sql`${t.applicable_tax_type} between 1 and 4`),
    check('staff_tax_profiles_hazardous_check', sql`${t.hazardous_work} between 0 and 2`),
  ],
);

/** The dependents declared with one insurance and tax profile. */
export const staffDependents = pgTable(
  'staff_dependents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tax_profile_id: bigint('tax_profile_id', { mode: 'number' })
      .notNull()
      .references(() => staffTaxProfiles.id, { onDelete: 'restrict' }),
    full_name: varchar('full_name', { length: 128 }).notNull(),
    relationship: varchar('relationship', { length: 128 }).notNull(),
    birth_date: date('birth_date', { mode: 'string' }).notNull(),
    profession: varchar('profession', { length: 128 }),
  },
  (t) => [index('staff_dependents_profile_idx').on(t.tax_profile_id)],
);

/** Work histories (positions held), edited while active (specification 001 section 4). */
export const staffWorkHistories = pgTable(
  'staff_work_histories',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: varchar('title', { length: 256 }).notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }),
    note: text('note'),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_work_histories_user_idx').on(t.user_id, t.start_date),
    check('staff_work_histories_dates_check', sql`${t.end_date} is null or ${t.end_date} >= ${t.start_date}`),
  ],
);
