import { companyToday } from '@hr/contracts';
import type { Area } from '../../lib/area';
import { staffIoRoutes } from './staff-io.routes';
import { seedStaffDemo } from './staff.demo';
import { staffExportJob, staffExportStarter } from './staff.export';
import { staffImportJob, staffImportStarter } from './staff.import';
import { staffRoutes } from './staff.routes';
import { staffService } from './staff.service';

export const staffArea: Area = {
  name: 'staff',
  async routes(api, { database, config, files, jobs }) {
    await api.register(staffRoutes, {
      service: staffService(database.db, { today: () => companyToday(config.COMPANY_TIME_ZONE) }),
    });
    await api.register(staffIoRoutes, {
      startExport: staffExportStarter(database.db, jobs),
      startImport: staffImportStarter(files, jobs),
    });
  },
  seedDemo: (db) => seedStaffDemo(db),
  tables: {
    versioned: ['staff_records', 'staff_work_histories'],
    counted: ['staff_pay_configs', 'staff_pay_allowances', 'staff_tax_profiles', 'staff_dependents'],
  },
  jobs: [staffExportJob, staffImportJob],
};
