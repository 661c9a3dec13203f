import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyData, envelope, liftLoginBlockBody, loginBlocksResponse } from '@hr/contracts';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import type { LoginBlocksService } from './login-blocks.service';

const tags = ['auth'];

/** Sign-in blocks in force and lifting one (ICT and HR: `login_block.manage`). */
export const loginBlocksRoutes: FastifyPluginAsyncZod<{ service: LoginBlocksService }> = async (app, { service }) => {
  app.get(
    '/login-blocks',
    {
      config: { permission: 'login_block.manage' },
      schema: { tags, summary: 'Sign-in blocks in force', response: { 200: loginBlocksResponse } },
    },
    async (request) => ok(request, await service.list()),
  );

  app.post(
    '/login-blocks/lift',
    {
      config: { permission: 'login_block.manage', errors: { 404: 'No such block (code not_found)' } },
      schema: {
        tags,
        summary: 'Lift a sign-in block: the address may try again at once',
        body: liftLoginBlockBody,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      if (!(await service.lift(request.actor!, request.body.key))) throw notFound();
      return ok(request, null, 'success.updated');
    },
  );
};
