import type { Area } from '../../lib/area';
import { attendanceRoutes } from './attendance.routes';
import { attendanceService } from './attendance.service';
import { seedAttendanceDemo } from './demo';
import { overviewRoutes } from './overview.routes';
import { registrationRoutes } from './registration.routes';
import { registrationService } from './registration.service';

export const attendanceArea: Area = {
  name: 'attendance',
  async routes(api, { database, config, links }) {
    await api.register(attendanceRoutes, {
      service: attendanceService(database.db, { timeZone: config.COMPANY_TIME_ZONE }),
    });
    const registration = registrationService(database.db, { timeZone: config.COMPANY_TIME_ZONE, links });
    await api.register(registrationRoutes, { service: registration });
    await api.register(overviewRoutes, { service: registration });
  },
  seedDemo: (db, config) => seedAttendanceDemo(db, config.COMPANY_TIME_ZONE),
  tables: {
    versioned: ['attendance_places', 'attendance_devices'],
    counted: ['attendance_events', 'attendance_days', 'staff_working_plans', 'attendance_status_registrations'],
  },
};
