import type { Area } from '../../lib/area';
import { shiftsRoutes } from './shifts.routes';
import { shiftsService } from './shifts.service';

export const shiftsArea: Area = {
  name: 'shifts',
  async routes(api, { database, jobs }) {
    await api.register(shiftsRoutes, { service: shiftsService(database.db, jobs) });
  },
  tables: { versioned: ['shifts'], counted: [] },
};
