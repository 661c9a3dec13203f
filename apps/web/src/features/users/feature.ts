import type { Feature } from '../../lib/feature';

export const usersFeature: Feature = {
  routes: [
    {
      path: 'user',
      page: () => import('./pages/UserListPage'),
      permission: 'user.view',
      texts: ['users'],
      data: ['users?page=1&limit=20'],
      menu: { section: 'organisation', labelKey: 'menu.users', order: 10 },
    },
  ],
};
