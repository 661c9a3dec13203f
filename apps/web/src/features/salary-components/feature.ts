import type { Feature } from '../../lib/feature';

export const salaryComponentsFeature: Feature = {
  routes: [
    {
      path: 'settings/salary-component',
      page: () => import('./pages/SalaryComponentPage'),
      permission: 'salary_component.view',
      texts: ['salaryComponents'],
      data: ['salary_component/list?component_type=allowance&page=1&per_page=10'],
      menu: { section: 'settings', labelKey: 'menu.salary_components', order: 20 },
    },
  ],
};
