import type { Feature } from '../../lib/feature';

export const departmentGroupsFeature: Feature = {
  routes: [
    {
      path: 'settings/departments/:id',
      page: () => import('./pages/DepartmentGroupsPage'),
      permission: 'department.view',
      texts: ['groups'],
    },
  ],
};
