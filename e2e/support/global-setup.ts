import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { alive, readPid } from '../../apps/api/src/db/processes';

/**
 * Once per end-to-end run: Chromium is there, the web app is built, and the REAL server (`node scripts/start.mjs`)
 * runs on a free port with its own embedded PostgreSQL in a fresh temporary folder. Teardown stops it with SIGTERM,
 * as an operator would, and the server stops its PostgreSQL itself.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server under test listens, e.g. http://127.0.0.1:41234 (no trailing slash). */
    e2eBaseUrl: string;
    /** The administrator the server was started with (ADMIN_USERNAME / ADMIN_PASSWORD). */
    e2eAdmin: { username: string; password: string };
    /** The server's own database (its embedded PostgreSQL), for the helpers that prepare people and sessions. */
    e2eDatabaseUrl: string;
    /** Where failure screenshots go. */
    e2eResultsDir: string;
  }
}

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RESULTS_DIR = path.join(ROOT, '.test-results', 'e2e');
const WEB_DIST = path.join(ROOT, '.test-results', 'e2e-web');
export const CHROMIUM = '/usr/bin/chromium';
const TEMP_PREFIX = 'hr-e2e-';
/** Written into each temporary folder: the test process that owns the server running on it. */
const OWNER_FILE = 'e2e-run.pid';
const ADMIN = { username: 'e2e.admin', password: `E2e-${randomBytes(9).toString('base64url')}` };

const log = (line: string) => console.log(`[e2e] ${line}`);

// ---------------------------------------------------------------------------------------------------- Chromium

function hasCjkFont(): boolean {
  const result = spawnSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' });
  if (result.status === 0) return result.stdout.trim().length > 0;
  return (
    fs.existsSync('/usr/share/fonts/opentype/noto') &&
    fs.readdirSync('/usr/share/fonts/opentype/noto').some((name) => name.includes('CJK'))
  );
}

/**
 * Arial's metrics (Liberation Sans, which Debian's chromium recommends and fontconfig gives for Arial), the font of
 * antd's stack the tests' layout checks were measured with. Without it Latin text falls back to DejaVu Sans, about
 * 10 % wider: on 2026-12-07 a machine without it broke a staff ID over two lines on /staff and made the timekeeping
 * table 3 to 5 px wider than a 390 px phone, with the same code that passed elsewhere.
 */
function hasArialMetrics(): boolean {
  const result = spawnSync('fc-match', ['Arial', 'family'], { encoding: 'utf8' });
  return result.status === 0 && /Liberation Sans|Arial/i.test(result.stdout);
}

/**
 * Debian's chromium, a Japanese font and Arial's metrics must be present; as root they are installed, otherwise the
 * run stops.
 */
function ensureChromium(): void {
  const missing = [
    ...(fs.existsSync(CHROMIUM) ? [] : ['chromium']),
    ...(hasCjkFont() ? [] : ['fonts-noto-cjk']),
    ...(hasArialMetrics() ? [] : ['fonts-liberation']),
  ];
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `The end-to-end tests need ${missing.join(', ')} (Chromium at ${CHROMIUM}; a CJK font, or Japanese renders as boxes; Arial's metrics, which the layout checks assume). ` +
        `Install ${missing.length > 1 ? 'them' : 'it'} as root: sudo sh -c '${command}'`,
    );
  }
  log(`Installing ${missing.join(', ')} with apt-get ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', ...missing]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.error || result.status !== 0) {
      throw new Error(
        `"apt-get ${args.join(' ')}" failed (${result.error?.message ?? `exit ${result.status}`}). Install by hand: ${command}`,
      );
    }
  }
  if (!fs.existsSync(CHROMIUM)) throw new Error(`apt-get installed chromium, but ${CHROMIUM} is still missing.`);
}

// ---------------------------------------------------------------------------------------------------- web build

function withoutNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _, ...rest } = env;
  return rest;
}

const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/public',
  'packages/contracts/src',
];

function newest(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newest(path.join(target, name))));
}

/**
 * The suite's own build of the web app, in .test-results/e2e-web (git-ignored), served through WEB_DIST: a build of
 * apps/web/dist started meanwhile by `npm start` elsewhere would swap the hashed files under the running server.
 * Same rule as scripts/start.mjs: build again when a source is newer than the last build.
 */
function ensureWebBuild(): void {
  const index = path.join(WEB_DIST, 'index.html');
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  if (Math.max(...WEB_SOURCES.map((source) => newest(path.join(ROOT, source)))) <= builtAt) return;
  log(`Building the web app into ${path.relative(ROOT, WEB_DIST)} ...`);
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--config', 'apps/web/vite.config.ts', '--outDir', WEB_DIST, '--emptyOutDir', '--logLevel', 'warn'],
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    { cwd: ROOT, stdio: 'inherit', env: withoutNodeEnv(process.env) },
  );
  if (result.status !== 0 || !fs.existsSync(index))
    throw new Error(`Building the web app failed (exit ${result.status ?? result.signal}).`);
}

// ---------------------------------------------------------------------------------------------------- processes

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (alive(pid) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
  return !alive(pid);
}

/** Stops the PostgreSQL whose data folder is `pgDir`, if one still runs there (fast shutdown, then SIGKILL). */
async function stopPostmaster(pgDir: string): Promise<void> {
  const pid = readPid(path.join(pgDir, 'postmaster.pid'));
  if (pid === null || !alive(pid) || !commandLine(pid).includes('postgres')) return;
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 15_000))) {
    process.kill(pid, 'SIGKILL');
    await waitForExit(pid, 5_000);
  }
}

/**
 * A run killed with SIGKILL leaves its folder behind (its server stops itself through exit-with-parent.mjs, but a
 * PostgreSQL may survive a server that was killed too). Folders whose owning test process is gone are cleaned.
 */
async function removeOrphans(): Promise<void> {
  const tmp = os.tmpdir();
  for (const name of fs.readdirSync(tmp)) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const dir = path.join(tmp, name);
    const owner = readPid(path.join(dir, OWNER_FILE));
    if (owner !== null && alive(owner)) continue;
    if (owner === null && Date.now() - fs.statSync(dir).mtimeMs < 60_000) continue; // a run that is just starting
    const server = readPid(path.join(dir, 'app.pid'));
    if (server !== null && alive(server) && commandLine(server).includes('start.mjs')) {
      process.kill(server, 'SIGTERM');
      await waitForExit(server, 30_000);
    }
    await stopPostmaster(path.join(dir, 'pg'));
    fs.rmSync(dir, { recursive: true, force: true });
    log(`Removed the leftovers of an interrupted run: ${dir}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  let last = 'no answer yet';
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited during start (${child.exitCode ?? child.signalCode}). Its output:\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The server did not answer ${baseUrl}/api/health within ${ms / 1000} s (${last}). Its output:\n${tail(logFile)}`,
  );
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

// ---------------------------------------------------------------------------------------------------- setup

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  ensureChromium();
  ensureWebBuild();
  // Only this run's failures are left to look at.
  fs.rmSync(RESULTS_DIR, { recursive: true, force: true });
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  await removeOrphans();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), TEMP_PREFIX));
  fs.writeFileSync(path.join(dataDir, OWNER_FILE), String(process.pid));
  // As root, PostgreSQL runs as the `postgres` system user, and initdb must reach DATA_DIR/pg; mkdtemp made it 0700
  // (apps/api/src/db/embedded.ts opens the folder up only after initdb).
  fs.chmodSync(dataDir, 0o755);
  const [port, pgPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(RESULTS_DIR, 'server.log');
  const output = fs.openSync(logFile, 'w');

  const env: NodeJS.ProcessEnv = {
    ...withoutNodeEnv(process.env),
    SKIP_WEB_BUILD: 'true',
    WEB_DIST,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    // The suite signs in wrongly on purpose many times; the real limits are covered by the API tests.
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '10000',
    // Every browser test asks for reset links from this one address; the limits are covered by the API tests.
    FORGOT_PASSWORD_MAX_PER_ADDRESS: '10000',
    LOG_LEVEL: 'warn',
    E2E_PARENT_PID: String(process.pid),
  };
  // Always the embedded database of this run, never a server named in the caller's environment.
  delete env.DATABASE_URL;

  const watchdog = pathToFileURL(path.join(ROOT, 'e2e/support/exit-with-parent.mjs')).href;
  const child = spawn(process.execPath, ['--import', watchdog, 'scripts/start.mjs'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', output, output],
  });
  fs.closeSync(output);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const done = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), 30_000))),
      ]);
      clearTimeout(timer);
      if (!done) {
        console.error(`[e2e] The server did not stop within 30 s after SIGTERM: killing it.\n${tail(logFile)}`);
        child.kill('SIGKILL');
        await exited;
      }
    }
    // The server stops its PostgreSQL on SIGTERM; if it could not, do it here so that nothing survives the run.
    await stopPostmaster(path.join(dataDir, 'pg'));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, logFile, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  log(
    `Server ready at ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s (data in ${dataDir}, log in ${path.relative(ROOT, logFile)})`,
  );

  project.provide('e2eBaseUrl', baseUrl);
  project.provide('e2eAdmin', ADMIN);
  // The embedded server's superuser password is random, kept next to its data (apps/api/src/db/embedded.ts).
  const pgPassword = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  project.provide('e2eDatabaseUrl', `postgres://postgres:${pgPassword}@127.0.0.1:${pgPort}/hr`);
  project.provide('e2eResultsDir', RESULTS_DIR);

  return async () => {
    const stopping = Date.now();
    await stop();
    log(`Server stopped in ${((Date.now() - stopping) / 1000).toFixed(1)} s.`);
  };
}
