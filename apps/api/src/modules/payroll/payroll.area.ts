import type { Area } from '../../lib/area';
import { calculatorService } from './calculator.service';
import { payrollExportJob, payrollExportStarter } from './payroll.exports';
import { payrollRunJob } from './payroll.run';
import { payrollRoutes } from './payroll.routes';
import { payrollService } from './payroll.service';

export const payrollArea: Area = {
  name: 'payroll',
  async routes(api, { database, jobs, config }) {
    await api.register(payrollRoutes, {
      calculator: calculatorService(database.db),
      service: payrollService(database.db, jobs, config.COMPANY_TIME_ZONE),
      startExport: payrollExportStarter(database.db, jobs),
    });
  },
  tables: { versioned: [], counted: ['payroll_runs', 'payroll_results'] },
  jobs: [payrollRunJob, payrollExportJob],
};
