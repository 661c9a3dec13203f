import { companyToday } from '@hr/contracts';
import type { Area } from '../../lib/area';
import { avatarRoutes } from './avatar.routes';
import { badgesRoutes } from './badges.routes';
import { badgesService } from './badges.service';
import { userExportJob, userExportStarter } from './users.export';
import { usersRoutes } from './users.routes';
import { usersService } from './users.service';

export const usersArea: Area = {
  name: 'users',
  async routes(api, { database, files, links, jobs, config }) {
    const service = usersService(database.db, files, links, () => companyToday(config.COMPANY_TIME_ZONE));
    await api.register(usersRoutes, { service, startExport: userExportStarter(database.db, jobs) });
    await api.register(avatarRoutes, { service });
    await api.register(badgesRoutes, { service: badgesService(database.db, files) });
  },
  tables: { versioned: ['users'], counted: [] },
  jobs: [userExportJob],
};
