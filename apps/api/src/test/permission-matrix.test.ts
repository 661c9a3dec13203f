import { can, ROLE_IDS, type RoleId } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/**
 * Every route that declares a permission, for each of the nine roles: refused with 403 exactly when the role does
 * not hold it (docs/permissions.md). The check runs before the body is read, so an empty request is enough to
 * tell "refused" from "let through" (which then answers 2xx, 400, 404 or 422, never 403).
 */
let t: TestApp;
const tokens = new Map<RoleId, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLE_IDS) tokens.set(role, (await t.tokenFor(role)).token);
});
afterAll(() => t?.close());

describe('permission matrix', () => {
  it('covers the routes of the organisation areas', () => {
    const guarded = t.routes.filter((route) => route.config && 'permission' in (route.config as object));
    expect(guarded.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses exactly the roles the table refuses, on every guarded route', async () => {
    const guarded = t.routes.filter(
      (route) => route.method !== 'HEAD' && (route.config as { permission?: string } | undefined)?.permission,
    );
    for (const route of guarded) {
      const permission = (route.config as { permission: Parameters<typeof can>[1] }).permission;
      const url = route.url.replace(/:(\w+)/g, '1');
      for (const role of ROLE_IDS) {
        const method = (Array.isArray(route.method) ? route.method[0] : route.method) as 'GET';
        const response = await t.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${tokens.get(role)}` },
          payload: method === 'GET' ? undefined : {},
        });
        const label = `${route.method} ${route.url} as role ${role}`;
        if (can(role, permission))
          // A rule of the record may still refuse (ict_only), but never the permission check itself.
          expect(response.statusCode === 403 && response.json().code === 'forbidden', label).toBe(false);
        else {
          expect(response.statusCode, label).toBe(403);
          expect(response.json().code, label).toBe('forbidden');
        }
      }
    }
  });
});
