import type { Area } from '../../lib/area';
import { jobsRoutes } from './jobs.routes';
import { jobsService } from './jobs.service';

/** The status and result files of jobs (lib/jobs is the queue; areas define their own kinds). */
export const jobsArea: Area = {
  name: 'jobs',
  async routes(api, { database, jobs }) {
    await api.register(jobsRoutes, { service: jobsService(database.db, jobs) });
  },
  tables: { versioned: [], counted: ['jobs'] },
};
