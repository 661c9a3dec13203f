import type { Feature } from '../../lib/feature';

/** Attendance (docs/attendance.md): the registration list for a day and the overview of right now. */
export const attendanceFeature: Feature = {
  routes: [
    {
      path: 'registration',
      page: () => import('./pages/RegistrationPage'),
      permission: 'attendance.view',
      texts: ['attendance'],
      data: ['staffs?date_checkin={today}&current_page=1'],
      menu: { section: 'attendance', labelKey: 'menu.registration', order: 10 },
    },
    {
      path: 'overview',
      page: () => import('./pages/OverviewPage'),
      permission: 'attendance.view',
      texts: ['attendance'],
      data: ['overview?sort_by=1', 'staff-working-plan-config'],
      menu: { section: 'attendance', labelKey: 'menu.overview', order: 20 },
    },
  ],
};
