import type { Area } from '../../lib/area';
import { ordersRoutes } from './orders.routes';
import { ordersService } from './orders.service';
import { shiftChangesRoutes } from './shift-changes.routes';
import { shiftChangesService } from './shift-changes.service';

export const payrollDataArea: Area = {
  name: 'payroll-data',
  async routes(api, { database, config }) {
    await api.register(ordersRoutes, { service: ordersService(database.db, { timeZone: config.COMPANY_TIME_ZONE }) });
    await api.register(shiftChangesRoutes, {
      service: shiftChangesService(database.db, { timeZone: config.COMPANY_TIME_ZONE }),
    });
  },
  tables: { versioned: ['shift_changes'], counted: ['payroll_orders', 'payroll_order_recipients'] },
};
