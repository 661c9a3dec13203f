import type { Area } from '../../lib/area';

export const payrollDataArea: Area = {
  name: 'payroll-data',
  async routes() {},
  tables: { versioned: ['shift_changes'], counted: ['payroll_orders', 'payroll_order_recipients'] },
};
