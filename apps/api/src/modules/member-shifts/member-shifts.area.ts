import type { Area } from '../../lib/area';
import { memberShiftsRoutes } from './member-shifts.routes';
import { memberShiftsService } from './member-shifts.service';

export const memberShiftsArea: Area = {
  name: 'member-shifts',
  async routes(api, { database, config, jobs }) {
    await api.register(memberShiftsRoutes, { service: memberShiftsService(database.db, config, jobs) });
  },
  tables: { versioned: ['member_shifts'], counted: [] },
};
