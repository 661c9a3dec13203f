import type { Feature } from '../../lib/feature';

/** The home page, also at the specification's /summary and /dashboard, with the attendance tab (lib/home-tabs.ts). */
export const dashboardFeature: Feature = {
  routes: [
    { path: '', page: () => import('./pages/HomePage'), texts: ['dashboard'] },
    { path: 'summary', page: () => import('./pages/HomePage'), texts: ['dashboard'] },
    { path: 'dashboard', page: () => import('./pages/HomePage'), texts: ['dashboard'] },
  ],
  homeTabs: [
    {
      key: 'attendance',
      labelKey: 'dashboard:tabs.attendance',
      permission: 'attendance.view',
      texts: ['dashboard'],
      part: () => import('./components/AttendanceTab'),
    },
  ],
};
