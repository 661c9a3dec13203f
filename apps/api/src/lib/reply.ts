import type { FastifyRequest } from 'fastify';
import { translate } from '@hr/contracts';

/** The success envelope `{ status: true, message, data }` with the message in the request's language. */
export function ok<T>(request: FastifyRequest, data: T, messageKey = 'success.ok') {
  return { status: true as const, message: translate(request.lang, messageKey), data };
}
