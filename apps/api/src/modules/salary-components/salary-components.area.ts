import type { Area } from '../../lib/area';
import { seedSalaryComponentsDemo } from './salary-components.demo';
import { salaryComponentsRoutes } from './salary-components.routes';
import { salaryComponentsService } from './salary-components.service';

export const salaryComponentsArea: Area = {
  name: 'salary-components',
  async routes(api, { database }) {
    await api.register(salaryComponentsRoutes, { service: salaryComponentsService(database.db) });
  },
  seedDemo: (db) => seedSalaryComponentsDemo(db),
  tables: { versioned: ['salary_components'], counted: [] },
};
