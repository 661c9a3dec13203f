import type { PayConfigItem } from '@hr/contracts';
import type { Executor } from '../../db/client';
import {
  type AllowanceComponent,
  inComponentScope,
  type ScopedPerson,
  salaryComponentsApi,
} from '../salary-components/salary-components.api';
import type { AllowanceInput } from './engine/types';

/** The allowance components of the predefined codes, read once per run. */
export const allowanceComponents = (db: Executor) => salaryComponentsApi(db).allowanceComponents();

/**
 * A staff allowance as the engine pays it: its amount from the staff record; the period (per day or per month),
 * conditions, validity dates and tax treatment from the salary component of its code when there is one
 * (docs/payroll.md "Allowances"), else the staff record's method and the engine's defaults. Null when the
 * component's scope (department, position, sex) leaves the person out: they get no such allowance.
 */
export function allowanceInput(
  a: PayConfigItem['allowances'][number],
  components: Map<string, AllowanceComponent>,
  person: ScopedPerson,
): AllowanceInput | null {
  const own = {
    code: a.allowances_code,
    name: a.allowances_name,
    amount: a.quantity,
    method: (a.allowance_method === 1 ? 1 : 2) as 1 | 2,
  };
  const c = components.get(a.allowances_code);
  if (!c) return own;
  if (!inComponentScope(c.scope, person)) return null;
  return {
    ...own,
    method: c.method ?? own.method,
    tax_calculation: c.tax_calculation,
    tax_free_amount: c.tax_free_amount,
    attendance_condition: c.attendance_condition,
    overtime_condition: c.overtime_condition,
    minimum_number_days: c.minimum_number_days,
    spouse_condition: c.spouse_condition,
    valid_from: c.valid_from,
    valid_to: c.valid_to,
    component: { id: c.id, version: c.version },
  };
}
