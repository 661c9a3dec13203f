import type { Feature } from '../../lib/feature';

/** Staff records (specification 001 "Staff"; issue 27): the list, the record with its tabs, a work history. */
export const staffFeature: Feature = {
  routes: [
    {
      path: 'staff',
      page: () => import('./pages/StaffListPage'),
      permission: 'staff.view',
      texts: ['staff'],
      data: ['get-departments', 'users?page=1&limit=20'],
      menu: { section: 'organisation', labelKey: 'menu.staff', order: 15, match: /^\/staff(\/|$)/ },
    },
    {
      path: 'staff/create',
      page: () => import('./pages/StaffDetailPage'),
      permission: 'staff.create',
      texts: ['staff'],
    },
    {
      path: 'staff/:id',
      page: () => import('./pages/StaffDetailPage'),
      permission: 'staff.view',
      texts: ['staff'],
    },
    {
      path: 'staff/:userId/history/:historyId',
      page: () => import('./pages/WorkHistoryPage'),
      permission: 'staff.view',
      texts: ['staff'],
    },
  ],
};
