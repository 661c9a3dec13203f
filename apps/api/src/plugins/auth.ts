import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { authTokens, users } from '../db/schema/index';
import { forbidden, unauthenticated } from '../lib/errors';
import { hashToken } from '../lib/tokens';
import { can } from '@hr/contracts';

/**
 * The session check every signed-in request makes: prepared once per connection, so neither Drizzle nor PostgreSQL
 * plan it again. Exported for the scale benchmark, which runs a request's SQL without HTTP.
 */
export function sessionCheck(db: Db) {
  return db
    .select({ id: users.id, role_id: users.role_id, department_id: users.department_id, session_id: authTokens.id })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(
      and(
        eq(authTokens.token_hash, sql.placeholder('tokenHash')),
        gt(authTokens.expires_at, sql`now()`),
        isNull(users.deleted_at),
        eq(users.is_active, true),
      ),
    )
    .limit(1)
    .prepare('auth_session');
}

/** Whether the route's `selfParam` names the signed-in person (config.selfParam, types.ts). */
function isSelf(params: unknown, name: string | undefined, actorId: number): boolean {
  if (!name) return false;
  const value = (params as Record<string, string | undefined>)[name];
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) && Number(value) === actorId;
}

/**
 * Every API route needs a valid bearer token unless public-routes.ts lists it (plugins/openapi.ts sets `config.public` from that list); a route's `permission` is checked
 * here for the role as a whole. A token is valid while it has not expired, was not ended by logout or a password
 * change, and its person is active and not deleted.
 */
export const authPlugin = fp<{ db: Db }>(async (app, { db }) => {
  app.decorateRequest('actor', null);
  const session = sessionCheck(db);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    // Only the API needs a token; the web app's files and the API documentation pages are public.
    const url = request.routeOptions.url ?? '';
    if (!url.startsWith('/api/') || url.startsWith('/api/docs') || config?.public) return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
    if (!match?.[1]) throw unauthenticated();
    const tokenHash = hashToken(match[1]);
    const [row] = await session.execute({ tokenHash });
    if (!row) throw unauthenticated();
    request.actor = { ...row, tokenHash };
    if (config?.permission && !can(row.role_id, config.permission) && !isSelf(request.params, config.selfParam, row.id))
      throw forbidden();
    if (config?.anyPermission && !config.anyPermission.some((flag) => can(row.role_id, flag))) throw forbidden();
  });
});
