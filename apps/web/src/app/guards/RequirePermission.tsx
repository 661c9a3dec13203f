import type { Permission } from '@hr/contracts';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../lib/lookups/current-user';
import { hasPermission } from '../../lib/access';
import NoPermissionPage from '../pages/NoPermissionPage';

/** A page that needs a permission shows the no-permission page to people without it (the server refuses too). */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending && !user) return <Skeleton active />;
  return hasPermission(user, permission) ? children : <NoPermissionPage />;
}
