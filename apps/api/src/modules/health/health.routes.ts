import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ErrorBody, envelope, translate } from '@hr/contracts';
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
        description:
          '200 while the database answers; 503 (shared Error schema, code database_unavailable) while it does not, with the reason in `errors.database`.',
        response: {
          200: envelope(z.object({ database: z.literal('ok') })),
        },
      },
      config: {
        errors: {
          503: 'The database does not answer (code database_unavailable); `errors.database` says why, e.g. connection refused',
        },
      },
    },
    async (request, reply) => {
      const health = await service.check();
      if (health.ok) return ok(request, { database: 'ok' as const });
      const body: ErrorBody = {
        status: false,
        code: 'database_unavailable',
        message: translate(request.lang, 'errors.database_unavailable'),
        errors: { database: [health.reason] },
      };
      // 503 is declared by `config.errors` (the shared Error schema), which the reply's static type does not see.
      return (reply as FastifyReply).code(503).send(body);
    },
  );
};
