import type { PayConfigItem, StaffRecord, TaxProfileItem } from '@hr/contracts';
import type { Db, Executor } from '../../db/client';
import { basicSalaryOn, staffRepository } from './staff.repository';
import { leaveDepartmentOf, payConfigOut, staffService, taxProfileOut } from './staff.service';

/**
 * The public face of staff records: what payroll, the users area and later areas may read, inside their own unit of
 * work (`executor`: the database or their transaction), as contract types. Other modules import this file only.
 *
 * "In force on a date" (pay configurations, insurance and tax profiles): the row with the latest `effective_date`
 * on or before the date; among rows of that date, the latest recorded. Rows are never updated or deleted, so a past
 * month reads exactly as it was computed (docs/data-model.md "Staff").
 */
export function staffApi(executor: Executor) {
  const repo = staffRepository(executor);
  return {
    /** The pay configuration (basic salary, rate, allowances) in force on `date`, or null before the first. */
    async payInForce(userId: number, date: string): Promise<PayConfigItem | null> {
      const row = await repo.payInForce(userId, date);
      return row ? payConfigOut(row) : null;
    },

    /**
     * The pay configurations of a period `from` to `to` (a month): the one in force on `from` (if any) and each one
     * taking effect after it up to `to`, in order. Payroll splits the month at each one's effective date.
     */
    async payWithin(userId: number, from: string, to: string): Promise<PayConfigItem[]> {
      const [first, changes] = await Promise.all([repo.payInForce(userId, from), repo.payBetween(userId, from, to)]);
      return [...(first ? [first] : []), ...changes].map(payConfigOut);
    },

    /** The insurance and tax profile (with dependents, union member, hazardous work, residency) in force on `date`. */
    async taxInForce(userId: number, date: string): Promise<TaxProfileItem | null> {
      const row = await repo.taxInForce(userId, date);
      return row ? taxProfileOut(row) : null;
    },

    /** The basic salary in force on `date` of each person (people without a pay configuration are absent). */
    basicSalaries: (userIds: number[], date: string) => repo.basicSalaries(userIds, date),

    /**
     * Payroll's batched reads (a few queries for a whole month, never one per person): the people employed in the
     * month, their pay configurations within it and their profiles in force at its end.
     */
    payrollPeople: (from: string, to: string, departmentIds: number[] | null) =>
      repo.payrollPeople(from, to, departmentIds),
    async payWithinMany(userIds: number[], from: string, to: string): Promise<Map<number, PayConfigItem[]>> {
      const byUser = new Map<number, PayConfigItem[]>();
      for (const row of await repo.payWithinMany(userIds, from, to))
        byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), payConfigOut(row)]);
      return byUser;
    },
    async taxInForceMany(userIds: number[], date: string): Promise<Map<number, TaxProfileItem>> {
      return new Map((await repo.taxInForceMany(userIds, date)).map((row) => [row.user_id, taxProfileOut(row)]));
    },
    payrollNames: (userIds: number[]) => repo.payrollNames(userIds),

    /** Bank data for the transfer sheet. */
    async bankOf(userId: number) {
      const record = await repo.record(userId);
      return record ? { bank_name: record.bank_name, bank_account_number: record.bank_account_number } : null;
    },

    /**
     * The staff record's fields of `GET /users/{id}` beyond the person's own (unprojected: the caller removes what
     * the reader may not read). Pay and profile are the ones in force on `date`.
     */
    async recordFields(userId: number, date: string): Promise<Partial<StaffRecord>> {
      const [record, pay, tax] = await Promise.all([
        repo.record(userId),
        repo.payInForce(userId, date),
        repo.taxInForce(userId, date),
      ]);
      const payConfig = pay ? payConfigOut(pay) : null;
      const profile = tax ? taxProfileOut(tax) : null;
      return {
        has_staff_record: Boolean(record),
        ...(record
          ? {
              marital_status: record.marital_status,
              marital_id: record.marital_id,
              marital_name: record.marital_id ? await repo.nameOf(record.marital_id) : null,
              address: record.address,
              educational_level: record.educational_level,
              probation_start_date: record.probation_start_date,
              official_start_date: record.official_start_date,
              termination_date: record.termination_date,
              citize_id_card: record.citize_id_card,
              bank_name: record.bank_name,
              bank_account_number: record.bank_account_number,
            }
          : {}),
        basic_salary: payConfig?.basic_salary ?? null,
        pay_config: payConfig,
        allowances: payConfig?.allowances ?? [],
        personal_income_tax: profile,
        dependents: profile?.dependents ?? [],
      };
    },
  };
}

/**
 * The basic salary in force on a date of the person in a column of the caller's statement, as an expression (null
 * before their first pay configuration): the same rule as `basicSalaries`, for a statement over many people.
 */
export const basicSalaryInForce = basicSalaryOn;

/**
 * A department change, for any form that changes a person's department (the user form too): their future shift
 * assignments and their department group membership go, in the caller's transaction, with one audit row.
 */
export const leaveDepartment = leaveDepartmentOf;

/**
 * The staff forms that arrive on the users area's routes (`POST /users` and `PUT /users/{id}` with
 * `form: 'staff'`): the users area dispatches them here and answers the record it reads back.
 */
export function staffForms(db: Db) {
  const service = staffService(db);
  return { create: service.create, updateRow: service.updateRow };
}
export type StaffForms = ReturnType<typeof staffForms>;
