// `npm run build`: the server (apps/api + packages/contracts bundled by esbuild into dist/server, the migrations
// beside it) and the web app (Vite, into apps/web/dist). `npm start` runs the result with plain `node`.
// Build tools are devDependencies: build where they are installed, then `npm ci --omit=dev` is enough to run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const runtime = new Set(Object.keys(pkg.dependencies ?? {}));
const out = path.join(root, 'dist/server');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

/** The package name of a bare import: `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

async function buildServer() {
  const { build } = await import('esbuild');
  // Built beside and swapped in at the end: a server starting meanwhile never sees half a build.
  const next = `${out}.next-${process.pid}`;
  fs.rmSync(next, { recursive: true, force: true });
  const imported = new Set();
  const result = await build({
    // The server, its threads (lib/threads.ts starts dist/server/<name>.mjs beside it: the workbook writer, the
    // payroll run), and the backup/restore command (scripts/ops.mjs runs it).
    entryPoints: {
      server: path.join(root, 'apps/api/src/server.ts'),
      'excel.worker': path.join(root, 'apps/api/src/lib/excel.worker.ts'),
      'payroll-run.worker': path.join(root, 'apps/api/src/modules/payroll/payroll-run.worker.ts'),
      ops: path.join(root, 'apps/api/src/ops/cli.ts'),
    },
    outdir: next,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    plugins: [
      {
        // Our workspace package (TypeScript sources) is bundled; every other package stays an import that
        // node_modules answers at run time, and must be a runtime dependency.
        name: 'externals',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith('@hr/')) return undefined;
            const name = packageOf(args.path);
            if (args.path.startsWith('node:') || builtinModules.includes(name)) return { external: true };
            imported.add(name);
            return { external: true };
          });
        },
      },
    ],
  });
  const missing = [...imported].filter((name) => !runtime.has(name));
  if (missing.length > 0) {
    throw new Error(`The server imports packages that are not runtime dependencies: ${missing.join(', ')}`);
  }
  fs.cpSync(path.join(root, 'apps/api/src/db/migrations'), path.join(next, 'migrations'), { recursive: true });
  fs.rmSync(out, { recursive: true, force: true });
  fs.renameSync(next, out);
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  console.log(
    `[build] server: dist/server/server.mjs, its threads' files and ops.mjs (${Math.round(bytes / 1024)} KB with maps), migrations copied`,
  );
}

function buildWeb() {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`the web build failed (exit ${result.status})`);
  console.log('[build] web: apps/web/dist');
}

try {
  if (!only || only === 'server') await buildServer();
  if (!only || only === 'web') buildWeb();
} catch (error) {
  console.error(`[build] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
