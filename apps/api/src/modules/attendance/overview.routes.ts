import { overviewQuery, overviewResponse } from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { RegistrationService } from './registration.service';

/** `GET /overview` (specification 000 section 7): everyone's status of right now, by department. */
export const overviewRoutes: FastifyPluginAsyncZod<{ service: RegistrationService }> = async (app, { service }) => {
  app.get(
    '/overview',
    {
      config: { permission: 'attendance.view', scope: 'the people in the reader’s personal read scope' },
      schema: {
        tags: ['attendance'],
        summary: 'Departments with their people: up to 5 working-plan items and the status 1 to 8 of right now',
        description: 'sort_by: 1 working plan, 2 name A to Z, 3 name Z to A. search: staff ID or name.',
        querystring: overviewQuery,
        response: { 200: overviewResponse },
      },
    },
    async (request) => ok(request, await service.overview(request.actor!, request.query)),
  );
};
