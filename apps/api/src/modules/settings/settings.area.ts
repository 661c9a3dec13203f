import { companyToday } from '@hr/contracts';
import type { Area } from '../../lib/area';
import { ensureHolidays } from './holiday-seed';
import { settingsRoutes } from './settings.routes';
import { settingsService } from './settings.service';

export const settingsArea: Area = {
  name: 'settings',
  async routes(api, { database, config, jobs }) {
    await api.register(settingsRoutes, {
      service: settingsService(database.db, { timeZone: config.COMPANY_TIME_ZONE, jobs }),
    });
  },
  /** The public holidays of this year and the next exist (lunar ones computed), at every start. */
  async seed(db, config) {
    const year = Number(companyToday(config.COMPANY_TIME_ZONE).slice(0, 4));
    const added = await ensureHolidays(db, [year, year + 1]);
    return added > 0 ? `Added ${added} public holidays of ${year} and ${year + 1}.` : undefined;
  },
  tables: { versioned: ['setting_versions', 'holidays'], counted: ['payroll_locks'] },
};
