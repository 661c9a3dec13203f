import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_BADGES_MAX, userBadgesBody } from '@hr/contracts';
import { z } from 'zod';
import { attachmentHeader } from '../../lib/excel';
import { PDF_TYPE } from '../../lib/pdf/index';
import type { BadgesService } from './badges.service';

const tags = ['users'];

/** `POST /users/badges`: staff badges as a PDF (docs/pdf.md). HTTP only; the rules are in the badges service. */
export const badgesRoutes: FastifyPluginAsyncZod<{ service: BadgesService }> = async (app, { service }) => {
  app.post(
    '/users/badges',
    {
      config: {
        permission: 'user.badge',
        limit: 'export',
        errors: {
          404: "Some of the people are unknown, deleted or outside the reader's scope: nothing is printed, and the message names their ids (code not_found)",
        },
      },
      schema: {
        tags,
        summary: `Staff badges (PDF, 8 credit-card badges to an A4 page) of 1 to ${USER_BADGES_MAX} people; each QR code holds the staff ID`,
        body: userBadgesBody,
        produces: [PDF_TYPE],
        response: {
          200: {
            description: 'The badges (attachment Staff_Badges.pdf)',
            content: { [PDF_TYPE]: { schema: z.string().meta({ format: 'binary' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const stream = await service.print(request.actor!, request.body, request.lang, (error) =>
        request.log.error({ err: error }, 'staff badges failed'),
      );
      return reply
        .header('content-type', PDF_TYPE)
        .header('content-disposition', attachmentHeader('Staff_Badges.pdf'))
        .header('cache-control', 'no-store')
        .send(stream as never);
    },
  );
};
