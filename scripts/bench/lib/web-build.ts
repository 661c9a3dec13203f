import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

/**
 * Builds the web app the way scripts/start.mjs does (`vite build --config apps/web/vite.config.ts`), but into
 * `outDir`, so the benchmark never touches apps/web/dist. Returns the wall time in milliseconds.
 */
export async function buildWeb(root: string, outDir: string, extraArgs: string[] = []): Promise<number> {
  const args = [
    path.join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '--config',
    'apps/web/vite.config.ts',
    '--logLevel',
    'warn',
  ];
  args.push('--outDir', outDir, '--emptyOutDir', ...extraArgs);
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ms = performance.now() - started;
  if (code !== 0) throw new Error(`vite build failed (exit ${code}):\n${output}`);
  return ms;
}

/** Level 9 (the best zlib offers), the same for every figure. */
export const GZIP_LEVEL = 9;
export const gzipSize = (data: Buffer | string) => gzipSync(data, { level: GZIP_LEVEL }).length;

export type FileSize = { file: string; bytes: number; gzip: number };

/** Every .js file under `dir` with its size and gzip size. */
export function jsFiles(dir: string): FileSize[] {
  const files: FileSize[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js')) {
        const data = fs.readFileSync(full);
        files.push({ file: path.relative(dir, full), bytes: data.length, gzip: gzipSize(data) });
      }
    }
  };
  walk(dir);
  return files.sort((a, b) => b.gzip - a.gzip);
}
