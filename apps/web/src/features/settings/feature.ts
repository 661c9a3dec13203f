import type { Feature } from '../../lib/feature';

export const settingsFeature: Feature = {
  routes: [
    {
      path: 'settings/default-system',
      page: () => import('./pages/DefaultSystemPage'),
      permission: 'setting.view',
      texts: ['settings'],
      data: ['config/default_salary'],
      menu: { section: 'settings', labelKey: 'menu.default_system', order: 30 },
    },
  ],
};
