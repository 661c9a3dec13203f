import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankQuestionResponse,
  bankQuestionsResponse,
  candidateCreateBody,
  candidateCreatedResponse,
  candidateErasedResponse,
  candidateFileResponse,
  candidateLanguageBody,
  candidateListEditResponse,
  candidateListQuery,
  candidateListResponse,
  candidateResponse,
  candidateSchoolBody,
  candidateSoftwareBody,
  candidateUpdateBody,
  candidateWorkBody,
  companyTypesResponse,
  continueInterviewResponse,
  CV_MAX_BYTES,
  CV_MIME_TYPES,
  emptyData,
  envelope,
  idParam,
  idText,
  interviewSaveBody,
  interviewSaveResponse,
  interviewTimeResponse,
  interviewViewResponse,
  langQuery,
  PICTURE_MAX_BYTES,
  PICTURE_MIME_TYPES,
  questionCreateBody,
  questionsResponse,
  questionUpdateBody,
  roundParams,
  sendMailInterviewBody,
  sendMailResultBody,
  sentMailResponse,
} from '@hr/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { attachmentHeader } from '../../lib/excel';
import { PDF_TYPE } from '../../lib/pdf/index';
import { ok } from '../../lib/reply';
import { fileMissing, fileTooLarge, type RecruitmentService, type UploadedFile } from './recruitment.service';

const tags = ['recruitment'];
const binary = z.string().meta({ format: 'binary' });
const childParams = (name: string) => z.strictObject({ id: idText, [name]: idText });
const STALE = { 409: 'The candidate changed since it was read (code stale_version)' };

/** Reads the one file part of a multipart upload (the size limit is enforced while it streams in). */
async function readUpload(request: FastifyRequest, field: string): Promise<UploadedFile> {
  if (!request.isMultipart()) throw fileMissing();
  try {
    const part = await request.file();
    if (part?.fieldname !== field) throw fileMissing();
    const bytes = await part.toBuffer();
    return { fileName: part.filename, bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    throw fileMissing();
  }
}

/**
 * Recruitment routes (docs/recruitment.md). The specification's paths as written (`/admin/candidates/{id}`,
 * `/result-interviews/...`, `/candidates/{id}/sendMailInterview`, `/company_types`); the list, create, uploads,
 * erasure and question bank are ours in the same style. HTTP only: the rules are in the service.
 */
export const recruitmentRoutes: FastifyPluginAsyncZod<{ service: RecruitmentService }> = async (app, { service }) => {
  // "Queued" only when a mail server will send it; else the answer says it was kept, not delivered.
  const mailAnswer = () => (service.mailConfigured ? 'success.mail_queued' : 'success.mail_kept');
  // ----- candidates

  app.get(
    '/admin/candidates',
    {
      config: { permission: 'recruitment.view' },
      schema: {
        tags,
        summary:
          'Candidates, newest application first, filtered by name, progress status, application dates, nationality',
        querystring: candidateListQuery,
        response: { 200: candidateListResponse },
      },
    },
    async (request) => ok(request, await service.list(request.query)),
  );

  app.post(
    '/admin/candidates',
    {
      config: { permission: 'recruitment.edit', errors: { 422: 'Unknown introducing company type' } },
      schema: {
        tags,
        summary: 'Add a candidate (basic information, referral, consent); then upload the CV and the photo',
        body: candidateCreateBody,
        response: { 200: candidateCreatedResponse },
      },
    },
    async (request) => ok(request, await service.create(request.actor!, request.body), 'success.created'),
  );

  app.get(
    '/admin/candidates/:id',
    {
      config: { permission: 'recruitment.view' },
      schema: {
        tags,
        summary: 'A candidate with the nested lists, interviews and mails (answer in data.data)',
        params: idParam,
        response: { 200: candidateResponse },
      },
    },
    async (request) => ok(request, { data: await service.detail(request.params.id) }),
  );

  app.put(
    '/admin/candidates/:id',
    {
      config: { permission: 'recruitment.edit', errors: { ...STALE, 422: 'Unknown introducing company type' } },
      schema: {
        tags,
        summary: 'Save the profile (basic information, referral, texts, note) with the version it started from',
        params: idParam,
        body: candidateUpdateBody,
        response: { 200: candidateResponse },
      },
    },
    async (request) =>
      ok(request, await service.update(request.actor!, request.params.id, request.body), 'success.update_success'),
  );

  app.delete(
    '/admin/candidates/:id',
    {
      config: { permission: 'recruitment.delete' },
      schema: { tags, summary: 'Delete a candidate', params: idParam, response: { 200: envelope(emptyData) } },
    },
    async (request) => {
      await service.remove(request.actor!, request.params.id);
      return ok(request, null, 'success.delete_success');
    },
  );

  app.post(
    '/admin/candidates/:id/erase',
    {
      config: {
        permission: 'recruitment.delete',
        errors: {
          409: 'Already erased (code candidate_erased)',
          422: 'The candidate was hired: status 11 or 12 (code candidate_hired)',
        },
      },
      schema: {
        tags,
        summary: "Erase a not-hired candidate's personal data, lists, files and mail texts (anonymous statistics stay)",
        params: idParam,
        response: { 200: candidateErasedResponse },
      },
    },
    async (request) => {
      await service.erase(request.actor!, request.params.id);
      return ok(request, null, 'success.erased');
    },
  );

  // ----- profile lists: one route per row and one for a new row

  const listRoute = <B extends z.ZodType>(
    path: string,
    param: string | null,
    body: B,
    summary: string,
    save: (
      request: FastifyRequest,
      id: number,
      rowId: number | undefined,
      body: z.infer<B>,
    ) => Promise<z.infer<typeof candidateListEditResponse>['data']>,
    method: 'PUT' | 'POST' = 'PUT',
  ) =>
    app.route({
      method,
      url: param ? `${path}/:${param}` : path,
      config: {
        permission: 'recruitment.edit',
        errors: { ...STALE, ...(path.endsWith('language') ? { 422: "More than 5 'other' licenses" } : {}) },
      },
      schema: {
        tags,
        summary,
        params: param ? childParams(param) : idParam,
        body,
        response: { 200: candidateListEditResponse },
      },
      handler: async (request) => {
        const params = request.params as Record<string, number>;
        const data = await save(request, params.id!, param ? params[param] : undefined, request.body as z.infer<B>);
        return ok(request, data, 'success.update_success');
      },
    });

  listRoute(
    '/admin/candidates/:id/language',
    null,
    candidateLanguageBody,
    "Add a language or license row (at most 5 'other'); answers the refreshed languages",
    (request, id, _row, body) => service.saveLanguage(request.actor!, id, undefined, body),
  );
  listRoute(
    '/admin/candidates/:id/language',
    'languageId',
    candidateLanguageBody,
    'Save a language or license row; answers the refreshed languages',
    (request, id, row, body) => service.saveLanguage(request.actor!, id, row, body),
  );
  listRoute(
    '/admin/candidates/:id/school',
    null,
    candidateSchoolBody,
    'Add an education row',
    (request, id, _row, body) => service.saveSchool(request.actor!, id, undefined, body),
  );
  listRoute(
    '/admin/candidates/:id/school',
    'schoolId',
    candidateSchoolBody,
    'Save an education row',
    (request, id, row, body) => service.saveSchool(request.actor!, id, row, body),
  );
  listRoute(
    '/admin/candidates/:id/work',
    null,
    candidateWorkBody,
    'Add a work history row',
    (request, id, _row, body) => service.saveWork(request.actor!, id, undefined, body),
  );
  listRoute(
    '/admin/candidates/:id/work',
    'workId',
    candidateWorkBody,
    'Save a work history row',
    (request, id, row, body) => service.saveWork(request.actor!, id, row, body),
  );
  listRoute(
    '/admin/candidates/:id/software',
    null,
    candidateSoftwareBody,
    'Add a software row',
    (request, id, _row, body) => service.saveSoftware(request.actor!, id, undefined, body),
  );
  listRoute(
    '/admin/candidates/:id/software',
    null,
    candidateSoftwareBody,
    'Save a software placeholder row (fake_ id) as a new row',
    (request, id, _row, body) => service.saveSoftware(request.actor!, id, undefined, body),
    'POST',
  );
  listRoute(
    '/admin/candidates/:id/software',
    'softwareId',
    candidateSoftwareBody,
    'Save a software row',
    (request, id, row, body) => service.saveSoftware(request.actor!, id, row, body),
  );

  // ----- files: uploads in their own scopes (each its own size limit), downloads for recruitment.view

  const uploads =
    (field: 'cv' | 'picture', maxBytes: number, types: readonly string[]): FastifyPluginAsync =>
    async (scope) => {
      await scope.register(multipart, {
        limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
      });
      scope.post(
        `/admin/candidates/:id/${field}`,
        {
          config: {
            permission: 'recruitment.edit',
            limit: 'upload',
            upload: { field, types: [...types], maxBytes },
            errors: {
              413: `Over ${maxBytes} bytes (code file_too_large)`,
              422: 'Not of an accepted type by content and file name (code file_type)',
            },
          },
          schema: {
            tags,
            summary:
              field === 'cv'
                ? 'Upload the CV (field `cv`: PDF or Word by content and extension, at most 10 MB)'
                : 'Upload the photo (field `picture`: JPEG or PNG by content and extension, at most 1 MB)',
            consumes: ['multipart/form-data'],
            params: idParam,
            response: { 200: candidateFileResponse },
          },
        },
        async (request) => {
          const file = await readUpload(request, field);
          const { id } = request.params as { id: number };
          const data =
            field === 'cv'
              ? await service.uploadCv(request.actor!, id, file)
              : await service.uploadPicture(request.actor!, id, file);
          return ok(request, data, 'success.update_success');
        },
      );
    };
  await app.register(uploads('cv', CV_MAX_BYTES, CV_MIME_TYPES));
  await app.register(uploads('picture', PICTURE_MAX_BYTES, PICTURE_MIME_TYPES));

  for (const [field, types] of [
    ['cv', CV_MIME_TYPES],
    ['picture', PICTURE_MIME_TYPES],
  ] as const) {
    app.get(
      `/admin/candidates/:id/${field}`,
      {
        config: { permission: 'recruitment.view' },
        schema: {
          tags,
          summary: field === 'cv' ? "The candidate's CV (attachment)" : "The candidate's photo",
          params: idParam,
          produces: [...types],
          response: {
            200: {
              description: 'The file',
              content: Object.fromEntries(types.map((type) => [type, { schema: binary }])),
            },
          },
        },
      },
      async (request, reply) => {
        const file = await service.openFile(request.params.id, field);
        return reply
          .header('content-type', file.mime)
          .header('content-length', file.size)
          .header('content-disposition', attachmentHeader(file.downloadName))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.stream as never);
      },
    );
  }

  // ----- reference lists

  app.get(
    '/company_types',
    {
      config: { permission: 'recruitment.view' },
      schema: {
        tags,
        summary: 'Introducing company types in a language (data.data)',
        querystring: langQuery,
        response: { 200: companyTypesResponse },
      },
    },
    async (request) => ok(request, { data: await service.companyTypes(request.query.lang ?? request.lang) }),
  );

  app.get(
    '/questions',
    {
      config: { permission: 'recruitment.view' },
      schema: {
        tags,
        summary: 'The interview questions in use, in a language, with their scored answers and suggestion',
        querystring: langQuery,
        response: { 200: questionsResponse },
      },
    },
    async (request) => ok(request, await service.questions(request.query.lang ?? request.lang)),
  );

  app.get(
    '/question-bank',
    {
      config: { permission: 'recruitment.view' },
      schema: {
        tags,
        summary: 'The question bank to manage: every question in the three languages, retired ones included',
        response: { 200: bankQuestionsResponse },
      },
    },
    async (request) => ok(request, await service.bank()),
  );

  app.post(
    '/questions',
    {
      config: { permission: 'recruitment.edit' },
      schema: {
        tags,
        summary: 'Add a question to the bank',
        body: questionCreateBody,
        response: { 200: bankQuestionResponse },
      },
    },
    async (request) => ok(request, await service.createQuestion(request.actor!, request.body), 'success.created'),
  );

  app.put(
    '/questions/:id',
    {
      config: {
        permission: 'recruitment.edit',
        errors: {
          409: 'Changed since it was read (code stale_version)',
          422: 'A removed answer was chosen in interviews (code choice_in_use)',
        },
      },
      schema: {
        tags,
        summary: 'Save a question of the bank with its answers',
        params: idParam,
        body: questionUpdateBody,
        response: { 200: bankQuestionResponse },
      },
    },
    async (request) =>
      ok(request, await service.updateQuestion(request.actor!, request.params.id, request.body), 'success.updated'),
  );

  app.delete(
    '/questions/:id',
    {
      config: {
        permission: 'recruitment.edit',
        errors: { 409: 'Used by interviews: retire it (code question_in_use)' },
      },
      schema: {
        tags,
        summary: 'Delete a question no interview used',
        params: idParam,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      await service.deleteQuestion(request.actor!, request.params.id);
      return ok(request, null, 'success.deleted');
    },
  );

  // ----- interviews

  app.get(
    '/candidates/:id/getTimeInterview/:round',
    {
      config: {
        permission: 'recruitment.view',
        errors: { 404: 'No such candidate, or the round was not recorded (code round_missing)' },
      },
      schema: {
        tags,
        summary: 'Calendar info of a round: e-mail, start and end, meeting link and password',
        params: roundParams,
        response: { 200: interviewTimeResponse },
      },
    },
    async (request) => ok(request, await service.timeInterview(request.params.id, request.params.round)),
  );

  app.get(
    '/result-interviews/view/:id',
    {
      config: { permission: 'recruitment.view' },
      schema: {
        tags,
        summary: "The candidate's interview rounds with their answer sheets",
        params: idParam,
        response: { 200: interviewViewResponse },
      },
    },
    async (request) => ok(request, await service.interviewsView(request.params.id, request.lang)),
  );

  app.post(
    '/result-interviews/save/:id',
    {
      config: {
        permission: 'recruitment.edit',
        errors: {
          409: 'The round changed since it was read (code stale_version)',
          422: 'Round rules: round 1 locked (round_locked), round 2 not open (round_2_not_open)',
        },
      },
      schema: {
        tags,
        summary: 'Save one round: method, result, evaluation, interviewer, meeting time and place, answer sheet',
        params: idParam,
        body: interviewSaveBody,
        response: { 200: interviewSaveResponse },
      },
    },
    async (request) =>
      ok(
        request,
        await service.saveInterview(request.actor!, request.params.id, request.body, request.lang),
        'success.update_success',
      ),
  );

  app.post(
    '/result-interviews/continue-interview/:id',
    {
      config: {
        permission: 'recruitment.edit',
        errors: { 422: 'Round 1 has not passed, or was already continued (code cannot_continue)' },
      },
      schema: {
        tags,
        summary: 'Move the candidate to round 2 (round 1 passed, not continued yet)',
        params: idParam,
        response: { 200: continueInterviewResponse },
      },
    },
    async (request) =>
      ok(
        request,
        await service.continueInterview(request.actor!, request.params.id, request.lang),
        'success.update_success',
      ),
  );

  app.post(
    '/candidates/:id/sendMailInterview',
    {
      config: {
        permission: 'recruitment.send_mail',
        errors: {
          422: 'No invitation possible: method, lock or meeting time (code invite_not_possible)',
          503: 'The meeting provider failed (code errorConnectingToZoom)',
        },
      },
      schema: {
        tags,
        summary: "Queue the invitation mail (with an .ics) in the candidate's language; makes the meeting link",
        params: idParam,
        body: sendMailInterviewBody,
        response: { 200: sentMailResponse },
      },
    },
    async (request) =>
      ok(request, await service.sendInvitation(request.actor!, request.params.id, request.body), mailAnswer()),
  );

  app.post(
    '/candidates/:id/sendMailResult',
    {
      config: {
        permission: 'recruitment.send_mail',
        errors: { 422: 'Result 0 or 1, or not the saved one (code result_not_sendable)' },
      },
      schema: {
        tags,
        summary: "Queue the result mail (fail, or pass and finish) in the candidate's language",
        params: idParam,
        body: sendMailResultBody,
        response: { 200: sentMailResponse },
      },
    },
    async (request) =>
      ok(request, await service.sendResult(request.actor!, request.params.id, request.body), mailAnswer()),
  );

  app.get(
    '/result-interviews/download/:id',
    {
      config: { permission: 'recruitment.view', limit: 'export' },
      schema: {
        tags,
        summary: 'The profile and interview results as a PDF, in the language of the request',
        params: idParam,
        produces: [PDF_TYPE],
        response: { 200: { description: 'The profile (attachment)', content: { [PDF_TYPE]: { schema: binary } } } },
      },
    },
    async (request, reply) => {
      const { stream, name } = await service.profilePdf(request.params.id, request.lang, (error) =>
        request.log.error({ err: error }, 'candidate profile failed'),
      );
      return reply
        .header('content-type', PDF_TYPE)
        .header('content-disposition', attachmentHeader(name))
        .header('cache-control', 'no-store')
        .send(stream as never);
    },
  );
};
