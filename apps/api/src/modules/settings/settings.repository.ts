import { and, asc, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { SettingKind } from '@hr/contracts';
import type { Executor } from '../../db/client';
import { departments, holidays, payrollLocks, settingVersions } from '../../db/schema/index';

export type SettingVersionRow = typeof settingVersions.$inferSelect;
export type HolidayRow = typeof holidays.$inferSelect;
type HolidayValues = Pick<HolidayRow, 'holiday_name' | 'code' | 'holiday_date' | 'type' | 'repeat_year' | 'notes'>;

/**
 * The stamp of `settingsRepository.stamp` as an expression, for a statement that reads it beside other things
 * (attendance's recompute reads it with the days' inputs: one round trip less per check-in).
 */
export function settingsStamp(): SQL {
  const keys = (table: SQL, key: SQL) =>
    sql`coalesce((select string_agg(${key}::text || ':' || xmin::text, ',' order by ${key}) from ${table}), '')`;
  return sql`(current_database() || ':' || md5(${keys(sql`${settingVersions}`, sql`id`)} || '/' ||
    ${keys(sql`${holidays}`, sql`id`)} || '/' || ${keys(sql`${payrollLocks}`, sql`month`)}))`;
}

const stampQueries = new WeakMap<Executor, { execute: () => Promise<{ stamp: string }[]> }>();

/**
 * The stamp's statement, asked by every calculator request and attendance read: prepared once per connection, so
 * PostgreSQL plans its three subqueries once (planning them cost about as much as running them) and Drizzle
 * builds it once per executor.
 */
function stampQuery(db: Executor) {
  let query = stampQueries.get(db);
  if (!query) {
    query = db
      .select({ stamp: sql<string>`${settingsStamp()}` })
      .from(sql`(select 1) as one`)
      .prepare('settings_stamp');
    stampQueries.set(db, query);
  }
  return query;
}

export function settingsRepository(db: Executor) {
  return {
    versions: (kind: SettingKind) =>
      db
        .select()
        .from(settingVersions)
        .where(eq(settingVersions.kind, kind))
        .orderBy(asc(settingVersions.effective_from)),

    /** Every version of every kind, oldest first (`cachedRules`). */
    allVersions: () => db.select().from(settingVersions).orderBy(asc(settingVersions.effective_from)),

    /** The version in force on `date`: the latest one starting on or before it. */
    async inForce(kind: SettingKind, date: string) {
      const [row] = await db
        .select()
        .from(settingVersions)
        .where(and(eq(settingVersions.kind, kind), lte(settingVersions.effective_from, date)))
        .orderBy(desc(settingVersions.effective_from))
        .limit(1);
      return row;
    },

    /** The version of every kind in force on `date`, in one statement (a kind with none before `date` is absent). */
    inForceAll: (date: string) =>
      db
        .selectDistinctOn([settingVersions.kind])
        .from(settingVersions)
        .where(lte(settingVersions.effective_from, date))
        .orderBy(settingVersions.kind, desc(settingVersions.effective_from)),

    async earliest(kind: SettingKind) {
      const [row] = await db
        .select()
        .from(settingVersions)
        .where(eq(settingVersions.kind, kind))
        .orderBy(asc(settingVersions.effective_from))
        .limit(1);
      return row;
    },

    async findById(kind: SettingKind, id: number) {
      const [row] = await db
        .select()
        .from(settingVersions)
        .where(and(eq(settingVersions.kind, kind), eq(settingVersions.id, id)));
      return row;
    },

    async findByDate(kind: SettingKind, date: string, lock = false) {
      const query = db
        .select()
        .from(settingVersions)
        .where(and(eq(settingVersions.kind, kind), eq(settingVersions.effective_from, date)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The first version starting after `date`, if any. */
    async nextAfter(kind: SettingKind, date: string) {
      const [row] = await db
        .select()
        .from(settingVersions)
        .where(and(eq(settingVersions.kind, kind), gt(settingVersions.effective_from, date)))
        .orderBy(asc(settingVersions.effective_from))
        .limit(1);
      return row;
    },

    async insert(kind: SettingKind, effectiveFrom: string, data: unknown, actorId: number) {
      const [row] = await db
        .insert(settingVersions)
        .values({ kind, effective_from: effectiveFrom, data, updated_by: actorId })
        .returning();
      return row!;
    },

    /** Replaces a version's fields only when it still has `version`; undefined means it changed meanwhile. */
    async update(id: number, version: number, data: unknown, actorId: number) {
      const [row] = await db
        .update(settingVersions)
        .set({ data, updated_by: actorId, version: sql`${settingVersions.version} + 1`, updated_at: new Date() })
        .where(and(eq(settingVersions.id, id), eq(settingVersions.version, version)))
        .returning();
      return row;
    },

    /**
     * A stamp of the work schedule versions, holidays and payroll locks: each row's key and the transaction that
     * last wrote it (xmin), hashed, with the database's name. Any committed insert, update or delete changes it.
     */
    async stamp(): Promise<string> {
      const [row] = await stampQuery(db).execute();
      return row!.stamp;
    },

    /** Locked payroll months ('YYYY-MM-01'), oldest first. */
    lockedMonths: async () =>
      (await db.select({ month: payrollLocks.month }).from(payrollLocks).orderBy(asc(payrollLocks.month))).map(
        (r) => r.month,
      ),

    /** Locks a payroll month (payroll's lock route); false when it was locked already. */
    lockMonth: async (month: string, by: number) =>
      (
        await db
          .insert(payrollLocks)
          .values({ month, locked_by: by })
          .onConflictDoNothing()
          .returning({ month: payrollLocks.month })
      ).length > 0,
    /** Unlocks a payroll month; false when it was not locked. */
    unlockMonth: async (month: string) =>
      (await db.delete(payrollLocks).where(eq(payrollLocks.month, month)).returning({ month: payrollLocks.month }))
        .length > 0,
    /** Is this month locked? */
    isLocked: async (month: string) =>
      (await db.select({ month: payrollLocks.month }).from(payrollLocks).where(eq(payrollLocks.month, month))).length >
      0,

    /** Holidays listed in `year`: those dated in it and the yearly ones that started before it. */
    holidaysOfYear: (year: number) =>
      db
        .select()
        .from(holidays)
        .where(
          or(
            sql`extract(year from ${holidays.holiday_date}) = ${year}`,
            and(eq(holidays.repeat_year, 1), sql`extract(year from ${holidays.holiday_date}) < ${year}`),
          ),
        )
        .orderBy(asc(sql`to_char(${holidays.holiday_date}, 'MM-DD')`), asc(holidays.id)),

    async findHoliday(id: number) {
      const [row] = await db.select().from(holidays).where(eq(holidays.id, id));
      return row;
    },

    async insertHoliday(values: HolidayValues) {
      const [row] = await db.insert(holidays).values(values).returning();
      return row!;
    },

    async updateHoliday(id: number, version: number, values: HolidayValues) {
      const [row] = await db
        .update(holidays)
        .set({ ...values, version: sql`${holidays.version} + 1`, updated_at: new Date() })
        .where(and(eq(holidays.id, id), eq(holidays.version, version)))
        .returning();
      return row;
    },

    /** A department's own minimum-wage region (null: the company's). */
    async departmentRegion(id: number) {
      const [row] = await db.select({ region: departments.region }).from(departments).where(eq(departments.id, id));
      return row?.region ?? null;
    },

    /** How many yearly holidays fall on a month and day ('MM-DD'). */
    async yearlyHolidaysOn(monthDay: string) {
      const [row] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(holidays)
        .where(sql`${holidays.repeat_year} = 1 and to_char(${holidays.holiday_date}, 'MM-DD') = ${monthDay}`);
      return row?.value ?? 0;
    },

    /** How many national holidays of one year (not repeated yearly) there are. */
    async nationalHolidaysOf(year: number) {
      const [row] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(holidays)
        .where(
          sql`${holidays.type} = 1 and ${holidays.repeat_year} = 0 and extract(year from ${holidays.holiday_date}) = ${year}`,
        );
      return row?.value ?? 0;
    },

    async insertHolidays(rows: (typeof holidays.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(holidays).values(rows);
    },

    /**
     * National holidays seeded before codes existed (migration 0006, earlier starts), recognised by their exact
     * seeded name: they get their code. A holiday renamed by a person no longer matches and stays as typed.
     */
    async codeSeededHolidays(names: { holiday_name: string; code: string }[]) {
      let coded = 0;
      for (const { holiday_name, code } of names) {
        const rows = await db
          .update(holidays)
          .set({ code })
          .where(and(isNull(holidays.code), eq(holidays.type, 1), eq(holidays.holiday_name, holiday_name)))
          .returning({ id: holidays.id });
        coded += rows.length;
      }
      return coded;
    },

    departmentRegions: () =>
      db
        .select({ id: departments.id, name: departments.name, region: departments.region })
        .from(departments)
        .orderBy(asc(departments.name), asc(departments.id)),

    async setDepartmentRegion(id: number, region: number | null) {
      const [row] = await db
        .update(departments)
        .set({ region })
        .where(eq(departments.id, id))
        .returning({ id: departments.id, name: departments.name, region: departments.region });
      return row;
    },

    async removeHoliday(id: number) {
      const deleted = await db.delete(holidays).where(eq(holidays.id, id)).returning({ id: holidays.id });
      return deleted.length > 0;
    },
  };
}
