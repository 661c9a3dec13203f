import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { signIn } from './http';
import { freePorts, sleep } from './net';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'bench-Password-2026';

export type ServerOptions = {
  /** DATA_DIR; must exist. Reuse one to measure a second start. */
  dataDir: string;
  /** WEB_DIST; default: the repository's apps/web/dist (the server only warns when it is not built). */
  webDist?: string;
  /** More environment for the server (settings of apps/api/src/config.ts). */
  env?: Record<string, string>;
  /** Node's own options for the server process, e.g. `--cpu-prof` (not allowed in NODE_OPTIONS). */
  nodeArgs?: string[];
  /** Give up when the first sign-in has not succeeded after this long. */
  timeoutMs?: number;
};

export type RunningServer = {
  baseUrl: string;
  /** The embedded PostgreSQL's `hr` database, for benchmarks that generate data directly. */
  databaseUrl: string;
  dataDir: string;
  pid: number;
  username: string;
  password: string;
  /** Milliseconds from launching `node scripts/start.mjs` to the first sign-in answering 200. */
  firstSignInMs: number;
  /** Milliseconds from launch to lines of the server's log: pg (embedded PostgreSQL starting), seeded, ready. */
  marks: Partial<Record<'pg' | 'seeded' | 'ready', number>>;
  /** The last lines the server printed. */
  output: () => string;
  /** SIGTERM, then waits for the process to exit; returns how long that took. Safe to call twice. */
  stop: () => Promise<number>;
};

/** Every server child still alive, so that run.ts can stop them whatever happens. */
const live = new Set<ChildProcess>();

const MARKS: [keyof RunningServer['marks'], RegExp][] = [
  ['pg', /\[hr\] Starting the embedded PostgreSQL/],
  ['seeded', /\[hr\] Created the demo company/],
  ['ready', /\[hr\] Ready:/],
];

/** The app's own settings are never inherited from the shell running the benchmark. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    const exact =
      /^(PORT|HOST|DATABASE_URL|DATA_DIR|EMBEDDED_PG_PORT|SEED_DEMO|LOG_LEVEL|DB_POOL_SIZE|WEB_DIST|TRUST_PROXY|SKIP_WEB_BUILD|COMPANY_TIME_ZONE)$/;
    if (exact.test(key) || /^(ADMIN_|SESSION_|REMEMBER_ME_|LOGIN_)/.test(key)) delete env[key];
  }
  return env;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** If PostgreSQL outlived its Node parent (it should not), stop it the way the app would: SIGINT, fast shutdown. */
async function stopOrphanPostgres(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  console.warn(`[bench] PostgreSQL ${pid} outlived its server: stopping it`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && alive(pid); i++) await sleep(100);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

/**
 * Launches `node scripts/start.mjs` (SKIP_WEB_BUILD=true: building the web app is measured on its own) on free
 * loopback ports and waits until the administrator can sign in.
 */
export async function startServer(root: string, options: ServerOptions): Promise<RunningServer> {
  const [port, pgPort] = await freePorts(2);
  const env: NodeJS.ProcessEnv = {
    ...cleanEnv(),
    SKIP_WEB_BUILD: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    DATA_DIR: options.dataDir,
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    ...(options.webDist ? { WEB_DIST: options.webDist } : {}),
    ...options.env,
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const marks: RunningServer['marks'] = {};

  const launchedAt = performance.now();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
    live.delete(child);
  });
  const collect = (chunk: Buffer) => {
    const at = performance.now() - launchedAt;
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line) continue;
      for (const [mark, pattern] of MARKS) if (marks[mark] === undefined && pattern.test(line)) marks[mark] = at;
      lines.push(line);
      if (lines.length > 200) lines.shift();
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  let stopping: Promise<number> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      const started = performance.now();
      if (!hasExited) {
        child.kill('SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        const done = await Promise.race([
          exited.then(() => true),
          new Promise<boolean>((resolve) => {
            timer = setTimeout(() => resolve(false), 60_000);
          }),
        ]);
        clearTimeout(timer);
        if (!done) {
          console.warn(`[bench] server ${child.pid} did not stop within 60 s of SIGTERM: killing it`);
          child.kill('SIGKILL');
          await exited;
        }
      }
      const ms = performance.now() - started;
      await stopOrphanPostgres(options.dataDir);
      return ms;
    })();
    return stopping;
  };
  const output = () => lines.join('\n');

  // Poll the sign-in until it answers 200: before the server listens the connection is refused at once.
  const timeoutMs = options.timeoutMs ?? 180_000;
  let firstSignInMs = Number.NaN;
  let last = '';
  while (performance.now() - launchedAt < timeoutMs) {
    if (hasExited) break;
    const answer = await signIn(baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
    if (answer.status === 200) {
      firstSignInMs = performance.now() - launchedAt;
      break;
    }
    last = answer.status ? `HTTP ${answer.status}` : (answer.error ?? 'no answer');
    await sleep(20);
  }
  if (Number.isNaN(firstSignInMs)) {
    await stop();
    throw new Error(
      `The server did not accept a sign-in (${hasExited ? 'it exited' : `timed out; last: ${last}`}). Its output:\n${output()}`,
    );
  }

  return {
    baseUrl,
    // The embedded server's superuser password is random, kept next to its data (apps/api/src/db/embedded.ts).
    databaseUrl: `postgres://postgres:${fs.readFileSync(path.join(options.dataDir, 'pg-password'), 'utf8').trim()}@127.0.0.1:${pgPort}/hr`,
    dataDir: options.dataDir,
    pid: child.pid!,
    username: ADMIN_USERNAME,
    password: ADMIN_PASSWORD,
    firstSignInMs,
    marks,
    output,
    stop,
  };
}

/** Last resort (Ctrl+C of the benchmark, an uncaught error): SIGTERM every server still running. */
export function signalAll(): ChildProcess[] {
  const children = [...live];
  for (const child of children) child.kill('SIGTERM');
  return children;
}

export function liveCount(): number {
  return live.size;
}
