import type { Area } from '../../lib/area';
import { leaveTypesRoutes } from './leave-types.routes';
import { leaveTypesService } from './leave-types.service';

export const leaveTypesArea: Area = {
  name: 'leave-types',
  async routes(api, { database }) {
    await api.register(leaveTypesRoutes, { service: leaveTypesService(database.db) });
  },
  tables: { versioned: ['management_leave_types', 'leave_type_items'], counted: ['leave_type_rates'] },
};
