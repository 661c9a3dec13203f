import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, translate } from '@hr/contracts';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { healthService } from './health.service';

/** Liveness and database reachability, for load balancers and the start script. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const service = healthService(database);
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Health check',
        description: '200 while the database answers; 503 with the reason while it does not.',
        response: {
          200: envelope(z.object({ database: z.literal('ok') })),
          503: z.object({
            status: z.literal(false),
            code: z.literal('database_unavailable'),
            message: z.string(),
            reason: z.string(),
          }),
        },
      },
    },
    async (request, reply) => {
      const health = await service.check();
      if (health.ok) return ok(request, { database: 'ok' as const });
      return reply.code(503).send({
        status: false as const,
        code: 'database_unavailable' as const,
        message: translate(request.lang, 'errors.database_unavailable'),
        reason: health.reason,
      });
    },
  );
};
