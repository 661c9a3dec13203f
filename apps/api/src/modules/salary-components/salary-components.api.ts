import { genderOfSex, SCOPE_OF_APPLICATION } from '@hr/contracts';
import type { Executor } from '../../db/client';
import { salaryComponentsRepository } from './salary-components.repository';

/** An allowance component's rules as payroll applies them to the staff allowances of its code. */
export type AllowanceComponent = {
  id: number;
  version: number;
  /** 1 per working day, 2 per month; null: the period is not a day or a month (the staff allowance's method holds). */
  method: 1 | 2 | null;
  tax_calculation: 1 | 2 | 3;
  tax_free_amount: number | null;
  attendance_condition: 0 | 1;
  overtime_condition: 0 | 1;
  minimum_number_days: number | null;
  spouse_condition: 0 | 1;
  valid_from: string | null;
  valid_to: string | null;
  /**
   * The component's scope when it is specific conditions (scope 3): each condition switched on (null: off), sex as
   * the component codes it (1 male, 0 female). Null: no condition (no auto apply, entire company).
   */
  scope: { department_id: number | null; position_id: number | null; sex: 0 | 1 | null } | null;
};

/** A person as a component's scope reads them: department, position (role) and gender (0 unknown, 1 male, 2 female). */
export type ScopedPerson = { department_id: number | null; role_id: number; gender: number | null };

/** Whether a component's scope takes the person: every condition switched on must match (a person of unknown gender matches no sex condition). */
export function inComponentScope(scope: AllowanceComponent['scope'], person: ScopedPerson): boolean {
  if (!scope) return true;
  if (scope.department_id !== null && person.department_id !== scope.department_id) return false;
  if (scope.position_id !== null && person.role_id !== scope.position_id) return false;
  if (scope.sex !== null && person.gender !== genderOfSex(scope.sex)) return false;
  return true;
}

/** The public face of salary components: what payroll may read. */
export function salaryComponentsApi(db: Executor) {
  const repo = salaryComponentsRepository(db);
  return {
    /**
     * The component of each predefined allowance code (the components' `code` column, seeded and backfilled by the
     * migrations), active ones only.
     */
    async allowanceComponents(): Promise<Map<string, AllowanceComponent>> {
      const out = new Map<string, AllowanceComponent>();
      for (const c of await repo.allowancesWithCode()) {
        out.set(c.code!, {
          id: c.id,
          version: c.version,
          method: c.apply_by_formula === 'day' ? 1 : c.apply_by_formula === 'month' ? 2 : null,
          tax_calculation: c.tax_calculation as 1 | 2 | 3,
          tax_free_amount: c.tax_free_amount,
          attendance_condition: c.attendance_condition === 1 ? 1 : 0,
          overtime_condition: c.overtime_condition === 1 ? 1 : 0,
          minimum_number_days: c.minimum_number_days,
          spouse_condition: c.is_spouse === 1 ? 1 : 0,
          valid_from: c.start_date,
          valid_to: c.end_date,
          scope:
            c.scope_of_application === SCOPE_OF_APPLICATION.SPECIFIC_CONDITIONS
              ? {
                  department_id: c.is_department === 1 ? c.department_id : null,
                  position_id: c.is_position === 1 ? c.position_id : null,
                  sex: c.is_sex === 1 && (c.sex === 0 || c.sex === 1) ? c.sex : null,
                }
              : null,
        });
      }
      return out;
    },
  };
}
