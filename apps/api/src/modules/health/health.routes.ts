import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@hr/contracts';
import type { Db } from '../../db/client';
import { healthService } from './health.service';
import { ok } from '../../lib/reply';

/** Liveness and database reachability, for load balancers and the start script. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = healthService(db);
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Health check',
        response: { 200: envelope(z.object({ database: z.literal('ok') })) },
      },
    },
    async (request) => ok(request, await service.check()),
  );
};
