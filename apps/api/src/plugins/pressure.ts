import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../lib/errors';

/**
 * Load shedding and shutdown (README "Running in production", docs/api.md "Overload and shutdown"):
 *
 * - Under pressure (mean event-loop delay, event-loop utilization, heap or RSS over the PRESSURE_* limits of
 *   config.ts, sampled every PRESSURE_SAMPLE_INTERVAL_MS) an /api/ request is answered at once with 503 `overloaded`
 *   and `Retry-After`, instead of joining a queue that only grows. `/api/health` is never shed: it answers what it
 *   always answers (200, or 503 while the database is away), so a load balancer's check still sees the process.
 * - While the server closes (SIGTERM, SIGINT: server.ts), requests that still arrive on open keep-alive connections
 *   get 503 `shutting_down` with `Retry-After`; requests already running finish.
 *
 * Both answers use the shared Error body, in the request's language.
 */
const exempt = (url: string) => !url.startsWith('/api/') || url === '/api/health' || url.startsWith('/api/health?');

export const pressurePlugin = fp<{ config: Config }>(async (app, { config }) => {
  const retryAfter = String(config.PRESSURE_RETRY_AFTER_S);
  const mb = (value: number) => Math.round(value * 1024 * 1024);
  await app.register(underPressure, {
    maxEventLoopDelay: config.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
    maxEventLoopUtilization: config.PRESSURE_MAX_EVENT_LOOP_UTILIZATION,
    maxHeapUsedBytes: mb(config.PRESSURE_MAX_HEAP_MB),
    maxRssBytes: mb(config.PRESSURE_MAX_RSS_MB),
    sampleInterval: config.PRESSURE_SAMPLE_INTERVAL_MS,
    retryAfter: config.PRESSURE_RETRY_AFTER_S,
    pressureHandler: async (request) => {
      if (exempt(request.url)) return;
      throw new AppError(503, 'overloaded', 'errors.overloaded', {}, undefined, { 'retry-after': retryAfter });
    },
  });

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    // The client should open a new connection (to another process behind the proxy, or to this one once restarted).
    reply.header('connection', 'close');
    throw new AppError(503, 'shutting_down', 'errors.shutting_down', {}, undefined, { 'retry-after': '5' });
  });
});
