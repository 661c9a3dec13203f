import type { Area } from '../../lib/area';
import { attendanceRoutes } from './attendance.routes';
import { attendanceService } from './attendance.service';
import { seedAttendanceDemo } from './demo';

export const attendanceArea: Area = {
  name: 'attendance',
  async routes(api, { database, config }) {
    await api.register(attendanceRoutes, {
      service: attendanceService(database.db, { timeZone: config.COMPANY_TIME_ZONE }),
    });
  },
  seedDemo: (db, config) => seedAttendanceDemo(db, config.COMPANY_TIME_ZONE),
  tables: {
    versioned: ['attendance_places', 'attendance_devices'],
    counted: ['attendance_events', 'attendance_days'],
  },
};
