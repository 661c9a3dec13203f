import type { Area } from '../../lib/area';
import { shiftsRoutes } from './shifts.routes';
import { shiftsService } from './shifts.service';

export const shiftsArea: Area = {
  name: 'shifts',
  async routes(api, { database }) {
    await api.register(shiftsRoutes, { service: shiftsService(database.db) });
  },
  tables: { versioned: ['shifts'], counted: [] },
};
