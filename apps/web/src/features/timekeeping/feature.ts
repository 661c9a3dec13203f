import type { Feature } from '../../lib/feature';

/** Reports and timekeeping (docs/attendance.md "Reports, timekeeping, home dashboard"). */
export const timekeepingFeature: Feature = {
  routes: [
    {
      path: 'timekeeping',
      page: () => import('./pages/TimekeepingListPage'),
      permission: 'attendance.view',
      texts: ['timekeeping'],
      data: ['timekeeping?page=1&limit=20'],
      menu: { section: 'attendance', labelKey: 'menu.timekeeping', order: 40 },
    },
    {
      path: 'timekeeping/:employeeId',
      page: () => import('./pages/TimekeepingPersonPage'),
      permission: 'attendance.view',
      texts: ['timekeeping'],
    },
    {
      path: 'report',
      page: () => import('./pages/ReportPage'),
      permission: 'attendance.report',
      texts: ['timekeeping'],
      data: ['report-options'],
      menu: { section: 'attendance', labelKey: 'menu.report', order: 50 },
    },
  ],
};
