import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Spectral } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import openapiTS from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { can, envelope, type Permission, ROLE_IDS, ROLES } from '@hr/contracts';
import { AppError } from '../lib/errors';
import { departmentTypes } from '../db/schema/index';
import { declareAnswers, operationIdOf } from '../plugins/openapi';
import { accessOf, isTestFixtureUrl } from '../public-routes';
import { createTestApp, type Organisation, type TestApp } from './harness';
import { waitForJob } from './jobs';

/**
 * The OpenAPI document is the contract (DESIGN.md section 4, docs/api.md): it is valid, Spectral's OpenAPI ruleset
 * finds no error, every operation is named, tagged and secured as public-routes.ts says, every request string and
 * array is bounded, and real answers of every route family - successes and each declared error - match their
 * declared schemas. A client generated from it (openapi-typescript) type-checks. Every other API test also fails on
 * an undeclared status (the harness turns one into 500 `undeclared_status`).
 */

type Schema = Record<string, unknown>;
type Operation = {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { in: string; name: string; schema: Schema; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }>; headers?: Schema }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head'];
const BIG_ID = 2_000_000_000;
const PROBE = '/api/contract-probe';

let t: TestApp;
let doc: Document;
let admin: string;
let org: Organisation;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
const validators = new Map<string, ValidateFunction>();

/** The document path of a Fastify route URL: `/api/users/:id` -> `/api/users/{id}`. */
const docPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function operationOf(method: string, routeUrl: string): Operation {
  const operation = doc.paths[docPath(routeUrl)]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${routeUrl} is not in the document`);
  return operation;
}

/** Fails unless the answer's status is declared for the operation and its body matches the declared schema. */
function conforms(method: string, routeUrl: string, response: LightMyRequestResponse): number {
  const label = `${method} ${routeUrl} answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  const declared = operationOf(method, routeUrl).responses[String(response.statusCode)];
  expect(declared, `undeclared status: ${label}`).toBeDefined();
  const type = String(response.headers['content-type'] ?? '').split(';')[0] ?? '';
  const media = declared?.content?.[type];
  expect(media, `undeclared media type ${type}: ${label}`).toBeDefined();
  if (type === 'application/json') {
    const key = `${method} ${routeUrl} ${response.statusCode}`;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile({ ...media?.schema, components: doc.components });
      validators.set(key, validate);
    }
    expect(validate(response.json()), `${label}\n${ajv.errorsText(validate.errors)}`).toBe(true);
  }
  if (response.statusCode === 429 || response.statusCode === 503) {
    expect(declared?.headers?.['Retry-After']).toBeDefined();
  }
  if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  return response.statusCode;
}

const call = (method: string, url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

type ApiRoute = { method: string; url: string; permission?: string; anyPermission?: string[] };
let apiRoutes: ApiRoute[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_EXPORTS_PER_MINUTE: '2' } });
  // Two routes that break the contract on purpose, to prove the checks catch it.
  t.app.get(`${PROBE}/teapot`, { schema: { response: { 200: envelope(z.null()) } } }, async () => {
    throw new AppError(418, 'teapot', 'errors.invalid_input');
  });
  t.app.get(`${PROBE}/drift`, { schema: { response: { 200: envelope(z.null()) } } }, async () => ({
    status: true,
    message: 'ok',
    data: { surprise: 1 },
  }));
  await t.app.ready();
  doc = structuredClone(t.app.swagger()) as unknown as Document;
  admin = (await t.tokenFor(ROLES.ICT)).token;
  org = await t.seedOrganisation();
  apiRoutes = t.routes
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !isTestFixtureUrl(r.url))
    .filter((r) => r.method !== 'HEAD' && !r.url.startsWith(PROBE))
    .map((r) => ({
      method: String(r.method),
      url: r.url,
      permission: r.config?.permission,
      anyPermission: r.config?.anyPermission,
    }));
});
afterAll(() => t?.close());

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3 document, with every operation in it', async () => {
    await SwaggerParser.validate(structuredClone(doc) as never);
    const operations = Object.entries(doc.paths)
      .filter(([p]) => !p.startsWith(PROBE))
      .flatMap(([, p]) => Object.keys(p).filter((m) => METHODS.includes(m)));
    expect(operations.length).toBe(apiRoutes.length);
    expect(apiRoutes.length).toBeGreaterThan(40);
  });

  it("passes Spectral's OpenAPI ruleset with zero errors", async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] } as never);
    const results = await spectral.run(JSON.stringify(doc));
    const errors = results.filter((r) => r.severity === 0);
    expect(errors.map((e) => `${e.code} ${e.path.join('.')}: ${e.message}`)).toEqual([]);
  });

  it('names and tags every operation, uniquely, and declares security from the one list of public routes', () => {
    const ids = new Set<string>();
    for (const route of apiRoutes) {
      const operation = operationOf(route.method, route.url);
      expect(operation.operationId, `${route.method} ${route.url}`).toMatch(/^[a-z][A-Za-z0-9]+$/);
      // Derived in one place, never written by a route.
      expect(operation.operationId, `${route.method} ${route.url}`).toBe(operationIdOf(route.method, route.url));
      expect(ids.has(operation.operationId ?? '')).toBe(false);
      ids.add(operation.operationId ?? '');
      expect(operation.tags?.length).toBeGreaterThan(0);
      const access = accessOf(route.method, route.url);
      if (access === 'public') expect(operation.security).toEqual([]);
      else if (access === 'signed-link') expect(operation.security).toEqual([{ signedLink: [] }]);
      else {
        // Inherits the document's bearer requirement and says what happens without it.
        expect(operation.security).toBeUndefined();
        expect(operation.responses['401']).toBeDefined();
      }
      for (const response of Object.values(operation.responses)) {
        expect(response.description).not.toBe('Default Response');
        expect(response.description.length).toBeGreaterThan(3);
      }
    }
    const publicOnes = apiRoutes.filter((r) => accessOf(r.method, r.url) === 'public');
    expect(publicOnes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/health',
      'POST /api/attendance/events',
      'POST /api/auth/forgot-password',
      'POST /api/auth/login',
      'POST /api/auth/reset-password',
    ]);
  });

  it('declares every error with the shared Error schema, and a 403 naming the flag of each permission route', () => {
    expect(doc.components.schemas.Error).toMatchObject({ required: ['status', 'code', 'message'] });
    for (const route of apiRoutes) {
      const operation = operationOf(route.method, route.url);
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        expect(response.content?.['application/json']?.schema, `${route.method} ${route.url} ${status}`).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
      expect(operation.responses['500']).toBeDefined();
      expect(operation.responses['400']).toBeDefined();
      if (route.permission) expect(operation.responses['403']?.description).toContain(`\`${route.permission}\``);
      if (route.url.includes(':')) expect(operation.responses['404']).toBeDefined();
      if (route.method === 'PUT' && operation.requestBody) {
        const body = JSON.stringify(operation.requestBody);
        if (body.includes('"version"')) expect(operation.responses['409']).toBeDefined();
      }
    }
  });

  it('refuses, at start, a route that calls itself public without being in the one list', () => {
    const route = { method: 'GET', url: '/api/sneaky', config: { public: true }, handler: () => null };
    expect(() => declareAnswers(route as never)).toThrow(/public-routes\.ts/);
    const named = { method: 'GET', url: '/api/named', schema: { operationId: 'myName' }, handler: () => null };
    expect(() => declareAnswers(named as never)).toThrow(/operationIdOf/);
    expect(operationIdOf('POST', '/api/users/:id/reset-password')).toBe('postUsersByIdResetPassword');
  });

  it('shares the entities as components', () => {
    for (const name of [
      'Error',
      'User',
      'StaffRecord',
      'CurrentUser',
      'Department',
      'Shift',
      'WorkingPlan',
      'MemberShift',
    ])
      expect(doc.components.schemas[name], name).toBeDefined();
    // One person answers the staff record: a User with the record's fields, all optional (issue 27).
    const userGet = operationOf('GET', '/api/users/:id').responses['200']?.content?.['application/json']?.schema;
    expect(JSON.stringify(userGet)).toContain('#/components/schemas/StaffRecord');
    const list = operationOf('GET', '/api/users').responses['200']?.content?.['application/json']?.schema;
    expect(JSON.stringify(list)).toContain('#/components/schemas/User');
  });

  it('declares media types of files and the multipart body of the avatar upload', () => {
    const jobFile = operationOf('GET', '/api/jobs/:id/file').responses['200'];
    expect(Object.keys(jobFile?.content ?? {})).toContain(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(Object.keys(operationOf('POST', '/api/users/export').responses)).toContain('202');
    expect(operationOf('POST', '/api/users/export').responses['429']?.headers?.['Retry-After']).toBeDefined();
    expect(Object.keys(operationOf('GET', '/api/files/avatars/:name').responses['200']?.content ?? {}).sort()).toEqual([
      'image/jpeg',
      'image/png',
    ]);
    const upload = operationOf('POST', '/api/upload-avatar');
    expect(upload.requestBody?.content['multipart/form-data']?.schema).toMatchObject({
      required: ['avatar'],
      properties: { avatar: { type: 'string', format: 'binary', maxLength: 1024 * 1024 } },
    });
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['200', '403', '413', '422', '429']));
    expect(operationOf('POST', '/api/auth/login').responses['429']?.headers?.['Retry-After']).toBeDefined();
  });

  it('bounds every string and array of every request (query, path, body)', () => {
    const unbounded: string[] = [];
    const walk = (schema: Schema | undefined, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      if (typeof schema.$ref === 'string') {
        walk(doc.components.schemas[schema.$ref.split('/').pop() ?? ''], where);
        return;
      }
      const type = schema.type;
      if (type === 'string' && schema.maxLength === undefined && !schema.enum && schema.const === undefined)
        unbounded.push(where);
      if (type === 'array' && schema.maxItems === undefined) unbounded.push(where);
      for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, Schema>))
        walk(child, `${where}.${key}`);
      if (schema.items) walk(schema.items as Schema, `${where}[]`);
      for (const k of ['anyOf', 'oneOf', 'allOf'])
        for (const [i, s] of ((schema[k] ?? []) as Schema[]).entries()) walk(s, `${where}|${i}`);
    };
    for (const route of apiRoutes) {
      const operation = operationOf(route.method, route.url);
      for (const p of operation.parameters ?? []) walk(p.schema, `${route.method} ${route.url} ${p.in}:${p.name}`);
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {}))
        walk(media.schema, `${route.method} ${route.url} body(${type})`);
    }
    expect(unbounded).toEqual([]);
  });

  it('yields a client (openapi-typescript) that type-checks a use of it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-client-'));
    try {
      fs.writeFileSync(path.join(dir, 'api.d.ts'), await openapiTS(structuredClone(doc) as never));
      fs.writeFileSync(
        path.join(dir, 'use.ts'),
        `import type { components, operations, paths } from './api';
type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type GetUser = paths['/api/users/{id}']['get'];
export const user: Json<GetUser['responses'][200]>['data'] = {} as components['schemas']['User'];
export const staffId: string = user.staff_id;
export const version: number = user.version;
export const missing: Json<GetUser['responses'][404]> = { status: false, code: 'not_found', message: 'No such record' };
export const forbidden: Json<operations['getUsersById']['responses'][403]> = { status: false, code: 'forbidden', message: 'x' };
export const fieldErrors: components['schemas']['Error']['errors'] = { email: ['Invalid'] };
export const path: GetUser['parameters']['path'] = { id: 1 };
export const login: Json<paths['/api/auth/login']['post']['responses'][429]>['code'] = 'too_many_attempts';
// @ts-expect-error the document declares no 418
export type Teapot = GetUser['responses'][418];
// @ts-expect-error the shared Error schema has no such field
export const wrong: components['schemas']['Error'] = { status: false, code: 'x', message: 'y', extra: 1 };
`,
      );
      fs.writeFileSync(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            target: 'es2022',
            module: 'esnext',
            moduleResolution: 'bundler',
            skipLibCheck: false,
          },
          files: ['use.ts', 'api.d.ts'],
        }),
      );
      const tsc = path.resolve('node_modules/.bin/tsc');
      const run = spawnSync(tsc, ['-p', path.join(dir, 'tsconfig.json')], { encoding: 'utf8' });
      expect(`${run.stdout}${run.stderr}`).toBe('');
      expect(run.status).toBe(0);
      // And a mistake in the use is caught: the check is real.
      fs.appendFileSync(
        path.join(dir, 'use.ts'),
        "export const bad: Json<GetUser['responses'][200]>['data']['name'] = 5;\n",
      );
      expect(spawnSync(tsc, ['-p', path.join(dir, 'tsconfig.json')], { encoding: 'utf8' }).status).not.toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('real answers match the document', () => {
  it('refuse, in tests, a status the route does not declare and a body that drifts from its schema', async () => {
    const teapot = await call('GET', `${PROBE}/teapot`, admin);
    expect(teapot.statusCode).toBe(500);
    expect(teapot.json()).toMatchObject({ code: 'undeclared_status' });
    const drift = await call('GET', `${PROBE}/drift`, admin);
    expect(drift.statusCode).toBe(500);
    expect(drift.json()).toMatchObject({ code: 'internal' });
  });

  const fill = (url: string, id: number) => url.replace(/:[A-Za-z0-9_]+/g, String(id));
  const DEVICE_INGEST = 'POST /api/attendance/events';

  it('for every route: signed out, with an unknown query parameter, an unknown id, and as a role without the flag', async () => {
    const seen = new Map<number, number>();
    const count = (status: number) => seen.set(status, (seen.get(status) ?? 0) + 1);
    for (const route of apiRoutes) {
      const access = accessOf(route.method, route.url);
      const body = route.method === 'GET' ? undefined : {};
      const url = fill(route.url, 1);
      if (access === 'bearer') {
        const status = conforms(route.method, route.url, await call(route.method, url, undefined, body));
        expect(status, `${route.method} ${route.url} signed out`).toBe(401);
        count(status);
      }
      const unknown = await call(route.method, `${url}${url.includes('?') ? '&' : '?'}zz_unknown=1`, admin, body);
      // The devices' route checks its key before anything else (a stranger learns nothing from a 400): no key, 401.
      const expected = `${route.method} ${route.url}` === DEVICE_INGEST ? 401 : 400;
      expect(conforms(route.method, route.url, unknown), `${route.method} ${route.url} unknown query`).toBe(expected);
      count(expected);
      if (route.url.includes(':') && access === 'bearer') {
        const response = await call(
          route.method,
          fill(route.url, BIG_ID),
          admin,
          route.method === 'GET' ? undefined : {},
        );
        count(conforms(route.method, route.url, response));
      }
      const flags = route.permission ? [route.permission] : (route.anyPermission ?? []);
      if (flags.length) {
        const lacking = ROLE_IDS.find((role) => !flags.some((flag) => can(role, flag as Permission)));
        if (lacking === undefined) continue;
        const { token } = await t.tokenFor(lacking);
        // An empty body: a role without the flag is refused before its body is read (plugins/auth.ts), never 400.
        const response = await call(route.method, url, token, route.method === 'GET' ? undefined : {});
        expect(conforms(route.method, route.url, response), `${route.method} ${route.url} as role ${lacking}`).toBe(
          403,
        );
        count(response.statusCode);
      }
    }
    expect(seen.get(401)).toBeGreaterThan(30);
    expect(seen.get(403)).toBeGreaterThan(10);
    expect(seen.get(404)).toBeGreaterThan(5);
  }, 120_000);

  it('for every GET list and picker as an administrator (success)', async () => {
    let ok = 0;
    const failing: string[] = [];
    for (const route of apiRoutes.filter((r) => r.method === 'GET' && !r.url.includes(':'))) {
      const response = await call('GET', route.url, admin);
      if (conforms('GET', route.url, response) === 200) ok += 1;
      else failing.push(`${route.url} ${response.statusCode}`);
    }
    expect(failing).toEqual([]);
    expect(ok).toBeGreaterThan(8);
  });

  it('for sign-in, the person, a stale edit, a business rule, uploads, files and the export limit', async () => {
    const health = await call('GET', '/api/health');
    expect(conforms('GET', '/api/health', health)).toBe(200);
    const person = await t.createPerson({ role_id: ROLES.HR });
    const login = await call('POST', '/api/auth/login', undefined, { email: person.username, password: 'wrong-pass' });
    expect(conforms('POST', '/api/auth/login', login)).toBe(401);
    const bad = await call('POST', '/api/auth/login', undefined, { email: 'x' });
    expect(conforms('POST', '/api/auth/login', bad)).toBe(400);
    const good = await call('POST', '/api/auth/login', undefined, {
      email: person.username,
      password: person.password,
    });
    expect(conforms('POST', '/api/auth/login', good)).toBe(200);
    expect(conforms('GET', '/api/auth/user', await call('GET', '/api/auth/user', admin))).toBe(200);

    // Users: the list and one person; avatars: upload (200, 413, 422) and the signed link (200, 403 when expired).
    const list = await call('GET', '/api/users', admin);
    expect(conforms('GET', '/api/users', list)).toBe(200);
    const first = list.json().data.items[0] as { id: number };
    const one = await call('GET', `/api/users/${first.id}`, admin);
    expect(conforms('GET', '/api/users/:id', one)).toBe(200);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = (name: string, bytes: Buffer) => {
      const boundary = 'contract-boundary';
      return {
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${admin}` },
      };
    };
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/upload-avatar', ...form('a.png', png) });
    expect(conforms('POST', '/api/upload-avatar', uploaded)).toBe(200);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/upload-avatar',
      ...form('a.png', Buffer.from('text')),
    });
    expect(conforms('POST', '/api/upload-avatar', wrongType)).toBe(422);
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/upload-avatar',
      ...form('a.png', Buffer.concat([png, Buffer.alloc(1024 * 1024)])),
    });
    expect(conforms('POST', '/api/upload-avatar', tooBig)).toBe(413);
    const { url: link } = uploaded.json().data as { url: string };
    expect(conforms('GET', '/api/files/avatars/:name', await call('GET', link))).toBe(200);
    expect(conforms('GET', '/api/files/avatars/:name', await call('GET', link.replace(/e=\d+/, 'e=1')))).toBe(403);

    // Departments: create (200), the same code again (422, a business rule), an edit from a stale version (409).
    await t.db.insert(departmentTypes).values([{ type: 'Office' }]);
    const types = (await call('GET', '/api/department-types', admin)).json().data as { id: number }[];
    const body = {
      department_id: 'CONTRACT-1',
      name: 'Contract',
      department_type_id: types[0]?.id,
      shift_ids: [org.shifts.day],
    };
    const created = await call('POST', '/api/departments', admin, body);
    expect(conforms('POST', '/api/departments', created), created.body).toBe(200);
    expect(conforms('POST', '/api/departments', await call('POST', '/api/departments', admin, body))).toBe(422);
    const id = created.json().data.id as number;
    const stale = await call('PUT', `/api/departments/${id}`, admin, { ...body, version: 999 });
    expect(conforms('PUT', '/api/departments/:id', stale)).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version' });

    // The export: a job twice, then 429 with Retry-After (RATE_LIMIT_EXPORTS_PER_MINUTE=2 here), per person; the
    // job's status and file as the document declares them.
    const exporter = (await t.tokenFor(ROLES.HR)).token;
    const started = await call('POST', '/api/users/export', exporter);
    expect(conforms('POST', '/api/users/export', started)).toBe(202);
    expect(conforms('POST', '/api/users/export', await call('POST', '/api/users/export', exporter))).toBe(202);
    const limited = await call('POST', '/api/users/export', exporter);
    expect(conforms('POST', '/api/users/export', limited)).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'too_many_requests' });
    const other = (await t.tokenFor(ROLES.HR)).token;
    expect(conforms('POST', '/api/users/export', await call('POST', '/api/users/export', other))).toBe(202);
    const job = await waitForJob(t.withToken(exporter), started.json().data.job_id);
    expect(conforms('GET', '/api/jobs/:id', await call('GET', `/api/jobs/${job.id}`, exporter))).toBe(200);
    expect(conforms('GET', '/api/jobs/:id/file', await call('GET', job.download_url!, exporter))).toBe(200);
    expect(conforms('GET', '/api/jobs/:id/file', await call('GET', job.download_url!, other))).toBe(404);
  });
});
