import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { likePattern } from '../../db/like';
import { nameMatches } from '../../db/person-search';
import { departments, payrollResults, payrollRuns, users } from '../../db/schema/index';

export type RunValues = Omit<typeof payrollRuns.$inferInsert, 'id' | 'created_at'>;
export type ResultValues = Omit<typeof payrollResults.$inferInsert, 'id' | 'run_id' | 'month'>;

/** The columns of a result row besides its run and month, in the order `insertResults` writes them. */
const RESULT_COLUMNS = [
  ['user_id', 'int'],
  ['department_id', 'int'],
  ['base_pay', 'bigint'],
  ['allowances', 'bigint'],
  ['overtime_pay', 'bigint'],
  ['bonuses', 'bigint'],
  ['gross', 'bigint'],
  ['employee_insurance', 'bigint'],
  ['social_insurance', 'bigint'],
  ['health_insurance', 'bigint'],
  ['unemployment_insurance', 'bigint'],
  ['union_dues', 'bigint'],
  ['taxable_income', 'bigint'],
  ['income_tax', 'bigint'],
  ['deductions', 'bigint'],
  ['net', 'bigint'],
  ['employer_total', 'bigint'],
  ['result', 'json'],
  ['inputs', 'json'],
] as const satisfies readonly (readonly [keyof ResultValues, string])[];
const resultColumns = sql.raw(RESULT_COLUMNS.map(([name]) => name).join(', '));
const resultRecord = sql.raw(RESULT_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', '));

/**
 * The month's current results: each person's row in the latest run that holds them (a re-run of some departments
 * replaces their people only).
 */
const current = (db: Executor, month: string) =>
  db
    .selectDistinctOn([payrollResults.user_id], {
      id: payrollResults.id,
      user_id: payrollResults.user_id,
      run_id: payrollResults.run_id,
    })
    .from(payrollResults)
    .where(eq(payrollResults.month, month))
    .orderBy(payrollResults.user_id, desc(payrollResults.run_id))
    .as('current');

export function payrollRepository(db: Executor) {
  const figures = {
    base_pay: payrollResults.base_pay,
    allowances: payrollResults.allowances,
    overtime_pay: payrollResults.overtime_pay,
    bonuses: payrollResults.bonuses,
    gross: payrollResults.gross,
    employee_insurance: payrollResults.employee_insurance,
    union_dues: payrollResults.union_dues,
    taxable_income: payrollResults.taxable_income,
    income_tax: payrollResults.income_tax,
    deductions: payrollResults.deductions,
    net: payrollResults.net,
    employer_total: payrollResults.employer_total,
  };
  return {
    /** A run's row, before its results (the caller's transaction makes the run and its results all or nothing). */
    async insertRun(run: RunValues): Promise<number> {
      const [inserted] = await db.insert(payrollRuns).values(run).returning({ id: payrollRuns.id });
      return inserted!.id;
    },

    /**
     * A chunk of a run's results in one statement: the rows travel as one JSON array parameter that PostgreSQL
     * parses once, straight into typed columns (`json_to_recordset`); `result` and `inputs` are small (the stored
     * shape, payroll.stored.ts) and kept as the text they are (`json`).
     */
    async insertResults(runId: number, month: string, rows: ResultValues[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        insert into ${payrollResults} (run_id, month, ${resultColumns})
        select ${runId}, ${month}::date, ${resultColumns}
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(${resultRecord})`);
    },

    /** The run's counts, totals and legend (payroll.stored.ts), once every result is written. */
    async finishRun(
      runId: number,
      totals: Pick<RunValues, 'people' | 'gross' | 'net' | 'employer_total'>,
      legend: RunValues['legend'],
    ) {
      await db
        .update(payrollRuns)
        .set({ ...totals, legend })
        .where(eq(payrollRuns.id, runId));
    },

    runsOf: (month: string) =>
      db.select().from(payrollRuns).where(eq(payrollRuns.month, month)).orderBy(desc(payrollRuns.id)).limit(50),

    /** One page of the month's current results, by staff ID, optionally one department and a staff ID or name. */
    async page(
      month: string,
      filter: { departmentId?: number | undefined; keyword?: string | undefined },
      limit: number,
      offset: number,
    ) {
      const c = current(db, month);
      const where = and(
        eq(payrollResults.id, c.id),
        filter.departmentId ? eq(payrollResults.department_id, filter.departmentId) : undefined,
        filter.keyword
          ? or(ilike(users.alias_id, likePattern(filter.keyword)), nameMatches(filter.keyword))
          : undefined,
      );
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(c)
        .innerJoin(payrollResults, eq(payrollResults.id, c.id))
        .innerJoin(users, eq(users.id, payrollResults.user_id))
        .where(where);
      const items = await db
        .select({
          user_id: payrollResults.user_id,
          staff_id: users.alias_id,
          name: users.full_name,
          department_id: payrollResults.department_id,
          department_name: departments.name,
          run_id: payrollResults.run_id,
          ...figures,
        })
        .from(c)
        .innerJoin(payrollResults, eq(payrollResults.id, c.id))
        .innerJoin(users, eq(users.id, payrollResults.user_id))
        .leftJoin(departments, eq(departments.id, payrollResults.department_id))
        .where(where)
        .orderBy(asc(users.alias_id), asc(users.id))
        .limit(limit)
        .offset(offset);
      return { items, total };
    },

    /**
     * A batch of the month's current results for the exports, by staff ID (keyset: after the last staff ID and id
     * of the previous batch), with the insurance parts.
     */
    async exportBatch(month: string, after: { staff_id: string; user_id: number } | null, limit: number) {
      const c = current(db, month);
      return db
        .select({
          user_id: payrollResults.user_id,
          staff_id: users.alias_id,
          name: users.full_name,
          department_name: departments.name,
          ...figures,
          // Not a column of its own: the gross is base pay, untaken leave, allowances, overtime and bonuses (the
          // engine's property test holds it), so the row adds up in the file.
          untaken_leave_pay:
            sql<number>`${payrollResults.gross} - ${payrollResults.base_pay} - ${payrollResults.allowances} - ${payrollResults.overtime_pay} - ${payrollResults.bonuses}`.mapWith(
              Number,
            ),
          social_insurance: payrollResults.social_insurance,
          health_insurance: payrollResults.health_insurance,
          unemployment_insurance: payrollResults.unemployment_insurance,
        })
        .from(c)
        .innerJoin(payrollResults, eq(payrollResults.id, c.id))
        .innerJoin(users, eq(users.id, payrollResults.user_id))
        .leftJoin(departments, eq(departments.id, payrollResults.department_id))
        .where(after ? sql`(${users.alias_id}, ${users.id}) > (${after.staff_id}, ${after.user_id})` : undefined)
        .orderBy(asc(users.alias_id), asc(users.id))
        .limit(limit);
    },

    /** The reader of an export job: its starter as they are now (null once deleted). */
    async starter(userId: number) {
      const [row] = await db
        .select({ id: users.id, role_id: users.role_id, department_id: users.department_id })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deleted_at)));
      return row ?? null;
    },

    /** Totals of the month's current results by department. */
    totals: (month: string) => {
      const c = current(db, month);
      return db
        .select({
          department_id: payrollResults.department_id,
          department_name: departments.name,
          people: sql<number>`count(*)::int`,
          gross: sql<number>`sum(${payrollResults.gross})::bigint`.mapWith(Number),
          employee_insurance: sql<number>`sum(${payrollResults.employee_insurance})::bigint`.mapWith(Number),
          income_tax: sql<number>`sum(${payrollResults.income_tax})::bigint`.mapWith(Number),
          net: sql<number>`sum(${payrollResults.net})::bigint`.mapWith(Number),
          employer_total: sql<number>`sum(${payrollResults.employer_total})::bigint`.mapWith(Number),
        })
        .from(c)
        .innerJoin(payrollResults, eq(payrollResults.id, c.id))
        .leftJoin(departments, eq(departments.id, payrollResults.department_id))
        .groupBy(payrollResults.department_id, departments.name)
        .orderBy(asc(departments.name));
    },

    /** Whether the month was ever run (its runs' index). */
    async hasRun(month: string): Promise<boolean> {
      const [row] = await db
        .select({ id: payrollRuns.id })
        .from(payrollRuns)
        .where(eq(payrollRuns.month, month))
        .limit(1);
      return row !== undefined;
    },

    /** Which of these months hold a result of the person, newest first (the month-and-person index per month). */
    async monthsWithResult(userId: number, months: readonly string[]): Promise<string[]> {
      if (months.length === 0) return [];
      const rows = await db
        .selectDistinct({ month: payrollResults.month })
        .from(payrollResults)
        .where(and(inArray(payrollResults.month, [...months]), eq(payrollResults.user_id, userId)))
        .orderBy(desc(payrollResults.month));
      return rows.map((row) => row.month);
    },

    /** A person's current result of the month with its run's settings. */
    async person(month: string, userId: number) {
      const [row] = await db
        .select({
          run_id: payrollResults.run_id,
          user_id: payrollResults.user_id,
          staff_id: users.alias_id,
          name: users.full_name,
          department_name: departments.name,
          ...figures,
          result: payrollResults.result,
          inputs: payrollResults.inputs,
          settings: payrollRuns.settings,
          legend: payrollRuns.legend,
        })
        .from(payrollResults)
        .innerJoin(payrollRuns, eq(payrollRuns.id, payrollResults.run_id))
        .innerJoin(users, eq(users.id, payrollResults.user_id))
        .leftJoin(departments, eq(departments.id, payrollResults.department_id))
        .where(and(eq(payrollResults.month, month), eq(payrollResults.user_id, userId)))
        .orderBy(desc(payrollResults.run_id))
        .limit(1);
      return row;
    },
  };
}
