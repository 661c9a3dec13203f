import type { Feature } from '../../lib/feature';

export const shiftsFeature: Feature = {
  routes: [
    {
      path: 'shift',
      page: () => import('./pages/ShiftListPage'),
      permission: 'shift.view',
      texts: ['shifts'],
      menu: { section: 'organisation', labelKey: 'menu.shifts', order: 40 },
    },
  ],
};
