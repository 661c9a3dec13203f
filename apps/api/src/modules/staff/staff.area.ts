import { companyToday } from '@hr/contracts';
import type { Area } from '../../lib/area';
import { seedStaffDemo } from './staff.demo';
import { staffRoutes } from './staff.routes';
import { staffService } from './staff.service';

export const staffArea: Area = {
  name: 'staff',
  async routes(api, { database, config }) {
    await api.register(staffRoutes, {
      service: staffService(database.db, { today: () => companyToday(config.COMPANY_TIME_ZONE) }),
    });
  },
  seedDemo: (db) => seedStaffDemo(db),
  tables: {
    versioned: ['staff_records', 'staff_work_histories'],
    counted: ['staff_pay_configs', 'staff_pay_allowances', 'staff_tax_profiles', 'staff_dependents'],
  },
};
