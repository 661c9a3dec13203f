import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@hr/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../lib/reply';

/** Liveness and database reachability, for load balancers and the start script. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Health check',
        response: { 200: envelope(z.object({ database: z.literal('ok') })) },
      },
    },
    async (request) => {
      await db.execute(sql`select 1`);
      return ok(request, { database: 'ok' as const });
    },
  );
};
