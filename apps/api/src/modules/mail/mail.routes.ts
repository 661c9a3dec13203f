import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, mailOutboxDetailResponse, mailOutboxListQuery, mailOutboxListResponse } from '@hr/contracts';
import { ok } from '../../lib/reply';
import type { MailService } from './mail.service';

const tags = ['mail'];

export const mailRoutes: FastifyPluginAsyncZod<{ service: MailService }> = async (app, { service }) => {
  app.get(
    '/mail-outbox',
    {
      config: { permission: 'mail.view' },
      schema: {
        tags,
        summary: 'The mail outbox, newest first, optionally of one state (no bodies)',
        querystring: mailOutboxListQuery,
        response: { 200: mailOutboxListResponse },
      },
    },
    async (request) => ok(request, await service.list(request.query)),
  );

  app.get(
    '/mail-outbox/:id',
    {
      config: { permission: 'mail.view' },
      schema: {
        tags,
        summary: 'One mail of the outbox with its text and HTML body',
        params: idParam,
        response: { 200: mailOutboxDetailResponse },
      },
    },
    async (request) => ok(request, await service.get(request.params.id)),
  );
};
