import type { Area } from '../../lib/area';
import { departmentGroupsRoutes } from './department-groups.routes';
import { departmentGroupsService } from './department-groups.service';

export const departmentGroupsArea: Area = {
  name: 'department-groups',
  async routes(api, { database }) {
    await api.register(departmentGroupsRoutes, { service: departmentGroupsService(database.db) });
  },
  tables: { versioned: ['department_groups'], counted: ['department_group_members'] },
};
