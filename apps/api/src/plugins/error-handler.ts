import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { issueMessageKey, type Language, pickLanguage, translate } from '@hr/contracts';
import { AppError } from '../lib/errors';

type Issue = { keyword: string; instancePath: string; message?: string; params?: Record<string, unknown> };

/**
 * The field's name as a person reads it: the catalog's label of the last named part of the path (`user_ids.3` is
 * `user_ids`). A field without a label reads as the generic "This value", never as its raw key; a test walks every
 * contracts schema so that each field a person can fill has a label (fields.test.ts in packages/contracts).
 */
export function fieldLabel(lang: Language, path: string): string {
  const field = path
    .split('.')
    .filter((part) => part !== '' && !/^\d+$/.test(part))
    .at(-1);
  const label = field === undefined ? undefined : translate(lang, `fields.${field}`);
  return label === undefined || label === `fields.${field}` ? translate(lang, 'fields._value') : label;
}

/** Our schemas carry message keys (`validation.*`); zod's own messages are replaced by generic translated ones. */
export function issueMessage(lang: Language, issue: Issue, field: string): string {
  const { key, params } = issueMessageKey({ ...issue.params, code: issue.keyword, message: issue.message });
  return translate(lang, key, { ...params, field: fieldLabel(lang, field) });
}

function validationErrors(lang: Language, issues: Issue[]): Record<string, string[]> {
  // Field names come from the request: an unknown field called `constructor` or `toString` must not find
  // Object.prototype's members here (that crashed the handler into a 500).
  const errors: Record<string, string[]> = Object.create(null);
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const keys =
      issue.keyword === 'unrecognized_keys'
        ? ((issue.params?.keys as string[]) ?? []).map((k) => (path ? `${path}.${k}` : k))
        : [path || '_'];
    for (const key of keys) {
      errors[key] = [...(errors[key] ?? []), issueMessage(lang, issue, key)];
    }
  }
  return errors;
}

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
              keys.map((key) => translate(lang, key, { field: fieldLabel(lang, field) })),
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
        validationErrors(lang, error.validation as Issue[]),
      );
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: a temporary condition the client may retry, not a server bug.
      reply.header('retry-after', '5');
      return send(reply, 503, 'database_unavailable', translate(lang, 'errors.database_unavailable'));
    }
    if (
      (error as { code?: unknown }).code === '23503' ||
      (error as { cause?: { code?: unknown } }).cause?.code === '23503'
    ) {
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
