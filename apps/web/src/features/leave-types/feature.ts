import type { Feature } from '../../lib/feature';

export const leaveTypesFeature: Feature = {
  routes: [
    {
      path: 'settings/leave-management',
      page: () => import('./pages/LeaveTypeListPage'),
      permission: 'leave_type.view',
      texts: ['leaveTypes'],
      data: ['config/management_leave_type_list'],
      menu: {
        section: 'settings',
        labelKey: 'menu.leave_management',
        order: 10,
        match: /^\/settings\/leave-management(\/|$)/,
      },
    },
    {
      path: 'settings/leave-management/leave-type/create',
      page: () => import('./pages/LeaveTypeDetailPage'),
      permission: 'leave_type.create',
      texts: ['leaveTypes'],
    },
    {
      path: 'settings/leave-management/leave-type/:id',
      page: () => import('./pages/LeaveTypeDetailPage'),
      permission: 'leave_type.view',
      texts: ['leaveTypes'],
    },
  ],
};
