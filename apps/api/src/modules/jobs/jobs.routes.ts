import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobIdParam, jobStatusResponse } from '@hr/contracts';
import { z } from 'zod';
import { attachmentHeader, XLSX_TYPE } from '../../lib/excel';
import { PDF_TYPE } from '../../lib/pdf/index';
import { ok } from '../../lib/reply';
import type { JobsService } from './jobs.service';

const tags = ['jobs'];
const OWNER_ONLY =
  'Only the person who started the job reads it, while their role and department are what they were then; for anyone ' +
  'else it does not exist (404).';
/** The types a job's result file has (a new kind with another type adds it here, so the document lists it). */
const RESULT_TYPES = [XLSX_TYPE, PDF_TYPE];

/** `GET /jobs/{id}` and `GET /jobs/{id}/file` (docs/jobs.md): the browser polls the first, then downloads. */
export const jobsRoutes: FastifyPluginAsyncZod<{ service: JobsService }> = async (app, { service }) => {
  app.get(
    '/jobs/:id',
    {
      schema: {
        tags,
        summary: 'State, progress and message of a job one started; the download link once it is done',
        description: OWNER_ONLY,
        params: jobIdParam,
        response: { 200: jobStatusResponse },
      },
    },
    async (request) => ok(request, await service.status(request.actor!, request.params.id, request.lang)),
  );

  app.get(
    '/jobs/:id/file',
    {
      config: {
        errors: {
          404: 'No such job of the reader, not done yet, or its file expired (codes not_found, file_gone)',
        },
      },
      schema: {
        tags,
        summary: 'The result file of a finished job (an attachment, kept 24 hours)',
        description: OWNER_ONLY,
        params: jobIdParam,
        produces: RESULT_TYPES,
        response: {
          200: {
            description: 'The file, as an attachment under the name the job gave it',
            content: Object.fromEntries(
              RESULT_TYPES.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
            ),
          },
        },
      },
    },
    async (request, reply) => {
      const file = await service.file(request.actor!, request.params.id);
      return reply
        .header('content-type', file.type)
        .header('content-length', file.size)
        .header('content-disposition', attachmentHeader(file.name))
        .header('cache-control', 'no-store')
        .send(file.stream as never);
    },
  );
};
