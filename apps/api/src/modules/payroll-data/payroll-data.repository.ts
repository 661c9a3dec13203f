import { genderOfSex, type OrderKind } from '@hr/contracts';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paidInPeriod } from '../../db/person';
import {
  departmentGroupMembers,
  payrollOrderRecipients,
  payrollOrders,
  salaryComponents,
  shiftChanges,
  shifts,
  staffRecords,
  users,
} from '../../db/schema/index';
import type { Page } from '../../lib/paging';
import { likePattern } from '../../db/like';
import { basicSalaryInForce } from '../staff/staff.api';

/** The columns that identify a person for read scopes (lib/access.ts). */
export const scopeColumns = {
  id: users.id,
  departmentId: users.department_id,
  groupId: departmentGroupMembers.group_id,
};

/**
 * Who an order is given to: picked people, or everyone matching the conditions (none: everyone); always among the
 * people the payroll of the order's month (`period`) pays (`paidInPeriod`, db/person.ts), so nobody gets an order
 * no payroll pays.
 */
export type RecipientCriteria = (
  | { user_ids: number[] }
  | { department_ids?: number[]; position_ids?: number[]; sex?: number | null }
) & { period: Period };
/** A pay month: its first and last day. */
export type Period = { from: string; to: string };

export type OrderRow = typeof payrollOrders.$inferSelect;
export type OrderValues = typeof payrollOrders.$inferInsert;
export type EntryFilter = {
  alias_id?: string;
  full_name?: string;
  component_name?: string;
  value?: number;
  date?: string;
  created_date?: string;
};
export type ShiftChangeFilter = { alias_id?: string; full_name?: string; start_date?: string; end_date?: string };

/** The first day of the month after `month` ('YYYY-MM-01'). */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** The period of the pay month of a date: its first and last day. */
export function periodOf(date: string): Period {
  const from = `${date.slice(0, 7)}-01`;
  const last = new Date(`${nextMonth(from)}T00:00:00Z`);
  last.setUTCDate(0);
  return { from, to: last.toISOString().slice(0, 10) };
}

/** The condition of the recipients; the query joins `staff_records` on `users.id` (`withRecord`). */
function recipientsWhere(criteria: RecipientCriteria, scope?: SQL): SQL | undefined {
  const working = and(paidInPeriod(criteria.period.from, criteria.period.to), scope);
  if ('user_ids' in criteria) return and(working, inArray(users.id, criteria.user_ids));
  return and(
    working,
    criteria.department_ids?.length ? inArray(users.department_id, criteria.department_ids) : undefined,
    criteria.position_ids?.length ? inArray(users.role_id, criteria.position_ids) : undefined,
    criteria.sex === 0 || criteria.sex === 1 ? eq(users.gender, genderOfSex(criteria.sex)) : undefined,
  );
}

const withRecord = eq(staffRecords.user_id, users.id);

/**
 * Each entry's amount: one for everyone (a fixed or typed amount), or a formula: the person's basic salary in force on
 * `date`, divided by `divisor`, times `coefficient`, rounded half up.
 */
export type EntryAmount = number | { date: string; divisor: number; coefficient: number };

/** The amount as an expression of the recipients' statement (null for a formula without a basic salary). */
function amountSql(amount: EntryAmount): SQL {
  if (typeof amount === 'number') return sql`${amount}::bigint`;
  // Double precision, as the application computed it before (Math.round: half up).
  return sql`floor(${basicSalaryInForce(users.id, amount.date)}::float8 / ${amount.divisor}::float8
    * ${amount.coefficient}::float8 + 0.5)::bigint`;
}

const entryColumns = {
  id: payrollOrderRecipients.id,
  order_id: payrollOrderRecipients.order_id,
  kind: payrollOrderRecipients.kind,
  salary_component_id: payrollOrderRecipients.salary_component_id,
  date: payrollOrderRecipients.date,
  amount: payrollOrderRecipients.amount,
  created_at: payrollOrderRecipients.created_at,
  user_id: users.id,
  alias_id: users.alias_id,
  full_name: users.full_name,
  department_id: users.department_id,
  group_id: departmentGroupMembers.group_id,
  note: payrollOrders.note,
  component_name: payrollOrders.component_name,
  application_method: payrollOrders.application_method,
  tax_calculation: payrollOrders.tax_calculation,
  tax_free_amount: payrollOrders.tax_free_amount,
  attendance_condition: payrollOrders.attendance_condition,
  overtime_condition: payrollOrders.overtime_condition,
  minimum_number_days: payrollOrders.minimum_number_days,
  scope_of_application: payrollOrders.scope_of_application,
};
export type EntryRow = SelectResultFields<typeof entryColumns>;

export function payrollDataRepository(db: Executor) {
  /** The ids of an order's entries, newest first, `skip` of them left out, at most `limit`. */
  async function entriesOfOrder(order: { id: number; recipients: number }, skip: number, limit: number) {
    // An order written by one statement and never thinned has consecutive ids: the page is an id range then, read
    // without walking the entries before it.
    const [span] = await db
      .select({
        low: sql<string>`min(${payrollOrderRecipients.id})`,
        high: sql<string>`max(${payrollOrderRecipients.id})`,
      })
      .from(payrollOrderRecipients)
      .where(eq(payrollOrderRecipients.order_id, order.id));
    const [low, high] = [Number(span?.low), Number(span?.high)];
    const dense = high - low + 1 === order.recipients;
    const rows = await db
      .select({ id: payrollOrderRecipients.id })
      .from(payrollOrderRecipients)
      .where(
        and(
          eq(payrollOrderRecipients.order_id, order.id),
          dense ? sql`${payrollOrderRecipients.id} <= ${high - skip}` : undefined,
        ),
      )
      .orderBy(desc(payrollOrderRecipients.id))
      .limit(limit)
      .offset(dense ? 0 : skip);
    return rows.map((r) => r.id);
  }

  /** The same for an order's entries of one amount (its amounts differ), on the (kind, amount, order_id, id) index. */
  async function entriesOfValue(kind: OrderKind, orderId: number, amount: number, skip: number, limit: number) {
    const rows = await db
      .select({ id: payrollOrderRecipients.id })
      .from(payrollOrderRecipients)
      .where(
        and(
          eq(payrollOrderRecipients.kind, kind),
          eq(payrollOrderRecipients.amount, amount),
          eq(payrollOrderRecipients.order_id, orderId),
        ),
      )
      .orderBy(desc(payrollOrderRecipients.id))
      .limit(limit)
      .offset(skip);
    return rows.map((r) => r.id);
  }

  return {
    async component(id: number) {
      const [row] = await db.select().from(salaryComponents).where(eq(salaryComponents.id, id));
      return row;
    },

    /** The working people matching the criteria (at most `limit`, by staff code) and how many match. */
    async recipients(criteria: RecipientCriteria, limit: number, scope?: SQL, keyword?: string) {
      const where = and(
        recipientsWhere(criteria, scope),
        keyword
          ? sql`(${ilike(users.alias_id, likePattern(keyword))} or ${ilike(users.full_name, likePattern(keyword))})`
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: users.id,
            alias_id: users.alias_id,
            full_name: users.full_name,
            department_id: users.department_id,
            role_id: users.role_id,
          })
          .from(users)
          .innerJoin(staffRecords, withRecord)
          .where(where)
          .orderBy(asc(users.alias_id))
          .limit(limit),
        db.select({ value: count() }).from(users).innerJoin(staffRecords, withRecord).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** People matching the criteria who already have an entry of this component in the pay month (a few names). */
    async alreadyGiven(criteria: RecipientCriteria, componentId: number, payMonth: string) {
      return db
        .select({ alias_id: users.alias_id, full_name: users.full_name })
        .from(payrollOrderRecipients)
        .innerJoin(users, eq(users.id, payrollOrderRecipients.user_id))
        .innerJoin(staffRecords, withRecord)
        .where(
          and(
            eq(payrollOrderRecipients.salary_component_id, componentId),
            eq(payrollOrderRecipients.pay_month, payMonth),
            recipientsWhere(criteria),
          ),
        )
        .orderBy(asc(users.alias_id))
        .limit(5);
    },

    async insertOrder(values: OrderValues) {
      const [row] = await db.insert(payrollOrders).values(values).returning();
      return row!;
    },

    /**
     * One entry per matching person, with its amount, in one statement (`insert ... select`): an entire-company order
     * for 100,000 people never travels through the application. People without a basic salary are left out when the
     * amount is a formula and counted as `unpaid` (the caller refuses the order). Answers how many were written and
     * the amount they share (null when they differ).
     */
    async insertEntries(order: OrderRow, criteria: RecipientCriteria, amount: EntryAmount, payMonth: string) {
      const result = await db.execute<{ written: number; unpaid: number; low: string | null; high: string | null }>(sql`
        with resolved as (
          select ${users.id} as user_id, ${amountSql(amount)} as amount
          from ${users} join ${staffRecords} on ${withRecord}
          where ${recipientsWhere(criteria)}
        ), written as (
          insert into ${payrollOrderRecipients}
            (order_id, user_id, kind, salary_component_id, date, pay_month, amount)
          select ${order.id}, user_id, ${order.kind}, ${order.salary_component_id}, ${order.date}, ${payMonth}, amount
          from resolved where amount is not null
          returning amount
        )
        select count(*)::int as written, min(amount) as low, max(amount) as high,
          (select count(*)::int from resolved where amount is null) as unpaid
        from written`);
      const { written, unpaid, low, high } = result.rows[0]!;
      return { written, unpaid, amount: low !== null && low === high ? Number(low) : null };
    },

    /** The first few matching people (by staff code) without a basic salary on `date` (a formula's refusal). */
    async withoutBasicSalary(criteria: RecipientCriteria, date: string) {
      return db
        .select({ alias_id: users.alias_id, full_name: users.full_name })
        .from(users)
        .innerJoin(staffRecords, withRecord)
        .where(and(recipientsWhere(criteria), sql`${basicSalaryInForce(users.id, date)} is null`))
        .orderBy(asc(users.alias_id))
        .limit(5);
    },

    /**
     * A page of entries of one kind, newest order first (its entries newest first), and how many match. Filtered by
     * orders alone (name, date, created date) or by value, for a reader of everyone, the total adds up the orders'
     * `recipients` and the page is read from the entries' indexes: no statement reads the 1,000,000 entries.
     */
    async entries(kind: OrderKind, filter: EntryFilter, scope: SQL | undefined, page: Page) {
      const ordersWhere = and(
        eq(payrollOrders.kind, kind),
        filter.component_name ? ilike(payrollOrders.component_name, likePattern(filter.component_name)) : undefined,
        filter.date ? eq(payrollOrders.date, filter.date) : undefined,
        filter.created_date
          ? sql`${payrollOrders.created_at} >= ${filter.created_date}::date and ${payrollOrders.created_at} < ${filter.created_date}::date + 1`
          : undefined,
      );
      const byPerson = Boolean(filter.alias_id || filter.full_name || scope);
      const byOrder = Boolean(filter.component_name || filter.date || filter.created_date);
      const { value } = filter;
      const joined = () =>
        db
          .select(entryColumns)
          .from(payrollOrderRecipients)
          .innerJoin(users, eq(users.id, payrollOrderRecipients.user_id))
          .innerJoin(payrollOrders, eq(payrollOrders.id, payrollOrderRecipients.order_id))
          .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id));
      if (!byPerson) {
        // The orders matching (a few thousand at most) with their counts say which order holds the page's first
        // entry and how far into it; the entries are then read from the indexes, one order at a time.
        const orders = await db
          .select({ id: payrollOrders.id, recipients: payrollOrders.recipients, amount: payrollOrders.amount })
          .from(payrollOrders)
          .where(ordersWhere)
          .orderBy(desc(payrollOrders.id));
        // A value filter takes or leaves an order of one amount whole; an order whose amounts differ counts its
        // entries of that value on the (kind, amount, order_id, id) index, all such orders in one statement.
        const mixed = value === undefined ? [] : orders.filter((o) => o.amount === null).map((o) => o.id);
        const mixedCounts = new Map(
          mixed.length
            ? (
                await db
                  .select({ order_id: payrollOrderRecipients.order_id, value: count() })
                  .from(payrollOrderRecipients)
                  .where(
                    and(
                      eq(payrollOrderRecipients.kind, kind),
                      eq(payrollOrderRecipients.amount, value!),
                      inArray(payrollOrderRecipients.order_id, mixed),
                    ),
                  )
                  .groupBy(payrollOrderRecipients.order_id)
              ).map((r) => [r.order_id, r.value])
            : [],
        );
        const whole = (order: (typeof orders)[number]) => value === undefined || order.amount === value;
        const matching = (order: (typeof orders)[number]) =>
          whole(order) ? order.recipients : (mixedCounts.get(order.id) ?? 0);
        const total = orders.reduce((sum, o) => sum + matching(o), 0);
        const ids: number[] = [];
        let skip = page.offset;
        for (const order of orders) {
          if (ids.length >= page.limit) break;
          if (skip >= matching(order)) {
            skip -= matching(order);
            continue;
          }
          const limit = page.limit - ids.length;
          ids.push(
            ...(whole(order)
              ? await entriesOfOrder(order, skip, limit)
              : await entriesOfValue(kind, order.id, value!, skip, limit)),
          );
          skip = 0;
        }
        const rows = ids.length
          ? await joined()
              .where(inArray(payrollOrderRecipients.id, ids))
              .orderBy(desc(payrollOrderRecipients.order_id), desc(payrollOrderRecipients.id))
          : [];
        return { rows: rows as EntryRow[], total };
      }
      const where = and(
        eq(payrollOrderRecipients.kind, kind),
        filter.alias_id ? ilike(users.alias_id, likePattern(filter.alias_id)) : undefined,
        filter.full_name ? ilike(users.full_name, likePattern(filter.full_name)) : undefined,
        value !== undefined ? eq(payrollOrderRecipients.amount, value) : undefined,
        byOrder ? ordersWhere : undefined,
        scope,
      );
      const [rows, [total]] = await Promise.all([
        joined()
          .where(where)
          .orderBy(desc(payrollOrderRecipients.order_id), desc(payrollOrderRecipients.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ value: count() })
          .from(payrollOrderRecipients)
          .innerJoin(users, eq(users.id, payrollOrderRecipients.user_id))
          .innerJoin(payrollOrders, eq(payrollOrders.id, payrollOrderRecipients.order_id))
          .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id))
          .where(where),
      ]);
      return { rows: rows as EntryRow[], total: total?.value ?? 0 };
    },

    /** Records how many entries an order has and the amount they share (after its entries were written). */
    async setRecipients(orderId: number, recipients: number, amount: number | null) {
      await db.update(payrollOrders).set({ recipients, amount }).where(eq(payrollOrders.id, orderId));
    },

    async entry(kind: OrderKind, id: number) {
      const [row] = await db
        .select(entryColumns)
        .from(payrollOrderRecipients)
        .innerJoin(users, eq(users.id, payrollOrderRecipients.user_id))
        .innerJoin(payrollOrders, eq(payrollOrders.id, payrollOrderRecipients.order_id))
        .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id))
        .where(and(eq(payrollOrderRecipients.id, id), eq(payrollOrderRecipients.kind, kind)));
      return row as EntryRow | undefined;
    },

    /** Deletes one entry, and its order when no entry is left. Answers whether the entry was there. */
    async removeEntry(id: number, orderId: number) {
      const deleted = await db
        .delete(payrollOrderRecipients)
        .where(eq(payrollOrderRecipients.id, id))
        .returning({ id: payrollOrderRecipients.id });
      if (deleted.length === 0) return false;
      await db
        .update(payrollOrders)
        .set({ recipients: sql`${payrollOrders.recipients} - 1` })
        .where(eq(payrollOrders.id, orderId));
      await db.delete(payrollOrders).where(and(eq(payrollOrders.id, orderId), eq(payrollOrders.recipients, 0)));
      return true;
    },

    /** Every entry dated in the month (month = 'YYYY-MM-01'), with its order's treatment; one query. */
    ordersOfMonth(month: string, userIds?: number[]) {
      return db
        .select({
          order_id: payrollOrders.id,
          kind: payrollOrders.kind,
          user_id: payrollOrderRecipients.user_id,
          salary_component_id: payrollOrders.salary_component_id,
          component_name: payrollOrders.component_name,
          date: payrollOrderRecipients.date,
          amount: payrollOrderRecipients.amount,
          tax_calculation: payrollOrders.tax_calculation,
          tax_free_amount: payrollOrders.tax_free_amount,
          attendance_condition: payrollOrders.attendance_condition,
          overtime_condition: payrollOrders.overtime_condition,
          minimum_number_days: payrollOrders.minimum_number_days,
        })
        .from(payrollOrderRecipients)
        .innerJoin(payrollOrders, eq(payrollOrders.id, payrollOrderRecipients.order_id))
        .where(
          and(
            gte(payrollOrderRecipients.pay_month, month),
            lt(payrollOrderRecipients.pay_month, nextMonth(month)),
            // An entry of 0 VND changes no pay: payroll never sees it.
            sql`${payrollOrderRecipients.amount} > 0`,
            userIds ? inArray(payrollOrderRecipients.user_id, userIds) : undefined,
          ),
        )
        .orderBy(asc(payrollOrderRecipients.user_id), asc(payrollOrderRecipients.date), asc(payrollOrders.id));
    },

    /* ------------------------------------------------------------------ shift change */

    async person(id: number) {
      const [row] = await db
        .select({
          id: users.id,
          alias_id: users.alias_id,
          full_name: users.full_name,
          department_id: users.department_id,
          deleted_at: users.deleted_at,
        })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    async shift(id: number) {
      const [row] = await db.select().from(shifts).where(eq(shifts.id, id));
      return row;
    },

    async changeOf(userId: number, date: string) {
      const [row] = await db
        .select({ id: shiftChanges.id })
        .from(shiftChanges)
        .where(and(eq(shiftChanges.user_id, userId), eq(shiftChanges.date_change, date)));
      return row;
    },

    async insertChange(values: typeof shiftChanges.$inferInsert) {
      const [row] = await db.insert(shiftChanges).values(values).returning();
      return row!;
    },

    async updateChange(id: number, version: number, values: { shift_id_change: number; reason: string | null }) {
      const [row] = await db
        .update(shiftChanges)
        .set({ ...values, version: sql`${shiftChanges.version} + 1`, updated_at: new Date() })
        .where(and(eq(shiftChanges.id, id), eq(shiftChanges.version, version)))
        .returning();
      return row;
    },

    async removeChange(id: number) {
      const deleted = await db.delete(shiftChanges).where(eq(shiftChanges.id, id)).returning({ id: shiftChanges.id });
      return deleted.length > 0;
    },

    async changeRow(id: number) {
      const [row] = await db.select().from(shiftChanges).where(eq(shiftChanges.id, id));
      return row;
    },

    /** Shift changes with their person and both shifts' names, newest change date first. */
    async changes(filter: ShiftChangeFilter & { id?: number }, scope: SQL | undefined, page: Page) {
      const where = and(
        filter.id ? eq(shiftChanges.id, filter.id) : undefined,
        filter.alias_id ? ilike(users.alias_id, likePattern(filter.alias_id)) : undefined,
        filter.full_name ? ilike(users.full_name, likePattern(filter.full_name)) : undefined,
        filter.start_date ? gte(shiftChanges.date_change, filter.start_date) : undefined,
        filter.end_date ? sql`${shiftChanges.date_change} <= ${filter.end_date}` : undefined,
        scope,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            row: shiftChanges,
            alias_id: users.alias_id,
            full_name: users.full_name,
            department_id: users.department_id,
            original_name: sql<string>`(select name from shifts s where s.id = ${shiftChanges.shift_id})`,
            changed_name: sql<string>`(select name from shifts s where s.id = ${shiftChanges.shift_id_change})`,
          })
          .from(shiftChanges)
          .innerJoin(users, eq(users.id, shiftChanges.user_id))
          .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id))
          .where(where)
          .orderBy(desc(shiftChanges.date_change), desc(shiftChanges.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ value: count() })
          .from(shiftChanges)
          .innerJoin(users, eq(users.id, shiftChanges.user_id))
          .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id))
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
export type PayrollDataRepository = ReturnType<typeof payrollDataRepository>;
