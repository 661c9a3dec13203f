import type { Permission } from '@hr/contracts';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../lib/lookups/current-user';
import { hasPermission } from '../../lib/access';
import { lazyPart } from '../../components/lazy-part';

// Loaded only when shown: its antd Result (with its illustrations, 11 KiB) would otherwise travel with every page.
const NoPermissionPage = lazyPart(
  () => import('../pages/NoPermissionPage').then((m) => m.default),
  () => true,
);

/** A page that needs a permission shows the no-permission page to people without it (the server refuses too). */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending && !user) return <Skeleton active />;
  return hasPermission(user, permission) ? children : <NoPermissionPage />;
}
