import type { Feature } from '../../lib/feature';

export const shiftsFeature: Feature = {
  routes: [
    {
      path: 'shift',
      page: () => import('./pages/ShiftListPage'),
      permission: 'shift.view',
      texts: ['shifts'],
      data: ['shifts?page=1&limit=20'],
      menu: { section: 'organisation', labelKey: 'menu.shifts', order: 40 },
    },
  ],
};
