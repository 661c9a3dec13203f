// `npm start`: builds what is missing or older than its sources (`npm run build`), then runs the built server with
// plain `node` in this same process (so Ctrl+C and `kill` reach the server and its embedded database directly).
// On a production tree installed with `npm ci --omit=dev` there are no build tools: the existing build is run.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newest(path.join(target, name))));
}
const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const sourcesAt = (list) => Math.max(...list.map((s) => newest(path.join(root, s))));

const parts = [
  {
    name: 'server',
    output: path.join(root, 'dist/server/server.mjs'),
    sources: ['apps/api/src', 'packages/contracts/src', 'package.json'],
    skip: process.env.SKIP_SERVER_BUILD === 'true',
  },
  {
    name: 'web',
    output: path.join(root, 'apps/web/dist/index.html'),
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/build',
      'apps/web/public',
      'packages/contracts/src',
    ],
    skip: process.env.SKIP_WEB_BUILD === 'true',
  },
];
const canBuild =
  fs.existsSync(path.join(root, 'node_modules/esbuild')) && fs.existsSync(path.join(root, 'node_modules/vite'));

for (const part of parts) {
  if (part.skip) continue;
  const built = builtAt(part.output);
  if (built > 0 && sourcesAt(part.sources) <= built) continue;
  if (!canBuild) {
    if (built > 0) continue; // a production install: the shipped build is what runs
    console.error(
      `[hr] Could not start: the ${part.name} is not built and the build tools are not installed (run npm run build where they are).`,
    );
    process.exit(1);
  }
  console.log(`[hr] Building the ${part.name} ...`);
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), `--only=${part.name}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.chdir(root);
await import(pathToFileURL(path.join(root, 'dist/server/server.mjs')).href);
