import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy sources of the inline scripts of the built index.html (the boot preloads of
 * apps/web/build/boot-preloads.ts): each allowed by its hash, so no other inline script runs. None without a build.
 */
export function inlineScriptHashes(root: string): string[] {
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) return [];
  const html = fs.readFileSync(index, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`,
  );
}

/**
 * Serves the built single-page app; any address outside /api/ that is not a file gets index.html, so that
 * /user?page=2 can be reloaded. Hashed assets are cached for a year, index.html never.
 */
export const webPlugin = fp<{ root: string }>(async (app, { root }) => {
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`The web app is not built (${index} is missing): only the API is served.`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (apps/web/vite.config.ts): sent when the browser accepts them.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const html = fs.readFileSync(index);
  // Brotli as for the assets (the build writes index.html.br): the page's first bytes, with the shell's skeleton,
  // its styles and the boot map, come in about a third of the size.
  const brotli = fs.existsSync(`${index}.br`) ? fs.readFileSync(`${index}.br`) : undefined;
  app.get('/*', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (brotli && /\bbr\b/.test(String(request.headers['accept-encoding'] ?? '')))
      return reply.header('content-encoding', 'br').send(brotli);
    return reply.send(html);
  });
});
