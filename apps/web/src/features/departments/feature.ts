import type { Feature } from '../../lib/feature';

export const departmentsFeature: Feature = {
  routes: [
    {
      path: 'department',
      page: () => import('./pages/DepartmentListPage'),
      permission: 'department.view',
      texts: ['departments'],
      data: ['departments?page=1&limit=20'],
      menu: { section: 'organisation', labelKey: 'menu.departments', order: 20, match: /^\/department(\/|$)/ },
    },
    {
      path: 'department/:id',
      page: () => import('./pages/DepartmentDetailPage'),
      permission: 'department.view',
      texts: ['departments'],
    },
    // The specification's address of the department list inside the settings.
    {
      path: 'settings/departments',
      page: () => import('./pages/DepartmentListPage'),
      permission: 'department.view',
      texts: ['departments'],
      menu: { section: 'organisation', labelKey: 'menu.department_groups', order: 30 },
    },
  ],
};
