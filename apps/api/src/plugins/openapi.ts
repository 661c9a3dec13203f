import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@hr/contracts';
import { type Access, accessOf, isTestFixtureUrl } from '../public-routes';

/**
 * The API contract, declared once for every route (DESIGN.md section 4, docs/api.md "The OpenAPI document"):
 *
 * - `declareAnswers` (an onRoute hook) adds to each /api/ route's `schema.response` every error it can answer, each
 *   with the shared `Error` schema, derived from what the route is: 401 when it needs a token, 403 when it names a
 *   permission (`config.permission`) or a scope check (`config.scope`), 404 when it has path parameters or a
 *   service looks a record up, 409 when its body carries `version`, 422 for every change (business rules), 429 when
 *   it has a per-person limit, 400 on every route (unknown query parameters are refused everywhere), 413 and 415
 *   where a body is read, 500 and 503 (overloaded, shutting down, database away: plugins/pressure.ts) everywhere. `config.errors` adds what
 *   is unusual. The same schemas are the response
 *   serializers at run time, so an error body that drifts from `Error` fails loudly.
 * - The same hook makes every query schema strict: an unknown query parameter is a 400 on every route.
 * - The document transform gives every operation an `operationId` and a tag, declares security from the ONE list
 *   in public-routes.ts, a description on every answer, `Retry-After` on every 429 and 503, and the multipart body of uploads.
 * - With `checkAnswers` (tests), a route answering a status it does not declare answers 500 `undeclared_status`
 *   instead, so every API test also checks the contract.
 */

const STATUS_TEXT: Record<string, string> = {
  200: 'Success',
  400: 'Invalid input: a wrong type, a missing or unknown field or query parameter, an over-long value (code invalid_input; `errors` names the fields)',
  401: 'Not signed in, or the token ended (code unauthenticated)',
  404: 'No such record (code not_found)',
  409: 'A conflict: the record changed since it was read (code stale_version: reload and edit again), or history still refers to it (the code names it, e.g. department_has_history)',
  413: 'The body is too large (code payload_too_large)',
  415: 'The body has a media type this route does not read (code invalid_input)',
  422: 'A business rule refused it; `code` names the rule (the codes the specification names, e.g. duplicate_alias_id)',
  429: 'Too many requests: wait the seconds `Retry-After` says (code too_many_requests)',
  500: 'Our fault; the body never shows internals (code internal)',
  503: 'Try again later, after the seconds `Retry-After` says: the server is overloaded (code overloaded), shutting down (code shutting_down), or its database does not answer (code database_unavailable)',
};

const LIMIT_TEXT: Record<string, string> = {
  export: 'Exports are limited per person (RATE_LIMIT_EXPORTS_PER_MINUTE)',
  upload: 'Uploads are limited per person (RATE_LIMIT_UPLOADS_PER_MINUTE)',
  heavy: 'Large reads are limited per person (RATE_LIMIT_HEAVY_PER_MINUTE)',
};

export const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBody } },
});

type ResponseMap = Record<string, unknown>;
type ZodObjectLike = { shape?: Record<string, unknown>; strict?: () => unknown };

const singleMethod = (route: Pick<RouteOptions, 'method'>) =>
  (Array.isArray(route.method) ? route.method[0] : route.method) as string;

const isZodObject = (schema: unknown): schema is z.ZodObject => schema instanceof z.ZodObject;

function shapeHas(schema: unknown, key: string): boolean {
  const shape = (schema as ZodObjectLike | undefined)?.shape;
  return !!shape && key in shape;
}

/** Adds the derived answers to a route's schema; called for every route as it is registered. */
export function declareAnswers(route: RouteOptions): void {
  const url = route.url;
  const method = singleMethod(route);
  const access: Access = accessOf(method, url);
  const config = (route.config ?? {}) as NonNullable<RouteOptions['config']>;
  route.config = config;
  if (!url.startsWith('/api/') || url.startsWith('/api/docs') || isTestFixtureUrl(url)) return;
  if (config.public && access !== 'public')
    throw new Error(`${method} ${url} says public but is not in public-routes.ts: add it there (and say why)`);
  config.public = access !== 'bearer';

  route.schema ??= {};
  const schema = route.schema as Record<string, unknown>;
  // One derivation names every operation (operationIdOf): a name written by hand drifts from the path.
  if (schema.operationId !== undefined)
    throw new Error(`${method} ${url} sets schema.operationId: remove it, the document derives it (operationIdOf)`);
  // One rule for unknown query parameters, on every route: refused with 400.
  if (!schema.querystring) schema.querystring = z.strictObject({});
  else if (isZodObject(schema.querystring) && schema.querystring.def.catchall === undefined)
    schema.querystring = schema.querystring.strict();

  schema.response ??= {};
  const responses = schema.response as ResponseMap;
  const add = (status: number, description: string) => {
    if (!(status in responses)) responses[status] = errorAnswer(description);
  };
  for (const [status, description] of Object.entries(config.errors ?? {})) add(Number(status), description as string);

  add(400, STATUS_TEXT[400] as string);
  if (access === 'bearer') add(401, STATUS_TEXT[401] as string);
  if (access === 'signed-link')
    add(403, 'The link is not valid: wrong signature, expired, or its session ended (code forbidden)');
  if (config.permission || config.scope) {
    const needs = [
      config.permission &&
        `the permission flag \`${config.permission}\`${config.selfParam ? ' (or being the person named by the path)' : ''}`,
      config.scope,
    ]
      .filter(Boolean)
      .join('; ');
    add(403, `Signed in but not allowed: needs ${needs} (code forbidden)`);
  }
  if (schema.params) add(404, STATUS_TEXT[404] as string);
  // Every change can meet a conflict: a stale version, or history the database keeps (a refused delete).
  const change = method !== 'GET' && method !== 'HEAD' && access === 'bearer' && !url.endsWith('/logout');
  if (change || shapeHas(schema.body, 'version')) add(409, STATUS_TEXT[409] as string);
  if (change) add(422, STATUS_TEXT[422] as string);
  if (config.limit) add(429, `${STATUS_TEXT[429]}. ${LIMIT_TEXT[config.limit]}`);
  // Fastify reads a body on every method but GET and HEAD, whether the route wants one or not.
  if (method !== 'GET' && method !== 'HEAD') {
    add(413, STATUS_TEXT[413] as string);
    add(415, STATUS_TEXT[415] as string);
  }
  add(500, STATUS_TEXT[500] as string);
  add(503, STATUS_TEXT[503] as string);
}

/** `GET /api/users/:id/reset-password` -> `getUsersByIdResetPassword`: stable, derived the same way everywhere. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', ...segment.slice(1).split(/[-_]/)] : segment.split(/[-_]/),
    );
  return [method.toLowerCase(), ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join('');
}

const tagOf = (url: string) => url.replace(/^\/api\//, '').split('/')[0] ?? 'api';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/** The document of one operation: the zod schemas as JSON schema, plus names, security and answer details. */
function transform(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as Record<string, unknown>;
  if (!schema || schema.hide || !input.url.startsWith('/api/')) return result;
  const { route } = input;
  const method = singleMethod(route);
  schema.operationId = operationIdOf(method, input.url);
  schema.tags ??= [tagOf(input.url)];
  const access = accessOf(method, input.url);
  if (access === 'public') schema.security = [];
  if (access === 'signed-link') schema.security = [{ signedLink: [] }];

  const responses = (schema.response ?? {}) as Record<string, Record<string, unknown>>;
  for (const [status, answer] of Object.entries(responses)) {
    if (!('content' in answer)) {
      const { description, ...json } = answer;
      responses[status] = {
        description: description ?? STATUS_TEXT[status] ?? 'Answer',
        content: { 'application/json': { schema: json } },
      };
    }
    if (status === '429' || status === '503')
      (responses[status] as Record<string, unknown>).headers = {
        'Retry-After': { type: 'integer', minimum: 0, description: 'Seconds to wait before trying again' },
      };
  }
  const upload = route.config?.upload;
  if (upload) schema['x-upload'] = upload;
  return result;
}

/** The whole document: shared components, the tags in use, and the multipart bodies of uploads. */
const withComponents = createJsonSchemaTransformObject({});
function transformObject(input: Parameters<typeof withComponents>[0]) {
  const document = withComponents(input) as unknown as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    tags?: { name: string }[];
  };
  const tags = new Set<string>();
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const tag of (operation.tags as string[] | undefined) ?? []) tags.add(tag);
      const upload = operation['x-upload'] as { field: string; types: string[]; maxBytes: number } | undefined;
      if (!upload) continue;
      delete operation['x-upload'];
      operation.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: [upload.field],
              additionalProperties: false,
              properties: {
                [upload.field]: {
                  type: 'string',
                  format: 'binary',
                  maxLength: upload.maxBytes,
                  description: `${upload.types.join(' or ')}, at most ${upload.maxBytes} bytes; the type is checked by content and by file name`,
                },
              },
            },
            encoding: { [upload.field]: { contentType: upload.types.join(', ') } },
          },
        },
      };
    }
  }
  document.tags = [...tags].sort().map((name) => ({ name }));
  return document;
}

/** The OpenAPI document of every route, generated from the route schemas, browsable at /api/docs. */
export const openapiPlugin = fp<{ checkAnswers?: boolean }>(async (app, { checkAnswers = false }) => {
  app.addHook('onRoute', declareAnswers);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'HR back office API',
        version: '1.0.0',
        description:
          'Envelope, errors, paging, limits and the rule for unknown query parameters: docs/api.md. Every error answer uses the `Error` schema.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The access_token POST /api/auth/login answers' },
          signedLink: {
            type: 'apiKey',
            in: 'query',
            name: 'sig',
            description:
              'A short-lived link the API hands out (e.g. `avatar_url`) to signed-in people allowed to see the file; it stops working at its expiry and when that session ends',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: transform as never,
    transformObject: transformObject as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });

  if (checkAnswers) {
    app.addHook('onSend', async (request, reply, payload) => {
      const url = request.routeOptions.url ?? '';
      const declared = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
      if (!url.startsWith('/api/') || url.startsWith('/api/docs') || isTestFixtureUrl(url) || !declared) return payload;
      if (String(reply.statusCode) in declared) return payload;
      const message = `${request.method} ${url} answered ${reply.statusCode}, which its schema does not declare`;
      request.log.error(message);
      reply.code(500).type('application/json; charset=utf-8');
      reply.removeHeader('content-length');
      return JSON.stringify({ status: false, code: 'undeclared_status', message });
    });
  }
});
