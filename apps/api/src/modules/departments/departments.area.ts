import type { Area } from '../../lib/area';
import { departmentsRoutes } from './departments.routes';
import { departmentsService } from './departments.service';

export const departmentsArea: Area = {
  name: 'departments',
  async routes(api, { database }) {
    await api.register(departmentsRoutes, { service: departmentsService(database.db) });
  },
  tables: { versioned: ['departments'], counted: ['department_types', 'department_shifts'] },
};
