// `npm start`: builds the web app when its sources are newer than the last build, then runs the server in this
// same process (so Ctrl+C and `kill` reach the server and its embedded database directly).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/contracts/src',
];

function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newest(path.join(target, name))));
}

const builtAt = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
if (process.env.SKIP_WEB_BUILD !== 'true' && Math.max(...sources.map((s) => newest(path.join(root, s)))) > builtAt) {
  console.log('[hr] Building the web app ...');
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'apps/web/vite.config.ts',
      '--logLevel',
      'warn',
    ],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.chdir(root);
const { register } = await import('tsx/esm/api');
register();
await import('../apps/api/src/server.ts');
