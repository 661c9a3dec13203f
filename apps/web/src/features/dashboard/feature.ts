import type { Feature } from '../../lib/feature';

/** The home page, also at the specification's /summary and /dashboard: its tabs are app/home-tabs.ts. */
export const dashboardFeature: Feature = {
  routes: [
    { path: '', page: () => import('./pages/HomePage'), texts: ['dashboard'] },
    { path: 'summary', page: () => import('./pages/HomePage'), texts: ['dashboard'] },
    { path: 'dashboard', page: () => import('./pages/HomePage'), texts: ['dashboard'] },
  ],
};
