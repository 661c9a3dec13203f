import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, translate } from '@hr/contracts';
import type { Database } from '../../db/client';
import { databaseProblem } from '../../db/problems';
import { ok } from '../../lib/reply';

/** A health check answers within this time even when the database hangs. */
const TIMEOUT_MS = 2_000;

/** Liveness and database reachability, for load balancers and the start script. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { public: true },
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
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          database.pool.query('select 1'),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS);
          }),
        ]);
        return ok(request, { database: 'ok' as const });
      } catch (error) {
        return reply.code(503).send({
          status: false as const,
          code: 'database_unavailable' as const,
          message: translate(request.lang, 'errors.database_unavailable'),
          reason: databaseProblem(error),
        });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
