import {
  APPLICATION_METHOD,
  SALARY_COMPONENT_PAGE_SIZE,
  SCOPE_OF_APPLICATION,
  type SalaryComponent,
  type SalaryComponentCreateBody,
  type SalaryComponentListQuery,
  type SalaryComponentType,
  TAX_CALCULATION,
} from '@hr/contracts';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound, staleVersion } from '../../lib/errors';
import { pagedResult } from '../../lib/paging';
import type { Actor } from '../../types';
import {
  type SalaryComponentDbRow,
  type SalaryComponentValues,
  salaryComponentsRepository,
} from './salary-components.repository';

function toComponent(row: SalaryComponentDbRow, departmentName: string | null): SalaryComponent {
  return {
    id: row.id,
    salary_component_type: row.salary_component_type as SalaryComponentType,
    salary_component_name_vie: row.salary_component_name_vie,
    salary_component_name_jp: row.salary_component_name_jp,
    description_vie: row.description_vie,
    description_jp: row.description_jp,
    application_method: row.application_method,
    apply_by_formula: row.apply_by_formula,
    fix_money: row.fix_money,
    standard_amount: row.standard_amount,
    coefficient: row.coefficient === null ? null : Number(row.coefficient),
    tax_calculation: row.tax_calculation,
    tax_free_amount: row.tax_free_amount,
    attendance_condition: row.attendance_condition,
    overtime_condition: row.overtime_condition,
    minimum_number_days: row.minimum_number_days,
    is_spouse: row.is_spouse,
    add_leave_days: row.add_leave_days,
    included_social_insurance: row.included_social_insurance,
    included_in_overtime: row.included_in_overtime,
    deducted_in_first_payroll: row.deducted_in_first_payroll,
    deducted_in_final_payroll: row.deducted_in_final_payroll,
    scope_of_application: row.scope_of_application,
    is_department: row.is_department,
    department_id: row.department_id,
    department_name: departmentName,
    is_position: row.is_position,
    position_id: row.position_id,
    is_sex: row.is_sex,
    sex: row.sex,
    start_date: row.start_date,
    end_date: row.end_date,
    status: row.status,
    version: row.version,
  };
}

/**
 * The stored values: a field that does not apply to the chosen method, tax treatment, condition, type or scope is
 * stored empty, so a hidden field of the dialog never keeps a stale value that payroll would read.
 */
export function componentValues(body: SalaryComponentCreateBody): SalaryComponentValues {
  const fixed = body.application_method === APPLICATION_METHOD.FIXED;
  const formula = body.application_method === APPLICATION_METHOD.FORMULA;
  const allowance = body.salary_component_type === 'allowance';
  const specific = body.scope_of_application === SCOPE_OF_APPLICATION.SPECIFIC_CONDITIONS;
  const dated = body.scope_of_application !== SCOPE_OF_APPLICATION.NO_AUTO_APPLY;
  const on = (flag: 0 | 1 | undefined) => (specific && flag === 1 ? 1 : 0);
  return {
    salary_component_type: body.salary_component_type,
    salary_component_name_vie: body.salary_component_name_vie,
    salary_component_name_jp: body.salary_component_name_jp,
    description_vie: body.description_vie || null,
    description_jp: body.description_jp || null,
    application_method: body.application_method,
    apply_by_formula: fixed || formula ? (body.apply_by_formula ?? null) : null,
    fix_money: fixed ? (body.fix_money ?? null) : null,
    standard_amount: formula ? (body.standard_amount ?? null) : null,
    coefficient: formula && body.coefficient != null ? String(body.coefficient) : null,
    tax_calculation: body.tax_calculation,
    tax_free_amount:
      body.tax_calculation === TAX_CALCULATION.PARTIALLY_TAXABLE ? Math.round(body.tax_free_amount ?? 0) : null,
    attendance_condition: body.attendance_condition,
    overtime_condition: body.overtime_condition,
    minimum_number_days: body.overtime_condition === 1 ? (body.minimum_number_days ?? null) : null,
    is_spouse: allowance ? (body.is_spouse ?? null) : null,
    add_leave_days: allowance ? (body.add_leave_days ?? null) : null,
    included_social_insurance: body.included_social_insurance ?? 0,
    included_in_overtime: body.included_in_overtime ?? 0,
    deducted_in_first_payroll: body.deducted_in_first_payroll ?? 0,
    deducted_in_final_payroll: body.deducted_in_final_payroll ?? 0,
    scope_of_application: body.scope_of_application,
    is_department: on(body.is_department),
    department_id: on(body.is_department) ? (body.department_id ?? null) : null,
    is_position: on(body.is_position),
    position_id: on(body.is_position) ? (body.position_id ?? null) : null,
    is_sex: on(body.is_sex),
    sex: on(body.is_sex) ? (body.sex ?? null) : null,
    start_date: dated ? (body.start_date ?? null) : null,
    end_date: dated ? (body.end_date ?? null) : null,
    status: body.status ?? 1,
  };
}

const asList = (value: number | number[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Salary components. Permissions are checked by the routes (salary_component.view to read, create, update and
 * delete to change); each write and its audit entry share one transaction; updates carry their version.
 */
export function salaryComponentsService(db: Db) {
  const repo = salaryComponentsRepository(db);

  async function get(id: number) {
    const found = await repo.find(id);
    if (!found) throw notFound();
    return toComponent(found.component, found.department_name);
  }

  async function checkDepartment(values: SalaryComponentValues) {
    if (values.department_id != null && !(await repo.departmentExists(values.department_id))) {
      throw new AppError(
        422,
        'department_not_found',
        'errors.department_not_found',
        {},
        {
          department_id: ['errors.department_not_found'],
        },
      );
    }
  }

  return {
    get,

    async list(query: SalaryComponentListQuery) {
      const limit = query.per_page ?? SALARY_COMPONENT_PAGE_SIZE;
      const page = { page: query.page ?? 1, limit, offset: ((query.page ?? 1) - 1) * limit };
      const { rows, total } = await repo.list(
        {
          type: query.component_type,
          name: query.salary_component_name?.trim() || undefined,
          scopes: [...asList(query.scope_of_application), ...asList(query['scope_of_application[]'])],
          statuses: [...asList(query.status), ...asList(query['status[]'])],
        },
        page,
      );
      return pagedResult(
        rows.map((r) => toComponent(r.component, r.department_name)),
        total,
        page,
      );
    },

    async create(actor: Actor, body: SalaryComponentCreateBody) {
      const values = componentValues(body);
      await checkDepartment(values);
      const id = await db.transaction(async (tx) => {
        const row = await salaryComponentsRepository(tx).insert(values);
        await audit(tx, {
          actorId: actor.id,
          action: 'create',
          entity: 'salary_component',
          entityId: row.id,
          after: row,
        });
        return row.id;
      });
      return get(id);
    },

    async update(actor: Actor, id: number, body: SalaryComponentCreateBody & { version: number }) {
      const found = await repo.find(id);
      if (!found) throw notFound();
      if (body.version !== found.component.version) throw staleVersion();
      const values = componentValues(body);
      await checkDepartment(values);
      await db.transaction(async (tx) => {
        const row = await salaryComponentsRepository(tx).update(id, body.version, values);
        if (!row) throw staleVersion();
        await audit(tx, {
          actorId: actor.id,
          action: 'update',
          entity: 'salary_component',
          entityId: id,
          before: found.component,
          after: row,
        });
      });
      return get(id);
    },

    async remove(actor: Actor, id: number) {
      const found = await repo.find(id);
      if (!found) throw notFound();
      await db.transaction(async (tx) => {
        if (!(await salaryComponentsRepository(tx).remove(id))) throw notFound();
        await audit(tx, {
          actorId: actor.id,
          action: 'delete',
          entity: 'salary_component',
          entityId: id,
          before: found.component,
        });
      });
    },
  };
}
export type SalaryComponentsService = ReturnType<typeof salaryComponentsService>;
