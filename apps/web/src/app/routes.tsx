import type { Permission } from '@hr/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import LoginPage from '../features/auth/pages/LoginPage';
import { areasReady } from '../lib/i18n';
import { RequireAuth } from './guards/RequireAuth';
import RouteErrorPage from './pages/RouteErrorPage';

/** Shown while the first page's chunk loads: nothing (the page follows within moments). */
const Loading = () => null;

/**
 * Each page is its own chunk, so the sign-in page loads only what it needs; pages of signed-in people also wait for
 * the translations of the product's areas (`areas`), which the sign-in and reset-password pages do without. Each
 * carries a HydrateFallback, so the first load does not warn "No `HydrateFallback` element provided" in the console.
 */
const page = (
  load: () => Promise<{ default: ComponentType }>,
  permission?: Permission,
  areas = true,
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> => ({
  HydrateFallback: Loading,
  lazy: async () => {
    // The page, its translations and (if it needs a permission) the guard load side by side: one round trip, not two.
    const [{ default: Page }, , guard] = await Promise.all([
      load(),
      areas ? areasReady() : undefined,
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

/**
 * Every route of the product. Areas add their pages to the signed-in children (with the permission a page needs,
 * if any) and their entries to menu.ts.
 */
export const routes: RouteObject[] = [
  // The sign-in page travels in the entry: it is the first page of nearly every visit, its antd parts (button, input,
  // checkbox, radio, theme) are what every later page uses too, and as a lazy page its shared modules spread over
  // ~45 small files (one request, gzip window and module glue each: ~15 KB gzip more, and a request chain more).
  { path: '/login', Component: LoginPage, errorElement: <RouteErrorPage /> },
  {
    path: '/reset-password',
    ...page(() => import('../features/auth/pages/ResetPasswordPage'), undefined, false),
    errorElement: <RouteErrorPage />,
  },
  {
    element: <RequireAuth />,
    HydrateFallback: Loading,
    errorElement: <RouteErrorPage />,
    children: [
      {
        ...page(() => import('./layout/AppLayout')),
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, ...page(() => import('./pages/HomePage')) },
              { path: 'summary', ...page(() => import('./pages/HomePage')) },
              { path: 'dashboard', ...page(() => import('./pages/HomePage')) },
              { path: 'profile', ...page(() => import('../features/auth/pages/ProfilePage')) },
              { path: 'change-password', ...page(() => import('../features/auth/pages/ChangePasswordPage')) },
              { path: 'shift', ...page(() => import('../features/shifts/pages/ShiftListPage'), 'shift.view') },
              { path: 'user', ...page(() => import('../features/users/pages/UserListPage'), 'user.view') },
              {
                path: 'department',
                ...page(() => import('../features/departments/pages/DepartmentListPage'), 'department.view'),
              },
              {
                path: 'department/:id',
                ...page(() => import('../features/departments/pages/DepartmentDetailPage'), 'department.view'),
              },
              {
                path: 'settings/departments',
                ...page(() => import('../features/departments/pages/DepartmentListPage'), 'department.view'),
              },
              {
                path: 'settings/departments/:id',
                ...page(() => import('../features/department-groups/pages/DepartmentGroupsPage'), 'department.view'),
              },
              {
                path: 'settings/leave-management',
                ...page(() => import('../features/leave-types/pages/LeaveTypeListPage'), 'leave_type.view'),
              },
              {
                path: 'settings/leave-management/leave-type/create',
                ...page(() => import('../features/leave-types/pages/LeaveTypeDetailPage'), 'leave_type.create'),
              },
              {
                path: 'settings/leave-management/leave-type/:id',
                ...page(() => import('../features/leave-types/pages/LeaveTypeDetailPage'), 'leave_type.view'),
              },
              {
                path: 'settings/salary-component',
                ...page(
                  () => import('../features/salary-components/pages/SalaryComponentPage'),
                  'salary_component.view',
                ),
              },
              {
                path: 'settings/default-system',
                ...page(() => import('../features/settings/pages/DefaultSystemPage'), 'setting.view'),
              },
              { path: 'error400', ...page(() => import('./pages/Error400Page')) },
              { path: '*', ...page(() => import('./pages/NotFoundPage')) },
            ],
          },
        ],
      },
    ],
  },
];
