import {
  jobStartedResponse,
  jobStatusUrl,
  REPORT_DIRECT_MAX_ROWS,
  reportOptionsResponse,
  reportParams,
  reportQuery,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentHeader, XLSX_TYPE } from '../../lib/excel';
import { ok } from '../../lib/reply';
import type { ReportsService } from './reports.service';

const tags = ['attendance'];

/** `GET /report/{report_type}` (specification 000 "Overview and report"): the attendance reports as Excel files. */
export const reportsRoutes: FastifyPluginAsyncZod<{ service: ReportsService }> = async (app, { service }) => {
  app.get(
    '/report-options',
    {
      config: { permission: 'attendance.report' },
      schema: {
        tags,
        summary: 'The report screen’s places and camera devices (names and ids; never a key)',
        response: { 200: reportOptionsResponse },
      },
    },
    async (request) => ok(request, await service.options()),
  );

  app.get(
    '/report/:report_type',
    {
      config: {
        permission: 'attendance.report',
        scope: 'the people in the reader’s personal read scope',
        limit: 'export',
        errors: {
          400: 'Invalid input: a range longer than 366 days, an end before the start, a date after today or a report_type in the query other than the path’s (code invalid_input)',
          422: 'An unknown place (place_not_found) or device (device_not_found)',
        },
      },
      schema: {
        tags,
        summary:
          'An attendance report as Report_{type}_{timestamp}.xlsx: summary (a Days sheet, a row per person per day, and a Totals sheet, a row per person), registration (every check-in event), working-plan (days planned by a work plan or excused by an absence); docs/attendance.md "Reports"',
        description: `Up to ${REPORT_DIRECT_MAX_ROWS} rows the file is the answer (200). A larger report is made by a job: the answer is 202 with the job to follow at GET /api/jobs/{id} and the file at GET /api/jobs/{id}/file (docs/jobs.md).`,
        params: reportParams,
        querystring: reportQuery,
        produces: [XLSX_TYPE],
        response: {
          200: {
            description: 'The report (attachment Report_{type}_{timestamp}.xlsx)',
            content: { [XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) } },
          },
          202: jobStartedResponse,
        },
      },
    },
    async (request, reply) => {
      const answer = await service.report(request.actor!, request.params.report_type, request.query, request.lang);
      if (answer.kind === 'job')
        return reply
          .code(202)
          .send(ok(request, { job_id: answer.jobId, status_url: jobStatusUrl(answer.jobId) }, 'jobs.started'));
      answer.stream.on('error', (error) => request.log.error({ err: error }, 'attendance report failed'));
      return reply
        .header('content-type', answer.type)
        .header('content-disposition', attachmentHeader(answer.fileName))
        .header('cache-control', 'no-store')
        .send(answer.stream as never);
    },
  );
};
