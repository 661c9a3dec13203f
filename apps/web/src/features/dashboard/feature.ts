import type { Feature } from '../../lib/feature';

const home = () => import('./pages/HomePage');

/** The home page, also at the specification's /summary and /dashboard: its tabs are app/home-tabs.ts. */
export const dashboardFeature: Feature = {
  routes: [
    { path: '', page: home, texts: ['dashboard'] },
    { path: 'summary', page: home, texts: ['dashboard'] },
    { path: 'dashboard', page: home, texts: ['dashboard'] },
  ],
};
