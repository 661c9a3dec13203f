import type { Area } from '../../lib/area';
import { attendanceRoutes } from './attendance.routes';
import { attendanceService } from './attendance.service';
import { closeOfDayJob, closeOfDaySchedule, closeOfDayService } from './close-of-day';
import { closeOfDayRoutes } from './close-of-day.routes';
import { dashboardRoutes } from './dashboard.routes';
import { dashboardService } from './dashboard.service';
import { seedAttendanceDemo } from './demo';
import { overviewRoutes } from './overview.routes';
import { plansRecomputeJob } from './plans-recompute';
import { overviewService } from './overview.service';
import { registrationRoutes } from './registration.routes';
import { registrationService } from './registration.service';
import { reportsRoutes } from './reports.routes';
import { attendanceReportJob, reportsService } from './reports.service';
import { settingsRecomputeJob } from './settings-recompute';
import { timekeepingRoutes } from './timekeeping.routes';
import { timekeepingService } from './timekeeping.service';

export const attendanceArea: Area = {
  name: 'attendance',
  async routes(api, { database, config, jobs, links }) {
    const options = { timeZone: config.COMPANY_TIME_ZONE };
    const service = attendanceService(database.db, options);
    await api.register(attendanceRoutes, { service });
    await api.register(registrationRoutes, { service: registrationService(database.db, options) });
    await api.register(overviewRoutes, { service: overviewService(database.db, { ...options, links }) });
    await api.register(reportsRoutes, { service: reportsService(database.db, jobs, options) });
    await api.register(timekeepingRoutes, { service: timekeepingService(database.db, service, options) });
    await api.register(closeOfDayRoutes, { service: closeOfDayService(jobs, options) });
    await api.register(dashboardRoutes, { service: dashboardService(database.db, options) });
  },
  seedDemo: (db, config) => seedAttendanceDemo(db, config.COMPANY_TIME_ZONE),
  tables: {
    versioned: ['attendance_places', 'attendance_devices'],
    counted: ['attendance_events', 'attendance_days', 'staff_working_plans', 'attendance_status_registrations'],
  },
  jobs: [attendanceReportJob, closeOfDayJob, settingsRecomputeJob, plansRecomputeJob],
  schedules: [closeOfDaySchedule],
};
