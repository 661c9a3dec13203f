import type { Permission } from '@hr/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from '../lib/router';
import LoginPage from '../features/auth/pages/LoginPage';
import { textsReady } from '../lib/i18n';
import { FEATURES } from './features';
import { RequireAuth } from './guards/RequireAuth';
import RouteErrorPage from './pages/RouteErrorPage';

/**
 * Each page is its own chunk, loaded with the translation namespaces it names (and nothing else), so the sign-in
 * page loads only what it needs and a page carries only its own texts. Nothing is shown while the first page loads
 * (the boot skeleton of index.html is); a later move keeps the old page until the new one has loaded.
 */
const page = (
  load: () => Promise<{ default: ComponentType }>,
  permission?: Permission,
  texts: readonly string[] = [],
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    // The page, its translations and (if it needs a permission) the guard load side by side: one round trip, not two.
    const [{ default: Page }, , guard] = await Promise.all([
      load(),
      textsReady(texts),
      // Loaded with the page, not up front: its no-permission view would otherwise weigh on the sign-in page.
      permission ? import('./guards/RequirePermission') : undefined,
    ]);
    if (!permission || !guard) return { Component: Page };
    const { RequirePermission } = guard;
    return {
      Component: () => (
        <RequirePermission permission={permission}>
          <Page />
        </RequirePermission>
      ),
    };
  },
});

const featureRoutes = FEATURES.flatMap((feature) => feature.routes);
const toRoute = (route: (typeof featureRoutes)[number]): RouteObject => ({
  path: route.path,
  ...page(route.page, route.permission, route.texts),
});
/** Every feature's pages (app/features.ts), under the signed-in layout; full-screen ones without it. */
const featurePages: RouteObject[] = featureRoutes.filter((route) => !route.fullScreen).map(toRoute);
const fullScreenPages: RouteObject[] = featureRoutes.filter((route) => route.fullScreen).map(toRoute);

/** Every route of the product. Areas add their pages in their own feature.ts (lib/feature.ts), not here. */
export const routes: RouteObject[] = [
  // The sign-in page travels in the entry: it is the first page of nearly every visit, its antd parts (button, input,
  // checkbox, radio, theme) are what every later page uses too, and as a lazy page its shared modules spread over
  // ~45 small files (one request, gzip window and module glue each: ~15 KB gzip more, and a request chain more).
  { path: '/login', Component: LoginPage, errorElement: <RouteErrorPage /> },
  {
    path: '/forgot-password',
    ...page(() => import('../features/auth/pages/ForgotPasswordPage')),
    errorElement: <RouteErrorPage />,
  },
  {
    path: '/reset-password',
    ...page(() => import('../features/auth/pages/ResetPasswordPage')),
    errorElement: <RouteErrorPage />,
  },
  {
    element: <RequireAuth />,
    errorElement: <RouteErrorPage />,
    children: [
      { errorElement: <RouteErrorPage />, children: fullScreenPages },
      {
        ...page(() => import('./layout/AppLayout')),
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              ...featurePages,
              { path: 'error400', ...page(() => import('./pages/Error400Page')) },
              { path: '*', ...page(() => import('./pages/NotFoundPage')) },
            ],
          },
        ],
      },
    ],
  },
];
