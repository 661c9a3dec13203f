import type { OrderKind } from '@hr/contracts';

/** Query keys of this area: invalidating `orders(kind)` or `shiftChanges` refreshes their lists and details. */
export const payrollDataKeys = {
  orders: (kind: OrderKind) => ['payroll-data', kind] as const,
  orderList: (kind: OrderKind, filter: object) => ['payroll-data', kind, 'list', filter] as const,
  order: (kind: OrderKind, id: number) => ['payroll-data', kind, 'detail', id] as const,
  components: (kind: OrderKind) => ['payroll-data', 'components', kind] as const,
  recipients: (filter: object) => ['payroll-data', 'recipients', filter] as const,
  staff: (keyword: string) => ['payroll-data', 'staff', keyword] as const,
  shiftChanges: ['payroll-data', 'shift-changes'] as const,
  shiftChangeList: (filter: object) => ['payroll-data', 'shift-changes', 'list', filter] as const,
  shiftChange: (id: number) => ['payroll-data', 'shift-changes', 'detail', id] as const,
  workShift: (userId: number, date: string) => ['payroll-data', 'work-shift', userId, date] as const,
};
