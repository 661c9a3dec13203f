import { CLOSE_OF_DAY_MAX_DAYS, closeOfDayBody, jobStartedResponse, jobStatusUrl } from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { CloseOfDayService } from './close-of-day';

const tags = ['attendance'];

/** `POST /attendance/close-of-day`: HR completes the days of a past range (docs/attendance.md "Close of day"). */
export const closeOfDayRoutes: FastifyPluginAsyncZod<{ service: CloseOfDayService }> = async (app, { service }) => {
  app.post(
    '/attendance/close-of-day',
    {
      config: {
        permission: 'attendance.correct',
        scope: 'the people in the starter’s personal read scope',
        errors: {
          422: `invalid_input with a date_to message: an end not before today (close_not_past) or more than ${CLOSE_OF_DAY_MAX_DAYS} days (close_too_long)`,
        },
      },
      schema: {
        tags,
        summary:
          'Close the days of a past range: store the day (absent, on leave, holiday) of every active person with a planned working day and none stored; payroll-locked months are left alone',
        description:
          'The scheduled close of day does this every morning for the day before; this is for history imported late. The answer is 202 with the job to follow at GET /api/jobs/{id} (docs/jobs.md).',
        body: closeOfDayBody,
        response: { 202: jobStartedResponse },
      },
    },
    async (request, reply) => {
      const jobId = await service.start(request.actor!, request.body, request.lang);
      return reply.code(202).send(ok(request, { job_id: jobId, status_url: jobStatusUrl(jobId) }, 'jobs.started_work'));
    },
  );
};
