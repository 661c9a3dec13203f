// `npm run backup [FILE or FOLDER]` and `npm run restore FILE` (docs/operations.md): runs the built command
// (dist/server/ops.mjs, made by `npm run build` beside the server) with plain `node`, building the server first when
// the build is missing or older than its sources and the build tools are installed (like scripts/start.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(root, 'dist/server/ops.mjs');

function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newest(path.join(target, name))));
}
const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
const sources = Math.max(
  ...['apps/api/src', 'packages/contracts/src', 'package.json'].map((s) => newest(path.join(root, s))),
);
const canBuild = fs.existsSync(path.join(root, 'node_modules/esbuild'));
if (built === 0 || (sources > built && canBuild)) {
  if (!canBuild) {
    console.error(
      '[hr] The server is not built and the build tools are not installed (run npm run build where they are).',
    );
    process.exit(1);
  }
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--only=server'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// The app version the manifest records (npm sets it; `node scripts/ops.mjs` reads it here).
process.env.npm_package_version ??= JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
await import(pathToFileURL(output).href);
