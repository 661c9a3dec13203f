import type { Feature } from '../../lib/feature';

export const salaryComponentsFeature: Feature = {
  routes: [
    {
      path: 'settings/salary-component',
      page: () => import('./pages/SalaryComponentPage'),
      permission: 'salary_component.view',
      texts: ['salaryComponents'],
      menu: { section: 'settings', labelKey: 'menu.salary_components', order: 20 },
    },
  ],
};
