import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

// The built server (dist/server/server.mjs) has each thread's file built beside it (scripts/build.mjs).
const BUILT = import.meta.url.endsWith('.mjs');

/**
 * Starts a thread running a worker file: `dist/server/<name>.mjs` in the built server, else `source` (the TypeScript
 * file, `new URL('./<name>.ts', import.meta.url)` where it lives). From the sources (tests, `npm run dev:api`) the
 * thread compiles the TypeScript with tsx's require hook, a dev dependency: Node 20 does not apply `--import tsx` to a
 * worker's own file.
 */
export function startThread(name: string, source: URL, options: WorkerOptions = {}): Worker {
  if (BUILT) return new Worker(new URL(`./${name}.mjs`, import.meta.url), options);
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const file = fileURLToPath(source);
  return new Worker(`require(${JSON.stringify(tsx)}).require(${JSON.stringify(file)}, __filename);`, {
    ...options,
    eval: true,
  });
}
