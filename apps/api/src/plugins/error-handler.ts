import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type FieldIssue, fieldErrors, fieldLabel, pickLanguage, translate } from '@hr/contracts';
import { AppError } from '../lib/errors';

/** A validation issue as fastify-type-provider-zod reports it: zod's issue with its path as a JSON pointer. */
type Issue = { keyword: string; instancePath: string; message?: string; params?: Record<string, unknown> };

/** Back to zod's own shape, so the one conversion of the contracts (field-errors.ts) answers. */
const asFieldIssue = (issue: Issue): FieldIssue => ({
  ...issue.params,
  code: issue.keyword,
  message: issue.message,
  path: issue.instancePath.split('/').filter((part) => part !== ''),
  keys: issue.params?.keys as string[] | undefined,
});

function send(reply: FastifyReply, status: number, code: string, message: string, errors?: Record<string, string[]>) {
  return reply.code(status).send({ status: false, code, message, ...(errors ? { errors } : {}) });
}

/**
 * Errors Fastify's router answers before any hook runs (Fastify's `frameworkErrors` option): a path parameter over
 * the length limit (414) or a malformed URL (400). Same body as every other error, and the URL is not echoed.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = pickLanguage(request.headers['accept-language']);
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  if (error.code === 'FST_ERR_ASYNC_CONSTRAINT')
    return send(reply, 500, 'internal', translate(lang, 'errors.internal'));
  return send(reply, status, 'invalid_input', translate(lang, 'errors.invalid_input'));
}

/** Connection failures and PostgreSQL's "shutting down / starting up / connection lost" codes (classes 08, 57P). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth += 1
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', '57P01', '57P02', '57P03'].includes(code))
      return true;
    if (code.startsWith('08')) return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect/i.test(e.message)
    )
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? 'en';
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const errors = error.fieldErrors
        ? Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, keys]) => [
              field,
              // A field message may name the error's params (a limit), as its message does.
              keys.map((key) => translate(lang, key, { ...error.params, field: fieldLabel(lang, field) })),
            ]),
          )
        : undefined;
      return send(reply, error.statusCode, error.code, translate(lang, error.messageKey, error.params), errors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(
        reply,
        400,
        'invalid_input',
        translate(lang, 'errors.invalid_input'),
        fieldErrors(
          lang,
          (error.validation as Issue[]).map(asFieldIssue),
          error.validationContext === 'querystring' || error.validationContext === 'params'
            ? error.validationContext
            : 'body',
        ),
      );
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: a temporary condition the client may retry, not a server bug.
      reply.header('retry-after', '5');
      return send(reply, 503, 'database_unavailable', translate(lang, 'errors.database_unavailable'));
    }
    // 23503 foreign_key_violation, 23001 restrict_violation (a key declared `on delete restrict`).
    const sqlState = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
    if (sqlState === '23503' || sqlState === '23001') {
      // A foreign key refused: another request deleted or started using the record meanwhile.
      return send(reply, 409, 'referenced', translate(lang, 'errors.record_referenced'));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return send(reply, 413, 'payload_too_large', translate(lang, 'errors.payload_too_large'));
    if (status === 429) return send(reply, 429, 'too_many_requests', translate(lang, 'errors.too_many_requests'));
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, a body where none belongs: the request's fault, said generically.
      return send(reply, status, 'invalid_input', translate(lang, 'errors.invalid_input'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'internal', translate(lang, 'errors.internal'));
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, 'route_not_found', translate(request.lang ?? 'en', 'errors.route_not_found')),
  );
});
