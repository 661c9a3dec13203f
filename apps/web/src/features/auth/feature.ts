import type { Feature } from '../../lib/feature';

/** The signed-in person's own pages (sign-in and reset-password are outside the layout: app/routes.tsx). */
export const authFeature: Feature = {
  routes: [
    { path: 'profile', page: () => import('./pages/ProfilePage'), texts: [] },
    { path: 'change-password', page: () => import('./pages/ChangePasswordPage'), texts: [] },
  ],
};
