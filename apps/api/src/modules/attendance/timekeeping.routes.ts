import {
  idParam,
  timekeepingPersonQuery,
  timekeepingPersonResponse,
  timekeepingQuery,
  timekeepingResponse,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { TimekeepingService } from './timekeeping.service';

const tags = ['attendance'];
const RANGE =
  'Invalid input, a range longer than 62 days, a start after the end or a date after today (code invalid_input)';

/** The timekeeping screens (specification 002): totals per person over a range, and one person's days. */
export const timekeepingRoutes: FastifyPluginAsyncZod<{ service: TimekeepingService }> = async (app, { service }) => {
  app.get(
    '/timekeeping',
    {
      config: {
        permission: 'attendance.view',
        scope: 'the people in the reader’s personal read scope',
        errors: { 400: RANGE },
      },
      schema: {
        tags,
        summary:
          'Each person’s attendance totals over a range (default the last 15 days up to today), paged by staff ID (default 20)',
        querystring: timekeepingQuery,
        response: { 200: timekeepingResponse },
      },
    },
    async (request) => ok(request, await service.list(request.actor!, request.query)),
  );

  app.get(
    '/timekeeping/:id',
    {
      config: {
        permission: 'attendance.view',
        scope: 'the person is in the reader’s personal read scope (else 404)',
        errors: { 404: 'No such person, or not in the reader’s scope (code not_found)', 400: RANGE },
      },
      schema: {
        tags,
        summary: 'One person’s totals, days and events (voided ones marked) over a range (default the last 15 days)',
        params: idParam,
        querystring: timekeepingPersonQuery,
        response: { 200: timekeepingPersonResponse },
      },
    },
    async (request) => ok(request, await service.person(request.actor!, request.params.id, request.query)),
  );
};
