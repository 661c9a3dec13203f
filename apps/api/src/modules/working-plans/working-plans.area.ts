import type { Area } from '../../lib/area';
import { workingPlansRoutes } from './working-plans.routes';
import { workingPlansService } from './working-plans.service';

export const workingPlansArea: Area = {
  name: 'working-plans',
  async routes(api, { database, config, jobs }) {
    await api.register(workingPlansRoutes, {
      service: workingPlansService(database.db, { timeZone: config.COMPANY_TIME_ZONE, jobs }),
    });
  },
  tables: { versioned: ['department_working_plans'], counted: ['department_working_plan_users'] },
};
