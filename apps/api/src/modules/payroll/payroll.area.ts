import type { Area } from '../../lib/area';
import { calculatorService } from './calculator.service';
import { payrollRoutes } from './payroll.routes';

export const payrollArea: Area = {
  name: 'payroll',
  async routes(api, { database }) {
    await api.register(payrollRoutes, { calculator: calculatorService(database.db) });
  },
  tables: { versioned: [], counted: [] },
};
