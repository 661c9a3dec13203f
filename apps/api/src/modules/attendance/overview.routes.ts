import { overviewPeopleQuery, overviewPeopleResponse, overviewQuery, overviewResponse } from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { OverviewService } from './overview.service';

const scope = 'the people in the reader’s personal read scope';

/**
 * The overview (specification 000 section 7, `GET /overview`): everyone's status of right now, by department. The
 * departments come first with their counts; a department's people when the screen opens its group.
 */
export const overviewRoutes: FastifyPluginAsyncZod<{ service: OverviewService }> = async (app, { service }) => {
  app.get(
    '/overview',
    {
      config: { permission: 'attendance.view', scope },
      schema: {
        tags: ['attendance'],
        summary: 'Departments with their head counts and how many have each status 1 to 8 of right now',
        description:
          'search: staff ID or name (only departments with a match, counting the matches). sort_by (1 working plan, ' +
          '2 name A to Z, 3 name Z to A) orders the people of GET /overview/people. The people: GET /overview/people.',
        querystring: overviewQuery,
        response: { 200: overviewResponse },
      },
    },
    async (request) => ok(request, await service.departments(request.actor!, request.query)),
  );

  app.get(
    '/overview/people',
    {
      config: { permission: 'attendance.view', scope },
      schema: {
        tags: ['attendance'],
        summary: 'A page of one department’s people: avatar, up to 5 working-plan items and the status of right now',
        description:
          'department_id: a department of GET /overview, or none for the people without one (an unknown one has ' +
          'nobody); absent: everyone, department by department. sort_by and search as GET /overview. 50 a page by ' +
          'default.',
        querystring: overviewPeopleQuery,
        response: { 200: overviewPeopleResponse },
      },
    },
    async (request) => ok(request, await service.people(request.actor!, request.query)),
  );
};
