import { and, count, desc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { departments, salaryComponents } from '../../db/schema/index';
import type { Page } from '../../lib/paging';
import { likePattern } from '../../db/like';

export type SalaryComponentDbRow = typeof salaryComponents.$inferSelect;
export type SalaryComponentValues = Omit<
  typeof salaryComponents.$inferInsert,
  'id' | 'version' | 'created_at' | 'updated_at'
>;
export type ComponentFilter = { type?: string; name?: string; scopes: number[]; statuses: number[] };

const withDepartment = { component: salaryComponents, department_name: departments.name };

export function salaryComponentsRepository(db: Executor) {
  const where = (filter: ComponentFilter) => {
    const pattern = filter.name ? likePattern(filter.name) : undefined;
    return and(
      filter.type ? eq(salaryComponents.salary_component_type, filter.type) : undefined,
      pattern
        ? or(
            ilike(salaryComponents.salary_component_name_vie, pattern),
            ilike(salaryComponents.salary_component_name_jp, pattern),
          )
        : undefined,
      filter.scopes.length > 0 ? inArray(salaryComponents.scope_of_application, filter.scopes) : undefined,
      filter.statuses.length > 0 ? inArray(salaryComponents.status, filter.statuses) : undefined,
    );
  };

  return {
    /** One page of components, newest first, with the department's name. */
    async list(filter: ComponentFilter, page: Page) {
      const condition = where(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select(withDepartment)
          .from(salaryComponents)
          .leftJoin(departments, eq(departments.id, salaryComponents.department_id))
          .where(condition)
          .orderBy(desc(salaryComponents.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(salaryComponents).where(condition),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async find(id: number) {
      const [row] = await db
        .select(withDepartment)
        .from(salaryComponents)
        .leftJoin(departments, eq(departments.id, salaryComponents.department_id))
        .where(eq(salaryComponents.id, id));
      return row;
    },

    /** Active allowance components of a predefined allowance code (`code`). */
    allowancesWithCode: () =>
      db
        .select()
        .from(salaryComponents)
        .where(
          and(
            eq(salaryComponents.salary_component_type, 'allowance'),
            eq(salaryComponents.status, 1),
            isNotNull(salaryComponents.code),
          ),
        ),

    async departmentExists(id: number) {
      const [row] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, id));
      return row !== undefined;
    },

    /** Whether any bonus or deduction component exists (the demo adds its own only to an empty company). */
    async anyOrderComponent() {
      const [row] = await db
        .select({ id: salaryComponents.id })
        .from(salaryComponents)
        .where(inArray(salaryComponents.salary_component_type, ['bonus', 'deduction']))
        .limit(1);
      return row !== undefined;
    },

    async insert(values: SalaryComponentValues) {
      const [row] = await db.insert(salaryComponents).values(values).returning();
      return row!;
    },

    /** Updates only when the row still has `version`; undefined means it changed meanwhile (or is gone). */
    async update(id: number, version: number, values: SalaryComponentValues) {
      const [row] = await db
        .update(salaryComponents)
        .set({ ...values, version: sql`${salaryComponents.version} + 1`, updated_at: new Date() })
        .where(and(eq(salaryComponents.id, id), eq(salaryComponents.version, version)))
        .returning();
      return row;
    },

    async remove(id: number) {
      const deleted = await db
        .delete(salaryComponents)
        .where(eq(salaryComponents.id, id))
        .returning({ id: salaryComponents.id });
      return deleted.length > 0;
    },
  };
}
