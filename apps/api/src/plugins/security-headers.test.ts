import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBRESOURCE_HEADERS, securityHeaders, securityHeadersPlugin } from './security-headers';
import { webPlugin } from './web';

/** The built app's files as plugins/web.ts serves them, in a folder of the test's own. */
describe('security headers of the built web app (plugins/security-headers.ts)', () => {
  let app: FastifyInstance;
  let root: string;
  const all = Object.keys(securityHeaders([])).map((name) => name.toLowerCase());
  const subresource = SUBRESOURCE_HEADERS.map((name) => name.toLowerCase());
  const present = (headers: Record<string, unknown>) => all.filter((name) => headers[name] !== undefined);

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'hr-web-'));
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(root, 'assets/app-1.js'), 'export const x = 1;');
    fs.writeFileSync(path.join(root, 'assets/app-1.css'), 'body{margin:0}');
    fs.writeFileSync(path.join(root, 'assets/logo-1.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = Fastify();
    await app.register(securityHeadersPlugin, { scriptSrc: [] });
    await app.register(webPlugin, { root });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('sends a script or a stylesheet with the headers a subresource obeys only, values unchanged', async () => {
    for (const url of ['/assets/app-1.js', '/assets/app-1.css']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(present(response.headers)).toEqual(subresource);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('keeps the whole set on the document, on an SVG (a document when opened) and on index.html sent for an unknown file', async () => {
    for (const url of ['/', '/staff', '/assets/logo-1.svg', '/assets/missing-2.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(present(response.headers)).toEqual(all);
    }
    const fallback = await app.inject({ method: 'GET', url: '/assets/missing-2.js' });
    expect(fallback.headers['content-type']).toMatch(/^text\/html/);
  });
});
