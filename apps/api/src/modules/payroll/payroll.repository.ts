import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { departments, payrollResults, payrollRuns, users } from '../../db/schema/index';

export type RunValues = Omit<typeof payrollRuns.$inferInsert, 'id' | 'created_at'>;
export type ResultValues = Omit<typeof payrollResults.$inferInsert, 'id' | 'run_id'>;

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
     * parses once and unpacks (`result` and `inputs` stay jsonb, never text parsed again).
     */
    async insertResults(runId: number, rows: ResultValues[]): Promise<void> {
      if (rows.length === 0) return;
      const n = (key: keyof typeof figures) => sql.raw(`(r->>'${key}')::bigint`);
      await db.execute(sql`
        insert into ${payrollResults} (run_id, month, user_id, department_id, base_pay, allowances, overtime_pay,
          bonuses, gross, employee_insurance, union_dues, taxable_income, income_tax, deductions, net, employer_total,
          result, inputs)
        select ${runId}, (r->>'month')::date, (r->>'user_id')::int, (r->>'department_id')::int, ${n('base_pay')},
          ${n('allowances')}, ${n('overtime_pay')}, ${n('bonuses')}, ${n('gross')}, ${n('employee_insurance')},
          ${n('union_dues')}, ${n('taxable_income')}, ${n('income_tax')}, ${n('deductions')}, ${n('net')},
          ${n('employer_total')}, r->'result', r->'inputs'
        from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as x(r, i)
        order by i`);
    },

    /** The run's counts and totals, once every result is written. */
    async finishRun(runId: number, totals: Pick<RunValues, 'people' | 'gross' | 'net' | 'employer_total'>) {
      await db.update(payrollRuns).set(totals).where(eq(payrollRuns.id, runId));
    },

    runsOf: (month: string) =>
      db.select().from(payrollRuns).where(eq(payrollRuns.month, month)).orderBy(desc(payrollRuns.id)).limit(50),

    /** One page of the month's current results, by staff ID, optionally one department. */
    async page(month: string, departmentId: number | undefined, limit: number, offset: number) {
      const c = current(db, month);
      const where = and(
        eq(payrollResults.id, c.id),
        departmentId ? eq(payrollResults.department_id, departmentId) : undefined,
      );
      const [{ total } = { total: 0 }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(c)
        .innerJoin(payrollResults, eq(payrollResults.id, c.id))
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
     * of the previous batch), with the insurance parts kept in the result.
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
          social_insurance: sql<number>`(${payrollResults.result}->>'social_insurance')::bigint`.mapWith(Number),
          health_insurance: sql<number>`(${payrollResults.result}->>'health_insurance')::bigint`.mapWith(Number),
          unemployment_insurance: sql<number>`(${payrollResults.result}->>'unemployment_insurance')::bigint`.mapWith(
            Number,
          ),
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
