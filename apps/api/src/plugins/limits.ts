import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../lib/errors';

/**
 * Per-person rate limits beyond sign-in (README "Configuration"): a route opts in with `config.limit` ('export',
 * 'upload' or 'heavy'); the limit counts per signed-in person (per address before sign-in) over one minute, runs
 * after authentication and validation, and answers 429 with `Retry-After` (declared by plugins/openapi.ts).
 */
export const limitsPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const perMinute: Record<string, number> = {
    export: config.RATE_LIMIT_EXPORTS_PER_MINUTE,
    upload: config.RATE_LIMIT_UPLOADS_PER_MINUTE,
    heavy: config.RATE_LIMIT_HEAVY_PER_MINUTE,
  };
  // Runs before @fastify/rate-limit's own onRoute hook (registered below), turning the name into its settings.
  app.addHook('onRoute', (route: RouteOptions) => {
    const limit = route.config?.limit;
    if (!limit) return;
    const bucket = limit;
    (route.config as Record<string, unknown>).rateLimit = {
      max: perMinute[bucket],
      timeWindow: 60_000,
      groupId: bucket,
      keyGenerator: (request: FastifyRequest) => (request.actor ? `user:${request.actor.id}` : `ip:${request.ip}`),
    };
  });
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: () => new AppError(429, 'too_many_requests', 'errors.too_many_requests'),
  });
});
