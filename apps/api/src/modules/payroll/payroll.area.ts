import type { Area } from '../../lib/area';

export const payrollArea: Area = {
  name: 'payroll',
  async routes() {},
  tables: { versioned: [], counted: [] },
};
