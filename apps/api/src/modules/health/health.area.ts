import type { Area } from '../../lib/area';
import { healthRoutes } from './health.routes';

export const healthArea: Area = {
  name: 'health',
  async routes(api, { database }) {
    await api.register(healthRoutes, { database });
  },
  tables: { versioned: [], counted: [] },
};
