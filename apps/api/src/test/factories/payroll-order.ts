import { companyToday, type OrderKind } from '@hr/contracts';
import { next, tag } from './sequence';

/**
 * The first day of a month no other call got: 400 to 1,099 months ahead (inside the 100-year window order dates
 * accept), so a person never gets the same component twice in one month by accident (has_user_id_exits).
 */
export function uniqueOrderMonth(): string {
  const [y, m] = companyToday().split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + 400 + (next() % 700);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** A salary component of the settings (`POST /api/salary_component`) for orders: flexible, picked people. */
export function orderComponentBody(kind: OrderKind, overrides: Record<string, unknown> = {}) {
  return {
    salary_component_type: kind,
    salary_component_name_vie: `${kind === 'bonus' ? 'Thưởng' : 'Khấu trừ'} ${tag()}`,
    salary_component_name_jp: kind === 'bonus' ? '賞与' : '控除',
    description_vie: null,
    description_jp: null,
    application_method: 3,
    apply_by_formula: 'month',
    tax_calculation: 1,
    attendance_condition: 0,
    overtime_condition: 0,
    scope_of_application: 1,
    ...overrides,
  };
}

/** A valid order body (`POST /api/management-bonus` or `-deduction`) for picked people, in a month of its own. */
export function orderBody(componentId: number, userIds: number[], overrides: Record<string, unknown> = {}) {
  return {
    salary_component_id: componentId,
    date: uniqueOrderMonth().replace(/01$/, '15'),
    value: 500_000,
    note: null,
    user_ids: userIds,
    ...overrides,
  };
}
