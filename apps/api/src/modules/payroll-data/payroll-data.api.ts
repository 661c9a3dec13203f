import type { Executor } from '../../db/client';
import { payrollDataRepository } from './payroll-data.repository';

/** One person's bonus or deduction of a month, with the treatment its order copied from the component. */
export type MonthOrder = {
  order_id: number;
  kind: 'bonus' | 'deduction';
  user_id: number;
  salary_component_id: number;
  /** As it was when the order was created. */
  component_name: string;
  /** 'YYYY-MM-DD', inside the month asked. */
  date: string;
  /** Integer VND, > 0 (a deduction is a positive amount that is subtracted). */
  amount: number;
  /** TAX_CALCULATION of packages/contracts/src/salary-components.ts, copied at creation. */
  tax_calculation: 1 | 2 | 3;
  /** For partially taxable, copied at creation. */
  tax_free_amount: number | null;
  attendance_condition: 0 | 1;
  overtime_condition: 0 | 1;
  minimum_number_days: number | null;
};

/**
 * The public face of payroll data: what payroll may read, inside its own unit of work (`executor`: the database or
 * its transaction). Other modules import this file only.
 */
export function payrollDataApi(executor: Executor) {
  const repo = payrollDataRepository(executor);
  return {
    /** Every order recipient row dated in the month (month = 'YYYY-MM-01'), optionally only these people; one query. */
    async ordersOfMonth(month: string, userIds?: number[]): Promise<MonthOrder[]> {
      if (userIds && userIds.length === 0) return [];
      const rows = await repo.ordersOfMonth(month, userIds);
      return rows.map((r) => ({
        ...r,
        kind: r.kind as MonthOrder['kind'],
        tax_calculation: r.tax_calculation as MonthOrder['tax_calculation'],
        attendance_condition: r.attendance_condition as MonthOrder['attendance_condition'],
        overtime_condition: r.overtime_condition as MonthOrder['overtime_condition'],
      }));
    },
  };
}
