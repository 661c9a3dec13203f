import multipart from '@fastify/multipart';
import {
  jobStartedResponse,
  jobStatusUrl,
  STAFF_EXPORT_MAX,
  STAFF_IMPORT_MAX_BYTES,
  STAFF_IMPORT_MAX_ROWS,
  staffExportBody,
  XLSX_MIME,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { attachmentHeader, streamWorkbook, XLSX_TYPE } from '../../lib/excel';
import { ok } from '../../lib/reply';
import { EXPORT_FILE, type StaffExportStarter } from './staff.export';
import type { StaffImportStarter } from './staff.import';
import { columnsFor, headerOf } from './staff.sheet';

const tags = ['staff'];
const MB = STAFF_IMPORT_MAX_BYTES / 1024 / 1024;
const TEMPLATE_FILE = 'Staff_Import_Template.xlsx';

const importMissing = () => new AppError(400, 'import_file_missing', 'errors.import_file_missing');
const importTooLarge = () => new AppError(413, 'import_too_large', 'errors.import_too_large', { max: MB });

/**
 * The staff export and import (docs/staff-io.md), both jobs (docs/jobs.md). The specification's
 * `POST /users/export {user_ids}` is `POST /staff/export` here: `POST /users/export` is the user list's export.
 */
export const staffIoRoutes: FastifyPluginAsyncZod<{
  startExport: StaffExportStarter;
  startImport: StaffImportStarter;
}> = async (app, { startExport, startImport }) => {
  await app.register(multipart, {
    limits: { fileSize: STAFF_IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
  });

  app.post(
    '/staff/export',
    {
      config: {
        permission: 'staff.export',
        limit: 'export',
        errors: {
          404: "Some of the selected people are unknown, deleted or outside the reader's scope: nothing is exported (code not_found)",
        },
      },
      schema: {
        tags,
        summary: `Starts ${EXPORT_FILE} of 1 to ${STAFF_EXPORT_MAX} selected staff as a job (the staff sheet: pay, bank and ID columns for pay readers only): follow it at GET /api/jobs/{id}, download it from GET /api/jobs/{id}/file`,
        body: staffExportBody,
        response: { 202: jobStartedResponse },
      },
    },
    async (request, reply) => {
      const id = await startExport(request.actor!, request.body, request.lang);
      return reply.code(202).send(ok(request, { job_id: id, status_url: jobStatusUrl(id) }, 'jobs.started'));
    },
  );

  app.get(
    '/staff/import/template',
    {
      config: { permission: 'staff.import' },
      schema: {
        tags,
        summary: `The staff import template (${TEMPLATE_FILE}): the export's columns, headers in the reader's language`,
        produces: [XLSX_TYPE],
        response: {
          200: {
            description: `The template (attachment ${TEMPLATE_FILE})`,
            content: { [XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const lang = request.lang;
      const columns = columnsFor(request.actor!.role_id).map((c) => ({
        header: headerOf(lang, c.key),
        key: c.key,
        width: c.width,
      }));
      const stream = streamWorkbook(headerOf(lang, 'template_name'), columns, (async function* () {})(), (error) =>
        request.log.error({ err: error }, 'staff import template failed'),
      );
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', attachmentHeader(TEMPLATE_FILE))
        .header('cache-control', 'no-store')
        .send(stream as never);
    },
  );

  app.post(
    '/staff/import',
    {
      config: {
        permission: 'staff.import',
        limit: 'upload',
        upload: { field: 'file', types: [XLSX_MIME], maxBytes: STAFF_IMPORT_MAX_BYTES },
        errors: {
          400: 'No file in the field `file` (code import_file_missing)',
          413: `Over ${MB} MB (code import_too_large)`,
          422: `Not an .xlsx by content (import_file_type), columns not of the staff sheet (import_foreign_columns), required columns missing (import_missing_columns), no rows (import_empty), over ${STAFF_IMPORT_MAX_ROWS} rows (import_too_many_rows)`,
        },
      },
      schema: {
        tags,
        summary:
          'Starts a staff import (field `file`: an .xlsx in the staff sheet layout) as a job: every row checked, all applied in one transaction or none; the job’s result file is the report (applied, counts, every refused cell with row, column and message)',
        consumes: ['multipart/form-data'],
        response: { 202: jobStartedResponse },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw importMissing();
      let bytes: Buffer;
      try {
        const part = await request.file();
        if (part?.fieldname !== 'file') throw importMissing();
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof AppError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw importTooLarge();
        throw importMissing();
      }
      const id = await startImport(request.actor!, bytes, request.lang);
      return reply.code(202).send(ok(request, { job_id: id, status_url: jobStatusUrl(id) }, 'jobs.started_work'));
    },
  );
};
